#!/usr/bin/env node
// `pnpm bench:web [--runs N] [--short] [--routes /index,/rng] [--builds federated,monolith,floor]`
//
// Lighthouse (npm, pinned in e2e/package.json) mobile simulation in Debian Chromium, side by side
// in one run, for three builds on this machine:
//   federated  the storefront as shipped (host + released remotes, first-paint HTML from the gateway)
//   monolith   the same host and remotes built as one ordinary SPA, no federation (a control:
//              ops/bench/monolith.webpack.cjs), served by the same gateway code
//   floor      each page's first-paint HTML with every script and preload removed (its pictures
//              come from the federated stack, through the floor's own origin): the physical limit here
// Each row is one route, logged out and logged in; each cell median (min–max) over N runs. The
// ratios are the LCP medians federated ÷ monolith and federated ÷ floor. JSON to
// test-results/bench-web.json. --short: one run per row, for the test run (prints, asserts nothing).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { restoreSession, signIn } from './sign-in.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const puppeteer = requireFromLighthouse('puppeteer-core');

function args() {
  const argv = process.argv.slice(2);
  const value = (name, fallback) => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  const short = argv.includes('--short');
  return {
    short,
    runs: short ? 1 : Math.max(1, Number(value('--runs', '3'))),
    routes: value('--routes', '/index,/rng,/promotions').split(','),
    builds: value('--builds', 'federated,monolith,floor').split(','),
    port: Number(process.env.BENCH_PORT || 8390),
    sandboxPort: Number(process.env.BENCH_SANDBOX_PORT || 4390),
  };
}

let lighthouseVersion = '';
/** Lighthouse's CPU benchmark index of every run (higher is a faster machine at that moment). */
const benchmarkIndexes = [];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'];
const tsx = path.join(root, 'ops', 'node_modules', '.bin', 'tsx');
const work = path.join(root, 'test-results', 'bench');
const children = [];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(130)));

function serve(script, env, ready) {
  const child = spawn(tsx, [path.join(root, 'ops', 'src', 'bin', script)], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 5 minutes:\n${output}`)), 300_000);
    const onData = (chunk) => {
      output += chunk;
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}):\n${output}`)));
  });
}

// The sandbox control API (the slider captcha's answer) is on for the bench's own sandbox only, with
// a key of this run.
const controlKey = randomBytes(24).toString('base64url');

