/** A remotes.json for chrome tests: the given remotes' menu entries (no remote code is needed). */
import type { NavContribution, RemoteId, RemoteManifest } from '@vitrine/shared';

export function menuManifest(nav: Partial<Record<RemoteId, NavContribution[]>>): RemoteManifest {
  const remotes: RemoteManifest['remotes'] = {};
  for (const [remote, entries] of Object.entries(nav) as [RemoteId, NavContribution[]][])
    remotes[remote] = { version: '1.0.0', entry: `http://cdn.test/${remote}/mf-manifest.json`, contribution: { remote, namespace: remote, routes: [], nav: entries } };
  return { schema: 1, remotes };
}
