import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../api/errors';
import { Pager } from '../ui/Pager';
import { QueryStates } from './QueryStates';
import { RecordFilters, RecordList, StatTiles, type StatItem } from './RecordList';
import type { RecordFilterValues, RecordPage, RecordsState } from './use-records';

export interface RecordViewProps<Res extends RecordPage> {
  /** The page state (`useRecords`' answer, or the same fields from elsewhere). */
  records: {
    query: UseQueryResult<Res, ApiError>;
    valid: boolean;
    pageNo: number;
    setPageNo: (page: number) => void;
  };
  /**
   * Prefix of the test ids: `<testId>-loading`, `<testId>-error`, `<testId>-empty`,
   * `<testId>-summary`, `<testId>-pager`.
   */
  testId: string;
  /** The list's accessible name. */
  label: string;
  /**
   * Heading of the failure state (the message is the call's own error text). Default: the shared
   * "The records could not be loaded".
   */
  errorTitle?: string;
  /** What "nothing in this period" says (default: the shared "no data"). */
  emptyMessage?: string;
  /** Test id of the pager (default `<testId>-pager`; its status line is `<pagerTestId>-status`). */
  pagerTestId?: string;
  /** Skeleton rows while the first page loads (default 5). */
  loadingRows?: number;
  /** Label/value tiles above the rows (a period's totals). */
  stats?: (page: Res) => StatItem[];
  /** Anything else above the rows (a count, a note), after the tiles. */
  above?: (page: Res) => ReactNode;
  /** One row: an `li` with its `key`. */
  children: (item: Res['list'][number], index: number) => ReactNode;
}

/**
 * The body of a record page: nothing while the filters are incomplete (the filter says why), rows
 * in the shape of what is coming, a failure with retry, "nothing found", or the totals, the rows
 * and the pager (the rows dim while the next page loads).
 */
export function RecordView<Res extends RecordPage>({
  records,
  testId,
  label,
  stats,
  above,
  children,
  errorTitle,
  pagerTestId = `${testId}-pager`,
  ...states
}: RecordViewProps<Res>) {
  const { t } = useTranslation('common');
  const { query, valid, pageNo, setPageNo } = records;
  if (!valid) return null;
  return (
    <QueryStates query={query} testId={testId} errorTitle={errorTitle ?? t('records_failed')} {...states}>
      {(page) => (
        <>
          {stats ? <StatTiles items={stats(page)} testId={`${testId}-summary`} /> : null}
          {above?.(page)}
          <RecordList aria-busy={query.isPlaceholderData} aria-label={label}>
            {page.list.map((item, index) => children(item, index))}
          </RecordList>
          <Pager
            page={pageNo}
            totalPages={page.totalPages}
            onChange={setPageNo}
            busy={query.isFetching}
            testId={pagerTestId}
          />
        </>
      )}
    </QueryStates>
  );
}

export interface RecordScreenProps<F extends RecordFilterValues, Res extends RecordPage> extends RecordViewProps<Res> {
  /** `useRecords`' answer: its filters draw the period filter, its query the body. */
  records: RecordViewProps<Res>['records'] & Pick<RecordsState<F, unknown>, 'filters' | 'setFilter'>;
  /** The page's other filters (`RecordSelect`s, a search), after the period. */
  filters?: ReactNode;
}

/** A whole record page: the filters (the period first, then `filters`) above the `RecordView`. */
export function RecordScreen<F extends RecordFilterValues, Res extends RecordPage>({
  filters,
  ...view
}: RecordScreenProps<F, Res>) {
  return (
    <>
      <RecordFilters records={view.records}>{filters}</RecordFilters>
      <RecordView {...view} />
    </>
  );
}
