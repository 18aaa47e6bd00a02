import { useState } from 'react';
import {
  DateRangeFilter,
  presetRange,
  rangeProblem,
  type DateRangeValue,
  type endpoints,
} from '@vitrine/shared';
import { Filters, UsernameSearch } from './report';

/** Rows per page of the team record lists. */
export const TEAM_PAGE_SIZE = 10;

/**
 * The filters of a team record list (period, username, page): a new filter starts again at page 1;
 * `request` is what the call takes, `valid` whether the period can be asked for.
 */
export function useTeamFilters(pageSize = TEAM_PAGE_SIZE) {
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last7'));
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const request: endpoints.TeamRecordRequest = {
    startDate: range.startDate,
    endDate: range.endDate,
    pageNo,
    pageSize,
    ...(username ? { username } : {}),
  };
  return {
    range,
    username,
    pageNo,
    setPageNo,
    valid: rangeProblem(range) === null,
    request,
    changeRange: (next: DateRangeValue) => (setRange(next), setPageNo(1)),
    changeUsername: (next: string) => (setUsername(next), setPageNo(1)),
  };
}

export function TeamFilters({ filters }: { filters: ReturnType<typeof useTeamFilters> }) {
  return (
    <Filters>
      <DateRangeFilter value={filters.range} onChange={filters.changeRange} />
      <UsernameSearch value={filters.username} onSearch={filters.changeUsername} />
    </Filters>
  );
}
