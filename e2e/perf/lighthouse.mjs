#!/usr/bin/env node
// Lighthouse (mobile simulation, the default) on a page of a running storefront, in Debian
// Chromium. Prints the performance score and LCP; writes the figures to test-results/lighthouse.json.
// Usage: node perf/lighthouse.mjs [url]   (default http://localhost:8080/index)
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const url = process.argv[2] ?? 'http://localhost:8080/index';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results');
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const lhr = result.lhr;
  const figures = {
    url,
    formFactor: lhr.configSettings.formFactor,
    throttling: lhr.configSettings.throttlingMethod,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'lighthouse.json'), JSON.stringify(figures, null, 2));
  console.log(`lighthouse ${url} (${figures.formFactor}, ${figures.throttling}): performance ${figures.performance}, LCP ${figures.lcpMs} ms, FCP ${figures.fcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}`);
} finally {
  await chrome.kill();
}
