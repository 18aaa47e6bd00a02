/**
 * `pnpm release <remote> [version]` and `pnpm rollback <remote>`.
 *
 * A release validates a built remote (its MF manifest, its contribution, the host's shared versions
 * against the remote's requirements, the integrity hash), copies it into the immutable folder
 * `<cdn>/remotes/<name>/<version>/` (temp folder + rename), then swaps `<cdn>/remotes.json`
 * atomically (temp file + rename) and appends to `<cdn>/release-history.jsonl`. A rollback points
 * one remote back at its previous live version from that history. Neither rebuilds anything nor
 * touches the host or another remote's files. Every refusal leaves the CDN folder as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {
  validateContribution,
  validateManifest,
  type ManifestRemote,
  type RemoteManifest,
} from '../../shared/src/federation/manifest';
import type { RemoteContribution } from '../../shared/src/federation/contract';
import {
  contentDigest,
  copyDir,
  digestDifferences,
  integrityOf,
  isCompressedSibling,
  listFiles,
  precompress,
  tempDirBeside,
  writeFileAtomicCompressed,
} from './fsutil';
import {
  REMOTE_NAMES,
  cdnDir as defaultCdnDir,
  fromUserCwd,
  hostDir as defaultHostDir,
  isRemoteName,
  remoteDistDir,
  type RemoteName,
} from './paths';

/** A release or rollback that was refused; `message` is the one-line reason shown to the user. */
export class Refusal extends Error {
  override name = 'Refusal';
}

export interface BuildInfo {
  name: string;
  version: string;
  requires: Record<string, string>;
  builtAt?: string;
}

/** The parts of a Module Federation `mf-manifest.json` ops reads. */
export interface MfManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path?: string } };
  shared: Array<{
    name: string;
    version: string;
    requiredVersion?: string;
    assets?: { js?: { sync?: string[] } };
  }>;
  exposes: Array<{ name: string; path: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

export interface HistoryEntry {
  at: string;
  /** release: made live; canary: offered to `percent` of browsers; rollback: back to `version` (or canary withdrawn). */
  action: 'release' | 'rollback' | 'canary';
  percent?: number;
  remote: RemoteName;
  version: string;
  previous: string | null;
  integrity?: string;
}

export interface CommonOptions {
  cdnDir?: string;
  hostDir?: string;
  /** Prefix of entry URLs when the CDN lives on another origin (env CDN_PUBLIC_URL); '' = same origin. */
  publicBase?: string;
  now?: () => Date;
}

export interface ReleaseOptions extends CommonOptions {
  remote: string;
  /** Must equal the build's version when given (the build embeds its version). */
  version?: string;
  /** The built remote; default `<remote folder>/dist`. */
  from?: string;
  /** Offer the build to this share of browsers (0–100) beside the live version instead of replacing it. */
  canary?: number;
}

export interface Outcome {
  remote: RemoteName;
  version: string;
  previous: string | null;
  /** false when nothing had to change (the version was already live). */
  changed: boolean;
  entry: ManifestRemote;
  message: string;
}

const MANIFEST = 'remotes.json';
const HISTORY = 'release-history.jsonl';
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const rel = (p: string): string => path.relative(process.cwd(), p) || '.';

function parseJsonFile(file: string, label: string): unknown {
  if (!fs.existsSync(file)) throw new Refusal(`${label} is missing (${rel(file)})`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Refusal(`${label} is not valid JSON (${rel(file)}): ${(error as Error).message}`);
  }
}

/** Check the shape of a remote's mf-manifest.json and that the files it names exist. */
export function checkMfManifest(remote: string, input: unknown, dir: string): MfManifest {
  const problems: string[] = [];
  if (!isObject(input)) throw new Refusal('mf-manifest.json is malformed: not a JSON object');
  if (input.name !== remote) problems.push(`name is ${JSON.stringify(input.name)}, expected "${remote}"`);
  const meta = input.metaData;
  const entry = isObject(meta) && isObject(meta.remoteEntry) ? meta.remoteEntry : undefined;
  if (!entry || typeof entry.name !== 'string' || !entry.name)
    problems.push('metaData.remoteEntry.name is missing');
  if (!Array.isArray(input.shared)) problems.push('shared must be an array');
  if (!Array.isArray(input.exposes)) problems.push('exposes must be an array');
  else
    input.exposes.forEach((e: unknown, i) => {
      const js = isObject(e) && isObject(e.assets) && isObject(e.assets.js) ? e.assets.js : undefined;
      if (
        !isObject(e) ||
        typeof e.path !== 'string' ||
        typeof e.name !== 'string' ||
        !js ||
        !Array.isArray(js.sync) ||
        !Array.isArray(js.async)
      )
        problems.push(`exposes[${i}] needs name, path and assets.js.{sync,async}`);
    });
  if (problems.length) throw new Refusal(`mf-manifest.json is malformed: ${problems.join('; ')}`);
  const mf = input as unknown as MfManifest;
  const entryFile = path.posix.join(mf.metaData.remoteEntry.path || '', mf.metaData.remoteEntry.name);
  if (!fs.existsSync(path.join(dir, entryFile)))
    throw new Refusal(
      `the build is incomplete: ${entryFile} named by mf-manifest.json is missing in ${rel(dir)}`,
    );
  for (const expose of mf.exposes)
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async])
      if (!fs.existsSync(path.join(dir, file)))
        throw new Refusal(
          `the build is incomplete: ${file} (chunk of ${expose.path}) is missing in ${rel(dir)}`,
        );
  return mf;
}

