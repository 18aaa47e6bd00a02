import { expect, test, type Page } from '@playwright/test';
import { injectRenderFault, openStorefront, sandbox, showFooter } from './support/stack';

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
  // An entry the host has no word of its own for: only remotes.json names it.
  await page.getByTestId('side-menu-open').click();
  await expect(page.getByTestId('side-menu').getByTestId('side-winners')).toHaveText('Winners');
  await page.getByTestId('side-menu-close').click();
  await page.unroute('**/remotes/games/**');
  await failure.getByRole('button').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('games down: the host still draws its own bottom entries with labels, the category area keeps its height and shows its retry (EN)', async ({ page }) => {
  await page.route('**/remotes/games/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openStorefront(page, '/promotions', 'en');
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  const nav = page.getByTestId('bottom-nav');
  // Home is the games remote's entry: remotes.json still lists it, and the host names it.
  await expect(nav.getByTestId('nav-home-label')).toHaveText('Home');
  await expect(nav.getByTestId('nav-promotions-label')).toHaveText('Promotions');
  await expect(nav.getByTestId('nav-rewards-label')).toHaveText('Rewards');
  await expect(nav.getByTestId('nav-vip-label')).toHaveText('- -');
  const retry = nav.getByTestId('category-nav-failure');
  await expect(retry).toHaveAttribute('data-remote', 'games');
  await expect(nav.locator('li[data-category]')).toHaveCount(0);
  expect((await nav.locator('[data-slot="categoryNav"]').boundingBox())!.height).toBeGreaterThanOrEqual(52);
  // The side menu keeps every host entry; its game centre shows the games' one-row retry (named).
  await page.getByTestId('side-menu-open').click();
  const menu = page.getByTestId('side-menu');
  const sideRetry = menu.getByTestId('side-games-failure');
  await expect(sideRetry).toHaveAttribute('data-remote', 'games');
  await expect(sideRetry.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Game centre' })).toBeVisible();
  await expect(menu.getByTestId('side-search')).toHaveAttribute('href', '/search');
  await expect(menu.getByTestId('side-login')).toHaveText('Log in');
  await expect(menu.getByTestId('side-promotions')).toHaveText('Promotions');
  await expect(menu.getByTestId('side-help')).toHaveAttribute('href', '/help');
  await page.getByTestId('side-menu-close').click();
  // The footer keeps its help and about links; the provider strip is left out, no error shown.
  const footer = await showFooter(page);
  await expect(footer.getByTestId('about-links').getByRole('link')).toHaveCount(7);
  await expect(footer.getByTestId('footer-help')).toBeVisible();
  await expect(footer.getByTestId('provider-strip')).toHaveCount(0);
  await expect(footer.locator('[role="alert"]')).toHaveCount(0);
  await nav.getByTestId('nav-home').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('remote-failure')).toHaveAttribute('data-remote', 'games');
  // The games remote is back: the area's retry brings the categories and their vendor dropdowns.
  await page.unroute('**/remotes/games/**');
  await retry.getByRole('button', { name: 'Try again' }).click();
  await expect(nav.getByTestId('nav-category-RNG')).toBeVisible();
  await expect(retry).toHaveCount(0);
  await nav.getByTestId('nav-category-RNG').hover();
  await expect(nav.getByTestId('vendor-dropdown-RNG')).toBeVisible();
  // The side menu, opened again, draws the categories.
  await page.getByTestId('side-menu-open').click();
  await expect(menu.getByTestId('side-category-RNG')).toHaveAttribute('href', /^\/rng\?page=/);
  await expect(sideRetry).toHaveCount(0);
});

test('games down at first paint: once it is back, the files the page preloaded load from the network, not from the failed preloads', async ({ page }) => {
  // The first-paint HTML preloads the page's remote files. A preload that failed and was never
  // used is handed, failure and all, to the next load of the same file: the retry after the
  // outage. The boot script consumes a failed script preload at once.
  await page.route('**/remotes/games/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openStorefront(page);
  await expect(page.getByTestId('remote-failure')).toHaveAttribute('data-remote', 'games');
  const preloaded = await page
    .locator('link[rel="preload"][as="script"][href*="/remotes/games/"]')
    .evaluateAll((links) => (links as HTMLLinkElement[]).filter((link) => !link.href.endsWith('/remoteEntry.js')).map((link) => ({ href: link.href, integrity: link.integrity })));
  expect(preloaded.length).toBeGreaterThan(0);
  await page.unroute('**/remotes/games/**');
  // Each file loaded as the remote's chunk loader does: its hash, and CORS (webpack's SRI loader).
  const outcomes = await page.evaluate(
    (files) =>
      Promise.all(
        files.map(
          ({ href, integrity }) =>
            new Promise<string>((resolve) => {
              const script = document.createElement('script');
              script.integrity = integrity;
              script.crossOrigin = 'anonymous';
              script.src = href;
              script.onload = () => resolve(`${href} loaded`);
              script.onerror = () => resolve(`${href} failed`);
              document.head.appendChild(script);
            }),
        ),
      ),
    preloaded,
  );
  expect(outcomes).toEqual(preloaded.map(({ href }) => `${href} loaded`));
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
