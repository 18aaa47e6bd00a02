import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Money, endpoints, errorMessageKey, useApiQuery } from '@vitrine/shared';
import { maskName } from '../mission-leaderboard/mask-name';
import { BoardSkeleton, BoardTable } from './BoardTable';
import { rankPlayers } from './player-ranking';

/** How many of the biggest wins the ranking is computed from (the call's maximum). */
export const RANKING_SOURCE = 50;

/** Player ranking: each player's total among the biggest wins (GCSGAME_getRankList, BIG), top 20. */
export function PlayerRanking({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const board = useApiQuery(endpoints.rankList, { type: 'BIG', size: RANKING_SOURCE }, { staleTime: 60_000 });
  if (board.isPending) return <BoardSkeleton rows={10} testId="ranking-loading" />;
  if (board.isError) {
    return (
      <ErrorState
        title={t('board_failed')}
        message={tc(errorMessageKey(board.error))}
        onRetry={() => void board.refetch()}
        testId="ranking-error"
      />
    );
  }
  const players = rankPlayers(board.data.list);
  if (players.length === 0) return <EmptyState message={t('board_empty')} testId="ranking-empty" />;
  return (
    <BoardTable aria-labelledby={labelledBy} data-testid="ranking-table">
      <thead>
        <tr>
          <th scope="col">{t('leaderboard_rank')}</th>
          <th scope="col">{t('leaderboard_player')}</th>
          <th scope="col" className="num wide">
            {t('ranking_wins')}
          </th>
          <th scope="col" className="wide">
            {t('ranking_best')}
          </th>
          <th scope="col" className="num">
            {t('ranking_total_won')}
          </th>
        </tr>
      </thead>
      <tbody>
        {players.map((p) => (
          <tr key={p.username} data-testid="ranking-row" data-rank={p.rank} data-podium={p.rank <= 3}>
            <td>
              <span className="rank">{p.rank}</span>
            </td>
            <td>
              {maskName(p.username)}
              <small className="narrow">{t('ranking_wins_count', { n: p.wins })}</small>
            </td>
            <td className="num wide">{p.wins}</td>
            <td className="wide">
              <Money value={p.best} />
              <small>{p.bestGame}</small>
            </td>
            <td className="num win">
              <Money value={p.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </BoardTable>
  );
}
