import { expect, test } from '@playwright/test';
import { openLogin, openStorefront, sandbox } from './support/stack';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('Continue with Google: the sandbox provider popup opens, the demo identity is picked, the popup closes and the player is logged in', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await openLogin(page);
  const modal = page.getByTestId('login-modal');
  const google = modal.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();

  const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
  await popup.waitForLoadState('domcontentloaded');
  await expect(popup).toHaveTitle('Sign in with Google (sandbox)');
  const url = new URL(popup.url());
  expect(url.pathname).toBe('/__sandbox/oauth/google');
  expect(url.searchParams.get('origin')).toBe(new URL(page.url()).origin);
  expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);

  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: /demo@example\.com/ }).click()]);
  expect(popup.isClosed()).toBe(true);

  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(page.getByTestId('account-bar')).toContainText('demo');
  // The after-login modal, never the forced password change.
  await expect(page.getByTestId('after-login-modal')).toBeVisible();
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
});

test("closing the provider popup shows 'popup closed by user, login failed' and keeps what was typed", async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await openLogin(page);
  const form = page.getByTestId('header-login');
  await form.locator('input[autocomplete="username"]').fill('someone');
  const modal = page.getByTestId('login-modal');

  const [popup] = await Promise.all([page.waitForEvent('popup'), modal.getByRole('button', { name: 'Continue with Facebook' }).click()]);
  await popup.waitForLoadState('domcontentloaded');
  await expect(popup).toHaveTitle('Sign in with Facebook (sandbox)');
  await popup.close();

  await expect(modal.getByTestId('social-error')).toHaveText('Popup closed by user, login failed');
  await expect(modal.getByRole('alert').filter({ hasText: 'Popup closed by user' })).toBeVisible();
  await expect(form.locator('input[autocomplete="username"]')).toHaveValue('someone');
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
  // The buttons are usable again.
  await expect(modal.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
});

test('a new Google identity signs up as a new player; in PT the buttons are translated', async ({ page }) => {
  await openStorefront(page, '/index', 'pt');
  await openLogin(page);
  const modal = page.getByTestId('login-modal');
  const [popup] = await Promise.all([page.waitForEvent('popup'), modal.getByRole('button', { name: 'Continuar com Google' }).click()]);
  await popup.waitForLoadState('domcontentloaded');
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: /new\.player@example\.com/ }).click()]);
  await expect(page.getByTestId('account-bar')).toContainText('newplayer');
});

test('flag off → no button for that provider; both off → no social block at all', async ({ page, request }) => {
  await sandbox.setFlags(request, { GOOGLELOGIN3: false });
  await openStorefront(page, '/index', 'en');
  await openLogin(page);
  const modal = page.getByTestId('login-modal');
  await expect(modal.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);

  await sandbox.setFlags(request, { FACEBOOKLOGIN3: false });
  await page.reload();
  await openLogin(page);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('login-modal').getByTestId('social-login')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
});
