/**
 * Menu labels live in each contributing remote's namespace, and a remote registers its locale
 * loader only when its code first runs. Before showing another remote's labels, load one module it
 * contributes through the shared loader (the same cached load its panel uses when opened) and then
 * its namespace. A contributor that cannot be loaded keeps its label keys; opening its panel shows
 * the boundary's retry.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteModule, type RemoteId } from '@vitrine/shared';

export interface Contributor {
  remote: RemoteId;
  namespace: string;
  expose: string;
}

export function useContributorNamespaces(
  own: string,
  items: Contributor[],
): { namespaces: string[]; prepared: boolean } {
  const { i18n } = useTranslation(own, { useSuspense: false });
  // One contributor per foreign namespace, as a stable string key.
  const foreignKey = items
    .filter(
      (item, i) =>
        item.namespace !== own && items.findIndex((other) => other.namespace === item.namespace) === i,
    )
    .map((item) => [item.remote, item.namespace, item.expose].join('|'))
    .join(',');
  const [prepared, setPrepared] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    const foreign = foreignKey
      ? foreignKey.split(',').map((entry) => entry.split('|') as [RemoteId, string, string])
      : [];
    const missing = foreign.filter(([, namespace]) => !i18n.hasResourceBundle(i18n.language, namespace));
    if (!missing.length) {
      setPrepared(foreignKey);
      return;
    }
    void Promise.allSettled(
      missing.map(([remote, namespace, expose]) =>
        loadRemoteModule(remote, expose).then(() => i18n.reloadResources([i18n.language], [namespace])),
      ),
    ).then(() => {
      if (alive) setPrepared(foreignKey);
    });
    return () => {
      alive = false;
    };
  }, [foreignKey, i18n]);

  const namespaces = useMemo(
    () => [own, ...(foreignKey ? foreignKey.split(',').map((entry) => entry.split('|')[1]) : [])],
    [own, foreignKey],
  );
  return { namespaces, prepared: prepared === foreignKey };
}
