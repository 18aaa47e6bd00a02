import { expect, test } from '@playwright/test';
import { openStorefront, sandbox, scrollThroughHome } from './support/stack';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('home renders vendor lanes and hot games from the sandbox', async ({ page }) => {
  await openStorefront(page);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const lanes = page.getByTestId('vendor-lane');
  await expect(lanes.first()).toBeVisible();
  // The later lanes and the hot games mount as the player scrolls to them.
  await scrollThroughHome(page);
  await expect.poll(() => lanes.count()).toBeGreaterThanOrEqual(6);
  const categories = await lanes.evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
  expect(categories).toEqual(expect.arrayContaining(['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP']));
  await expect(page.getByTestId('hot-games').getByTestId('game-card').first()).toBeVisible();
  await expect(page.getByTestId('vendor-card').filter({ hasText: 'Evolution' })).toBeVisible();
});

test('PT is the default; switching to EN changes host and remote text alike (one i18next)', async ({ page }) => {
  await openStorefront(page);
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jogue do seu jeito' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

  await page.getByTestId('language-picker').selectOption('en');
  await expect(header.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Play your way' })).toBeVisible();
  await scrollThroughHome(page);
  await expect(page.getByRole('heading', { name: 'Live casino' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The choice is stored: a reload keeps English.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Play your way' })).toBeVisible();
  await page.getByTestId('language-picker').selectOption('pt');
  await expect(page.getByRole('heading', { name: 'Jogue do seu jeito' })).toBeVisible();
});

test('the theme toggle changes host and remote alike, and is remembered', async ({ page }) => {
  await openStorefront(page);
  const vendorCard = page.getByTestId('vendor-card').first();
  await expect(vendorCard).toBeVisible();
  const colours = async () => ({
    body: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    header: await page.getByTestId('site-header').evaluate((e) => getComputedStyle(e).backgroundColor),
    remote: await vendorCard.evaluate((e) => getComputedStyle(e).backgroundColor),
  });
  const dark = await colours();
  await page.getByTestId('theme-toggle').click();
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme', 'light');
  const light = await colours();
  expect(light.body).not.toBe(dark.body);
  expect(light.header).not.toBe(dark.header);
  expect(light.remote).not.toBe(dark.remote);
  await page.reload();
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme', 'light');
  expect((await colours()).remote).toBe(light.remote);
});

test('maintenance and region-restricted pages follow the system status', async ({ page, request }) => {
  await sandbox.setStatus(request, 1);
  await openStorefront(page);
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manutenção do sistema' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atualizar' })).toBeVisible();

  await sandbox.setStatus(request, 2, { ip: '203.0.113.7', country: 'KP' });
  await page.reload();
  await expect(page.getByTestId('region-page')).toBeVisible();
  await expect(page.getByTestId('visitor-ip')).toHaveText('203.0.113.7');
  await expect(page.getByTestId('visitor-country')).toHaveText('KP');

  await sandbox.setStatus(request, 0);
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('an unknown path gets the host not-found page inside the chrome', async ({ page }) => {
  await openStorefront(page, '/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
});
