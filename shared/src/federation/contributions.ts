import type { AgentItemContribution, MemberPanelContribution, RemoteId, RouteContribution, SlotName } from './contract';
import type { RemoteManifest } from './manifest';

export interface ContributedRoute extends RouteContribution {
  remote: RemoteId;
  namespace: string;
}
export interface ContributedPanel extends MemberPanelContribution {
  remote: RemoteId;
  namespace: string;
}
export interface ContributedAgentItem extends AgentItemContribution {
  remote: RemoteId;
  namespace: string;
}

const remotesOf = (manifest: RemoteManifest | null) =>
  manifest ? (Object.entries(manifest.remotes) as [RemoteId, NonNullable<RemoteManifest['remotes'][RemoteId]>][]) : [];

/** Every route the live remotes contribute (first contributor of a path wins). */
export function contributedRoutes(manifest: RemoteManifest | null): ContributedRoute[] {
  const seen = new Set<string>();
  const out: ContributedRoute[] = [];
  for (const [remote, entry] of remotesOf(manifest)) {
    for (const route of entry.contribution.routes) {
      if (seen.has(route.path)) continue;
      seen.add(route.path);
      out.push({ ...route, remote, namespace: entry.contribution.namespace });
    }
  }
  return out;
}

export function contributedMemberPanels(manifest: RemoteManifest | null): ContributedPanel[] {
  return remotesOf(manifest)
    .flatMap(([remote, entry]) =>
      (entry.contribution.memberPanels ?? []).map((p) => ({ ...p, remote, namespace: entry.contribution.namespace })),
    )
    .sort((a, b) => a.order - b.order);
}

export function contributedAgentItems(manifest: RemoteManifest | null): ContributedAgentItem[] {
  return remotesOf(manifest)
    .flatMap(([remote, entry]) =>
      (entry.contribution.agentItems ?? []).map((p) => ({ ...p, remote, namespace: entry.contribution.namespace })),
    )
    .sort((a, b) => a.order - b.order);
}

/**
 * Remote ids in code-unit order. Ids are lower-case ASCII, so this is the alphabetical order, and it
 * avoids `localeCompare`, whose first call builds an ICU collator (about 17 ms on the boot's
 * critical path on a desktop, four times that on a phone).
 */
export const byRemoteId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The remote and exposed module filling a slot, if any. */
export function slotProvider(manifest: RemoteManifest | null, slot: SlotName): { remote: RemoteId; expose: string } | null {
  for (const [remote, entry] of remotesOf(manifest)) {
    const expose = entry.contribution.slots?.[slot];
    if (expose) return { remote, expose };
  }
  return null;
}

/** Every remote filling a slot, in remote id order (the `badgeSource` slot: each remote its own). */
export function slotProviders(manifest: RemoteManifest | null, slot: SlotName): { remote: RemoteId; expose: string }[] {
  return remotesOf(manifest)
    .sort(([a], [b]) => byRemoteId(a, b))
    .flatMap(([remote, entry]) => {
      const expose = entry.contribution.slots?.[slot];
      return expose ? [{ remote, expose }] : [];
    });
}
