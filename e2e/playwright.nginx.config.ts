import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The key flows behind real nginx with the shipped config (ops/nginx/vitrine.conf + the sandbox dev
 * includes), not the Node gateway: `E2E_PORT=8384 E2E_SANDBOX_PORT=8385 npx playwright test -c
 * playwright.nginx.config.ts`. nginx (and its brotli module) are installed with apt when missing.
 */
const port = Number(process.env.E2E_PORT ?? 8380);
export default defineConfig({
  ...base,
  testDir: './nginx',
  reporter: [['list'], ['json', { outputFile: `../test-results/e2e-nginx-${port}.json` }]],
  outputDir: `../test-results/e2e-nginx-artifacts-${port}`,
  webServer: {
    command: 'node start-nginx-stack.mjs',
    url: `http://localhost:${port}/remotes.json`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
