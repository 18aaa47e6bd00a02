/**
 * `pnpm dev [--only games[,member]]`: the sandbox in watch mode, `webpack --watch --mode development`
 * for the host and the watched remotes, and the gateway on PORT (8080) serving a `remotes.json` in
 * which each watched remote points at its development build (`/__dev/<name>/mf-manifest.json`);
 * the other remotes come from the versions released into the local CDN (.cdn). Development builds
 * go to `<cdn>/dev/<app>/` so they never mix with the release builds in `<app>/dist`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startGateway, type Gateway } from './cdn/gateway';
import { REMOTES, REMOTE_NAMES, cdnDir, isRemoteName, sandboxUrl, type RemoteName } from './paths';
import { dieTogether, portFree, startPnpm } from './proc';
import { Refusal, parseCli, readLiveManifest } from './release';
import { sandboxCsp, startSandbox } from './sandbox';
import { cspConfigFromEnv, mergeCsp } from './csp';

const log = (line: string): void => console.log(line);

/** The remotes `--only` names (comma-separated or repeated); all of them without it. */
export function watchedRemotes(argv: string[]): RemoteName[] {
  const only: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--only') only.push(...(argv[++i] ?? '').split(','));
    else if (arg.startsWith('--only=')) only.push(...arg.slice('--only='.length).split(','));
  }
  const names = only.map((n) => n.trim()).filter(Boolean);
  if (!names.length) return [...REMOTE_NAMES];
  const unknown = names.filter((n) => !isRemoteName(n));
  if (unknown.length)
    throw new Refusal(`unknown remote ${unknown.join(', ')} (one of: ${REMOTE_NAMES.join(', ')})`);
  return [...new Set(names)] as RemoteName[];
}

export async function main(argv: string[]): Promise<void> {
  const usage = 'usage: pnpm dev [--only games[,member,…]]';
  const { values } = parseCli(argv, { only: { type: 'string', multiple: true } }, usage, {
    only: 'remote names (games, member, agent, promotions)',
  });
  if (values.help) {
    log(usage);
    return;
  }
  const watched = watchedRemotes(argv);
  const port = Number(process.env.PORT || 8080);
  const cdn = cdnDir();
  const devDir = path.join(cdn, 'dev');
  if (!(await portFree(port)))
    throw new Error(`port ${port} is already in use; stop what uses it or set PORT`);

  const running: { gateway?: Gateway } = {};
  dieTogether(async () => running.gateway?.close());

  // A development stack asks for the sandbox's control API (a per-run key, written to
  // .data/sandbox-control.key unless SANDBOX_CONTROL_KEY is set; send it as X-Sandbox-Key).
  const sandbox = await startSandbox(sandboxUrl(), 'dev', log, undefined, { SANDBOX_CONTROL: '1' });

  const hostOut = path.join(devDir, 'host');
  startPnpm('host', ['--filter', '@vitrine/host', 'exec', 'webpack', '--watch', '--mode', 'development'], {
    OUT_DIR: hostOut,
  });
  const devRemotes: Partial<Record<RemoteName, string>> = {};
  for (const name of watched) {
    const out = path.join(devDir, name);
    devRemotes[name] = out;
    startPnpm(name, ['--filter', REMOTES[name].pkg, 'exec', 'webpack', '--watch', '--mode', 'development'], {
      OUT_DIR: out,
    });
  }
  const live = readLiveManifest(cdn);
  for (const name of REMOTE_NAMES.filter((n) => !watched.includes(n)))
    log(
      live.remotes[name]
        ? `dev: ${name} ${live.remotes[name]?.version} from the local CDN`
        : `dev: ${name} is not released in ${cdn}; run pnpm start once (or pnpm release ${name})`,
    );

  fs.mkdirSync(hostOut, { recursive: true });
  const gateway = await startGateway({
    port,
    cdnDir: cdn,
    hostDir: hostOut,
    sandboxUrl: sandbox.url,
    devRemotes,
    hostNoCache: true,
    // Development builds evaluate their modules (eval-cheap-module-source-map).
    csp: mergeCsp(cspConfigFromEnv(), sandboxCsp(sandbox.url), { scriptSrc: ["'unsafe-eval'"] }),
  });
  running.gateway = gateway;
  log(
    `dev: watching host and ${watched.join(', ')}; sandbox: ${sandbox.state}. Reload the page after a rebuild.`,
  );
  log(`Vitrine storefront (dev): http://localhost:${gateway.port}`);
}
