import { expect, test } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './support/env';
import { openStorefront, sandbox } from './support/stack';

/**
 * Release and rollback of one remote against the running storefront: games v2 goes live on reload,
 * rollback returns v1, and neither touches the host or any other remote. A promotions release
 * whose contribution adds and moves side-menu entries changes the side menu on reload, with the
 * host's files unchanged; rollback undoes it (issue 10). An incompatible build is refused and
 * changes nothing.
 */
const tsx = path.join(E2E.root, 'ops', 'node_modules', '.bin', 'tsx');
const opsBin = (name: string) => path.join(E2E.root, 'ops', 'src', 'bin', `${name}.ts`);
const work = path.join(E2E.root, 'test-results', 'release-e2e');
const env = { ...process.env, CDN_DIR: E2E.cdnDir, FORCE_COLOR: '0' };

function checksum(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update(readFileSync(file));
    }
  };
  if (existsSync(dir)) walk(dir);
  return hash.digest('hex');
}

/** The host's files, every other remote's folder and the released remote's v1 folder. */
function untouched(released: string) {
  const sums: Record<string, string> = { host: checksum(path.join(E2E.root, 'host', 'dist')) };
  for (const remote of ['games', 'member', 'agent', 'promotions'])
    sums[remote] = checksum(path.join(E2E.cdnDir, 'remotes', remote, ...(remote === released ? ['1.0.0'] : [])));
  return sums;
}

const ops = (name: string, args: string[]) => spawnSync(tsx, [opsBin(name), ...args], { cwd: E2E.root, env, encoding: 'utf8' });

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  // A second build of the games remote with a visible version marker.
  execFileSync(path.join(E2E.root, 'remote-games', 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: path.join(E2E.root, 'remote-games'),
    env: { ...process.env, REMOTE_VERSION: '2.0.0', OUT_DIR: path.join(work, 'games-v2') },
    stdio: 'pipe',
  });
});

test('release games v2, reload shows v2; rollback returns v1; nothing else changes', async ({ page, request }) => {
  await sandbox.reset(request);
  await openStorefront(page);
  await expect(page.getByTestId('remote-version')).toHaveText('games 1.0.0');
  const before = untouched('games');

  const released = ops('release', ['games', '2.0.0', '--from', path.join(work, 'games-v2')]);
  expect(released.status, released.stderr + released.stdout).toBe(0);
  await page.reload();
  await expect(page.getByTestId('remote-version')).toHaveText('games 2.0.0');
  await expect(page.getByTestId('vendor-lane').first()).toBeVisible();

  const rolledBack = ops('rollback', ['games']);
  expect(rolledBack.status, rolledBack.stderr + rolledBack.stdout).toBe(0);
  await page.reload();
  await expect(page.getByTestId('remote-version')).toHaveText('games 1.0.0');
  await expect(page.getByTestId('vendor-lane').first()).toBeVisible();

  expect(untouched('games')).toEqual(before);
});

type Nav = { key: string; placement: string; group?: string; order: number; [field: string]: unknown };

test('promotions v2 adds a side-menu entry and moves another: on reload, no host change; rollback removes it', async ({ page, request }) => {
  // The menu is data (contribution.json), not code: v2 is the v1 build with a new version and a
  // new contribution, as a remote team's release that only changes its menus would be.
  const v2 = path.join(work, 'promotions-v2');
  cpSync(path.join(E2E.root, 'remote-promotions', 'dist'), v2, { recursive: true });
  const edit = <T>(file: string, change: (json: T) => void) => {
    const json = JSON.parse(readFileSync(path.join(v2, file), 'utf8')) as T;
    change(json);
    writeFileSync(path.join(v2, file), JSON.stringify(json));
  };
  edit<{ version: string }>('build-info.json', (info) => void (info.version = '2.0.0'));
  edit<{ nav: Nav[] }>('contribution.json', (c) => {
    const mall = c.nav.find((entry) => entry.key === 'point-mall' && entry.placement === 'side');
    Object.assign(mall!, { group: 'more', order: 1 }); // first list → "more", after the app download
    c.nav.push({ key: 'vip-programme', labelKey: 'vip_title', path: '/vip', placement: 'side', icon: 'vip', order: 5 });
  });

  await sandbox.reset(request);
  await openStorefront(page, '/index', 'en');
  const menu = page.getByTestId('side-menu');
  const entries = (list: string) =>
    menu.getByTestId(list).locator(':scope > li > [data-testid]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  await page.getByTestId('side-menu-open').click();
  await expect(menu.getByTestId('side-main').getByTestId('side-point-mall')).toHaveText('Points mall');
  await expect(menu.getByTestId('side-vip-programme')).toHaveCount(0);
  const before = untouched('promotions');

  const released = ops('release', ['promotions', '2.0.0', '--from', v2]);
  expect(released.status, released.stderr + released.stdout).toBe(0);
  await page.reload();
  await page.getByTestId('side-menu-open').click();
  await expect(menu.getByTestId('side-vip-programme')).toHaveText('VIP programme');
  expect((await entries('side-main')).at(-1)).toBe('side-vip-programme');
  expect((await entries('side-more')).slice(0, 4)).toEqual(['side-app-download', 'side-point-mall', 'side-help', 'side-news']);
  await menu.getByTestId('side-vip-programme').click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(menu).toBeHidden();
  expect(untouched('promotions')).toEqual(before);

  const rolledBack = ops('rollback', ['promotions']);
  expect(rolledBack.status, rolledBack.stderr + rolledBack.stdout).toBe(0);
  await page.reload();
  await page.getByTestId('side-menu-open').click();
  await expect(menu.getByTestId('side-main').getByTestId('side-point-mall')).toBeVisible();
  await expect(menu.getByTestId('side-vip-programme')).toHaveCount(0);
  expect(await entries('side-more')).not.toContain('side-point-mall');
  expect(untouched('promotions')).toEqual(before);
});

test('a release whose shared requirement the host cannot meet is refused and changes nothing', async () => {
  const v3 = path.join(work, 'games-v3');
  cpSync(path.join(work, 'games-v2'), v3, { recursive: true });
  const infoFile = path.join(v3, 'build-info.json');
  const info = JSON.parse(readFileSync(infoFile, 'utf8'));
  info.version = '3.0.0';
  info.requires.react = '^99.0.0';
  writeFileSync(infoFile, JSON.stringify(info));
  const manifestBefore = readFileSync(path.join(E2E.cdnDir, 'remotes.json'), 'utf8');
  const cdnBefore = checksum(E2E.cdnDir);

  const refused = ops('release', ['games', '3.0.0', '--from', v3]);
  expect(refused.status).toBe(1);
  expect(refused.stderr + refused.stdout).toMatch(/react/);
  expect(readFileSync(path.join(E2E.cdnDir, 'remotes.json'), 'utf8')).toBe(manifestBefore);
  expect(checksum(E2E.cdnDir)).toBe(cdnBefore);
});
