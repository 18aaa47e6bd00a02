/**
 * The storefront's menus, from the live remotes' contributions (`remotes.json`) alone: which
 * entries each placement shows, in what order, and the badge counts that ride on them. The host
 * draws the header bar, the side menu and the bottom nav from these; it names no remote's page.
 */
import { useEffect, useMemo } from 'react';
import { BehaviorSubject } from 'rxjs';
import { bus } from '../bus/bus';
import { useObservable } from '../state/use-observable';
import { isModuleEnabled, useBoot } from '../system/boot-info';
import type { IconName } from '../ui/icon-paths';
import type { NavContribution, NavPlacement, RemoteId, SideMenuGroup } from './contract';
import { byRemoteId } from './contributions';
import type { RemoteManifest } from './manifest';
import { useManifest } from './use-manifest';

/** A menu entry with who contributed it (labels resolve in `namespace`). */
export interface MenuEntry extends NavContribution {
  remote: RemoteId;
  namespace: string;
  icon: IconName;
  group: SideMenuGroup;
  /**
   * The label in each language the release found in the remote's build (`menuLabels` of its
   * contribution in remotes.json): what the entry shows while the remote's own locale file is not
   * loaded (loading, or the remote is down). Empty for an older manifest.
   */
  labels: Readonly<Record<string, string>>;
}

export interface MenuViewer {
  signedIn: boolean;
  /** Is a whitelabel module on? (`isModuleEnabled`: unknown or not yet loaded counts as off.) */
  isOn: (modId: string) => boolean;
}

/**
 * The entries of one placement that this viewer sees, ordered by `order` (then by remote id, so
 * two remotes' equal orders do not swap between loads). The first contributor of a key wins; the
 * release tool refuses a second one, so that only happens with a hand-edited manifest.
 */
export function menuEntries(manifest: RemoteManifest | null, placement: NavPlacement, viewer: MenuViewer): MenuEntry[] {
  if (!manifest) return [];
  const seen = new Set<string>();
  const out: MenuEntry[] = [];
  const remotes = (Object.entries(manifest.remotes) as [RemoteId, NonNullable<RemoteManifest['remotes'][RemoteId]>][]).sort(([a], [b]) => byRemoteId(a, b));
  for (const [remote, live] of remotes) {
    for (const entry of live.contribution.nav ?? []) {
      if (entry.placement !== placement || seen.has(entry.key)) continue;
      if (entry.requiresFlag && !viewer.isOn(entry.requiresFlag)) continue;
      if (entry.audience === 'member' && !viewer.signedIn) continue;
      seen.add(entry.key);
      const labels = labelsOf(live.contribution.menuLabels, entry.labelKey);
      out.push({ ...entry, remote, namespace: live.contribution.namespace, icon: entry.icon ?? 'games', group: entry.group ?? 'main', labels });
    }
  }
  return out.sort((a, b) => a.order - b.order || byRemoteId(a.remote, b.remote));
}

/** One label key's text in each language of a contribution's `menuLabels`. */
function labelsOf(menuLabels: Record<string, Record<string, string>> | undefined, labelKey: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [language, labels] of Object.entries(menuLabels ?? {})) {
    const text = labels?.[labelKey];
    if (typeof text === 'string' && text) out[language] = text;
  }
  return out;
}

/**
 * The label remotes.json carries for an entry in the first of `languages` it has (i18next's
 * `languages`: the current one, then its fallbacks), or '' when it carries none.
 */
export function carriedMenuLabel(entry: Pick<MenuEntry, 'labels'>, languages: readonly string[]): string {
  for (const language of languages) {
    const text = entry.labels[language];
    if (text) return text;
  }
  return '';
}

/** The entries of one placement for the current player, brand flags and manifest. */
export function useMenuEntries(placement: NavPlacement, signedIn: boolean): MenuEntry[] {
  const manifest = useManifest();
  const boot = useBoot();
  return useMemo(() => menuEntries(manifest, placement, { signedIn, isOn: (modId) => isModuleEnabled(modId, boot) }), [manifest, placement, signedIn, boot]);
}

/** The translation namespaces a list of entries needs for its labels. */
export const menuNamespaces = (entries: MenuEntry[]): string[] => Array.from(new Set(entries.map((entry) => entry.namespace))).sort();

const badges$ = new BehaviorSubject<Readonly<Record<string, number>>>({});

// Shared is one runtime singleton, so this one listener serves every app.
bus.on('nav/badge-changed', ({ badge, count }) => {
  const current = badges$.getValue();
  const next = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if ((current[badge] ?? 0) !== next) badges$.next({ ...current, [badge]: next });
});

// Badges are the player's: a logout forgets them (each source publishes again on the next login).
bus.on('session/logged-out', () => {
  if (Object.keys(badges$.getValue()).length) badges$.next({});
});

/**
 * A remote's badge source: publish `count` as badge `badge` on `nav/badge-changed` whenever it
 * changes, and 0 when the source unmounts (the player logged out, or the host dropped the remote).
 */
export function usePublishedBadge(badge: string, count: number): void {
  useEffect(() => bus.publish('nav/badge-changed', { badge, count }), [badge, count]);
  useEffect(() => () => bus.publish('nav/badge-changed', { badge, count: 0 }), [badge]);
}

/** Every badge's last published count (0 when none was published). */
export function useNavBadges(): Readonly<Record<string, number>> {
  return useObservable(badges$);
}

/**
 * One badge's count (0 for none, or no badge). A component reading it renders again only when
 * that count changes, not when another badge does: each source publishes as its data arrives, and
 * a whole menu drawn again for each was a long task of a logged-in load (issue 9).
 */
export function useNavBadge(badge: string | undefined): number {
  return useObservable(badges$, () => (badge ? (badges$.getValue()[badge] ?? 0) : 0));
}

/** Tests: forget every badge. */
export function resetNavBadges(): void {
  badges$.next({});
}
