import { expect, test } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox } from './support/stack';

/**
 * The bottom nav's categories are the games remote's widget (the host's `categoryNav` slot): a
 * vendor click starts a vendor-list game with the games remote's own launcher, no bus hop.
 */
test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

async function clickFirstSportsVendor(page: import('@playwright/test').Page) {
  const nav = page.getByTestId('bottom-nav');
  await nav.getByTestId('nav-category-SPORTS').hover();
  const dropdown = nav.getByTestId('vendor-dropdown-SPORTS');
  await expect(dropdown).toBeVisible();
  await dropdown.locator('[data-testid^="nav-vendor-"]').first().click();
}

test('a sports vendor in the nav asks for a login first, then starts its game', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await clickFirstSportsVendor(page);
  await expect(page.getByTestId('header-login')).toBeVisible();

  await page.keyboard.press('Escape');
  await logInFromHeader(page, 'demo', 'Demo1234');
  await clickFirstSportsVendor(page);
  await expect(page).toHaveURL(/\/game\?/);
  await expect(page.locator('iframe')).toBeVisible();
});

test('a lottery vendor in the nav opens its lottery page (TCG_SEA → /seaLottery)', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  const nav = page.getByTestId('bottom-nav');
  await nav.getByTestId('nav-category-ELOTT').hover();
  const dropdown = nav.getByTestId('vendor-dropdown-ELOTT');
  await expect(dropdown).toBeVisible();
  await dropdown.getByTestId('nav-vendor-TCG_SEA').click();
  await expect(page).toHaveURL(/\/seaLottery/);
});
