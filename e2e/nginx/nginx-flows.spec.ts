import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from '../tests/support/env';
import { logInAndComeBack, logInFromHeader, openStorefront, sandbox } from '../tests/support/stack';
import { crc32 } from 'node:zlib';

/**
 * The key flows behind real nginx with the shipped config (ops/src/nginx-stack.ts): browse, log in,
 * launch a game, a 5 MB upload, release and rollback, cache headers, brotli, the HTML's security
 * headers.
 */
const stackDir = path.join(E2E.root, 'test-results', `nginx-stack-${E2E.port}`);
const cdnDir = path.join(stackDir, 'cdn');
const hostDist = path.join(E2E.root, 'host', 'dist');

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const card = (page: Page, name: string) =>
  page.getByTestId('game-card').filter({ has: page.getByRole('heading', { name, exact: true }) }).first();

test('browse, log in, launch a game and play a round: the balance follows through nginx (WebSocket included)', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await expect(page.getByTestId('remote-version')).toHaveText('games 1.0.0');
  await page.goto('/rng');
  await expect(card(page, 'Carnival Storm')).toBeVisible();
  await logInAndComeBack(page, 'demo', 'Demo1234');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('10,000.00');
  await card(page, 'Carnival Storm').getByRole('button', { name: 'Play Carnival Storm' }).click();
  const game = page.frameLocator('[data-testid=game-frame]');
  await expect(game.locator('#name')).toHaveText('Carnival Storm');
  // A round that pays exactly the bet back leaves the balance as it was: spin until it moves.
  for (let i = 0; i < 8; i++) {
    const shown = await game.locator('#bal').textContent();
    await game.locator('#spin').click();
    await expect(game.locator('#msg')).not.toHaveText('');
    if ((await game.locator('#bal').textContent()) !== shown) break;
  }
  await expect(balance).not.toContainText('10,000.00');
});

test('a 5 MB image upload passes nginx (client_max_body_size) and reaches the backend', async ({ page }) => {
  await openStorefront(page, '/index', 'en');
  await logInFromHeader(page, 'demo', 'Demo1234');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  // A well-formed PNG of 5 MB minus a little (the largest image the client allows): the sandbox
  // reads the bytes (signature, IHDR dimensions, chunks up to IEND, nothing after it).
  const bytes = pngOfSize(5 * 1024 * 1024 - 1024);
  const avatar = `data:image/png;base64,${bytes.toString('base64')}`;
  const body = JSON.stringify({ avatar, avatarType: 'CUSTOM' });
  expect(body.length).toBeGreaterThan(5 * 1024 * 1024);
  const answer = await page.request.post('/wps/member/info/icon', {
    headers: { 'content-type': 'application/json', Authorization: token as string, Merchant: 'VITRINE', Device: 'web', Language: 'EN' },
    data: body,
  });
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { success: boolean }).success).toBe(true);
});

test('cache headers: hashed host files and versioned remote files immutable; remotes.json, index.html, main.js no-cache; brotli', async ({ request }) => {
  const hashed = readdirSync(hostDist).find((f) => /\.[0-9a-f]{10}\.js$/.test(f)) as string;
  expect(hashed).toBeTruthy();
  const remotes = JSON.parse(readFileSync(path.join(cdnDir, 'remotes.json'), 'utf8')) as { remotes: Record<string, { entry: string }> };
  const entryDir = path.posix.dirname(remotes.remotes.games.entry);
  const cases: Array<[string, RegExp]> = [
    [`/${hashed}`, /public, max-age=31536000, immutable/],
    [`${entryDir}/remoteEntry.js`, /public, max-age=31536000, immutable/],
    [`${entryDir}/mf-manifest.json`, /public, max-age=31536000, immutable/],
    ['/remotes.json', /^no-cache$/],
    ['/index.html', /^no-cache$/],
    ['/main.js', /^no-cache$/],
    ['/member/security', /^no-cache$/],
  ];
  for (const [url, cache] of cases) {
    const answer = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect([url, answer.status()]).toEqual([url, 200]);
    expect([url, answer.headers()['cache-control']]).toEqual([url, expect.stringMatching(cache)]);
  }
  for (const url of ['/main.js', `/${hashed}`, `${entryDir}/remoteEntry.js`]) {
    const br = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
    expect([url, br.headers()['content-encoding']]).toEqual([url, 'br']);
    const gz = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect([url, gz.headers()['content-encoding']]).toEqual([url, 'gzip']);
    expect(br.headers().vary).toMatch(/Accept-Encoding/i);
  }
});

