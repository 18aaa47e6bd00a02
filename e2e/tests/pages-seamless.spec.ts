import { expect, test } from '@playwright/test';
import { checkAxe } from './support/a11y';
import { logInFromHeader, openStorefront, sandbox } from './support/stack';

/** /seamless: the vendors the sandbox marks as seamless-wallet, with filters and paging; Play opens /game. */

test.beforeEach(async ({ request, page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sandbox.reset(request);
});

for (const size of [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
]) {
  for (const language of ['pt', 'en'] as const) {
    test(`visitor ${language} ${size.name} px: only seamless vendors, a category filter, games and paging`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openStorefront(page, '/seamless', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'pt' ? 'Jogos de carteira única' : 'Seamless wallet games');
      const vendors = page.getByTestId('vendor-tabs').getByRole('tab');
      await expect(vendors).toHaveCount(7);
      // Not marked seamless in the sandbox: never listed.
      await expect(page.getByTestId('vendor-tabs')).not.toContainText('CQ9');
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('filters by category and vendor (kept in the address), pages, and Play launches into /game', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await page.goto('/seamless');
  await page.getByTestId('seamless-categories').getByRole('tab', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/category=LIVE/);
  await expect(page.getByTestId('vendor-tabs').getByRole('tab')).toHaveCount(2);
  await page.getByTestId('seamless-categories').getByRole('tab', { name: 'Slots' }).click();
  await page.getByTestId('vendor-tabs').getByRole('tab', { name: /JILI/ }).click();
  await expect(page).toHaveURL(/page=JILI/);
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-vendor', 'JILI');
  await page.getByTestId('pagination').getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-page', '2');
  const first = page.getByTestId('game-card').first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page).toHaveURL(/\/game\?/);
  await expect(page.frameLocator('[data-testid=game-frame]').locator('#name')).toHaveText(name);
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe (${theme}): /seamless at 360 px and desktop; Arabic mirrors`, async ({ page }) => {
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('vitrine.theme', 'light'));
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openStorefront(page, '/seamless', 'en');
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await checkAxe(page, `seamless ${theme} ${width}`, '#content');
    }
    await openStorefront(page, '/seamless', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cards = page.getByTestId('game-card');
    await expect(cards.nth(1)).toBeVisible();
    expect((await cards.nth(1).boundingBox())!.x).toBeLessThan((await cards.nth(0).boundingBox())!.x);
    await checkAxe(page, `seamless ${theme} ar`, '#content');
  });
}