async function measure(port, url, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    if (session) await restoreSession(page, session);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
    const lhr = result.lhr;
    lighthouseVersion = lhr.lighthouseVersion;
    if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    const metrics = lhr.audits.metrics.details?.items?.[0] ?? {};
    const observedLcp = metrics.observedLargestContentfulPaint ?? Infinity;
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const js = requests.filter((r) => r.resourceType === 'Script' && (r.networkEndTime ?? Infinity) <= observedLcp).reduce((n, r) => n + (r.transferSize ?? 0), 0);
    const console = (lhr.audits['errors-in-console']?.details?.items ?? []).length;
    // Which element was the LCP (Lighthouse 12: a table whose first item holds the node).
    const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    const phases = Object.fromEntries((lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((p) => [p.phase, Math.round(p.timing)]));
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      jsBeforeLcpKB: Math.round(js / 102.4) / 10,
      consoleErrors: console,
      runtimeError: lhr.runtimeError?.message ?? null,
      lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${String(lcpNode.snippet ?? '').slice(0, 120)}` : null,
      lcpPhases: phases,
      observedLcp: Math.round(observedLcp),
      // Where the main thread went (for reading a slow row; not printed in the table).
      bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6).map((i) => ({ url: String(i.url).replace(/^https?:\/\/[^/]+/, ''), total: Math.round(i.total), scripting: Math.round(i.scripting) })),
      mainThread: Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration)])),
    };
  } finally {
    await page.close();
    browser.disconnect();
  }
}

/**
 * Route switch (issue 9): from a settled /index, click the header's link to /promotions and time,
 * inside the page, from the click to the promotions page's heading on screen. Unthrottled, desktop
 * width (the header links show there). `cold`: nothing prefetched (the browser's Save-Data asks the
 * storefront not to prefetch); `prefetched`: the page has been idle, the pointer rests on the link.
 */
async function routeSwitch(port, base, prefetched) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 1280, height: 900 });
    if (!prefetched)
      await page.evaluateOnNewDocument(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    await page.goto(`${base}/index`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="home-page"] h1', { visible: true });
    const link = 'header nav a[href="/promotions"]';
    await page.waitForSelector(link, { visible: true });
    if (prefetched) {
      await page.hover(link);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return await page.evaluate(
      (selector) =>
        new Promise((resolve, reject) => {
          const target = '[data-testid="promotions-page"] h1';
          const started = performance.now();
          const shown = () => {
            const h1 = document.querySelector(target);
            return h1 && h1.getBoundingClientRect().height > 0 && !h1.closest('[aria-hidden="true"]');
          };
          const done = () => {
            observer.disconnect();
            // The next frame: the content is painted, not only in the DOM.
            requestAnimationFrame(() => resolve(Math.round(performance.now() - started)));
          };
          const observer = new MutationObserver(() => shown() && done());
          observer.observe(document.body, { childList: true, subtree: true, attributes: true });
          setTimeout(() => (observer.disconnect(), reject(new Error('promotions did not show in 15 s'))), 15_000);
          document.querySelector(selector).click();
          if (shown()) done();
        }),
      link,
    );
  } finally {
    await context.close();
    browser.disconnect();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

/** The floor: each route's first-paint HTML (as the federated gateway sends it), scripts and preloads removed. */
async function writeFloor(base, routes, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const route of routes) {
    const html = await (await fetch(`${base}${route}`)).text();
    if (!html.includes('<div id="fp"')) throw new Error(`floor: ${route} has no first-paint HTML to strip`);
    const stripped = html
      .replace(/<script\b[\s\S]*?<\/script>/gi, '')
      // Preloads in either form (quoted in the gateway's tags, unquoted in the minified index.html).
      .replace(/<link\b(?=[^>]*\brel=["']?(?:preload|modulepreload)\b)[^>]*>/gi, '')
      .replace(/<div id="fp" inert>/, '<div id="fp">');
    writeFileSync(path.join(dir, `${route.slice(1) || 'index'}.html`), stripped);
  }
}

/**
 * Serves the floor's pages, and everything else they ask for (the first paint's pictures, the
 * theme's files) from the federated stack, on the floor's own origin as in the real page: a floor
 * whose pictures answer 404 would measure a page without its largest element.
 */
async function floorServer(dir, port, upstream) {
  const http = await import('node:http');
  const zlib = await import('node:zlib');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const file = path.join(dir, `${(url.pathname.slice(1) || 'index').replace(/[^A-Za-z0-9_-]/g, '')}.html`);
    if (req.method === 'GET' && /^\/[A-Za-z0-9_-]*$/.test(url.pathname) && existsSync(file)) {
      const body = zlib.brotliCompressSync(readFileSync(file));
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'br', 'Cache-Control': 'no-cache', 'Content-Length': body.length });
      return void res.end(body);
    }
    const proxied = http.request(`${upstream}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(upstream).host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    proxied.on('error', () => res.writeHead(502).end());
    req.pipe(proxied);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** What the monolith control was built from: the commit and every uncommitted change. */
function sourceStamp() {
  const git = (...a) => spawnSync('git', a, { cwd: root, encoding: 'utf8' }).stdout ?? '';
  const dirs = ['host', 'shared', 'remote-games', 'remote-member', 'remote-agent', 'remote-promotions', 'ops/bench'];
  return createHash('sha256').update(git('rev-parse', 'HEAD')).update(git('status', '--porcelain', '--', ...dirs)).update(git('diff', 'HEAD', '--', ...dirs)).digest('hex');
}

/**
 * Before measuring: each build opens each route without refusing a remote or failing to load one
 * (a console error naming a remote). A control that shows "unavailable" is not a control.
 */
async function preflight(port, urls) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      const errors = [];
      page.on('console', (m) => m.type() === 'error' && /\[remote:/.test(m.text()) && errors.push(m.text()));
      await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
      await page.close();
      if (errors.length) throw new Error(`bench:web: ${url} refused or failed a remote, so its figures would not be comparable:\n  ${errors.join('\n  ')}`);
    }
  } finally {
    browser.disconnect();
  }
}

