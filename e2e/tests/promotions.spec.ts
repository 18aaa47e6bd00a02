import { expect, test } from '@playwright/test';
import { injectRenderFault, logInAndComeBack, openStorefront, sandbox } from './support/stack';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('promotions list renders from the sandbox with filters and tags', async ({ page }) => {
  await openStorefront(page, '/promotions', 'en');
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  await expect(page.getByTestId('promotion-card').first()).toBeVisible();
  expect(await page.getByTestId('promotion-card').count()).toBeGreaterThan(4);
  await expect(page.getByTestId('promotion-filters')).toBeVisible();
});

test('a bus event published in a remote reaches the host: a visitor pressing Claim gets the login prompt', async ({ page }) => {
  await openStorefront(page, '/promotions', 'en');
  const card = page.getByTestId('promotion-card').filter({ has: page.getByRole('button', { name: /Claim|Join|Apply/ }) }).first();
  await card.getByRole('button', { name: /Claim|Join|Apply/ }).click();
  const form = page.getByTestId('header-login');
  await expect(form.getByRole('alert')).toHaveText('Not logged in, please log in.');
  await expect(form.locator('input[autocomplete="username"]')).toBeFocused();
});

test('a member claims a promotion: the remote notifies through the host and the balance refreshes', async ({ page }) => {
  await openStorefront(page, '/promotions', 'en');
  await logInAndComeBack(page, 'demo', 'Demo1234');
  const before = await page.getByTestId('header-balance').textContent();
  const claimable = page.getByTestId('promotion-card').filter({ has: page.getByRole('button', { name: 'Claim' }) }).first();
  await claimable.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
  await expect(page.getByTestId('toast').first()).toHaveAttribute('data-kind', 'success');
  await expect(page.getByTestId('header-balance')).not.toHaveText(before ?? '');
});

test('promotions: entry 404 and render failure are contained; chrome and home keep working', async ({ page }) => {
  await page.route('**/remotes/promotions/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openStorefront(page, '/promotions', 'en');
  await expect(page.getByTestId('remote-failure')).toHaveAttribute('data-remote', 'promotions');
  await page.getByTestId('site-header').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.unroute('**/remotes/promotions/**');

  await injectRenderFault(page, 'promotions');
  await page.goto('/promotions');
  await expect(page.getByTestId('remote-failure')).toHaveAttribute('data-remote', 'promotions');
  await page.getByTestId('language-picker').selectOption('pt');
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'Início' })).toBeVisible();
});
