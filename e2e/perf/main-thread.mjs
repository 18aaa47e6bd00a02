#!/usr/bin/env node
// `pnpm bench:main-thread [url] [--cpu 4] [--min 12] [--top 5] [--save-data] [--profile file]`
//
// Where a page's main-thread time goes, for work on blocking time (issue 9). Loads the page once in
// Debian Chromium (phone viewport) with the V8 sampling profiler on, until the network is idle and
// two seconds more, then prints every stretch of main-thread work longer than --min ms (stretches
// are split at idle samples, so one stretch may hold several back-to-back tasks), each with its
// heaviest call paths (root) and functions (self). `(program)` is native work: parsing, style,
// layout, paint. Minified names: look the file and column up in the build (host/dist, the remote's
// dist). The last line sums the stretches and estimates their blocking time at Lighthouse's 4×.
// A diagnosis tool: one run, noisy, no figures to report from it; report Lighthouse medians
// (pnpm bench:web) instead.
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cpu: { type: 'string', default: '1' },
    min: { type: 'string', default: '12' },
    top: { type: 'string', default: '5' },
    'save-data': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const url = positionals[0] ?? 'http://localhost:8080/index';
const minMs = Number(values.min);
const top = Number(values.top);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (values['save-data'])
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  if (values.profile) writeFileSync(values.profile, JSON.stringify(profile));

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const nameOf = (n) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  /** The first three frames under the profile's root: what started the work. */
  const rootPathOf = (id) => {
    const path = [];
    let at = id;
    while (parent.has(at) && parent.has(parent.get(at))) {
      path.unshift(at);
      at = parent.get(at);
    }
    return path.slice(0, 3).map((i) => nameOf(nodes.get(i))).join(' > ') || '(native)';
  };

  const stretches = [];
  let open = null;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    const node = nodes.get(profile.samples[i]);
    if (node.callFrame.functionName === '(idle)') {
      if (open) stretches.push(open);
      open = null;
      continue;
    }
    open ??= { start: at, end: at, self: new Map(), roots: new Map() };
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    open.end = at;
    const self = nameOf(node);
    open.self.set(self, (open.self.get(self) ?? 0) + ms);
    const root = rootPathOf(node.id);
    open.roots.set(root, (open.roots.get(root) ?? 0) + ms);
  }
  if (open) stretches.push(open);

  const heaviest = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  let long = 0;
  let blocking = 0;
  let busy = 0;
  for (const s of stretches) {
    const ms = (s.end - s.start) / 1000;
    busy += ms;
    if (ms < minMs) continue;
    long++;
    blocking += Math.max(0, ms * 4 - 50);
    console.log(`at ${((s.start - profile.startTime) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms`);
    for (const [k, v] of heaviest(s.roots)) console.log(`   root ${v.toFixed(1).padStart(6)}  ${k}`);
    for (const [k, v] of heaviest(s.self)) console.log(`   self ${v.toFixed(1).padStart(6)}  ${k}`);
  }
  console.log(
    `${url} at ${values.cpu}× CPU: ${busy.toFixed(0)} ms busy in ${stretches.length} stretches; ${long} over ${minMs} ms; ` +
      `estimated blocking at Lighthouse's 4× (if this run was unthrottled): ${blocking.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
}
