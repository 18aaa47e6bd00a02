import styled from '@emotion/styled';
import { Skeleton } from '@vitrine/shared';

/**
 * Rows of a history: what and when at the start, figures at the end (tabular digits). One layout
 * from 360 px to desktop; logical properties so RTL mirrors it.
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
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
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
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .figures {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    justify-items: end;
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** Rows in the shape of what comes. */
export function RecordsLoading({ testId, rows = 4 }: { testId: string; rows?: number }) {
  return (
    <RecordList aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <div className="what">
            <Skeleton width="60%" />
            <Skeleton width="40%" height="12px" />
          </div>
          <div className="figures">
            <Skeleton width="72px" />
          </div>
        </li>
      ))}
    </RecordList>
  );
}
