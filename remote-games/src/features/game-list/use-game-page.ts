import { useCallback, useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
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

/** The API's errors are ApiErrors (`call` throws nothing else). */
type ApiPageResult = UseQueryResult<endpoints.GameListPage>;

/**
 * One block page (21 games, then 18) of a vendor and classification.
 *
 * The result keeps its identity while nothing in it changes (useQueries' `combine` with a stable
 * function, whose output React Query shares structurally). The list can then render it through
 * `useDeferredValue`: a new page is drawn in an interruptible render instead of the blocking one
 * that a query update would cause (issue 9).
 */
export function useGamePage(filter: GameFilter | null, page: number): GamePage {
  const { i18n } = useTranslation();
  const slice = useMemo(() => blockSlice(page), [page]);
  const enabled = Boolean(filter);
  const combine = useCallback(
    (results: ApiPageResult[]) => {
      const pages = new Map<number, endpoints.Game[]>();
      results.forEach((r, i) => {
        if (r.data) pages.set(slice.apiPages[i], r.data.games);
      });
      const total = results.find((r) => r.data)?.data?.total ?? 0;
      const failed = results.filter((r) => r.isError);
      return {
        games: cutBlockPage(slice, pages),
        total,
        totalPages: blockPageCount(total),
        isPending: !enabled || results.some((r) => r.isPending),
        isError: failed.length > 0,
        error: (failed[0]?.error as ApiError | undefined) ?? null,
        // Each query's refetch is bound to its observer, so this list keeps its identity too.
        retries: failed.map((r) => r.refetch),
      };
    },
    [slice, enabled],
  );
  const { retries, ...combined } = useQueries({
    queries: slice.apiPages.map((pageNo) => {
      const request = filter ? gameListRequest(filter, pageNo, i18n.language) : null;
      return {
        queryKey: [endpoints.gameList.name, endpoints.gameList.path, request, i18n.language],
        queryFn: ({ signal }: { signal: AbortSignal }) => call(endpoints.gameList, request!, { signal }),
        enabled,
        staleTime: 5 * 60_000,
      };
    }),
    combine,
  });
  const { games, total, totalPages, isPending, isError, error } = combined;
  return useMemo(
    () => ({
      games,
      total,
      totalPages,
      isPending,
      isError,
      error,
      refetch: () => retries.forEach((refetch) => void refetch()),
    }),
    [games, total, totalPages, isPending, isError, error, retries],
  );
}
