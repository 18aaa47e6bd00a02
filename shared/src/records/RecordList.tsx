/**
 * The parts of a record page (betting record, account record, team bets, points history…): the
 * filter row, the rows, a status pill, label/value tiles and rows in the shape of what is coming.
 * One layout from 360 px to desktop; logical properties only, so RTL mirrors it.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { DateRangeFilter } from '../ui/DateRangeFilter';
import type { DateRangeValue } from '../ui/date-range';
import { Skeleton } from '../ui/Skeleton';
import type { RecordsState } from './use-records';

const FilterGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  align-items: end;
  > [data-testid='date-filter'] {
    grid-column: 1 / -1;
  }
`;

/**
 * Filters above a list: as many per row as fit; the period spans the row. Given `records` whose
 * filters hold a `range`, it draws the period filter itself (a new period starts at page 1).
 */
export function RecordFilters({
  records,
  children,
}: {
  records?: Pick<RecordsState<{ range?: DateRangeValue }, unknown>, 'filters' | 'setFilter'>;
  children?: ReactNode;
}) {
  const range = records?.filters.range;
  return (
    <FilterGrid>
      {records && range ? (
        <DateRangeFilter value={range} onChange={(next) => records.setFilter('range', next)} />
      ) : null}
      {children}
    </FilterGrid>
  );
}

/**
 * Rows of records. Each `li` holds `.what` (title, `.meta` lines, a pill) at the start and
 * `.amounts` (figures, tabular digits) at the end; optional full-width `dl.figures` (label/value
 * pairs) and `.actions` (buttons) below. `aria-busy` dims the rows while the next page loads.
 */
export const RecordList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  > li {
    display: grid;
    /* The amounts column takes at most 45% of a phone row, so the description keeps its room. */
    grid-template-columns: minmax(0, 1fr) fit-content(45%);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }
  .what {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
    align-content: start;
  }
  .what strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    overflow-wrap: anywhere;
  }
  .amounts {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    justify-items: end;
    align-content: start;
    text-align: end;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  /* A label such as "Balance after" may wrap above its amount; the amount stays on one line. */
  .amounts .meta > * {
    white-space: nowrap;
  }
  .figures {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 120px), 1fr));
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  .figures div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .figures dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .figures dd {
    margin: 0;
  }
  .actions {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export type RecordTone = 'neutral' | 'good' | 'warn' | 'gold' | 'bad';

/** A small pill (status, type) inside a record row. */
export const RecordBadge = styled.span<{ tone?: RecordTone }>`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, tone = 'neutral' }) =>
      ({
        neutral: theme.color.border,
        good: theme.color.success,
        warn: theme.color.warning,
        gold: theme.color.gold,
        bad: theme.color.danger,
      })[tone]};
  color: ${({ theme, tone = 'neutral' }) =>
    ({
      neutral: theme.color.text,
      good: theme.color.success,
      warn: theme.color.warning,
      gold: theme.color.gold,
      bad: theme.color.danger,
    })[tone]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Label/value tiles (a period's totals, balances): as many per row as fit, two on a phone. */
export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export interface StatItem {
  /** Stable key (and `data-stat`); defaults to the label. */
  id?: string;
  label: ReactNode;
  value: ReactNode;
}

/** `Stats` drawn from a list of label/value pairs. */
export function StatTiles({ items, testId }: { items: StatItem[]; testId?: string }) {
  return (
    <Stats data-testid={testId}>
      {items.map((item, i) => (
        <div key={item.id ?? (typeof item.label === 'string' ? item.label : i)} data-stat={item.id}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </Stats>
  );
}

/** Rows in the shape of what is coming. */
export function RecordsLoading({ testId, rows = 5 }: { testId?: string; rows?: number }) {
  return (
    <RecordList aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <div className="what">
            <Skeleton width="60%" />
            <Skeleton width="40%" height="12px" />
          </div>
          <div className="amounts">
            <Skeleton width="80px" />
            <Skeleton width="60px" height="12px" />
          </div>
        </li>
      ))}
    </RecordList>
  );
}

/** Label/value pairs across a record row (`dl.figures`). */
export function RecordFigures({ items }: { items: StatItem[] }) {
  return (
    <dl className="figures">
      {items.map((item, i) => (
        <div key={item.id ?? i} data-figure={item.id}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
