/**
 * Validation of a built remote before it may go live: its MF manifest (and the files it names),
 * its contribution (and the modules it names), its build-info, and the host's shared versions
 * against the remote's requirements. Reads only; every problem is a `Refusal`.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { validateContribution } from '../../../shared/src/federation/manifest';
import type { RemoteContribution } from '../../../shared/src/federation/contract';
import type { RemoteName } from '../paths';
import { withMenuLabels } from './menu-labels';
import { Refusal, isObject, parseJsonFile, rel } from './refusal';

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

/** Check the shape of a remote's mf-manifest.json and that the files it names exist. */
export function checkMfManifest(remote: string, input: unknown, dir: string): MfManifest {
  const problems: string[] = [];
  if (!isObject(input)) throw new Refusal('mf-manifest.json is malformed: not a JSON object');
  if (input.name !== remote) problems.push(`name is ${JSON.stringify(input.name)}, expected "${remote}"`);
  const meta = input.metaData;
  const entry = isObject(meta) && isObject(meta.remoteEntry) ? meta.remoteEntry : undefined;
  if (!entry || typeof entry.name !== 'string' || !entry.name)
    problems.push('metaData.remoteEntry.name is missing');
  // The federation runtime evaluates getPublicPath as code: a release never ships one (issue 11).
  if (isObject(meta) && meta.getPublicPath !== undefined)
    problems.push('metaData.getPublicPath is not allowed (the runtime would run it as code); use publicPath');
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
  // What remotes.json carries: the contribution with its menu labels in every language (menu-labels.ts).
  return { dir, mf, contribution: withMenuLabels(c, dir), buildInfo, entryFile };
}