test('a file missing from a versioned remote folder is not cached for good: once it is there, the page loads it', async ({ page, request }) => {
  // A 404 sent with "immutable, max-age=1 year" stays in the browser's cache: a remote file asked for
  // before its release finished copying could then never load in that browser.
  const remotes = JSON.parse(readFileSync(path.join(cdnDir, 'remotes.json'), 'utf8')) as { remotes: Record<string, { entry: string }> };
  const entryDir = path.posix.dirname(remotes.remotes.games.entry);
  const name = `late-${Date.now().toString(16)}.0123456789.js`;
  const onDisk = path.join(cdnDir, entryDir.replace(/^\/+/, ''), name);
  const missingHashed = `/missing.${Date.now().toString(16).padStart(10, '0').slice(-10)}.js`;
  for (const url of [`${entryDir}/${name}`, missingHashed]) {
    const answer = await request.get(url);
    expect([url, answer.status(), answer.headers()['cache-control']]).toEqual([url, 404, 'no-cache']);
  }
  await openStorefront(page, '/index', 'en');
  const load = (url: string) => page.evaluate(async (href) => (await fetch(href)).status, url);
  try {
    expect(await load(`${entryDir}/${name}`)).toBe(404);
    writeFileSync(onDisk, 'self.lateFile = true;\n');
    expect(await load(`${entryDir}/${name}`)).toBe(200);
    // And the file, now there, is cached for good like the rest of the release.
    expect((await request.get(`${entryDir}/${name}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  } finally {
    rmSync(onDisk, { force: true });
  }
});

test('the HTML carries the CSP (with the served inline script hash), Referrer- and Permissions-Policy on /, an SPA path and a remote page; /__sandbox control needs the key', async ({ request, page }) => {
  for (const url of ['/', '/index', '/member/security', '/rng']) {
    const headers = (await request.get(url)).headers();
    expect(headers['content-security-policy'], url).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await openStorefront(page, '/index', 'en');
  await expect(page.getByTestId('remote-version')).toBeVisible();
  expect(violations).toEqual([]);
  expect((await request.post('/__sandbox/reset')).status()).toBe(401);
});

test('release a new games build and roll it back, served by nginx (remotes.json revalidated)', async ({ page }) => {
  test.setTimeout(120_000);
  const tsx = path.join(E2E.root, 'ops', 'node_modules', '.bin', 'tsx');
  const ops = (name: string, args: string[]) =>
    spawnSync(tsx, [path.join(E2E.root, 'ops', 'src', 'bin', `${name}.ts`), ...args], {
      cwd: E2E.root,
      env: { ...process.env, CDN_DIR: cdnDir, FORCE_COLOR: '0' },
      encoding: 'utf8',
    });
  // A second games build: the released files under another version.
  const v2 = path.join(stackDir, 'games-1.0.1');
  rmSync(v2, { recursive: true, force: true });
  cpSync(path.join(E2E.root, 'remote-games', 'dist'), v2, { recursive: true });
  const info = JSON.parse(readFileSync(path.join(v2, 'build-info.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(v2, 'build-info.json'), JSON.stringify({ ...info, version: '1.0.1' }));

  // A fresh page after each step: the games files it loads come from the live version.
  const gamesVersionsLoaded = async () => {
    const fresh = await page.context().newPage();
    const versions = new Set<string>();
    fresh.on('request', (r) => {
      const match = /^\/remotes\/games\/([^/]+)\//.exec(new URL(r.url()).pathname);
      if (match) versions.add(match[1]);
    });
    await openStorefront(fresh, '/index', 'en');
    await expect(fresh.getByTestId('remote-version')).toBeVisible();
    await fresh.close();
    return [...versions];
  };
  const released = ops('release', ['games', '1.0.1', '--from', v2]);
  expect(released.status, released.stderr + released.stdout).toBe(0);
  expect(await gamesVersionsLoaded()).toEqual(['1.0.1']);

  const rolled = ops('rollback', ['games']);
  expect(rolled.status, rolled.stderr + rolled.stdout).toBe(0);
  expect(await gamesVersionsLoaded()).toEqual(['1.0.0']);
});

/** Signature, IHDR (1000 × 1000, 8-bit RGB), one IDAT chunk filling up to `size` bytes, IEND; real CRCs. */
function pngOfSize(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1000, 0);
  ihdr.writeUInt32BE(1000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const fixed = signature.length + (12 + 13) + 12 + 12;
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(size - fixed, 7)), chunk('IEND', Buffer.alloc(0))]);
}
