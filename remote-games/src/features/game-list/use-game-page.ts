import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, endpoints, type ApiError } from '@vitrine/shared';
import { API_PAGE_SIZE, CLIENT_TYPE, blockPageCount, blockSlice, cutBlockPage } from './block-paging';

export interface GameFilter {
  vassalage: string;
  /** '' = every classification. */
  gameType: string;
}

export const PLATFORM = 'html5-desktop';

/** The request of one API page (defaults of the spec: pageNo 1, pageSize 24, clientType 3). */
export function gameListRequest(
  filter: GameFilter,
  pageNo = 1,
  language?: string,
): endpoints.GameListRequest {
  return {
    clientType: CLIENT_TYPE,
    platform: PLATFORM,
    pageNo,
    pageSize: API_PAGE_SIZE,
    vassalage: filter.vassalage,
    gameType: filter.gameType || undefined,
    language,
  };
}

export interface GamePage {
  games: endpoints.Game[];
  total: number;
  totalPages: number;
  isPending: boolean;
  isError: boolean;
  error: ApiError | null;
  refetch: () => void;
}

/** One block page (21 games, then 18) of a vendor and classification. */
export function useGamePage(filter: GameFilter | null, page: number): GamePage {
  const { i18n } = useTranslation();
  const slice = blockSlice(page);
  const results = useQueries({
    queries: slice.apiPages.map((pageNo) => {
      const request = filter ? gameListRequest(filter, pageNo, i18n.language) : null;
      return {
        queryKey: [endpoints.gameList.name, endpoints.gameList.path, request, i18n.language],
        queryFn: ({ signal }: { signal: AbortSignal }) => call(endpoints.gameList, request!, { signal }),
        enabled: Boolean(filter),
        staleTime: 5 * 60_000,
      };
    }),
  });
  const pages = new Map<number, endpoints.Game[]>();
  results.forEach((r, i) => {
    if (r.data) pages.set(slice.apiPages[i], r.data.games);
  });
  const total = results.find((r) => r.data)?.data?.total ?? 0;
  const failed = results.find((r) => r.isError);
  return {
    games: cutBlockPage(slice, pages),
    total,
    totalPages: blockPageCount(total),
    isPending: !filter || results.some((r) => r.isPending),
    isError: Boolean(failed),
    error: (failed?.error as ApiError | null) ?? null,
    refetch: () => results.forEach((r) => r.isError && void r.refetch()),
  };
}
