import { expect, test, type Page, type Route } from '@playwright/test';
import { openStorefront, sandbox } from './support/stack';

/**
 * Remote integrity (issue 11): remotes.json pins each remote's mf-manifest.json and remoteEntry.js
 * (sha384), and remoteEntry.js pins every chunk it loads (sha256 in its runtime). A file served
 * with other bytes never runs: the area shows its retry, the chrome and the other remotes carry
 * on. A remotes.json entry without integrity, or on an origin not allowed, is refused alone.
 */

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

/** Serve the real file with a marker statement put in front: if it ever runs, the marker is set. */
async function tamper(route: Route, how: 'marker' | 'one-byte'): Promise<void> {
  let response: Awaited<ReturnType<Route['fetch']>>;
  let body: string;
  try {
    response = await route.fetch();
    body = await response.text();
  } catch (error) {
    // The page moved on (the test's next navigation) while a later load of this file (the footer's
    // provider strip, drawn once the refused area shows) was still being fetched: nothing to serve.
    if (/disposed|closed/i.test(String(error))) return route.abort().catch(() => undefined);
    throw error;
  }
  const changed = how === 'marker' ? `window.__VITRINE_TAMPERED__=1;${body}` : body.replace('"games"', '"gamez"');
  expect(changed).not.toBe(body);
  // no-store: the browser must not keep the changed bytes for the retry that follows.
  await route.fulfill({ status: response.status(), body: changed, headers: { 'content-type': response.headers()['content-type'] ?? 'application/javascript', 'cache-control': 'no-store', 'access-control-allow-origin': '*' } });
}

async function expectGamesAreaRefused(page: Page) {
  const failure = page.getByTestId('remote-failure');
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(failure).toHaveAttribute('data-remote', 'games');
  await expect(page.getByTestId('home-page')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __VITRINE_TAMPERED__?: number }).__VITRINE_TAMPERED__)).toBeUndefined();
  // The chrome works, and another remote's page still opens.
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.goto('/promotions');
  await expect(page.getByTestId('promotions-page')).toBeVisible();
}

test('a changed byte in the games mf-manifest.json: refused, the area shows its retry', async ({ page }) => {
  let served = 0;
  await page.route('**/remotes/games/*/mf-manifest.json', async (route) => {
    served++;
    await tamper(route, 'one-byte');
  });
  await openStorefront(page);
  await expectGamesAreaRefused(page);
  expect(served).toBeGreaterThan(0);
});

test('a changed games remoteEntry.js never runs: the area shows its retry, and recovers once the file is right', async ({ page }) => {
  await page.route('**/remotes/games/*/remoteEntry.js', (route) => tamper(route, 'marker'));
  await openStorefront(page);
  const failure = page.getByTestId('remote-failure');
  await expect(failure).toHaveAttribute('data-remote', 'games', { timeout: 30_000 });
  expect(await page.evaluate(() => (window as { __VITRINE_TAMPERED__?: number }).__VITRINE_TAMPERED__)).toBeUndefined();
  // A later load of the file (the footer's provider strip) may still be in the handler: let it
  // finish serving its changed bytes (refused like the first) before the file is served as is.
  await page.unrouteAll({ behavior: 'wait' });
  await failure.getByRole('button').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(await page.evaluate(() => (window as { __VITRINE_TAMPERED__?: number }).__VITRINE_TAMPERED__)).toBeUndefined();
});

test('a changed games chunk never runs: the area shows its retry', async ({ page }) => {
  // The chunk of the games home page (its expose, as the remote's manifest names it): every
  // request for that one file is served changed, whether a preload or the load that runs it.
  const mf = await (await page.request.get('/remotes.json')).json();
  const base = new URL(String(mf.remotes.games.entry), 'http://x').pathname.replace(/mf-manifest\.json$/, '');
  const games = await (await page.request.get(`${base}mf-manifest.json`)).json();
  const home = games.exposes.find((e: { name: string }) => e.name === 'HomePage');
  const chunk = home.assets.js.sync.at(-1) as string;
  let served = 0;
  await page.route(`**${base}${chunk}`, async (route) => {
    served++;
    await tamper(route, 'marker');
  });
  await openStorefront(page);
  await expectGamesAreaRefused(page);
  expect(served).toBeGreaterThan(0);
});

async function serveManifest(page: Page, change: (m: { remotes: Record<string, Record<string, unknown>> }) => void) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    change(manifest);
    await route.fulfill({ response, json: manifest });
  });
}

test('a remotes.json entry without integrity is refused alone: the other remotes keep working', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await serveManifest(page, (m) => {
    delete m.remotes.promotions.integrity;
    delete m.remotes.promotions.manifestIntegrity;
  });
  await openStorefront(page);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/promotions');
  await expect(page.getByTestId('promotions-page')).toHaveCount(0);
  await expect(page.getByTestId('site-header')).toBeVisible();
  // Its container never ran (the HTML may preload its entry; nothing executes it).
  expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).promotions)).toBe('undefined');
  expect(errors.join('\n')).toMatch(/\[remote:promotions\] refused from remotes\.json: .*integrity is required/);
  await page.goto('/rng');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
});

test('a remotes.json entry on an origin not allowed is refused alone, and nothing is fetched from it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const foreign: string[] = [];
  page.on('request', (r) => new URL(r.url()).hostname.endsWith('.invalid') && foreign.push(r.url()));
  await serveManifest(page, (m) => {
    m.remotes.games.entry = `https://cdn.attacker.invalid${String(m.remotes.games.entry)}`;
  });
  await openStorefront(page);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.goto('/promotions');
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  expect(foreign).toEqual([]);
  expect(errors.join('\n')).toMatch(/\[remote:games\] refused from remotes\.json: https:\/\/cdn\.attacker\.invalid\/.* is not on an allowed remote origin/);
});
