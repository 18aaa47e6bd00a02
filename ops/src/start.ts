/**
 * `pnpm start`: build what is missing, start the sandbox, release every remote whose build is not
 * live yet into the local CDN, precompress the host, serve everything on one origin and print the
 * URL (http://localhost:8080 unless PORT). Children die with the parent.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { startGateway, type Gateway } from './cdn/gateway';
import { contentDigest, digestDifferences, precompress, readJson } from './fsutil';
import {
  REMOTES,
  REMOTE_NAMES,
  REPO_ROOT,
  cdnDir,
  hostDir,
  remoteDistDir,
  sandboxUrl,
  type RemoteName,
} from './paths';
import { dieTogether, isStopping, portFree, runPnpm } from './proc';
import { Refusal, hostSharedVersions, readLiveManifest, release, unmetRequirements } from './release';
import { sandboxCsp, startSandbox } from './sandbox';
import { cspConfigFromEnv, mergeCsp } from './csp';

let log = (line: string): void => console.log(line);
/** Tests capture the log. */
export const setLog = (fn: (line: string) => void): void => void (log = fn);

export const HOST_FILES = ['index.html', 'main.js', 'mf-manifest.json'];
export const REMOTE_FILES = ['remoteEntry.js', 'mf-manifest.json', 'contribution.json', 'build-info.json'];

export const isBuilt = (dir: string, files: string[]): boolean =>
  files.every((f) => fs.existsSync(path.join(dir, f)));

/** Build the host and every remote whose dist is missing (one at a time). Returns the remotes that could not be built. */
export function buildMissing(host: string): RemoteName[] {
  const failed: RemoteName[] = [];
  if (!isBuilt(host, HOST_FILES)) {
    if (path.resolve(host) !== path.join(REPO_ROOT, 'host', 'dist'))
      throw new Error(`HOST_DIR ${host} holds no host build`);
    log('build: host/dist is missing → pnpm --filter @vitrine/host build');
    const started = Date.now();
    if (runPnpm(['--filter', '@vitrine/host', 'build']) !== 0 || !isBuilt(host, HOST_FILES))
      throw new Error('the host build failed (see above)');
    log(`build: host built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const name of REMOTE_NAMES) {
    const dist = remoteDistDir(name);
    if (isBuilt(dist, REMOTE_FILES)) continue;
    log(`build: ${REMOTES[name].folder}/dist is missing → pnpm --filter ${REMOTES[name].pkg} build`);
    const started = Date.now();
    if (runPnpm(['--filter', REMOTES[name].pkg, 'build']) !== 0 || !isBuilt(dist, REMOTE_FILES)) {
      log(`build: ${name} failed to build; the storefront starts without it`);
      failed.push(name);
    } else log(`build: ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return failed;
}

/**
 * Release each built remote that is not live yet: a remote with no live entry, or whose built
 * version is newer than the live one and was never released. A remote an operator released or
 * rolled back to another version is left as it is.
 */
export function releaseBuilt(
  cdn: string,
  host: string,
  skip: RemoteName[] = [],
  distOf: (name: RemoteName) => string = remoteDistDir,
): void {
  const live = readLiveManifest(cdn);
  for (const name of REMOTE_NAMES) {
    if (skip.includes(name)) continue;
    const dist = distOf(name);
    if (!isBuilt(dist, REMOTE_FILES)) continue;
    const built = readJson<{ version: string }>(path.join(dist, 'build-info.json')).version;
    const current = live.remotes[name]?.version;
    const folder = path.join(cdn, 'remotes', name, built);
    if (current === built) {
      const differences = fs.existsSync(folder)
        ? digestDifferences(contentDigest(folder), contentDigest(dist))
        : [];
      log(
        differences.length
          ? `release: ${name} ${built} is live, but ${REMOTES[name].folder}/dist differs from it (${differences.length} files): bump the version and pnpm release ${name}`
          : `release: ${name} ${built} is live`,
      );
      continue;
    }
    if (current && (fs.existsSync(folder) || !semver.valid(built) || !semver.gt(built, current))) {
      log(`release: ${name} ${current} is live (built ${built} left as is; pnpm release ${name} to change)`);
      continue;
    }
    try {
      log(`release: ${release({ remote: name, cdnDir: cdn, hostDir: host, from: dist }).message}`);
    } catch (error) {
      log(
        error instanceof Refusal
          ? `release: ${name} refused: ${error.message}`
          : `release: ${name} failed: ${(error as Error).message}`,
      );
    }
  }
}

/** Warn about live remotes whose shared requirements the (possibly rebuilt) host no longer meets. */
export function warnIncompatible(cdn: string, host: string): void {
  const shared = hostSharedVersions(host);
  for (const [name, remote] of Object.entries(readLiveManifest(cdn).remotes)) {
    const unmet = unmetRequirements(remote?.requires ?? {}, shared);
    if (unmet.length)
      log(
        `warning: live ${name} ${remote?.version} needs what this host does not provide: ${unmet.join('; ')}`,
      );
  }
}

export async function main(): Promise<void> {
  const port = Number(process.env.PORT || 8080);
  const cdn = cdnDir();
  const host = hostDir();
  const backend = sandboxUrl();
  if (!(await portFree(port)))
    throw new Error(`port ${port} is already in use; stop what uses it or set PORT`);

  const running: { gateway?: Gateway } = {};
  dieTogether(async () => running.gateway?.close());

  const failed = buildMissing(host);
  const sandbox = await startSandbox(backend, 'start', log);
  releaseBuilt(cdn, host, failed);
  const written = precompress(host, { onlyIfStale: true });
  if (written) log(`host: precompressed ${written} files (.br, .gz)`);

  warnIncompatible(cdn, host);
  const gateway = await startGateway({
    port,
    cdnDir: cdn,
    hostDir: host,
    sandboxUrl: backend,
    csp: mergeCsp(cspConfigFromEnv(), sandboxCsp(backend)),
  });
  running.gateway = gateway;
  const live = readLiveManifest(cdn);
  const summary = REMOTE_NAMES.map((n) => `${n} ${live.remotes[n]?.version ?? '—'}`).join(', ');
  log(`remotes: ${summary}; sandbox: ${sandbox.state}`);
  log(
    process.env.SANDBOX_CONTROL === '1'
      ? 'sandbox control API: on (SANDBOX_CONTROL=1), keyed: send X-Sandbox-Key (SANDBOX_CONTROL_KEY, or the key in .data/sandbox-control.key)'
      : 'sandbox control API: off (SANDBOX_CONTROL=1 pnpm start turns it on, with a per-run key)',
  );
  log(`Vitrine storefront: http://localhost:${gateway.port}`);
  if (sandbox.child)
    void sandbox.child.exited.then((code) => {
      if (!isStopping())
        log(`sandbox: exited (code ${code}); API calls answer 502 gateway_unavailable until it is back`);
    });
}
