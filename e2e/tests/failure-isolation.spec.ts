import { expect, test, type Page } from '@playwright/test';
import { injectRenderFault, openStorefront, sandbox } from './support/stack';

/**
 * One remote down (entry 404) or broken (throws on render): the chrome and the other remotes keep
 * working, and the failed area shows a retry (house style 12).
 */
test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

async function chromeStillWorks(page: Page) {
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.getByTestId('language-picker').selectOption('en');
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'Home' })).toBeVisible();
}

test('games: entry 404 shows a retry; the chrome works; retry recovers', async ({ page }) => {
  await page.route('**/remotes/games/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openStorefront(page);
  const failure = page.getByTestId('remote-failure');
  await expect(failure).toBeVisible();
  await expect(failure).toHaveAttribute('data-remote', 'games');
  await chromeStillWorks(page);
  await page.unroute('**/remotes/games/**');
  await failure.getByRole('button').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('games: a render failure is contained and shows a retry', async ({ page }) => {
  await injectRenderFault(page, 'games');
  await openStorefront(page);
  await expect(page.getByTestId('remote-failure')).toHaveAttribute('data-remote', 'games');
  await chromeStillWorks(page);
});
