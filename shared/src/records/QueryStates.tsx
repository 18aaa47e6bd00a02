import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '../api/errors';
import { useErrorText } from '../api/use-error-text';
import { EmptyState, ErrorState } from '../ui/ErrorState';
import { RecordsLoading } from './RecordList';

const listIsEmpty = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && Array.isArray((data as { list?: unknown }).list)
    ? (data as { list: unknown[] }).list.length === 0
    : false;

export interface QueryStatesProps<T> {
  query: UseQueryResult<T, ApiError>;
  /** Prefix of the test ids: `<testId>-loading` (default skeleton), `<testId>-error`. */
  testId: string;
  /** Heading of the failure state (the message is the call's own error text). */
  errorTitle: string;
  /**
   * When the answer holds nothing to show (then the empty state, not `children`). Default: an
   * answer with a `list` is empty when the list is.
   */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  /** Test id of the empty state (default `<testId>-empty`). */
  emptyTestId?: string;
  /** What shows while the first answer is coming (default: record rows in skeleton). */
  loading?: ReactNode;
  /** Skeleton rows of the default loading state. */
  loadingRows?: number;
  children: (data: T) => ReactNode;
}

/**
 * The designed states of one query: loading in the shape of what comes, a failure with the
 * call's error text and a retry, "nothing here", or the answer.
 */
export function QueryStates<T>({
  query,
  testId,
  errorTitle,
  isEmpty = listIsEmpty,
  emptyMessage,
  emptyTestId,
  loading,
  loadingRows,
  children,
}: QueryStatesProps<T>) {
  const errorText = useErrorText();
  if (query.isPending)
    return <>{loading ?? <RecordsLoading testId={`${testId}-loading`} rows={loadingRows} />}</>;
  if (query.isError)
    return (
      <ErrorState
        title={errorTitle}
        message={errorText(query.error)}
        onRetry={() => void query.refetch()}
        testId={`${testId}-error`}
      />
    );
  if (isEmpty(query.data))
    return <EmptyState message={emptyMessage} testId={emptyTestId ?? `${testId}-empty`} />;
  return <>{children(query.data)}</>;
}
