/**
 * `rollback`: point one remote back at its previous live version from the history, or withdraw
 * its canary. Rebuilds nothing; touches only remotes.json and the history.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ManifestRemote } from '../../../shared/src/federation/manifest';
import { integrityOf } from '../fsutil';
import { entryUrl, remoteName, resolveOptions, type CommonOptions, type Outcome } from './common';
import { HISTORY, commit, liveStack, readHistory, readLiveManifest, withLock } from './history-lock';
import { Refusal, rel } from './refusal';
import { hostSharedVersions, inspectBuild, unmetRequirements } from './validate';

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
  const { cdn, host, base, now } = resolveOptions(opts);
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
          manifestIntegrity: current.manifestIntegrity,
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
    const manifestIntegrity = integrityOf(path.join(dir, 'mf-manifest.json'));
    const entry: ManifestRemote = {
      version,
      entry: entryUrl(base, remote, version),
      integrity,
      manifestIntegrity,
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
        manifestIntegrity,
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
