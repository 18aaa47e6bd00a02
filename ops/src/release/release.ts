/**
 * `release`: validate a built remote, copy it into the immutable folder
 * `<cdn>/remotes/<name>/<version>/` (temp folder + rename), then swap `<cdn>/remotes.json`
 * atomically and append to the history — either as the live version or as a canary beside it.
 * Every refusal leaves the CDN folder as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {
  contributionCollisions,
  validateManifest,
  type ManifestRemote,
  type RemoteManifest,
} from '../../../shared/src/federation/manifest';
import {
  contentDigest,
  copyDir,
  digestDifferences,
  integrityOf,
  isCompressedSibling,
  listFiles,
  precompress,
  tempDirBeside,
} from '../fsutil';
import { remoteDistDir } from '../paths';
import { entryUrl, remoteName, resolveOptions, type CommonOptions, type Outcome } from './common';
import { commit, readLiveManifest, withLock } from './history-lock';
import { Refusal, rel } from './refusal';
import { hostSharedVersions, inspectBuild, unmetRequirements } from './validate';

export interface ReleaseOptions extends CommonOptions {
  remote: string;
  /** Must equal the build's version when given (the build embeds its version). */
  version?: string;
  /** The built remote; default `<remote folder>/dist`. */
  from?: string;
  /** Offer the build to this share of browsers (0–100) beside the live version instead of replacing it. */
  canary?: number;
}

/** Release a built remote. Throws `Refusal` (nothing changed) when the build cannot go live. */
export function release(opts: ReleaseOptions): Outcome {
  const { cdn, host, base, now } = resolveOptions(opts);
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
    const manifestIntegrity = integrityOf(path.join(build.dir, 'mf-manifest.json'));
    const entry: ManifestRemote = {
      version,
      entry: entryUrl(base, remote, version),
      integrity,
      manifestIntegrity,
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
      current.manifestIntegrity === manifestIntegrity &&
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
        canary: { version, entry: entry.entry, percent: canary, integrity, manifestIntegrity, contribution: build.contribution },
      };
    else if (current?.canary && current.canary.version !== version)
      next.remotes[remote] = { ...entry, canary: current.canary };
    const checked = validateManifest(next, { requireIntegrity: false });
    if (!checked.ok) throw new Refusal(`the new remotes.json would be invalid: ${checked.errors.join('; ')}`);
    const collisions = contributionCollisions(next);
    if (collisions.length) throw new Refusal(`${remote} ${version} collides with another live remote: ${collisions.join('; ')}`);

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
        manifestIntegrity,
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
    commit(cdn, next, { at: now().toISOString(), action: 'release', remote, version, previous, integrity, manifestIntegrity });
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
