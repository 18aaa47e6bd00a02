import styled from '@emotion/styled';
import { Skeleton } from '@vitrine/shared';

/** The boards' table: rows as cards on the page colour, amounts at the end, the podium in gold. */
export const BoardTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  th {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textMuted};
    text-align: start;
  }
  td {
    padding: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.color.surface};
    border-block: 1px solid ${({ theme }) => theme.color.border};
  }
  td:first-of-type {
    border-inline-start: 1px solid ${({ theme }) => theme.color.border};
    border-start-start-radius: ${({ theme }) => theme.radius.md};
    border-end-start-radius: ${({ theme }) => theme.radius.md};
  }
  td:last-of-type {
    border-inline-end: 1px solid ${({ theme }) => theme.color.border};
    border-start-end-radius: ${({ theme }) => theme.radius.md};
    border-end-end-radius: ${({ theme }) => theme.radius.md};
  }
  .num {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  td.win {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .rank {
    display: inline-grid;
    place-items: center;
    min-width: 28px;
    height: 28px;
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textMuted};
  }
  tr[data-podium='true'] td {
    border-color: ${({ theme }) => theme.color.gold};
  }
  tr[data-podium='true'] .rank {
    background: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.goldText};
  }
  /* A phone: the secondary columns give way, their facts stay in the row's small print. */
  @media (max-width: 480px) {
    td,
    th {
      padding-inline: ${({ theme }) => theme.space(1)};
    }
    .wide {
      display: none;
    }
  }
  @media (min-width: 481px) {
    .narrow {
      display: none;
    }
  }
`;

/** A page of the games remote: a heading with its lead, then the board. */
export const BoardPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;
  max-width: 960px;
  width: 100%;
  margin-inline: auto;
  box-sizing: border-box;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  header p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Rows in the shape of the table while the board loads. */
export function BoardSkeleton({ rows, testId }: { rows: number; testId: string }) {
  return (
    <div style={{ display: 'grid', gap: 4 }} aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="44px" />
      ))}
    </div>
  );
}
