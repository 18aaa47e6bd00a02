import styled from '@emotion/styled';
import { Skeleton } from '@vitrine/shared';

/**
 * Rows of a record list: what and when at the start, amounts at the end (tabular digits). One
 * layout from 360 px to desktop; logical properties so RTL mirrors it.
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
  }
  .what {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
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
    text-align: end;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  /* "Balance after" may wrap above its amount; the amount itself stays on one line. */
  .amounts .meta > * {
    white-space: nowrap;
  }
`;

/** A small pill (status, type). */
export const Badge = styled.span<{ tone?: 'neutral' | 'good' | 'warn' | 'bad' }>`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, tone = 'neutral' }) =>
      tone === 'good'
        ? theme.color.success
        : tone === 'warn'
          ? theme.color.warning
          : tone === 'bad'
            ? theme.color.danger
            : theme.color.border};
  color: ${({ theme, tone = 'neutral' }) =>
    tone === 'good'
      ? theme.color.success
      : tone === 'warn'
        ? theme.color.warning
        : tone === 'bad'
          ? theme.color.danger
          : theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Rows in the shape of what comes. */
export function RecordsLoading({ testId, rows = 5 }: { testId: string; rows?: number }) {
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

/** Filters above a list: as many per row as fit. */
export const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  align-items: end;
  > :first-child {
    grid-column: 1 / -1;
  }
`;
