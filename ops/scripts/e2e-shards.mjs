#!/usr/bin/env node
// The end-to-end suite as N shards run side by side, each against its own stack (its own gateway
// and sandbox ports, CDN folder, control key and report), so a 2-core machine is kept busy while a
// single Chromium waits on the network. Spec files are dealt to the shards by their measured
// durations (e2e/spec-durations.json, seconds per file, written by `--record`), longest first onto
// the lightest shard; a file not measured yet weighs the median.
//
//   node ops/scripts/e2e-shards.mjs [--shards 2] [--record] [spec files…]   (default: every spec)
//
// Streams each shard's output line by line, prefixed "[shard K]", then one line "e2e shards: N passed (F flaky), N failed,
// N skipped", and writes the merged stats to test-results/e2e.json (`stats` only, the shape
// test-all.mjs reads). Exit status 1 when a test failed or a shard produced no report.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const e2eDir = path.join(root, 'e2e');
const results = path.join(root, 'test-results');
const durationsFile = path.join(e2eDir, 'spec-durations.json');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    shards: { type: 'string', default: process.env.E2E_SHARDS ?? '2' },
    record: { type: 'boolean', default: false },
  },
});
const shards = Math.max(1, Number.parseInt(values.shards, 10) || 1);
mkdirSync(results, { recursive: true });

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const picked = new Set(positionals.map((f) => path.basename(f)));
const files = readdirSync(path.join(e2eDir, 'tests'))
  .filter((f) => f.endsWith('.spec.ts') && (picked.size === 0 || picked.has(f)))
  .sort();
const measured = readJson(durationsFile) ?? {};
const known = files.map((f) => measured[f]).filter((s) => typeof s === 'number').sort((a, b) => a - b);
const median = known.length ? known[Math.floor(known.length / 2)] : 60;
const weight = (f) => (typeof measured[f] === 'number' ? measured[f] : median);

// Longest first onto the lightest shard; each shard then runs its files in name order.
const bins = Array.from({ length: shards }, () => ({ files: [], load: 0 }));
for (const f of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
  const lightest = bins.reduce((min, bin) => (bin.load < min.load ? bin : min));
  lightest.files.push(f);
  lightest.load += weight(f);
}
for (const bin of bins) bin.files.sort();

function runShard(bin, index) {
  const port = 8180 + index;
  const sandboxPort = 4180 + index;
  const jsonOut = path.join(results, `e2e-shard-${index + 1}.json`);
  const logFile = path.join(results, `e2e-shard-${index + 1}.log`);
  const started = Date.now();
  return new Promise((resolve) => {
    const log = [];
    const child = spawn('npx', ['playwright', 'test', ...bin.files.map((f) => `tests/${f}`)], {
      cwd: e2eDir,
      env: { ...process.env, FORCE_COLOR: '0', E2E_PORT: String(port), E2E_SANDBOX_PORT: String(sandboxPort), PLAYWRIGHT_JSON_OUTPUT_NAME: jsonOut },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Line by line, prefixed, so two shards' output stays readable while it streams.
    const stream = (source) => {
      let rest = '';
      source.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          log.push(line);
          console.log(`[shard ${index + 1}] ${line}`);
        }
      });
      source.on('end', () => {
        if (rest) {
          log.push(rest);
          console.log(`[shard ${index + 1}] ${rest}`);
        }
      });
    };
    stream(child.stdout);
    stream(child.stderr);
    child.on('close', (code) => {
      writeFileSync(logFile, `${log.join('\n')}\n`);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`── e2e shard ${index + 1}/${shards} (port ${port}, ${bin.files.length} files, est. ${Math.round(bin.load)} s): exit ${code} in ${seconds} s`);
      resolve({ code, report: readJson(jsonOut) });
    });
  });
}

console.log(`e2e: ${files.length} spec files in ${shards} shard(s):`);
bins.forEach((bin, i) => console.log(`  shard ${i + 1}: est. ${Math.round(bin.load)} s — ${bin.files.join(' ')}`));
const outcomes = await Promise.all(bins.map(runShard));

const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
let missing = 0;
const perFile = {};
for (const { report } of outcomes) {
  if (!report?.stats) {
    missing++;
    continue;
  }
  for (const k of Object.keys(stats)) stats[k] += report.stats[k] ?? 0;
  // Seconds per spec file (every attempt counts: a retry costs CI time too).
  const walk = (suite, file) => {
    const here = suite.file ? path.basename(suite.file) : file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) for (const r of t.results ?? []) perFile[here] = (perFile[here] ?? 0) + (r.duration ?? 0) / 1000;
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, undefined);
}
writeFileSync(path.join(results, 'e2e.json'), JSON.stringify({ stats, shards: outcomes.length, missingShards: missing }, null, 2));
if (values.record && !missing) {
  // Merged into what was measured before, so a run of a few files updates only those.
  const merged = { ...measured, ...Object.fromEntries(Object.entries(perFile).map(([f, s]) => [f, Math.round(s)])) };
  const rounded = Object.fromEntries(Object.entries(merged).filter(([f]) => existsSync(path.join(e2eDir, 'tests', f))).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(durationsFile, `${JSON.stringify(rounded, null, 2)}\n`);
  console.log(`recorded ${Object.keys(rounded).length} spec durations in e2e/spec-durations.json`);
}
console.log(`e2e shards: ${stats.expected + stats.flaky} passed (${stats.flaky} flaky), ${stats.unexpected} failed, ${stats.skipped} skipped${missing ? `; ${missing} shard(s) produced no report` : ''}`);
process.exit(stats.unexpected || missing ? 1 : 0);
