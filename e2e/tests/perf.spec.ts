import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './support/env';

/**
 * Figures, not a timing assertion: Lighthouse (mobile simulation) on the home page of the e2e
 * stack in Debian Chromium. The numbers are printed, attached to the report and written to
 * test-results/lighthouse.json; the test only checks that a report was produced.
 */
test('lighthouse figures for the home page (mobile simulation)', async ({ page: _page }, testInfo) => {
  test.setTimeout(180_000);
  const output = execFileSync('node', [path.join(__dirname, '..', 'perf', 'lighthouse.mjs'), `${E2E.baseUrl}/index`], { encoding: 'utf8' });
  console.log(output.trim());
  const figures = JSON.parse(readFileSync(path.join(E2E.root, 'test-results', 'lighthouse.json'), 'utf8'));
  await testInfo.attach('lighthouse.json', { body: JSON.stringify(figures, null, 2), contentType: 'application/json' });
  expect(figures.runtimeError).toBeNull();
  expect(typeof figures.performance).toBe('number');
  expect(figures.lcpMs).toBeGreaterThan(0);
});
