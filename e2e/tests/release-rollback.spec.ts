import { expect, test } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './support/env';
import { openStorefront, sandbox } from './support/stack';

/**
 * Release and rollback of one remote against the running storefront: games v2 goes live on reload,
 * rollback returns v1, and neither touches the host or any other remote. An incompatible build is
 * refused and changes nothing.
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

function untouched() {
  return {
    host: checksum(path.join(E2E.root, 'host', 'dist')),
    member: checksum(path.join(E2E.cdnDir, 'remotes', 'member')),
    agent: checksum(path.join(E2E.cdnDir, 'remotes', 'agent')),
    promotions: checksum(path.join(E2E.cdnDir, 'remotes', 'promotions')),
    gamesV1: checksum(path.join(E2E.cdnDir, 'remotes', 'games', '1.0.0')),
  };
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
  const before = untouched();

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

  expect(untouched()).toEqual(before);
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
