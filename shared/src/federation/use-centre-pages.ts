import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isModuleEnabled, useBoot } from '../system/boot-info';

export interface CentreItem {
  remote: string;
  namespace: string;
  page: string;
  labelKey: string;
  /** Whitelabel module that must be on for the item to show (member panels' `requiresFlag`). */
  requiresFlag?: string;
}

/** The items whose whitelabel module (if they name one) is on; unknown modules count as off. */
export function itemsForFlags<T extends CentreItem>(items: T[], isOn: (modId: string) => boolean): T[] {
  return items.filter((item) => !item.requiresFlag || isOn(item.requiresFlag));
}

/**
 * What a centre shell needs from its contributed items: the page to show (the requested one if
 * some remote offers it, else the default, else the first), a way to switch, and the menu labels
 * in each contributor's namespace (the host registers every remote's published locales, so no
 * remote code has to load for its labels). Items naming a whitelabel module (`requiresFlag`) show
 * only while that module is on.
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
  const active = offered(chosen) ? chosen : offered(defaultPage) ? defaultPage : items[0]?.page;
  const current = items.find((item) => item.page === active);
  const entries = items.map((item) => ({
    key: `${item.remote}:${item.page}`,
    page: item.page,
    label: t(item.labelKey, { ns: item.namespace }),
  }));
  return { t, ready, active, current, entries, navigate: setChosen };
}
