#!/usr/bin/env node
// `pnpm bench:long-tasks [url …] [--runs 3] [--min 12.5] [--list] [--signed-in --control-key-file F …] [--trace-dir D]`
//
// Which work makes up total blocking time (issue 9), read from Lighthouse's own trace: runs
// Lighthouse (mobile simulation, Debian Chromium, as bench:web) N times on each URL against a
// running storefront (`pnpm start`, default http://localhost:8080/index), and for every main-thread
// task after the first paint that is long at Lighthouse's 4× CPU slowdown (observed ≥ 12.5 ms),
// splits its time by kind: script by file, microtasks, style & layout, paint, HTML, GC, other. Prints, per URL,
// Lighthouse's TBT median (min–max), then the blocking time per run by cause (the kind a task spent
// most on), largest first. --list also prints every long task of every run. --signed-in measures a
// logged-in player: the sandbox's demo player signs in once per URL's origin (the slider answered by
// the sandbox control API: its key from SANDBOX_CONTROL_KEY or --control-key-file, e.g. the file an
// e2e stack writes to test-results/), and each run is a cold load with that session. Two stacks
// (two builds to compare, interleaved in one run) have two keys: give --control-key-file once for
// each; every origin signs in with the key its sandbox accepts.
// The blocking figures are an estimate from the observed trace (4 × duration − 50 per task), not
// Lighthouse's simulated score: use them to see what dominates and to compare builds in one run;
// report bench:web's medians. Run with nothing else heavy on the machine. --trace-dir writes each
// run's trace (Lighthouse's own, observed) as <dir>/<host>-<port>-<path>-run<N>.json, to open in
// DevTools' Performance panel.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { restoreSession, signIn } from './sign-in.mjs';
import tasks from './trace-tasks.cjs';

const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    min: { type: 'string', default: String(tasks.LONG_AT_4X_MS) },
    list: { type: 'boolean', default: false },
    'signed-in': { type: 'boolean', default: false },
    'control-key-file': { type: 'string', multiple: true },
    'trace-dir': { type: 'string' },
  },
});
const urls = positionals.length ? positionals : ['http://localhost:8080/index'];
const runs = Math.max(1, Number(values.runs));
const minMs = Number(values.min);
if (!Number.isFinite(minMs) || minMs <= 0)
  throw new Error(`--min must be a positive number of ms, not ${values.min}`);
const controlKeys = process.env.SANDBOX_CONTROL_KEY
  ? [process.env.SANDBOX_CONTROL_KEY]
  : (values['control-key-file'] ?? []).map((file) => readFileSync(file, 'utf8').trim()).filter(Boolean);
if (values['signed-in'] && !controlKeys.length)
  throw new Error('--signed-in needs the sandbox control key: SANDBOX_CONTROL_KEY or --control-key-file');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
];

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const spread = (list) =>
  `${Math.round(median(list))} (${Math.round(Math.min(...list))}–${Math.round(Math.max(...list))})`;

/** The logged-in session of each origin, signed in once (--signed-in). */
const sessions = new Map();
async function sessionFor(url) {
  const origin = new URL(url).origin;
  if (!sessions.has(origin)) {
    const chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      // The key this origin's sandbox accepts: another stack's key is refused, and the next is tried.
      const refused = [];
      for (const controlKey of controlKeys) {
        try {
          sessions.set(
            origin,
            await signIn({ browserURL: `http://127.0.0.1:${chrome.port}`, base: origin, controlKey }),
          );
          break;
        } catch (error) {
          refused.push(error instanceof Error ? error.message : String(error));
        }
      }
      if (!sessions.has(origin))
        throw new Error(`${origin}: no control key signed the demo player in:\n  ${refused.join('\n  ')}`);
    } finally {
      await chrome.kill();
    }
  }
  return sessions.get(origin);
}

/** One Lighthouse run: its TBT and the observed trace's long tasks after the first paint. */
async function measure(url, run) {
  const session = values['signed-in'] ? await sessionFor(url) : null;
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (session) await restoreSession(page, session);
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const observed = lhr.audits.metrics.details?.items?.[0] ?? {};
    const fcp = observed.observedFirstContentfulPaint ?? 0;
    if (values['trace-dir']) {
      const { host, pathname } = new URL(url);
      const name = `${host}${pathname}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '');
      mkdirSync(values['trace-dir'], { recursive: true });
      writeFileSync(
        path.join(values['trace-dir'], `${name}-run${run}.json`),
        JSON.stringify(artifacts.Trace),
      );
    }
    return {
      tbt: lhr.audits['total-blocking-time'].numericValue,
      long: tasks.longTasks(artifacts.Trace.traceEvents, { fromMs: fcp, minMs }),
    };
  } finally {
    browser.disconnect();
    await chrome.kill();
  }
}

// Interleaved: run i of every URL before run i + 1 of any, so a noisy minute hits all alike.
const results = new Map(urls.map((url) => [url, []]));
for (let i = 0; i < runs; i++)
  for (const url of urls) {
    const run = await measure(url, i + 1);
    results.get(url).push(run);
    process.stderr.write(
      `  ${url} run ${i + 1}: TBT ${Math.round(run.tbt)} ms, ${run.long.length} long tasks\n`,
    );
  }

for (const [url, list] of results) {
  console.log(
    `\n${url}${values['signed-in'] ? ' (logged in)' : ''}: Lighthouse TBT ${spread(list.map((r) => r.tbt))} ms over ${list.length} run(s); long = observed ≥ ${minMs} ms`,
  );
  const estimate = list.map((r) => r.long.reduce((sum, t) => sum + t.blocking, 0));
  console.log(`estimated blocking at 4× from the observed trace: ${spread(estimate)} ms per run`);
  console.log('cause'.padEnd(64), 'blocking/run', 'tasks/run');
  for (const row of tasks.blockingByCause(list.map((r) => r.long)))
    console.log(
      row.cause.slice(0, 63).padEnd(64),
      String(Math.round(row.blockingPerRun)).padStart(12),
      row.tasksPerRun.toFixed(1).padStart(9),
    );
  if (values.list)
    list.forEach((run, i) => {
      console.log(`run ${i + 1}:`);
      for (const t of run.long) {
        const kinds = Object.entries(t.kinds)
          .filter(([, ms]) => ms >= 1)
          .sort((a, b) => b[1] - a[1])
          .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
          .join(' | ');
        console.log(
          `  at ${t.start.toFixed(0).padStart(5)} ms  ${t.duration.toFixed(1).padStart(5)} ms  ${kinds}`,
        );
      }
    });
}
