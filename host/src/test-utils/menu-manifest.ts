import type { ComponentType } from 'react';
import type { NavContribution, RemoteId, RemoteManifest } from '@vitrine/shared';
import { federationWriters } from '@vitrine/shared/internal';

/** A remotes.json for chrome tests: the given remotes' menu entries (no remote code is needed). */
export function menuManifest(nav: Partial<Record<RemoteId, NavContribution[]>>): RemoteManifest {
  const remotes: RemoteManifest['remotes'] = {};
  for (const [remote, entries] of Object.entries(nav) as [RemoteId, NavContribution[]][])
    remotes[remote] = { version: '1.0.0', entry: `http://cdn.test/${remote}/mf-manifest.json`, contribution: { remote, namespace: remote, routes: [], nav: entries } };
  return { schema: 1, remotes };
}

/**
 * Hand the slots `component(remote)` as the remotes' exposed modules (no remote code runs in
 * jest) and record each load as `remote/expose` in the returned list.
 */
export function recordLoads(component: (remote: RemoteId) => ComponentType<never> | undefined): string[] {
  const loads: string[] = [];
  federationWriters.installLoader(async (remote, expose) => {
    loads.push(`${remote}/${expose}`);
    return { default: component(remote) };
  });
  return loads;
}
