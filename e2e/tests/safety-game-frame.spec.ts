import { expect, test, type Page } from '@playwright/test';
import { E2E } from './support/env';
import { logInAndComeBack, openStorefront, sandbox } from './support/stack';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const card = (page: Page, name: string) =>
  page.getByTestId('game-card').filter({ has: page.getByRole('heading', { name, exact: true }) }).first();
const INVALID = 'This game address is not valid. Start the game again.';

test('/game?url=https://example.invalid/ shows the error state and no frame', async ({ page }) => {
  await openStorefront(page, `/game?url=${encodeURIComponent('https://example.invalid/')}`, 'en');
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // A same-origin page by the old address form is refused too.
  await openStorefront(page, `/game?url=${encodeURIComponent('/index')}`, 'en');
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a launch: the frame is sandboxed, on the provider origin from launchGameCDNs, and the address carries only a launch id', async ({ page }) => {
  await openStorefront(page, '/rng', 'en');
  // A popup login lands on the home; the launch under test is from /rng's list.
  await logInAndComeBack(page, 'demo', 'Demo1234');
  await card(page, 'Carnival Storm').getByRole('button', { name: 'Play Carnival Storm' }).click();
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);
  const frame = page.getByTestId('game-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-pointer-lock');
  const src = new URL((await frame.getAttribute('src')) as string);
  expect(src.origin).toBe(`http://127.0.0.1:${E2E.sandboxPort}`);
  expect(src.origin).not.toBe(new URL(page.url()).origin);
  await expect(page.frameLocator('[data-testid=game-frame]').locator('#name')).toHaveText('Carnival Storm');
  // The ticket is in no address the storefront shows or keeps.
  expect(page.url()).not.toContain(src.searchParams.get('t') as string);
  // A reload of the same tab finds the launch again.
  await page.reload();
  await expect(page.frameLocator('[data-testid=game-frame]').locator('#name')).toHaveText('Carnival Storm');
  // The framed game cannot reach the storefront's document.
  const reached = await page.frameLocator('[data-testid=game-frame]').locator('body').evaluate(() => {
    try {
      return Boolean(window.parent.document.body);
    } catch {
      return false;
    }
  });
  expect(reached).toBe(false);
});

test('a launch URL that is not on the launch CDNs is refused: error state, no frame', async ({ page }) => {
  await page.route((url) => url.pathname === '/wps/game/launchGame', (route) =>
    route.fulfill({ json: { success: true, value: { content: { game_url: 'https://example.invalid/play?t=1' } } } }),
  );
  await openStorefront(page, '/rng', 'en');
  // A popup login lands on the home; the launch under test is from /rng's list.
  await logInAndComeBack(page, 'demo', 'Demo1234');
  await card(page, 'Carnival Storm').getByRole('button', { name: 'Play Carnival Storm' }).click();
  await expect(page).toHaveURL(/\/game\?launch=[0-9a-f]{24}$/);
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
