import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Endpoint } from '../api/endpoint';
import type { ApiError } from '../api/errors';
import { useApiQuery } from '../api/use-api-query';
import { rangeProblem, type DateRangeValue } from '../ui/date-range';

/** What a record call answers: a page of rows (more fields, like a period's totals, may ride along). */
export interface RecordPage<Item = unknown> {
  list: Item[];
  totalPages: number;
}

/** The filters of a record page; a `range` is the period (`yyyy-MM-dd`, inclusive). */
export type RecordFilterValues = { range?: DateRangeValue } & Record<string, unknown>;

export interface UseRecordsOptions<F extends RecordFilterValues, Req> {
  /** The filters the page starts with (a function is called once). */
  filters: F | (() => F);
  /**
   * The call's request for these filters, without paging. Default: the period's `startDate` and
   * `endDate`, then every other filter that is not '' (an empty choice means "all").
   */
  request?: (filters: F) => Omit<Req, 'pageNo' | 'pageSize'>;
  /** Rows per page (default 10). */
  pageSize?: number;
  /** Whether the filters may be asked for. Default: the period, when there is one, is complete and in order. */
  valid?: (filters: F) => boolean;
  /** How long a page stays fresh (default 15 s: records change, but not while one reads them). */
  staleTime?: number;
}

export interface RecordsState<F, Res> {
  filters: F;
  /** Change one filter; the list starts again at page 1. */
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  pageNo: number;
  setPageNo: (page: number) => void;
  /** Whether the filters can be asked for (the query waits while they cannot). */
  valid: boolean;
  /** The page of records; the previous page stays shown (`isPlaceholderData`) while the next loads. */
  query: UseQueryResult<Res, ApiError>;
}

export const RECORD_PAGE_SIZE = 10;

/** The default request: the period's dates, then the other filters that are set. */
export function recordRequest(filters: RecordFilterValues): Record<string, unknown> {
  const { range, ...rest } = filters;
  const request: Record<string, unknown> = range
    ? { startDate: range.startDate, endDate: range.endDate }
    : {};
  for (const [key, value] of Object.entries(rest))
    if (value !== '' && value !== undefined) request[key] = value;
  return request;
}

const periodIsValid = (filters: RecordFilterValues) => !filters.range || rangeProblem(filters.range) === null;

/**
 * Filters, paging and the query of one record page (a list call with `pageNo`/`pageSize`): a new
 * filter starts again at page 1, an incomplete period asks nothing, and the rows already shown
 * stay (dimmed) while the next page loads.
 */
export function useRecords<Req, Res extends RecordPage, F extends RecordFilterValues>(
  endpoint: Endpoint<Req, Res>,
  options: UseRecordsOptions<F, Req>,
): RecordsState<F, Res> {
  const [filters, setFilters] = useState<F>(options.filters);
  const [pageNo, setPageNo] = useState(1);
  const valid = (options.valid ?? periodIsValid)(filters);
  const request = {
    ...(options.request ? options.request(filters) : recordRequest(filters)),
    pageNo,
    pageSize: options.pageSize ?? RECORD_PAGE_SIZE,
  } as Req;
  const query = useApiQuery(endpoint, request, {
    enabled: valid,
    placeholderData: keepPreviousData,
    staleTime: options.staleTime ?? 15_000,
  });
  const setFilter = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setFilters((previous) => ({ ...previous, [key]: value }));
    setPageNo(1);
  }, []);
  return { filters, setFilter, pageNo, setPageNo, valid, query };
}
