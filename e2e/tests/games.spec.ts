import { expect, test, type Page } from '@playwright/test';
import { logInAndComeBack, openStorefront, sandbox, scrollThroughHome } from './support/stack';
import { controlHeaders, E2E } from './support/env';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const cards = (page: Page) => page.getByTestId('game-grid').getByTestId('game-card');
const card = (page: Page, name: string) =>
  page
    .getByTestId('game-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();

test('browse a category: vendor and classification tabs, 21 then 18 games per page', async ({ page }) => {
  await openStorefront(page, '/rng', 'en');
  const list = page.getByTestId('game-list');
  await expect(list).toHaveAttribute('data-vendor', 'PG');
  await expect(page.getByTestId('vendor-tabs').getByRole('tab', { name: 'PG Soft' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(cards(page)).toHaveCount(21);
  const firstPage = await cards(page).getByRole('heading').allTextContents();

  await page.getByTestId('pagination').getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(list).toHaveAttribute('data-page', '2');
  await expect(cards(page)).toHaveCount(18);
  const secondPage = await cards(page).getByRole('heading').allTextContents();
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  await page.getByTestId('pagination').getByRole('button', { name: 'Next page' }).click();
  await expect(list).toHaveAttribute('data-page', '3');
  await expect(cards(page)).toHaveCount(18);
  // 380 PG games: 21 + 20 × 18 → 21 pages; the last one is reachable through the margin page.
  await page.getByTestId('pagination').getByRole('button', { name: 'Page 21', exact: true }).click();
  await expect(cards(page)).toHaveCount(380 - 21 - 19 * 18);

  await page.getByTestId('classification-tabs').getByRole('tab', { name: 'Table games' }).click();
  await expect(list).toHaveAttribute('data-game-type', 'TABLE');
  await expect(list).toHaveAttribute('data-page', '1');
  await expect(cards(page).first()).toBeVisible();

  await page.getByTestId('vendor-tabs').getByRole('tab', { name: 'Pragmatic Play' }).click();
  await expect(page).toHaveURL(/\/rng\?page=PP$/);
  await expect(list).toHaveAttribute('data-vendor', 'PP');
  await expect(list).toHaveAttribute('data-game-type', 'ALL');
  await expect(cards(page)).toHaveCount(21);
});

test('/rng?page=<vendor> opens that vendor; /live has the live categories as tabs; /pvp lists rooms', async ({
  page,
}) => {
  await openStorefront(page, '/rng?page=JILI', 'en');
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-vendor', 'JILI');

  await page.goto('/live');
  const tabs = page.getByTestId('classification-tabs');
  for (const name of ['Baccarat', 'Sicbo', 'Roulette', 'Dragon Tiger', 'Mahjong'])
    await expect(tabs.getByRole('tab', { name, exact: true })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Baccarat', exact: true }).click();
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-game-type', 'BACCARAT');
  await expect(cards(page).first()).toContainText('Baccarat');

  await page.goto('/pvp');
  await expect(page.getByTestId('pvp-rooms')).toBeVisible();
  expect(await page.getByTestId('pvp-room').count()).toBeGreaterThan(0);
});

test('search finds a game by part of its name across vendors', async ({ page }) => {
  await openStorefront(page, '/search', 'en');
  await expect(page.getByTestId('catalogue-ready')).toContainText(/5,?\d{3} games/);
  await page.getByTestId('search-input').pressSequentially('hunder tig');
  await expect(page.getByTestId('search-count')).toBeVisible();
  await expect(card(page, 'Thunder Tiger')).toBeVisible();
  const names = await page.getByTestId('search-results').getByRole('heading').allTextContents();
  for (const name of names) expect(name.toLowerCase()).toContain('hunder tig');
  await page.getByTestId('search-views').getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByTestId('login-needed')).toBeVisible();
});

test('launch: logged out asks for a login; logged in opens /game, a round moves the header balance', async ({
  page,
}) => {
  await openStorefront(page, '/rng', 'en');
  await card(page, 'Carnival Storm').getByRole('button', { name: 'Play Carnival Storm' }).click();
  const form = page.getByTestId('header-login');
  await expect(form.getByRole('alert')).toHaveText('Not logged in, please log in.');
  await expect(form.locator('input[autocomplete="username"]')).toBeFocused();
  await expect(page).toHaveURL(/\/rng$/);

  await logInAndComeBack(page, 'demo', 'Demo1234');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText(/\d/);
  await card(page, 'Carnival Storm').getByRole('button', { name: 'Play Carnival Storm' }).click();
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  const game = page.frameLocator('[data-testid=game-frame]');
  await expect(game.locator('#name')).toHaveText('Carnival Storm');
  await expect(game.locator('#bal')).toContainText(/\d/);

  // A round that pays exactly the bet back leaves the balance as it was: spin until it moves.
  const before = await balance.textContent();
  // The live socket carries the new balance: the header does not have to ask for it.
  const balanceReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/v2/wallets/balance')) balanceReads.push(request.url());
  });
  for (let i = 0; i < 8; i++) {
    const shown = await game.locator('#bal').textContent();
    await game.locator('#spin').click();
    await expect(game.locator('#msg')).not.toHaveText('');
    if ((await game.locator('#bal').textContent()) !== shown) break;
  }
  await expect(balance).not.toHaveText(before ?? '');
  expect(balanceReads).toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

  // Leaving the game asks the host to re-read the balance.
  await page.getByTestId('close-game').click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect.poll(() => balanceReads.length).toBeGreaterThan(0);
});

test('a VASSALAGE entry opens its sub-game popup', async ({ page }) => {
  await openStorefront(page, '/rng', 'en');
  await logInAndComeBack(page, 'demo', 'Demo1234');
  await card(page, 'Thunder Tiger').getByRole('button', { name: 'Play Thunder Tiger' }).click();
  const popup = page.getByTestId('sub-game-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('game-card')).toHaveCount(4);
  await popup.getByRole('button', { name: 'Play Thunder Tiger Deluxe' }).click();
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);
  await expect(page.frameLocator('[data-testid=game-frame]').locator('#name')).toHaveText(
    'Thunder Tiger Deluxe',
  );
});

test('free trial logged out opens the game in free play', async ({ page }) => {
  await openStorefront(page, '/rng', 'en');
  await card(page, 'Jungle Riches').getByRole('button', { name: 'Free trial of Jungle Riches' }).click();
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);
  await expect(page.getByTestId('trial-mode')).toBeVisible();
  await expect(page.frameLocator('[data-testid=game-frame]').locator('.mode')).toContainText('FREE PLAY');
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
});

test('a vendor under maintenance says until when and suggests other games', async ({ page }) => {
  await openStorefront(page, '/search', 'en');
  await logInAndComeBack(page, 'demo', 'Demo1234');
  await page.getByTestId('search-input').fill('CMD368');
  await card(page, 'CMD368').getByRole('button', { name: 'Play CMD368' }).click();
  const dialog = page.getByTestId('maintenance-dialog');
  await expect(dialog).toContainText('Under maintenance from 2026-01-01 00:00:00 to 2099-12-31 23:59:59.');
  await expect(dialog.getByTestId('suggested-games').getByTestId('game-card').first()).toBeVisible();
  await expect(page).toHaveURL(/\/search/);
});

test('/sports starts the first sports vendor once logged in, without trapping Back', async ({ page }) => {
  await openStorefront(page, '/rng', 'en');
  await logInAndComeBack(page, 'demo', 'Demo1234');
  await page.getByTestId('site-header').getByRole('link', { name: 'Home' }).click();
  await page.evaluate(() => {
    history.pushState({}, '', '/sports');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);
  await expect(page.frameLocator('[data-testid=game-frame]').locator('#name')).toHaveText('SABA Sports');
  await page.goBack();
  await expect(page).toHaveURL(/\/index$/);
});

test('/lottery?gameCode=…&playType=… opens that lottery game (login first)', async ({ page }) => {
  await openStorefront(page, '/lottery?gameCode=TCG_SEA_02&playType=QUICK', 'en');
  const stage = page.getByTestId('lottery-stage');
  await expect(stage).toHaveAttribute('data-game-code', 'TCG_SEA_02');
  await expect(stage).toHaveAttribute('data-play-type', 'QUICK');
  await expect(page.getByTestId('lottery-menu').locator('[aria-current=true]')).toHaveText(/.+/);
  await expect(page.getByTestId('opened-draw').first()).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await page.getByTestId('lottery-login-needed').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-login').getByRole('alert')).toBeVisible();

  await logInAndComeBack(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await expect(page.frameLocator('[data-testid=game-frame]').locator('#name')).not.toBeEmpty();
});

test('a lottery page whose prize mode the brand does not list says it is not offered (PT)', async ({ page, request }) => {
  const response = await request.post(`${E2E.baseUrl}/__sandbox/brand`, { data: { prizeModes: ['Lott', 'SEA'] }, headers: controlHeaders() });
  expect(response.ok()).toBeTruthy();
  await openStorefront(page, '/elott', 'pt');
  await expect(page.getByTestId('lottery-not-offered')).toHaveText('Esta loteria não é oferecida neste site.');
  await expect(page.getByTestId('lottery-menu')).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/seaLottery');
  await expect(page.getByTestId('lottery-menu')).toBeVisible();
});

test('/esports starts the first esports vendor; /vnlottery and /elott open their lobbies with menus and results', async ({
  page,
}) => {
  await openStorefront(page, '/rng', 'en');
  await logInAndComeBack(page, 'demo', 'Demo1234');
  await page.goto('/esports');
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);
  await expect(page.frameLocator('[data-testid=game-frame]').locator('#name')).toHaveText('IM Esports');

  await page.goto('/vnlottery');
  await expect(page.getByTestId('lottery-page')).toHaveAttribute('data-variant', '/vnlottery');
  await expect(page.getByTestId('lottery-menu').getByRole('heading')).toHaveText(['TCG Lotto VN']);
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await expect(page.getByTestId('opened-draw').first()).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);

  await page.goto('/elott');
  const menu = page.getByTestId('lottery-menu');
  await expect(menu.getByRole('heading')).toHaveCount(3);
  await menu.getByRole('button', { name: 'Mega 6/45' }).first().click();
  await expect(page).toHaveURL(/\/elott\?gameCode=[A-Z_]+_\d+&playType=/);
  await expect(page.frameLocator('[data-testid=game-frame]').locator('#name')).toHaveText('Mega 6/45');
});

test('the games pages speak Portuguese by default', async ({ page }) => {
  await openStorefront(page, '/search');
  await expect(page.getByRole('heading', { name: 'Buscar jogos' })).toBeVisible();
  await expect(page.getByTestId('catalogue-ready')).toContainText('jogos para buscar');
  await page.goto('/live');
  await expect(page.getByTestId('classification-tabs').getByRole('tab', { name: 'Roleta' })).toBeVisible();
});

test('favourites: a heart on a tile, then the game is one tap away in search, with recent games', async ({
  page,
}) => {
  await openStorefront(page, '/rng', 'en');
  await logInAndComeBack(page, 'demo', 'Demo1234');
  const heart = card(page, 'Viking Blast').getByRole('button', { name: 'Add Viking Blast to favourites' });
  await heart.click();
  await expect(
    card(page, 'Viking Blast').getByRole('button', { name: 'Remove Viking Blast from favourites' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await card(page, 'Carnival Storm').getByRole('button', { name: 'Play Carnival Storm' }).click();
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);

  await page.goto('/search');
  await page.getByTestId('search-views').getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByTestId('search-results').getByTestId('game-card')).toHaveCount(1);
  await expect(card(page, 'Viking Blast')).toBeVisible();
  await page.getByTestId('search-views').getByRole('tab', { name: 'Recent' }).click();
  await expect(card(page, 'Carnival Storm')).toBeVisible();
});

test('home: a vendor tile opens its vendor page, hot games play, winners and matches below', async ({
  page,
}) => {
  await openStorefront(page, '/index', 'en');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await scrollThroughHome(page);
  await expect(page.getByTestId('winner-row').first()).toBeVisible();
  await expect(page.getByTestId('match').first()).toBeVisible();
  await expect(page.getByTestId('join-cta')).toBeVisible();
  await page
    .getByTestId('vendor-lane')
    .filter({ has: page.getByRole('heading', { name: 'Slots' }) })
    .getByRole('button', { name: 'Pragmatic Play' })
    .click();
  await expect(page).toHaveURL(/\/rng\?page=PP$/);
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-vendor', 'PP');
  await page.goBack();
  await scrollThroughHome(page);
  await page
    .getByTestId('hot-games')
    .getByTestId('game-card')
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(page.getByTestId('header-login').getByRole('alert')).toBeVisible();
});

test('a PVP room opens its game for a logged-in player', async ({ page }) => {
  await openStorefront(page, '/pvp', 'en');
  await logInAndComeBack(page, 'demo', 'Demo1234');
  const room = page
    .getByTestId('pvp-room')
    .filter({ has: page.getByRole('button', { name: 'Join' }) })
    .first();
  const roomName = (await room.locator('td').first().textContent()) ?? '';
  await room.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);
  await expect(page.frameLocator('[data-testid=game-frame]').locator('#name')).toHaveText(
    roomName.split(' · ')[0],
  );
});