export function checkBuildInfo(remote: string, input: unknown): BuildInfo {
  if (!isObject(input)) throw new Refusal('build-info.json is malformed: not a JSON object');
  if (input.name !== remote)
    throw new Refusal(
      `build-info.json is malformed: name is ${JSON.stringify(input.name)}, expected "${remote}"`,
    );
  if (typeof input.version !== 'string' || !semver.valid(input.version))
    throw new Refusal(
      `build-info.json is malformed: version ${JSON.stringify(input.version)} is not a semver version`,
    );
  const requires = input.requires ?? {};
  if (!isObject(requires) || !Object.values(requires).every((v) => typeof v === 'string'))
    throw new Refusal('build-info.json is malformed: requires must map package names to semver ranges');
  return { ...(input as unknown as BuildInfo), requires: requires as Record<string, string> };
}

/** `react-dom/client` → `react-dom`; `@scope/pkg/sub` → `@scope/pkg`. */
const packageOf = (name: string): string =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** The shared package versions the host build provides (from host/dist/mf-manifest.json). */
export function hostSharedVersions(hostDir: string): Map<string, string> {
  const file = path.join(hostDir, 'mf-manifest.json');
  if (!fs.existsSync(file))
    throw new Refusal(
      `the host build is missing (${rel(file)}); build it with: pnpm --filter @vitrine/host build`,
    );
  const mf = parseJsonFile(file, 'the host mf-manifest.json');
  if (!isObject(mf) || !Array.isArray(mf.shared))
    throw new Refusal(`the host mf-manifest.json has no shared list (${rel(file)})`);
  const versions = new Map<string, string>();
  for (const s of mf.shared as unknown[]) {
    if (!isObject(s) || typeof s.name !== 'string' || typeof s.version !== 'string') continue;
    const name = s.name.replace(/\/$/, '');
    versions.set(name, s.version);
    // A trailing-slash share (`react-dom/`) appears as its subpaths (`react-dom/client`): they
    // carry the version of their package, which is what a remote's requirement names.
    const pkg = packageOf(name);
    if (pkg !== name && !versions.has(pkg)) versions.set(pkg, s.version);
  }
  return versions;
}

/** Every shared requirement the host cannot meet, as readable lines (empty when all are met). */
export function unmetRequirements(requires: Record<string, string>, host: Map<string, string>): string[] {
  const unmet: string[] = [];
  for (const [rawName, range] of Object.entries(requires)) {
    const name = rawName.replace(/\/$/, '');
    const provided = host.get(name);
    if (!semver.validRange(range)) unmet.push(`${name}: "${range}" is not a semver range`);
    else if (!provided) unmet.push(`${name} ${range} is required but the host does not share ${name}`);
    else if (!semver.satisfies(provided, range, { includePrerelease: true }))
      unmet.push(`${name} ${range} is required but the host provides ${provided}`);
  }
  return unmet;
}

export interface InspectedBuild {
  dir: string;
  mf: MfManifest;
  contribution: RemoteContribution;
  buildInfo: BuildInfo;
  entryFile: string;
}

