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
};
