import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isModuleEnabled, useBoot } from '../system/boot-info';
import { useNavBadges } from './menus';

export interface CentreItem {
  remote: string;
  namespace: string;
  page: string;
  labelKey: string;
  /** Whitelabel module that must be on for the item to show (member panels' `requiresFlag`). */
  requiresFlag?: string;
  /** Badge id (member panels' `badge`): the count last published on `nav/badge-changed` shows on the entry. */
  badge?: string;
  /** Screen-reader text of the badge, in the item's namespace (with `{{count}}`). */
  badgeLabelKey?: string;
}

/** The items whose whitelabel module (if they name one) is on; unknown modules count as off. */
export function itemsForFlags<T extends CentreItem>(items: T[], isOn: (modId: string) => boolean): T[] {
  return items.filter((item) => !item.requiresFlag || isOn(item.requiresFlag));
}

/**
 * What a centre shell needs from its contributed items: the page to show (the requested one if
 * some remote offers it; `unavailable` names a requested page nobody offers; with no request the
 * default, else the first), a way to switch, and the menu labels
 * in each contributor's namespace (the host registers every remote's published locales, so no
 * remote code has to load for its labels). Items naming a whitelabel module (`requiresFlag`) show
 * only while that module is on. Items naming a `badge` carry its published count (the centre
 * shell names no other remote's page for it).
 */
export function useCentrePages<T extends CentreItem>(ownNamespace: string, contributed: T[], requested: string | undefined, defaultPage: string) {
  const boot = useBoot();
  const items = useMemo(() => itemsForFlags(contributed, (modId) => isModuleEnabled(modId, boot)), [contributed, boot]);
  const [chosen, setChosen] = useState<string | undefined>(requested);
  // The host may reopen the centre on another page while it is open.
  useEffect(() => setChosen(requested), [requested]);
  const namespacesKey = Array.from(new Set([ownNamespace, ...items.map((item) => item.namespace)])).join(',');
  const namespaces = useMemo(() => namespacesKey.split(','), [namespacesKey]);
  // No suspense: the frame and its close button stay while labels load.
  const { t, ready } = useTranslation(namespaces, { useSuspense: false });

  const offered = (page: string | undefined) => page !== undefined && items.some((item) => item.page === page);
  // A page asked for by name (a header or side-menu link) that no live remote offers gets its own
  // "not available" state rather than silently showing another page.
  const unavailable = chosen !== undefined && items.length > 0 && !offered(chosen) ? chosen : undefined;
  const active = unavailable ? undefined : offered(chosen) ? chosen : offered(defaultPage) ? defaultPage : items[0]?.page;
  const current = items.find((item) => item.page === active);
  const badges = useNavBadges();
  const entries = items.map((item) => {
    const count = item.badge ? (badges[item.badge] ?? 0) : 0;
    return {
      key: `${item.remote}:${item.page}`,
      page: item.page,
      label: t(item.labelKey, { ns: item.namespace }),
      ...(count > 0
        ? { badge: count, badgeLabel: item.badgeLabelKey ? t(item.badgeLabelKey, { ns: item.namespace, count }) : undefined }
        : {}),
    };
  });
  return { t, ready, active, current, unavailable, entries, navigate: setChosen };
}
