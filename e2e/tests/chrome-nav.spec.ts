import { expect, test } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox, showFooter } from './support/stack';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('bottom nav: Home, categories in server order with DS88 after LIVE, Promotions, Rewards, VIP label', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  const nav = page.getByTestId('bottom-nav');
  await expect(nav.getByTestId('nav-category-RNG')).toBeVisible();
  const keys = await nav.locator('li[data-category]').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
  expect(keys).toEqual(['ELOTT', 'LOTT', 'LIVE', 'DS88', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
  await expect(nav.getByTestId('nav-category-LIVE')).toHaveAttribute('href', '/live?page=EVO');
  await expect(nav.getByTestId('nav-category-SPORTS')).toHaveAttribute('href', '/sports');
  await expect(nav.getByTestId('nav-category-ESPORTS')).toHaveAttribute('href', '/esports');
  await expect(nav.getByTestId('nav-category-ELOTT')).toHaveAttribute('href', '/elott');
  await expect(nav.getByTestId('nav-vip-label')).toHaveText('- -');

  // The vendor dropdown: icon and name; hover sets the current vendor; click opens its page.
  await nav.getByTestId('nav-category-RNG').hover();
  const dropdown = nav.getByTestId('vendor-dropdown-RNG');
  await expect(dropdown).toBeVisible();
  await dropdown.getByTestId('nav-vendor-PP').hover();
  await expect(dropdown.getByTestId('nav-vendor-PP')).toHaveAttribute('data-current', 'true');
  await expect(dropdown.locator('.current')).toContainText('Pragmatic Play');
  await dropdown.getByTestId('nav-vendor-PP').click();
  await expect(page).toHaveURL(/\/rng\?page=PP$/);

  await nav.getByTestId('nav-promotions').click();
  await expect(page).toHaveURL(/\/promotions$/);

  await logInFromHeader(page, 'demo', 'Demo1234');
  await expect(nav.getByTestId('nav-vip-label')).not.toHaveText('- -');
  await expect(nav.getByTestId('nav-rewards-badge')).toHaveText(/^[1-9]\d*$/);
});

test('side menu: opens from the header, lists the game centre, traps focus, closes on Escape', async ({ page }) => {
  await openStorefront(page, '/index', 'pt');
  const opener = page.getByTestId('side-menu-open');
  await opener.click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('side-login')).toHaveText('Entrar');
  // The nine categories from the vendor list, then the games remote's own entry (search).
  await expect(menu.getByTestId('side-games').getByRole('link')).toHaveCount(10);
  await expect(menu.getByTestId('side-search')).toHaveAttribute('href', '/search');
  await expect(menu.getByRole('link', { name: 'Cassino ao vivo' })).toHaveAttribute('href', '/live?page=EVO');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();

  // Logged in: balance with show/hide, and logout asks for confirmation.
  await logInFromHeader(page, 'demo', 'Demo1234');
  await opener.click();
  await expect(menu.getByTestId('side-balance')).toContainText(/\d/);
  await menu.getByTestId('toggle-balance').click();
  await expect(menu.getByTestId('side-balance')).toHaveText('******');
  await menu.getByTestId('side-logout').click();
  await expect(page.getByTestId('logout-confirm')).toBeVisible();
});

test('right bar and footer: service, social, e-mail, three app QR codes at 125 px; providers, help, seven about links', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStorefront(page, '/index', 'en');
  const bar = page.getByTestId('right-bar');
  await expect(bar.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/vitrine_sandbox');
  await expect(bar.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', 'mailto:support@vitrine.example');
  await bar.getByTestId('right-bar-apps').hover();
  const codes = bar.getByTestId('app-qr-codes');
  await expect(codes.locator('figcaption')).toHaveText(['iOS', 'IOS-LITE-APP', 'Android']);
  for (const box of await codes.locator('img').evaluateAll((imgs) => imgs.map((i) => [i.clientWidth, i.clientHeight]))) expect(box).toEqual([125, 125]);

  const footer = await showFooter(page);
  await expect(footer.getByTestId('provider-strip').locator('img').first()).toBeVisible();
  await expect(footer.getByTestId('about-links').getByRole('link')).toHaveText([
    'About Company',
    'Contact Us',
    'General Terms and Conditions',
    'Responsible Gaming',
    'Privacy Policy',
    'Affiliates',
    'Refund Policy',
  ]);
  await expect(footer.getByTestId('footer-help').locator('details').first()).toBeVisible();
  await expect(footer).toContainText('©');
});

test('360 px: compact header in one row, bottom nav fixed at the bottom, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openStorefront(page, '/index', 'pt');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const header = await page.getByTestId('site-header').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(72);
  const nav = await page.getByTestId('bottom-nav').boundingBox();
  expect(Math.round(nav!.y + nav!.height)).toBe(740);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId('header-login-open').click();
  expect(await page.locator('[data-modal="login"]').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
});
