/**
 * The storefront behind real nginx with the shipped config (ops/nginx/vitrine.conf), in front of
 * the sandbox through the dev includes: what `pnpm start` does with the Node gateway, done by
 * nginx. Used by the nginx e2e (e2e/playwright.nginx.config.ts); nginx and its brotli module are
 * installed with apt when missing.
 *
 * Env: NGINX_PORT (8380), NGINX_SANDBOX_PORT (4380), NGINX_STACK_DIR (test-results/nginx-<port>),
 * SANDBOX_CONTROL_KEY (the sandbox's control key; required, the e2e passes one per stack).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nginxCspInclude } from './csp';
import { precompress } from './fsutil';
import { REPO_ROOT, REMOTE_NAMES, hostDir, remoteDistDir } from './paths';
import { dieTogether, startChild, waitForHttp } from './proc';
import { releaseBuilt, setLog } from './start';

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const BROTLI_PATHS = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', '/usr/local/nginx/modules/ngx_http_brotli_static_module.so'];
const MIME_TYPES = '/etc/nginx/mime.types';

const log = (line: string): void => console.log(`nginx-stack: ${line}`);
const found = (paths: string[]): string | undefined => paths.find((p) => fs.existsSync(p));

function aptInstall(packages: string[]): boolean {
  log(`installing ${packages.join(' ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status !== 0) return false;
  return spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env }).status === 0;
}

/** nginx (and the brotli_static module when apt has it): installed when missing, like Chromium. */
export function ensureNginx(): { nginx: string; brotli?: string } {
  let nginx = found(NGINX_PATHS);
  let brotli = found(BROTLI_PATHS);
  if (!nginx || !brotli) {
    aptInstall(nginx ? ['libnginx-mod-http-brotli-static'] : ['nginx', 'libnginx-mod-http-brotli-static']);
    nginx = found(NGINX_PATHS);
    brotli = found(BROTLI_PATHS);
  }
  if (!nginx) throw new Error('nginx is not installed and apt-get could not install it');
  if (!brotli) log('the brotli_static module is not available: serving the .gz siblings only (gzip_static)');
  return { nginx, brotli };
}

/** The shipped config, pointed at this stack's folders and ports (nothing else changed). */
export function stackConfig(options: {
  dir: string;
  cdn: string;
  host: string;
  port: number;
  sandboxPort: number;
  brotli?: string;
}): string {
  const nginxDir = path.join(REPO_ROOT, 'ops', 'nginx');
  const read = (name: string) => fs.readFileSync(path.join(nginxDir, name), 'utf8');
  let site = read('vitrine.conf')
    .replace(/\/srv\/vitrine\/host/g, options.host)
    .replace(/\/srv\/vitrine\/cdn/g, options.cdn)
    .replace(/\/srv\/vitrine\/nginx\.d/g, path.join(options.dir, 'nginx.d'))
    .replace(/\/srv\/vitrine\/csp\.conf/g, path.join(options.dir, 'csp.conf'))
    .replace(/listen 8080;/, `listen 127.0.0.1:${options.port};`)
    .replace(/\n\s*listen \[::\]:8080;/, '');
  if (!options.brotli) site = site.replace(/^\s*brotli_static on;$/m, '');
  fs.mkdirSync(path.join(options.dir, 'nginx.d'), { recursive: true });
  fs.writeFileSync(path.join(options.dir, 'nginx.d', 'sandbox.conf'), read('sandbox.dev.conf'));
  fs.writeFileSync(path.join(options.dir, 'site.conf'), site);
  const upstream = read('sandbox-upstream.dev.conf').replace('127.0.0.1:4010', `127.0.0.1:${options.sandboxPort}`);
  const temp = (name: string) => path.join(options.dir, 'tmp', name);
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(temp(t), { recursive: true });
  return [
    options.brotli ? `load_module ${options.brotli};` : '',
    `pid ${path.join(options.dir, 'nginx.pid')};`,
    `error_log ${path.join(options.dir, 'error.log')} warn;`,
    'daemon off;',
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    `  include ${MIME_TYPES};`,
    `  access_log ${path.join(options.dir, 'access.log')};`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    upstream,
    `  include ${path.join(options.dir, 'site.conf')};`,
    '}',
    '',
  ].join('\n');
}

export async function main(): Promise<void> {
  const port = Number(process.env.NGINX_PORT || 8380);
  const sandboxPort = Number(process.env.NGINX_SANDBOX_PORT || 4380);
  const dir = path.resolve(process.env.NGINX_STACK_DIR || path.join(REPO_ROOT, 'test-results', `nginx-${port}`));
  const key = process.env.SANDBOX_CONTROL_KEY;
  if (!key) throw new Error('SANDBOX_CONTROL_KEY is required (the e2e passes a new one per stack)');
  const { nginx, brotli } = ensureNginx();

  fs.rmSync(dir, { recursive: true, force: true });
  const cdn = path.join(dir, 'cdn');
  const host = hostDir();
  for (const name of REMOTE_NAMES)
    if (!fs.existsSync(path.join(remoteDistDir(name), 'remoteEntry.js')))
      throw new Error(`${name} is not built (pnpm --filter @vitrine/remote-${name} build)`);
  if (!fs.existsSync(path.join(host, 'index.html'))) throw new Error('the host is not built (pnpm --filter @vitrine/host build)');

  const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
  // The children (sandbox, nginx) stop with this process.
  dieTogether(async () => undefined);

  // The sandbox, its control API keyed for this stack.
  const sandbox = startChild('sandbox', path.join(REPO_ROOT, 'sandbox', 'node_modules', '.bin', 'tsx'), [path.join(REPO_ROOT, 'sandbox', 'src', 'main.ts')], {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_DB: ':memory:',
    SANDBOX_CONTROL: '1',
    SANDBOX_CONTROL_KEY: key,
  });

  // Every remote released into this stack's CDN (with .br/.gz), the host precompressed.
  setLog(log);
  releaseBuilt(cdn, host);
  precompress(host, { onlyIfStale: true });

  // The CSP include from the deployed index.html, with the sandbox provider framed.
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'csp.conf'), nginxCspInclude(fs.readFileSync(path.join(host, 'index.html'), 'utf8'), { frameSrc: [sandboxOrigin] }));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, stackConfig({ dir, cdn, host, port, sandboxPort, brotli }));
  const check = spawnSync(nginx, ['-t', '-q', '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);

  if ((await waitForHttp(`${sandboxOrigin}/wps/system/status`, { timeoutMs: 60_000, child: sandbox })) !== 'up')
    throw new Error('the sandbox did not start');
  const server = startChild('nginx', nginx, ['-c', conf]);
  if ((await waitForHttp(`http://127.0.0.1:${port}/remotes.json`, { timeoutMs: 30_000, child: server })) !== 'up')
    throw new Error(`nginx did not answer (see ${path.join(dir, 'error.log')})`);
  log(`Vitrine storefront behind nginx: http://localhost:${port} (config ${conf}${brotli ? ', brotli_static' : ', gzip_static only'})`);
}
