import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpoints } from '@vitrine/shared';
import { buildIndex, type SearchIndex } from './search-index';

/** The largest page the game list call allows: 5,000+ games in ~27 requests. */
export const CATALOGUE_PAGE_SIZE = 200;
const PARALLEL = 4;

/** Every top-level game of every vendor (paged fetch of GCSGAME_gameList). */
export async function fetchCatalogue(language: string, signal?: AbortSignal): Promise<endpoints.Game[]> {
  const page = (pageNo: number) =>
    call(
      endpoints.gameList,
      { clientType: 3, platform: 'html5-desktop', pageNo, pageSize: CATALOGUE_PAGE_SIZE, language },
      { signal },
    );
  const first = await page(1);
  const pages: endpoints.Game[][] = [first.games];
  const rest = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => i + 2);
  for (let i = 0; i < rest.length; i += PARALLEL) {
    const batch = await Promise.all(rest.slice(i, i + PARALLEL).map(page));
    for (const p of batch) pages.push(p.games);
  }
  const seen = new Set<string>();
  return pages.flat().filter((g) => (seen.has(g.nodeId) ? false : (seen.add(g.nodeId), true)));
}

/** The catalogue and its search index, fetched once per session and language (TanStack Query). */
export function useCatalogue() {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['games-catalogue', i18n.language],
    queryFn: ({ signal }) => fetchCatalogue(i18n.language, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  const index: SearchIndex<endpoints.Game> | null = useMemo(
    () => (query.data ? buildIndex(query.data) : null),
    [query.data],
  );
  return { ...query, index };
}
