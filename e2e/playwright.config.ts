import { defineConfig } from '@playwright/test';
import { E2E } from './tests/support/env';

// A second stack on the machine (E2E_PORT) keeps its own artifacts and report.
const suffix = E2E.port === 8180 ? '' : `-${E2E.port}`;

/**
 * End-to-end suites against the built stack (host + released remotes + sandbox) on its own ports,
 * its own CDN folder and an in-memory sandbox database. Debian Chromium only (no downloads).
 */
export default defineConfig({
  testDir: './tests',
  // CI runs two shards side by side on two cores (ops/scripts/e2e-shards.mjs): a little more room
  // for a loaded machine. These are ceilings against hangs, never timings under test.
  timeout: process.env.CI ? 60_000 : 45_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e.json' }], ['html', { open: 'never', outputFolder: `../test-results/e2e-report${suffix}` }]],
  outputDir: `../test-results/e2e-artifacts${suffix}`,
  use: {
    baseURL: E2E.baseUrl,
    // The storefront's service worker (production builds) would answer requests before
    // page.route sees them, and many specs fault remotes with page.route: workers are blocked,
    // except in pages-pwa.spec.ts (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node start-stack.mjs',
    url: `${E2E.baseUrl}/remotes.json`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
