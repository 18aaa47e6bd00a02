import fs from 'node:fs';
import path from 'node:path';

/** Where the e2e stack lives: its own ports and CDN folder, so a dev stack on :8080 is untouched. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 8180),
  sandboxPort: Number(process.env.E2E_SANDBOX_PORT ?? 4180),
  get baseUrl() {
    return `http://localhost:${this.port}`;
  },
  root: path.resolve(__dirname, '..', '..', '..'),
  get cdnDir() {
    return path.join(this.root, 'test-results', this.port === 8180 ? 'e2e-cdn' : `e2e-cdn-${this.port}`);
  },
  /** The stack's per-run sandbox control key (written by start-stack.mjs). */
  get controlKey(): string {
    const file = path.join(this.root, 'test-results', this.port === 8180 ? 'e2e-control-key' : `e2e-control-key-${this.port}`);
    return fs.readFileSync(file, 'utf8').trim();
  },
};

/** Headers of a sandbox control API call (`/__sandbox/…` status, flags, brand, SMS, captcha…). */
export const controlHeaders = (): Record<string, string> => ({ 'X-Sandbox-Key': E2E.controlKey });
