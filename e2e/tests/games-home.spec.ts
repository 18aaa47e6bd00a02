import { axeBuilder } from './support/a11y';
import { expect, test } from '@playwright/test';
import { logInFromHeader, openStorefront, sandbox, scrollThroughHome } from './support/stack';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('home opens with the sandbox banners; next, dots and keys change the slide; a banner opens its route', async ({
  page,
}) => {
  const announcementCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('MCSFE_getListAnnouncements')) announcementCalls.push(r.url());
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openStorefront(page, '/index', 'en');
  const carousel = page.getByTestId('banners');
  await expect(carousel).toBeVisible();
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = carousel.getByTestId('banner-slide');
  await expect(slides).toHaveCount(5);
  await expect(slides.first().getByRole('img')).toHaveAttribute('alt', 'Banner 1');
  // The first artwork is the likely LCP element: eager, high priority, loaded.
  const first = slides.first().locator('img');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(slides.nth(3).locator('img')).toHaveAttribute('loading', 'lazy');
  // The banners come from the request the chrome's ticker already made (one shared cache entry).
  expect(announcementCalls).toHaveLength(1);

  await expect(carousel).toHaveAttribute('data-current', '0');
  await carousel.getByRole('button', { name: 'Next banner' }).click();
  await expect(carousel).toHaveAttribute('data-current', '1');
  await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
  await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
  await expect(carousel.getByRole('button', { name: 'Show banner 2 of 5' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The second artwork shows once its slide is in view.
  await expect
    .poll(() =>
      slides
        .nth(1)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

  await page.keyboard.press('ArrowRight');
  await expect(carousel).toHaveAttribute('data-current', '2');
  await carousel.getByRole('button', { name: 'Show banner 1 of 5' }).click();
  await expect(carousel).toHaveAttribute('data-current', '0');

  // Banner 1 links to /promotions: a route change inside the storefront (no reload).
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  await slides.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/promotions$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('banners at 360 px: the frame keeps its ratio and nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openStorefront(page, '/index', 'en');
  const slide = page.getByTestId('banner-slide').first();
  await expect(slide).toBeVisible();
  const box = (await slide.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  expect(box.width / box.height).toBeCloseTo(3, 1);
  await page.getByTestId('banner-next').click();
  await expect(page.getByTestId('banners')).toHaveAttribute('data-current', '1');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('below the fold, the home mounts its sections as the player nears them, and skips drawing those off screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openStorefront(page, '/index', 'en');
  const drawn = (el: Element) => el.checkVisibility({ contentVisibilityAuto: true });
  const lanes = page.getByTestId('vendor-lane');
  const board = page.getByTestId('mission-leaderboard');
  await expect(lanes.first()).toBeVisible();
  // Loaded and idle, nothing far below the screen is rendered: the boot's work stays small.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('hot-games')).toHaveCount(0);
  await expect(board).toHaveCount(0);
  const lanesAtBoot = await lanes.count();
  // Scrolling down mounts each section on its way.
  await scrollThroughHome(page);
  await expect.poll(() => lanes.count()).toBeGreaterThan(Math.max(4, lanesAtBoot));
  await expect(board).toHaveCount(1);
  const lastHeading = lanes.last().getByRole('heading', { level: 2 });
  // Back at the top: still in the DOM and the accessibility tree (find-in-page, screen readers), not drawn.
  await expect(lastHeading).toHaveCount(1);
  await expect.poll(() => lastHeading.evaluate(drawn)).toBe(false);
  expect(await board.getByRole('heading').first().evaluate(drawn)).toBe(false);
  // Scrolled to: drawn, and the first lane, now far above, is skipped in turn.
  await lastHeading.scrollIntoViewIfNeeded();
  await expect.poll(() => lastHeading.evaluate(drawn)).toBe(true);
  await board.scrollIntoViewIfNeeded();
  await expect(board.getByRole('heading').first()).toBeVisible();
  await expect.poll(() => board.getByRole('heading').first().evaluate(drawn)).toBe(true);
  await expect.poll(() => lanes.first().getByRole('heading', { level: 2 }).evaluate(drawn)).toBe(false);
  // Nothing overflows sideways because of the stand-in sizes.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test('a keyboard player gets the whole home at the first key, without scrolling, for the rest of the visit', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openStorefront(page, '/index', 'en');
  await expect(page.getByTestId('vendor-lane').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('mission-leaderboard')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('mission-leaderboard').getByRole('heading').first()).toHaveCount(1);
  await expect(page.getByTestId('hot-games').getByTestId('game-card').first()).toHaveCount(1);
  await expect.poll(() => page.getByTestId('vendor-lane').count()).toBeGreaterThan(4);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The visit is remembered: a home drawn again later (here after going to /rng and back) mounts
  // all its sections at once, with no further key.
  await page.getByRole('navigation', { name: 'Games' }).locator('a[href^="/rng"]').first().click();
  await expect(page).toHaveURL(/\/rng/);
  await expect(page.getByTestId('hot-games')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('mission-leaderboard').getByRole('heading').first()).toHaveCount(1);
  await expect(page.getByTestId('hot-games').getByTestId('game-card').first()).toHaveCount(1);
});

test('the mission leaderboard lists ranked rows for visitors; a logged-in player also sees the open missions', async ({
  page,
}) => {
  await openStorefront(page, '/index', 'en');
  const board = page.getByTestId('mission-leaderboard');
  await scrollThroughHome(page);
  await board.scrollIntoViewIfNeeded();
  await expect(board.getByRole('heading', { name: 'Mission leaderboard' })).toBeVisible();
  const rows = board.getByTestId('leaderboard-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(10);
  await expect(rows.first()).toHaveAttribute('data-rank', '1');
  await expect(rows.first()).toHaveAttribute('data-podium', 'true');
  // Names arrive masked; amounts are formatted money.
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText(/\*\*\*/);
  await expect(rows.first().getByRole('cell').nth(2)).toHaveText(/\d[.,]\d{2}$/);
  await expect(board.getByTestId('open-missions')).toHaveCount(0);

  await logInFromHeader(page, 'demo', 'Demo1234');
  // Logging in may draw the home afresh: its lower sections mount again as the player scrolls.
  await scrollThroughHome(page);
  await expect(board.getByTestId('open-missions')).toHaveText(/^\d+ open missions?$/);
  await expect(board.getByTestId('leaderboard-row').first()).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe (${theme}): the banner carousel and the mission leaderboard have no serious violations`, async ({
    page,
  }) => {
    // Colours at rest (no transition half-way).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('vitrine.theme', 'light'));
    await openStorefront(page, '/index', 'en');
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await scrollThroughHome(page);
    await page.getByTestId('mission-leaderboard').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('leaderboard-row').first()).toBeVisible();
    const { violations } = await axeBuilder(page)
      .include('[data-testid="banners"]')
      .include('[data-testid="mission-leaderboard"]')
      .analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
      );
    expect(serious).toEqual([]);
  });
}
