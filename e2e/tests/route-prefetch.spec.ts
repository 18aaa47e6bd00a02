import { expect, test, type Request } from '@playwright/test';
import { sandbox } from './support/stack';

/**
 * Route prefetch (issue 9): a page whose remote is not loaded yet is fetched before the click,
 * on idle for the routes the bottom nav points at, and on intent (a pointer over a link to it).
 * Checked by what goes over the network, not by timing (timings: `pnpm bench:web`).
 */
const promotionsPageChunk = (request: Request) => /\/remotes\/promotions\/[^/]+\/__federation_expose_PromotionsPage[^/]*\.js$/.test(request.url());

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('on a phone, the bottom nav’s pages load while the home page is idle: opening Promotions fetches no page code', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const prefetched = page.waitForRequest(promotionsPageChunk, { timeout: 20_000 });
  await page.goto('/index');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await prefetched;
  await page.waitForLoadState('networkidle');
  // The opened page's code. (Other bottom-nav pages, such as VIP, may still be loading on idle:
  // the fresh-clone CI saw VipPage's chunk land after network idle, which is not the click's doing.)
  const after: string[] = [];
  page.on('request', (request) => {
    if (promotionsPageChunk(request)) after.push(request.url());
  });
  await page.getByTestId('nav-promotions').click();
  await expect(page.getByTestId('promotions-page').getByRole('heading', { level: 1 })).toBeVisible();
  expect(after).toEqual([]);
});

test('with Save-Data nothing loads ahead; a pointer over a link loads its page before the click', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  await page.setViewportSize({ width: 1280, height: 900 });
  const early: string[] = [];
  page.on('request', (request) => {
    if (promotionsPageChunk(request)) early.push(request.url());
  });
  await page.goto('/index');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(early).toEqual([]);

  // Save-Data off again; the pointer rests on the header's Promotions link.
  await page.evaluate(() => Object.defineProperty(navigator, 'connection', { value: { saveData: false }, configurable: true }));
  const onHover = page.waitForRequest(promotionsPageChunk);
  await page.locator('header nav a[href="/promotions"]').hover();
  await onHover;
  await page.locator('header nav a[href="/promotions"]').click();
  await expect(page.getByTestId('promotions-page').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a switch to a page still loading leaves the footer down until that page is drawn', async ({ page }) => {
  // Save-Data: nothing is prefetched, so the promotions remote loads at the click.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/index');
  await expect(page.getByTestId('home-page')).toBeVisible();
  // Down to the footer and back: the footer is drawn, as after reading the home to its end.
  const footer = page.getByTestId('site-footer');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));

  // The promotions remote answers slowly: its entry waits until the test lets it go.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/promotions/**/remoteEntry.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('header nav a[href="/promotions"]').click();
  await expect(page.getByTestId('remote-loading')).toBeVisible();
  // Drawn, the footer would rise on screen above the short loading state, and its pictures would
  // load while the page's remote does. It waits instead.
  await expect(footer).toHaveCount(0);
  await expect(page.getByTestId('site-footer-pending')).toBeAttached();

  release();
  await expect(page.getByTestId('promotions-page').getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(footer).toBeVisible({ timeout: 10_000 });
});
