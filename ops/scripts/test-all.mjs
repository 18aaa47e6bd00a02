#!/usr/bin/env node
// The whole test run (README's test command): lint, typecheck, locale check, unit tests, build,
// budgets, end-to-end in Debian Chromium. Every step runs even when an earlier one failed, so one
// run reports everything; the last line counts every test and check: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const results = path.join(root, 'test-results');
rmSync(path.join(results, 'summary.line'), { force: true });
mkdirSync(results, { recursive: true });
const pnpm = ['npx', '-y', 'pnpm@10.34.9'];
let passed = 0;
let failed = 0;
const summary = [];

function run(label, cmd, args, options = {}) {
  const started = Date.now();
  console.log(`\n━━ ${label}: ${[cmd, ...args].join(' ')}`);
  const child = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' }, ...options });
  const ok = child.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`━━ ${label}: ${ok ? 'ok' : `FAILED (exit ${child.status})`} in ${seconds}s`);
  return ok;
}

/** A step that is one check. */
function check(label, cmd, args, options) {
  const ok = run(label, cmd, args, options);
  if (ok) passed++;
  else failed++;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  console.log('Chromium missing: installing Debian chromium (apt-get)');
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return update.status === 0 && install.status === 0 && existsSync('/usr/bin/chromium');
}

check('lint', pnpm[0], [...pnpm.slice(1), 'lint']);
check('typecheck', pnpm[0], [...pnpm.slice(1), 'typecheck']);
check('locales', 'node', ['ops/scripts/check-locales.mjs']);

// Unit and component tests (jest): count its tests.
const jestOut = path.join(results, 'jest.json');
run('unit (jest)', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestOut}`]);
const jest = readJson(jestOut);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  summary.push(`jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numRuntimeErrorTestSuites ?? 0} suites broken`);
} else {
  failed++;
  summary.push('FAIL jest produced no report');
}

const built = check('build', pnpm[0], [...pnpm.slice(1), 'build']);
if (built) check('budgets', pnpm[0], [...pnpm.slice(1), 'budgets']);

// End-to-end in Debian Chromium.
if (!built) {
  failed++;
  summary.push('FAIL e2e skipped: build failed');
} else if (!ensureChromium()) {
  failed++;
  summary.push('FAIL e2e: chromium could not be installed');
} else {
  // Two shards side by side, each on its own stack (ops/scripts/e2e-shards.mjs).
  const e2eOut = path.join(results, 'e2e.json');
  rmSync(e2eOut, { force: true });
  run('e2e (playwright, sharded)', 'node', ['ops/scripts/e2e-shards.mjs']);
  const e2e = readJson(e2eOut);
  if (e2e?.stats) {
    const ok = e2e.stats.expected + (e2e.stats.flaky ?? 0);
    const bad = e2e.stats.unexpected + (e2e.missingShards ?? 0);
    passed += ok;
    failed += bad;
    summary.push(`e2e: ${ok} passed (${e2e.stats.flaky ?? 0} flaky), ${bad} failed, ${e2e.stats.skipped} skipped${e2e.missingShards ? `, ${e2e.missingShards} shard(s) without a report` : ''}`);
  } else {
    failed++;
    summary.push('FAIL e2e produced no report');
  }

  // The key flows again behind real nginx with the shipped config (nginx and its brotli module
  // are installed with apt when missing, by ops/src/nginx-stack.ts).
  const nginxOut = path.join(results, 'e2e-nginx-8380.json');
  run('e2e behind nginx (playwright)', 'npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, FORCE_COLOR: '0', E2E_PORT: '8380', E2E_SANDBOX_PORT: '4380' },
  });
  const nginxE2e = readJson(nginxOut);
  if (nginxE2e?.stats) {
    passed += nginxE2e.stats.expected + (nginxE2e.stats.flaky ?? 0);
    failed += nginxE2e.stats.unexpected;
    summary.push(`e2e behind nginx: ${nginxE2e.stats.expected} passed, ${nginxE2e.stats.unexpected} failed`);
  } else {
    failed++;
    summary.push('FAIL e2e behind nginx produced no report');
  }
}

// The web benchmark's short form (one Lighthouse run per row: federated, monolith control, floor):
// printed for the record, timings never asserted (a shared machine's figures swing too much).
if (built && existsSync('/usr/bin/chromium')) {
  const ok = run('bench:web --short (printed, not asserted)', pnpm[0], [...pnpm.slice(1), 'bench:web', '--short'], { env: { ...process.env, FORCE_COLOR: '0', BENCH_REBUILD: '1' } });
  summary.push(`${ok ? 'info' : 'info (bench did not finish)'} bench:web --short: table above, test-results/bench-web.json`);
}

console.log('\n━━ summary');
for (const line of summary) console.log(line);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(results, 'summary.line'), `${line}\n`);
console.log(line);
process.exit(failed ? 1 : 0);
