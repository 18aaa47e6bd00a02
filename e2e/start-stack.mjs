// Starts the e2e stack: a fresh CDN folder, the sandbox on an in-memory database, every remote
// released, the gateway on E2E_PORT. Used by playwright.config.ts's webServer.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8180';
const sandboxPort = process.env.E2E_SANDBOX_PORT ?? '4180';
// One CDN folder per stack port, so two stacks on one machine never share (or wipe) releases.
const cdnDir = path.join(root, 'test-results', port === '8180' ? 'e2e-cdn' : `e2e-cdn-${port}`);
rmSync(cdnDir, { recursive: true, force: true });
// The sandbox control API is on for e2e, with a new key for every stack; the tests read it from
// this file (0600) and send it as X-Sandbox-Key (tests/support/env.ts).
const controlKey = randomBytes(24).toString('base64url');
const keyFile = path.join(root, 'test-results', port === '8180' ? 'e2e-control-key' : `e2e-control-key-${port}`);
mkdirSync(path.dirname(keyFile), { recursive: true });
writeFileSync(keyFile, `${controlKey}\n`, { mode: 0o600 });
chmodSync(keyFile, 0o600);

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
    SANDBOX_CONTROL: '1',
    SANDBOX_CONTROL_KEY: controlKey,
    // Analytics: the sandbox's brand has no gtagId by default here (no consent banner over other
    // specs); brand-consent.spec.ts sets G-SANDBOX000 through the control API. The gateway's CSP
    // allows the gtag script origin because GTAG_ID is configured (ops/src/csp.ts); that spec answers
    // the script from the sandbox's loopback stand-in, so nothing leaves the machine.
    SANDBOX_GTAG_ID: '',
    GTAG_ID: 'G-SANDBOX000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
