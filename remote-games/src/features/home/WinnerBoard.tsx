import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, Money, Skeleton, endpoints, useApiQuery } from '@vitrine/shared';
import { Tabs } from '../../components/Tabs';

const ROWS = 8;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    white-space: nowrap;
  }
  td:last-of-type {
    text-align: end;
    /* The light theme's success green is under AA for small text on its page colour (shared token). */
    color: ${({ theme }) => (theme.name === 'dark' ? theme.color.success : theme.color.text)};
    font-variant-numeric: tabular-nums;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const MoreLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  min-height: 24px;
  display: inline-flex;
  align-items: center;
`;

/** Winners board (recent wins) and biggest wins (GCSGAME_getRankList), below the fold with a reserved height. */
export function WinnerBoard() {
  const { t } = useTranslation('games');
  const [type, setType] = useState<'WIN' | 'BIG'>('WIN');
  const board = useApiQuery(endpoints.rankList, { type, size: ROWS }, { staleTime: 60_000 });
  return (
    <section
      aria-labelledby="winner-board"
      data-testid="winner-board"
      style={{ display: 'grid', gap: 12, minHeight: 420 }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <h2 id="winner-board" style={{ margin: 0 }}>
          {t('winners')}
        </h2>
        <MoreLink to={type === 'BIG' ? '/winners?tab=big' : '/winners'} data-testid="winners-more">
          {t('winners_see_all')}
        </MoreLink>
      </div>
      <Tabs
        label={t('winners')}
        selected={type}
        onSelect={(id) => setType(id as 'WIN' | 'BIG')}
        items={[
          { id: 'WIN', label: t('recent_winners') },
          { id: 'BIG', label: t('biggest_wins') },
        ]}
      />
      {board.isPending ? (
        <Skeleton height="320px" />
      ) : board.isError || board.data.list.length === 0 ? (
        <EmptyState message={t('no_data')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table>
            <tbody>
              {board.data.list.map((row, i) => (
                <tr key={`${row.username}-${row.time}-${i}`} data-testid="winner-row">
                  <td>{row.username}</td>
                  <td>
                    {row.gameName} <small>{row.vassalage}</small>
                  </td>
                  <td>
                    <small>×{row.multiplier}</small>
                  </td>
                  <td>
                    <Money value={row.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
