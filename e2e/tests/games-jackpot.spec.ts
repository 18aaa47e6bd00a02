import { expect, test, type Page } from '@playwright/test';
import { openLogin, openStorefront, sandbox } from './support/stack';

// Issue 14 items 15 and 16: the jackpot ticker (home and slots), popular lottery games, and free
// play's encrypted random string, all against the sandbox.

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

interface Seen {
  texts: string[];
  widths: number[];
}

/** Records every text the jackpot amount shows, and its box's width, from the first paint on. */
async function watchJackpot(page: Page) {
  await page.addInitScript(() => {
    const seen = { texts: [] as string[], widths: [] as number[] };
    (window as unknown as { __jackpot: typeof seen }).__jackpot = seen;
    const record = () => {
      const amount = document.querySelector('[data-testid="jackpot-amount"]');
      if (!amount) return;
      const text = amount.textContent ?? '';
      if (seen.texts[seen.texts.length - 1] === text) return;
      seen.texts.push(text);
      seen.widths.push(amount.parentElement!.getBoundingClientRect().width);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const seenOf = (page: Page) => page.evaluate(() => (window as unknown as { __jackpot: Seen }).__jackpot);
const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function expectCountUp(page: Page) {
  const ticker = page.getByTestId('jackpot-ticker');
  await expect(ticker).toBeVisible();
  const amount = ticker.getByTestId('jackpot-amount');
  await expect(amount).toHaveAttribute('data-settled', 'true');
  const final = (await ticker.getByTestId('jackpot-value').textContent())!;
  await expect(amount).toHaveText(final);
  const seen = await seenOf(page);
  // It counted up: rising values from below the jackpot to the jackpot (how many depends on the frame rate).
  expect(seen.texts.length).toBeGreaterThanOrEqual(2);
  expect(digits(seen.texts[0])).toBeLessThan(digits(final));
  expect(seen.texts[seen.texts.length - 1]).toBe(final);
  for (let i = 1; i < seen.texts.length; i++) expect(digits(seen.texts[i])).toBeGreaterThanOrEqual(digits(seen.texts[i - 1]));
  // No layout shift: the amount's box keeps the final value's width the whole time.
  expect(Math.max(...seen.widths) - Math.min(...seen.widths)).toBeLessThan(0.5);
  await expect(amount).toHaveCSS('font-variant-numeric', 'tabular-nums');
  return final;
}

test('PT: the jackpot counts up on home and on the slots page, fed by the sandbox, without moving the layout', async ({ page }) => {
  await watchJackpot(page);
  const answer = page.waitForResponse((r) => r.url().includes('/wps/relay/VIS_getJackpot'));
  await openStorefront(page, '/index');
  const { value } = (await (await answer).json()) as { value: { amount: number } };
  const ticker = page.getByTestId('jackpot-ticker');
  await expect(ticker.getByRole('heading', { name: /Prémio acumulado|Prêmio acumulado/ })).toBeVisible();
  await expect(ticker).toHaveAttribute('data-amount', String(value.amount));
  const final = await expectCountUp(page);
  expect(digits(final)).toBe(Math.round(value.amount * 100));

  // The slots page (/rng) has its own ticker.
  await page.goto('/rng');
  await expect(page.getByTestId('category-page')).toHaveAttribute('data-category', 'RNG');
  await expectCountUp(page);
  // Other categories do not.
  await page.goto('/live');
  await expect(page.getByTestId('category-page')).toHaveAttribute('data-category', 'LIVE');
  await expect(page.getByTestId('jackpot-ticker')).toHaveCount(0);
});

test('EN, reduced motion: the jackpot shows its value at once; a failed read leaves no broken box', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watchJackpot(page);
  await openStorefront(page, '/index', 'en');
  const ticker = page.getByTestId('jackpot-ticker');
  await expect(ticker.getByRole('heading', { name: 'Jackpot' })).toBeVisible();
  const amount = ticker.getByTestId('jackpot-amount');
  await expect(amount).toHaveAttribute('data-settled', 'true');
  const final = (await ticker.getByTestId('jackpot-value').textContent())!;
  await expect(amount).toHaveText(final);
  // Only ever the final value: no counting.
  expect((await seenOf(page)).texts).toEqual([final]);

  // The jackpot call fails: the slots page shows no jackpot box at all (and the games still load).
  await sandbox.fault(request, { path: '/wps/relay/VIS_getJackpot', count: 5, status: 500 });
  const failed = page.waitForResponse((r) => r.url().includes('/wps/relay/VIS_getJackpot'));
  await page.goto('/rng');
  expect((await failed).status()).toBe(500);
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expect(page.getByTestId('jackpot-loading')).toHaveCount(0);
  await expect(page.getByTestId('jackpot-ticker')).toHaveCount(0);
});

test('EN: popular lottery games (count 20) choose the game; free play logs in with an encrypted random string', async ({ page }) => {
  const popularAsked = page.waitForRequest((r) => r.url().includes('/lgw/games/popular'));
  await page.addInitScript(() => localStorage.setItem('vitrine.freePlay', 'seed-trial'));
  await openStorefront(page, '/lottery', 'en');
  const url = new URL((await popularAsked).url());
  expect(url.searchParams.get('count')).toBe('20');
  expect(url.searchParams.get('prizeMode')).toBe('LOTT');
  expect(url.searchParams.get('device')).toBe('web');
  expect(url.searchParams.get('language')).toBeTruthy();
  const popular = page.getByTestId('popular-lottery');
  await expect(popular.getByRole('heading', { name: 'Popular lottery games' })).toBeVisible();
  const games = popular.getByTestId('popular-lottery-game');
  await expect(games.first()).toBeVisible();
  expect(await games.count()).toBeLessThanOrEqual(20);
  // Every popular game is one this page's menu opens; a click chooses it.
  const second = games.nth(Math.min(1, (await games.count()) - 1));
  const code = (await second.getAttribute('data-game-code'))!;
  await expect(page.getByTestId('lottery-menu').locator(`[data-game-code="${code}"]`)).toBeVisible();
  await second.click();
  await expect(page).toHaveURL(new RegExp(`gameCode=${code}`));
  await expect(page.getByTestId('lottery-stage')).toHaveAttribute('data-game-code', code);
  await expect(second).toHaveAttribute('aria-current', 'true');

  // Free play: the kept random string travels encrypted; the sandbox opens it (seed-trial = the seeded trial account).
  await openLogin(page);
  const sent = page.waitForRequest((r) => r.url().includes('/wps/session/login/freeplay') && r.method() === 'POST');
  await page.getByTestId('login-modal').getByTestId('free-play').click();
  const request = await sent;
  expect(await request.headerValue('X-Gateway-Version')).toBe('3');
  const answer = await request.response();
  // The sandbox refuses a plain random string (bad_cipher): success means it opened the sealed one.
  expect(((await answer!.json()) as { success: boolean }).success).toBe(true);
  await expect(page.locator('.account-name')).toHaveText('trial');
});
