import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, splitEsports, useApiQuery, useBoot, type Endpoint } from '@vitrine/shared';

/**
 * The spec keeps the game vendor list and hot games in sessionStorage after the first fetch
 * (api-notes, Games). TanStack Query stays the one cache: sessionStorage only seeds it
 * (`initialData`) on a reload in the same tab, so the lanes render without waiting.
 */
const PREFIX = 'vitrine.games.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readCached<T>(key: string): T | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeCached(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or denied: the in-memory query cache still holds it.
  }
}

function useSessionCached<Req, Res>(endpoint: Endpoint<Req, Res>, request: Req, name: string) {
  const { i18n } = useTranslation();
  const key = `${name}.${i18n.language}`;
  const query = useApiQuery(endpoint, request, {
    staleTime: Infinity,
    initialData: () => readCached<Res>(key),
  });
  useEffect(() => {
    if (query.data && query.isFetched) writeCached(key, query.data);
  }, [key, query.data, query.isFetched]);
  return query;
}

/**
 * The one request for the vendor list: the category nav, the pages and the launch listener use it,
 * and so do the host's side menu and footer, so all read one TanStack Query entry and the page
 * fetches the vendor list once, not twice.
 */
export const VENDOR_LIST_REQUEST: endpoints.GameVendorRequest = { platform: 'W' };

/** Vendor lanes with the brand's esports split applied (SPORTS vendors on its list are esports). */
export const withEsportsSplit = (lanes: endpoints.GameVendorLanes, esports: readonly string[] | undefined): endpoints.GameVendorLanes => ({
  ...lanes,
  data: { ...lanes.data, lanes: splitEsports(lanes.data.lanes, esports) },
});

/** Vendor lanes (GCSGAME_gameVendor), cached for the session, split by the brand's esports list. */
export function useVendorLanes() {
  const query = useSessionCached(endpoints.gameVendor, VENDOR_LIST_REQUEST, 'vendors');
  const esports = useBoot()?.info?.brand?.esports;
  const data = useMemo(() => (query.data ? withEsportsSplit(query.data, esports) : undefined), [query.data, esports]);
  return { ...query, data } as typeof query;
}

/** Hot games (GCSGAME_hotGamesV2), cached for the session. */
export const useHotGames = () =>
  useSessionCached(endpoints.hotGames, { isPlatform: 2, platform: 'html5-desktop' }, 'hot');