function fmt(s, unit = '', digits = 0) {
  if (!s) return '—';
  const f = (x) => (digits ? x.toFixed(digits) : String(Math.round(x)));
  return s.min === s.max ? `${f(s.median)}${unit}` : `${f(s.median)}${unit} (${f(s.min)}–${f(s.max)})`;
}

async function main() {
  const o = args();
  mkdirSync(work, { recursive: true });
  const load = os.loadavg().map((x) => x.toFixed(1)).join(' ');
  const cdn = path.join(work, 'cdn');
  rmSync(cdn, { recursive: true, force: true });
  const base = (port) => `http://127.0.0.1:${port}`;
  const ports = { federated: o.port, monolith: o.port + 1, floor: o.port + 2 };

  console.log(`bench:web: federated stack on ${base(ports.federated)} (sandbox ${o.sandboxPort}) …`);
  await serve('start.ts', { PORT: String(ports.federated), SANDBOX_PORT: String(o.sandboxPort), SANDBOX_URL: `http://127.0.0.1:${o.sandboxPort}`, SANDBOX_DB: ':memory:', CDN_DIR: cdn, SANDBOX_CONTROL: '1', SANDBOX_CONTROL_KEY: controlKey }, /Vitrine storefront:/);

  if (o.builds.includes('monolith')) {
    const monolith = path.join(work, 'monolith');
    // The control is rebuilt whenever the sources differ from the ones it was built from: a stale
    // control (an older remotes.json schema) refuses today's remotes and measures an empty page.
    const stampFile = path.join(monolith, '.sources');
    const stamp = sourceStamp();
    const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
    if (!existsSync(path.join(monolith, 'index.html')) || built !== stamp || process.env.BENCH_REBUILD === '1') {
      console.log('bench:web: building the monolith control (ops/bench/monolith.webpack.cjs) …');
      rmSync(monolith, { recursive: true, force: true });
      const run = spawnSync(path.join(root, 'host', 'node_modules', '.bin', 'webpack'), ['--config', path.join(root, 'ops', 'bench', 'monolith.webpack.cjs'), '--mode', 'production'], { cwd: root, stdio: 'inherit', env: { ...process.env, OUT_DIR: monolith } });
      if (run.status !== 0) throw new Error('the monolith build failed');
      writeFileSync(stampFile, stamp);
    }
    // Same compression as the storefront's host.
    spawnSync(tsx, ['-e', `require('./ops/src/fsutil').precompress(${JSON.stringify(monolith)}, { onlyIfStale: true })`], { cwd: root, stdio: 'inherit' });
    await serve('serve.ts', { PORT: String(ports.monolith), HOST_DIR: monolith, CDN_DIR: cdn, SANDBOX_URL: `http://127.0.0.1:${o.sandboxPort}` }, /Vitrine storefront:/);
  }
  let floor = null;
  if (o.builds.includes('floor')) {
    await writeFloor(base(ports.federated), o.routes, path.join(work, 'floor'));
    floor = await floorServer(path.join(work, 'floor'), ports.floor, base(ports.federated));
  }

  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = [];
  const switches = [];
  try {
    await preflight(chrome.port, o.routes.flatMap((route) => o.builds.filter((b) => b !== 'floor').map((b) => `${base(ports[b])}${route}`)));
    const session = await signIn({ browserURL: `http://127.0.0.1:${chrome.port}`, base: base(ports.federated), controlKey });
    for (const route of o.routes) {
      for (const auth of ['out', 'in']) {
        const row = { route, auth, builds: {} };
        for (const build of o.builds) {
          if (build === 'floor' && auth === 'in') continue;
          const runs = [];
          for (let i = 0; i < o.runs; i++) runs.push(await measure(chrome.port, `${base(ports[build])}${route}`, auth === 'in' ? session : null));
          const pick = (k) => stats(runs.map((r) => r[k]));
          row.builds[build] = { runs, performance: pick('performance'), lcp: pick('lcp'), fcp: pick('fcp'), tbt: pick('tbt'), cls: pick('cls'), jsBeforeLcpKB: pick('jsBeforeLcpKB'), consoleErrors: Math.max(...runs.map((r) => r.consoleErrors)) };
          process.stdout.write(`  ${route} ${auth} ${build}: LCP ${fmt(row.builds[build].lcp, ' ms')}\n`);
        }
        const fed = row.builds.federated?.lcp.median;
        row.lcpRatioMonolith = fed && row.builds.monolith ? fed / row.builds.monolith.lcp.median : null;
        const floorRow = results.find((r) => r.route === route && r.auth === 'out')?.builds.floor ?? row.builds.floor;
        row.lcpRatioFloor = fed && floorRow ? fed / floorRow.lcp.median : null;
        results.push(row);
      }
    }
    if (o.builds.includes('federated')) {
      for (const prefetched of [false, true]) {
        const runs = [];
        for (let i = 0; i < Math.max(3, o.runs); i++) runs.push(await routeSwitch(chrome.port, base(ports.federated), prefetched));
        switches.push({ from: '/index', to: '/promotions', prefetched, runs, ms: stats(runs) });
      }
    }
  } finally {
    await chrome.kill();
    floor?.close();
    stop();
  }

  const header = ['route', 'who', 'build', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'JS<LCP KB', 'fed÷mono', 'fed÷floor'];
  const lines = [];
  for (const row of results) {
    for (const [build, b] of Object.entries(row.builds)) {
      lines.push([
        row.route,
        row.auth === 'in' ? 'logged in' : 'logged out',
        build,
        fmt(b.performance),
        fmt(b.lcp),
        fmt(b.tbt),
        fmt(b.cls, '', 3),
        fmt(b.fcp),
        fmt(b.jsBeforeLcpKB, '', 1),
        build === 'federated' && row.lcpRatioMonolith ? row.lcpRatioMonolith.toFixed(2) : '',
        build === 'federated' && row.lcpRatioFloor ? row.lcpRatioFloor.toFixed(2) : '',
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const print = (cells) => console.log(cells.map((c, i) => c.padEnd(widths[i])).join('  '));
  console.log('');
  console.log(`bench:web — Lighthouse ${lighthouseVersion} mobile simulation, Debian Chromium, ${o.runs} run(s) per cell, median (min–max); load average at start ${load} on ${os.cpus().length} CPUs`);
  // Lighthouse's simulation scales the tasks it observed, so a slower moment of a shared machine
  // reads as more blocking time: the index says how fast the CPU was during these runs.
  if (benchmarkIndexes.length) console.log(`Lighthouse CPU benchmark index (higher = faster machine) over all runs: ${fmt(stats(benchmarkIndexes))}`);
  print(header);
  print(widths.map((w) => '-'.repeat(w)));
  for (const l of lines) print(l);
  console.log('How to read: lower LCP/TBT/CLS is better; "JS<LCP" is script bytes transferred before the observed LCP; fed÷mono ≤ 1.10 is the must; fed÷floor shows the distance to static HTML. On a loaded machine TBT and LCP swing widely: compare builds within one run, not across runs.');
  if (switches.length) {
    console.log('');
    console.log('Route switch, federated, unthrottled desktop: click on the header link → the page heading painted (must ≤ 300 ms cold, ≤ 100 ms prefetched)');
    for (const s of switches) console.log(`  ${s.from} → ${s.to}  ${s.prefetched ? 'prefetched' : 'cold      '}  ${fmt(s.ms, ' ms')}  over ${s.runs.length} runs`);
  }
  const out = path.join(root, 'test-results', 'bench-web.json');
  writeFileSync(out, JSON.stringify({ generatedAt: new Date().toISOString(), lighthouseVersion, loadAverage: os.loadavg(), cpus: os.cpus().length, runs: o.runs, short: o.short, benchmarkIndex: benchmarkIndexes.length ? stats(benchmarkIndexes) : null, results, routeSwitches: switches }, null, 2));
  console.log(`bench:web: written to ${path.relative(root, out)}`);
}

main().catch((error) => {
  stop();
  console.error(`bench:web: ${error.stack ?? error.message}`);
  process.exit(1);
});
