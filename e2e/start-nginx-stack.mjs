// Starts the nginx e2e stack: the sandbox (in-memory, control API keyed per stack), every remote
// released into a fresh CDN folder, and real nginx with the shipped config (ops/nginx) on E2E_PORT.
// Used by playwright.nginx.config.ts's webServer.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8380';
const sandboxPort = process.env.E2E_SANDBOX_PORT ?? '4380';
const controlKey = randomBytes(24).toString('base64url');
const keyFile = path.join(root, 'test-results', `e2e-control-key-${port}`);
mkdirSync(path.dirname(keyFile), { recursive: true });
writeFileSync(keyFile, `${controlKey}\n`, { mode: 0o600 });
chmodSync(keyFile, 0o600);

const child = spawn(path.join(root, 'ops', 'node_modules', '.bin', 'tsx'), [path.join(root, 'ops', 'src', 'bin', 'nginx-stack.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NGINX_PORT: port,
    NGINX_SANDBOX_PORT: sandboxPort,
    NGINX_STACK_DIR: path.join(root, 'test-results', `nginx-stack-${port}`),
    SANDBOX_CONTROL_KEY: controlKey,
    // No analytics consent banner over the flows (as in start-stack.mjs): no gtag id is configured.
    SANDBOX_GTAG_ID: '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
