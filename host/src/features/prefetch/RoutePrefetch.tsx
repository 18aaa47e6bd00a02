import { useEffect, useMemo } from 'react';
import { getManifest, useManifest, useMenuEntries, useSession } from '@vitrine/shared';
import { afterFirstPage } from '../../boot/after-first-page';
import { listenForLinkIntent, prefetchWhenIdle } from './route-prefetch';

/**
 * Mounted once in the storefront: prefetches a route's remote on intent (hover, touch, focus on a
 * link to it), and, once the first page is on screen and the browser is idle, the routes the bottom nav
 * points at (the pages a phone player opens next).
 */
export function RoutePrefetch() {
  const manifest = useManifest();
  const { token } = useSession();
  const bottom = useMenuEntries('bottom', Boolean(token));
  const paths = useMemo(() => bottom.flatMap((entry) => (entry.path ? [entry.path] : [])), [bottom]);
  const key = paths.join('|');

  useEffect(() => listenForLinkIntent(getManifest), []);

  useEffect(() => {
    if (!manifest || !key) return;
    let cancel = () => undefined as void;
    let active = true;
    void afterFirstPage().then(() => {
      if (active) cancel = prefetchWhenIdle(manifest, key.split('|'));
    });
    return () => {
      active = false;
      cancel();
    };
  }, [manifest, key]);
  return null;
}