/** Read and validate a built remote folder (a dist or a released version folder). */
export function inspectBuild(remote: RemoteName, dir: string): InspectedBuild {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
    throw new Refusal(
      `the build of ${remote} is missing (${rel(dir)}); build it with: pnpm --filter @vitrine/remote-${remote} build`,
    );
  const mf = checkMfManifest(
    remote,
    parseJsonFile(path.join(dir, 'mf-manifest.json'), 'mf-manifest.json'),
    dir,
  );
  const contribution = parseJsonFile(path.join(dir, 'contribution.json'), 'contribution.json');
  const errors = validateContribution(remote, contribution);
  if (errors.length) throw new Refusal(`contribution.json is malformed: ${errors.join('; ')}`);
  const c = contribution as RemoteContribution;
  const exposed = new Set(mf.exposes.map((e) => e.path));
  const named = [
    ...c.routes.map((r) => r.expose),
    ...(c.memberPanels ?? []).map((p) => p.expose),
    ...(c.agentItems ?? []).map((p) => p.expose),
    ...Object.values(c.slots ?? {}),
  ];
  const missing = named.filter((e): e is string => typeof e === 'string' && !exposed.has(e));
  if (missing.length)
    throw new Refusal(
      `contribution.json names modules the build does not expose: ${[...new Set(missing)].join(', ')}`,
    );
  const buildInfo = checkBuildInfo(
    remote,
    parseJsonFile(path.join(dir, 'build-info.json'), 'build-info.json'),
  );
  const entryFile = path.posix.join(mf.metaData.remoteEntry.path || '', mf.metaData.remoteEntry.name);
  return { dir, mf, contribution: c, buildInfo, entryFile };
}

/** The current `remotes.json` (an empty manifest when none was written yet). */
export function readLiveManifest(cdn: string): RemoteManifest {
  const file = path.join(cdn, MANIFEST);
  if (!fs.existsSync(file)) return { schema: 1, remotes: {} };
  const result = validateManifest(parseJsonFile(file, 'the live remotes.json'));
  if (!result.ok)
    throw new Refusal(
      `the live remotes.json is invalid (${result.errors.join('; ')}); fix it before releasing`,
    );
  return result.manifest;
}

