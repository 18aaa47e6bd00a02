#!/usr/bin/env node
// `pnpm bench:long-tasks [url …] [--runs 3] [--min 12.5] [--list]`
//
// Which work makes up total blocking time (issue 9), read from Lighthouse's own trace: runs
// Lighthouse (mobile simulation, Debian Chromium, as bench:web) N times on each URL against a
// running storefront (`pnpm start`, default http://localhost:8080/index), and for every main-thread
// task after the first paint that is long at Lighthouse's 4× CPU slowdown (observed ≥ 12.5 ms),
// splits its time by kind: script by file, style & layout, paint, HTML, GC, other. Prints, per URL,
// Lighthouse's TBT median (min–max), then the blocking time per run by cause (the kind a task spent
// most on), largest first. --list also prints every long task of every run.
// The blocking figures are an estimate from the observed trace (4 × duration − 50 per task), not
// Lighthouse's simulated score: use them to see what dominates and to compare builds in one run;
// report bench:web's medians. Run with nothing else heavy on the machine.
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import tasks from './trace-tasks.cjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    min: { type: 'string', default: String(tasks.LONG_AT_4X_MS) },
    list: { type: 'boolean', default: false },
  },
});
const urls = positionals.length ? positionals : ['http://localhost:8080/index'];
const runs = Math.max(1, Number(values.runs));
const minMs = Number(values.min);
if (!Number.isFinite(minMs) || minMs <= 0) throw new Error(`--min must be a positive number of ms, not ${values.min}`);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const spread = (list) => `${Math.round(median(list))} (${Math.round(Math.min(...list))}–${Math.round(Math.max(...list))})`;

/** One Lighthouse run: its TBT and the observed trace's long tasks after the first paint. */
async function measure(url) {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const observed = lhr.audits.metrics.details?.items?.[0] ?? {};
    const fcp = observed.observedFirstContentfulPaint ?? 0;
    return {
      tbt: lhr.audits['total-blocking-time'].numericValue,
      long: tasks.longTasks(artifacts.Trace.traceEvents, { fromMs: fcp, minMs }),
    };
  } finally {
    await chrome.kill();
  }
}

// Interleaved: run i of every URL before run i + 1 of any, so a noisy minute hits all alike.
const results = new Map(urls.map((url) => [url, []]));
for (let i = 0; i < runs; i++)
  for (const url of urls) {
    const run = await measure(url);
    results.get(url).push(run);
    process.stderr.write(`  ${url} run ${i + 1}: TBT ${Math.round(run.tbt)} ms, ${run.long.length} long tasks\n`);
  }

for (const [url, list] of results) {
  console.log(`\n${url}: Lighthouse TBT ${spread(list.map((r) => r.tbt))} ms over ${list.length} run(s); long = observed ≥ ${minMs} ms`);
  const estimate = list.map((r) => r.long.reduce((sum, t) => sum + t.blocking, 0));
  console.log(`estimated blocking at 4× from the observed trace: ${spread(estimate)} ms per run`);
  console.log('cause'.padEnd(64), 'blocking/run', 'tasks/run');
  for (const row of tasks.blockingByCause(list.map((r) => r.long)))
    console.log(row.cause.slice(0, 63).padEnd(64), String(Math.round(row.blockingPerRun)).padStart(12), row.tasksPerRun.toFixed(1).padStart(9));
  if (values.list)
    list.forEach((run, i) => {
      console.log(`run ${i + 1}:`);
      for (const t of run.long) {
        const kinds = Object.entries(t.kinds)
          .filter(([, ms]) => ms >= 1)
          .sort((a, b) => b[1] - a[1])
          .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
          .join(' | ');
        console.log(`  at ${t.start.toFixed(0).padStart(5)} ms  ${t.duration.toFixed(1).padStart(5)} ms  ${kinds}`);
      }
    });
}
