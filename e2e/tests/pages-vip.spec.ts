import { expect, test } from '@playwright/test';
import { checkAxe } from './support/a11y';
import { logInFromHeader, openStorefront, sandbox } from './support/stack';

/** /vip: the programme for everyone, the player's own standing when logged in. */

test.beforeEach(async ({ request, page }) => {
  // Logins, several page loads and axe passes per test on a shared, loaded machine.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sandbox.reset(request);
});

for (const size of [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
]) {
  for (const language of ['pt', 'en'] as const) {
    test(`visitor ${language} ${size.name} px: the bottom nav's VIP label leads to the programme, levels 0–10, a login button`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openStorefront(page, '/index', language);
      await page.getByTestId('nav-vip').click();
      await expect(page).toHaveURL(/\/vip$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'pt' ? 'Programa VIP' : 'VIP programme');
      const ranks = page.getByTestId('vip-rank');
      await expect(ranks).toHaveCount(11);
      await expect(ranks.first()).toHaveAttribute('data-rank', '0');
      await expect(ranks.last()).toHaveAttribute('data-rank', '10');
      await expect(page.locator('[data-testid="vip-rank"][data-rank="5"]')).toContainText(language === 'pt' ? 'Atendimento VIP' : 'VIP customer service');
      await expect(page.getByTestId('vip-mine')).toHaveCount(0);
      await page.getByTestId('vip-login').click();
      await expect(page.getByTestId('login-modal')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('vip5 (EN): rank 5 marked, progress to VIP6, what VIP6 unlocks, and the VIP service channel', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'vip5', 'Demo1234');
  await page.goto('/vip');
  await expect(page.getByTestId('vip-progress')).toHaveAttribute('data-rank', '5', { timeout: 30_000 });
  await expect(page.getByTestId('vip-current')).toHaveText('VIP5');
  await expect(page.getByTestId('vip-next')).toContainText('VIP6');
  await expect(page.getByTestId('vip-percent')).toBeVisible();
  await expect(page.getByTestId('vip-next-unlocks')).toHaveAttribute('data-rank', '6');
  await expect(page.locator('[data-testid="vip-rank"][aria-current="true"]')).toHaveAttribute('data-rank', '5');
  const service = page.getByTestId('vip-service');
  await expect(service).toHaveAttribute('data-open', 'true');
  await expect(service.getByTestId('vip-service-contact')).toBeVisible();
  await expect(page.getByTestId('vip-visitor')).toHaveCount(0);
  await checkAxe(page, 'vip page vip5 dark', '#content');
});

test('demo (PT, rank 2): the VIP service is still locked, live chat offered; what VIP3 unlocks', async ({ page }) => {
  await openStorefront(page, '/index', 'pt');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await page.goto('/vip');
  await expect(page.getByTestId('vip-progress')).toHaveAttribute('data-rank', '2');
  await expect(page.getByTestId('vip-next-unlocks')).toHaveAttribute('data-rank', '3');
  const service = page.getByTestId('vip-service');
  await expect(service).toHaveAttribute('data-open', 'false');
  await expect(service).toContainText('O canal de atendimento VIP abre no VIP5.');
  await expect(service.getByTestId('vip-live-chat')).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe (${theme}): /vip as a visitor at 360 px and desktop; Arabic mirrors`, async ({ page }) => {
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('vitrine.theme', 'light'));
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openStorefront(page, '/vip', 'en');
      await expect(page.getByTestId('vip-rank')).toHaveCount(11);
      await checkAxe(page, `vip ${theme} ${width}`, '#content');
    }
    await openStorefront(page, '/vip', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('vip-rank')).toHaveCount(11);
    const first = await page.getByTestId('vip-rank').nth(0).boundingBox();
    const second = await page.getByTestId('vip-rank').nth(1).boundingBox();
    // Right to left: the second rank card sits left of the first (desktop grid).
    expect(second!.x).toBeLessThan(first!.x);
    await checkAxe(page, `vip ${theme} ar`, '#content');
  });
}
