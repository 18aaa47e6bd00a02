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
  // The games remote's locale files answer 404 too: its bottom-nav Home entry keeps the label
  // remotes.json carries, in the page's language and after a switch.
  const home = page.getByTestId('bottom-nav').getByTestId('nav-home');
  await expect(home).toHaveAttribute('href', '/index');
  await expect(home.getByTestId('nav-home-label')).toHaveText('Início');
  await chromeStillWorks(page);
  await expect(home.getByTestId('nav-home-label')).toHaveText('Home');
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

test('the sign-in chunk fails to load: the header stays usable, the login shows its reason and a retry that works', async ({ page }) => {
  let abort = true;
  let aborted = 0;
  await page.route(/\/auth-views\.[0-9a-f]+\.js$/, async (route) => {
    if (!abort) return route.continue();
    aborted++;
    return route.abort('failed');
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await openStorefront(page, '/index', 'en');
  await page.getByTestId('header-login-open').click();
  const failed = page.getByTestId('auth-chunk-error');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('The sign-in form could not be loaded');
  expect(aborted).toBeGreaterThan(0);
  // The page behind is intact.
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  abort = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-login').locator('input[autocomplete="username"]')).toBeEditable();
  expect(pageErrors).toEqual([]);
});