export function readHistory(cdn: string): HistoryEntry[] {
  const file = path.join(cdn, HISTORY);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/**
 * Serialise writers of one CDN folder: a lock file created exclusively, removed afterwards. A lock
 * older than a minute is considered left over by a crashed run.
 */
function withLock<T>(cdn: string, fn: () => T): T {
  fs.mkdirSync(cdn, { recursive: true });
  const lock = path.join(cdn, '.release.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(lock).mtimeMs;
      if (age > 60_000) fs.rmSync(lock, { force: true });
      else if (attempt > 50) throw new Refusal(`another release is running (${rel(lock)}); try again`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

const entryUrl = (base: string, remote: string, version: string): string =>
  `${base.replace(/\/$/, '')}/remotes/${remote}/${version}/mf-manifest.json`;

function commit(cdn: string, manifest: RemoteManifest, history: HistoryEntry): void {
  const checked = validateManifest(manifest);
  if (!checked.ok) throw new Refusal(`the new remotes.json would be invalid: ${checked.errors.join('; ')}`);
  // Compressed siblings too: remotes.json (about 15 KB) is on every page's critical path.
  writeFileAtomicCompressed(path.join(cdn, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.appendFileSync(path.join(cdn, HISTORY), `${JSON.stringify(history)}\n`);
}

const options = (o: CommonOptions) => ({
  cdn: o.cdnDir ?? defaultCdnDir(),
  host: o.hostDir ?? defaultHostDir(),
  base: o.publicBase ?? process.env.CDN_PUBLIC_URL ?? '',
  now: o.now ?? (() => new Date()),
});

function remoteName(name: string): RemoteName {
  if (!isRemoteName(name)) throw new Refusal(`unknown remote "${name}" (one of: ${REMOTE_NAMES.join(', ')})`);
  return name;
}

/** Release a built remote. Throws `Refusal` (nothing changed) when the build cannot go live. */
export function release(opts: ReleaseOptions): Outcome {
  const { cdn, host, base, now } = options(opts);
  const remote = remoteName(opts.remote);
  const build = inspectBuild(remote, opts.from ?? remoteDistDir(remote));
  const version = opts.version ?? build.buildInfo.version;
  if (!semver.valid(version) || semver.clean(version) !== version)
    throw new Refusal(`"${version}" is not a semver version (like 1.4.2)`);
  if (version !== build.buildInfo.version)
    throw new Refusal(
      `the build in ${rel(build.dir)} is version ${build.buildInfo.version}, not ${version}; rebuild with REMOTE_VERSION=${version} (add OUT_DIR=... to keep both builds)`,
    );
  const unmet = unmetRequirements(build.buildInfo.requires, hostSharedVersions(host));
  if (unmet.length)
    throw new Refusal(`${remote} ${version} is incompatible with the host: ${unmet.join('; ')}`);

  return withLock(cdn, () => {
    const manifest = readLiveManifest(cdn);
    const current = manifest.remotes[remote];
    const target = path.join(cdn, 'remotes', remote, version);
    const existing = fs.existsSync(target);
    if (existing) {
      const differences = digestDifferences(contentDigest(target), contentDigest(build.dir));
      if (differences.length)
        throw new Refusal(
          `${remote} ${version} is already in the CDN with different content (${differences.slice(0, 3).join(', ')}${differences.length > 3 ? ', …' : ''}); release it under a new version`,
        );
    }
    const integrity = integrityOf(path.join(build.dir, build.entryFile));
    const entry: ManifestRemote = {
      version,
      entry: entryUrl(base, remote, version),
      integrity,
      requires: build.buildInfo.requires,
      contribution: build.contribution,
      releasedAt: now().toISOString(),
    };
    const canary = opts.canary;
    if (canary !== undefined) {
      if (!Number.isFinite(canary) || canary < 0 || canary > 100)
        throw new Refusal(`--canary takes a share of browsers 0–100, not ${canary}`);
      if (!current) throw new Refusal(`${remote} has no live version yet; release it fully before a canary`);
      if (current.version === version) throw new Refusal(`${remote} ${version} is already the live version`);
    } else if (
      current &&
      current.version === version &&
      current.integrity === integrity &&
      current.entry === entry.entry
    )
      return {
        remote,
        version,
        previous: version,
        changed: false,
        entry: current,
        message: `${remote} ${version} is already live; nothing changed`,
      };

    const next: RemoteManifest = { schema: 1, remotes: { ...manifest.remotes, [remote]: entry } };
    if (canary !== undefined && current)
      next.remotes[remote] = {
        ...current,
        canary: { version, entry: entry.entry, percent: canary, integrity, contribution: build.contribution },
      };
    else if (current?.canary && current.canary.version !== version)
      next.remotes[remote] = { ...entry, canary: current.canary };
    const checked = validateManifest(next);
    if (!checked.ok) throw new Refusal(`the new remotes.json would be invalid: ${checked.errors.join('; ')}`);

    if (!existing) {
      const tmp = tempDirBeside(target);
      try {
        const all = new Set(listFiles(build.dir));
        copyDir(build.dir, tmp, (f) => isCompressedSibling(f, all));
        precompress(tmp);
        fs.chmodSync(tmp, 0o755); // mkdtemp makes it private; web servers must read it
        fs.renameSync(tmp, target);
      } catch (error) {
        fs.rmSync(tmp, { recursive: true, force: true });
        throw error;
      }
    }
    const previous = current?.version ?? null;
    if (canary !== undefined) {
      commit(cdn, next, {
        at: now().toISOString(),
        action: 'canary',
        remote,
        version,
        previous,
        integrity,
        percent: canary,
      });
      return {
        remote,
        version,
        previous,
        changed: true,
        entry: next.remotes[remote] as ManifestRemote,
        message: `canary ${remote} ${version} for ${canary}% of browsers (live stays ${previous}): ${entry.entry} ${integrity}`,
      };
    }
    commit(cdn, next, { at: now().toISOString(), action: 'release', remote, version, previous, integrity });
    return {
      remote,
      version,
      previous,
      changed: true,
      entry,
      message: `released ${remote} ${version}${previous ? ` (was ${previous})` : ''}: ${entry.entry} ${integrity}`,
    };
  });
}

/** The stack of live versions of one remote, replayed from the history (last = live). */
export function liveStack(history: HistoryEntry[], remote: RemoteName): string[] {
  const stack: string[] = [];
  for (const h of history) {
    if (h.remote !== remote || h.action === 'canary') continue;
    if (h.action === 'release') {
      if (stack[stack.length - 1] !== h.version) stack.push(h.version);
    } else {
      while (stack.length && stack[stack.length - 1] !== h.version) stack.pop();
      if (!stack.length) stack.push(h.version);
    }
  }
  return stack;
}

export interface RollbackOptions extends CommonOptions {
  remote: string;
  /** Roll back even when the host no longer meets the older build's shared requirements. */
  force?: boolean;
}

/**
 * Point one remote back at its previous live version — or, when a canary is out, withdraw the
 * canary (everyone back on the live version). Throws `Refusal` (nothing changed) when there is none.
 */
export function rollback(opts: RollbackOptions): Outcome {
  const { cdn, host, base, now } = options(opts);
  const remote = remoteName(opts.remote);
  return withLock(cdn, () => {
    const manifest = readLiveManifest(cdn);
    const current = manifest.remotes[remote];
    if (!current) throw new Refusal(`${remote} is not live; nothing to roll back`);
    if (current.canary) {
      const { canary, ...live } = current;
      commit(
        cdn,
        { schema: 1, remotes: { ...manifest.remotes, [remote]: live } },
        {
          at: now().toISOString(),
          action: 'rollback',
          remote,
          version: current.version,
          previous: current.version,
          integrity: current.integrity,
        },
      );
      return {
        remote,
        version: current.version,
        previous: current.version,
        changed: true,
        entry: live,
        message: `withdrew the ${remote} ${canary.version} canary; everyone gets ${current.version}`,
      };
    }
    const stack = liveStack(readHistory(cdn), remote);
    while (stack.length && stack[stack.length - 1] === current.version) stack.pop();
    const version = stack[stack.length - 1];
    if (!version)
      throw new Refusal(
        `${remote} has no previous version in ${rel(path.join(cdn, HISTORY))} (live: ${current.version})`,
      );
    const dir = path.join(cdn, 'remotes', remote, version);
    if (!fs.existsSync(dir)) throw new Refusal(`${remote} ${version} is no longer in the CDN (${rel(dir)})`);
    const build = inspectBuild(remote, dir);
    if (!opts.force) {
      const unmet = unmetRequirements(build.buildInfo.requires, hostSharedVersions(host));
      if (unmet.length)
        throw new Refusal(
          `${remote} ${version} is incompatible with the current host: ${unmet.join('; ')} (use --force to roll back anyway)`,
        );
    }
    const integrity = integrityOf(path.join(dir, build.entryFile));
    const entry: ManifestRemote = {
      version,
      entry: entryUrl(base, remote, version),
      integrity,
      requires: build.buildInfo.requires,
      contribution: build.contribution,
      releasedAt: now().toISOString(),
    };
    commit(
      cdn,
      { schema: 1, remotes: { ...manifest.remotes, [remote]: entry } },
      {
        at: now().toISOString(),
        action: 'rollback',
        remote,
        version,
        previous: current.version,
        integrity,
      },
    );
    return {
      remote,
      version,
      previous: current.version,
      changed: true,
      entry,
      message: `rolled back ${remote} from ${current.version} to ${version}`,
    };
  });
}

/** Split CLI arguments into positionals and `--flag value` / `--flag` options. */
export function parseArgs(
  argv: string[],
  valued: string[],
): { positional: string[]; flags: Record<string, string | true> } {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      if (inline !== undefined) flags[key] = inline;
      else if (valued.includes(key)) {
        const value = argv[++i];
        if (value === undefined) throw new Refusal(`--${key} needs a value`);
        flags[key] = value;
      } else flags[key] = true;
    } else positional.push(arg);
  }
  return { positional, flags };
}

const pathFlag = (v: string | true | undefined): string | undefined =>
  typeof v === 'string' ? fromUserCwd(v) : undefined;

/** CLI: returns the exit code; prints one line. */
export function releaseCli(argv: string[], log = console.log, fail = console.error): number {
  try {
    const { positional, flags } = parseArgs(argv, ['from', 'cdn', 'host', 'canary']);
    if (positional.length < 1 || positional.length > 2 || flags.help)
      throw new Refusal(
        'usage: pnpm release <games|member|agent|promotions> [version] [--from <dist dir>] [--canary <percent>] [--cdn <dir>] [--host <host dist>]',
      );
    if (flags.canary === true) throw new Refusal('--canary needs a percent (0–100)');
    const outcome = release({
      remote: positional[0],
      version: positional[1],
      from: pathFlag(flags.from),
      cdnDir: pathFlag(flags.cdn),
      hostDir: pathFlag(flags.host),
      canary: flags.canary === undefined ? undefined : Number(flags.canary),
    });
    log(outcome.message);
    return 0;
  } catch (error) {
    fail(
      error instanceof Refusal
        ? `release refused: ${error.message}`
        : `release failed: ${(error as Error).stack ?? error}`,
    );
    return 1;
  }
}

export function rollbackCli(argv: string[], log = console.log, fail = console.error): number {
  try {
    const { positional, flags } = parseArgs(argv, ['cdn', 'host']);
    if (positional.length !== 1 || flags.help)
      throw new Refusal(
        'usage: pnpm rollback <games|member|agent|promotions> [--force] [--cdn <dir>] [--host <host dist>]',
      );
    const outcome = rollback({
      remote: positional[0],
      force: flags.force === true,
      cdnDir: pathFlag(flags.cdn),
      hostDir: pathFlag(flags.host),
    });
    log(outcome.message);
    return 0;
  } catch (error) {
    fail(
      error instanceof Refusal
        ? `rollback refused: ${error.message}`
        : `rollback failed: ${(error as Error).stack ?? error}`,
    );
    return 1;
  }
}
