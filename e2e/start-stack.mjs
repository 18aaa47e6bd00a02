// Starts the e2e stack: a fresh CDN folder, the sandbox on an in-memory database, every remote
// released, the gateway on E2E_PORT. Used by playwright.config.ts's webServer.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8180';
const sandboxPort = process.env.E2E_SANDBOX_PORT ?? '4180';
// One CDN folder per stack port, so two stacks on one machine never share (or wipe) releases.
const cdnDir = path.join(root, 'test-results', port === '8180' ? 'e2e-cdn' : `e2e-cdn-${port}`);
rmSync(cdnDir, { recursive: true, force: true });

const child = spawn(path.join(root, 'ops', 'node_modules', '.bin', 'tsx'), [path.join(root, 'ops', 'src', 'bin', 'start.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    SANDBOX_PORT: sandboxPort,
    SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
    SANDBOX_DB: ':memory:',
    CDN_DIR: cdnDir,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
