import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Money, endpoints, errorMessageKey, useApiQuery } from '@vitrine/shared';
import { maskName } from '../mission-leaderboard/mask-name';
import { BoardSkeleton, BoardTable } from './BoardTable';
import { formatMultiplier, formatWinTime } from './format';

/** Rows of the winners page (the home page's board shows 8). */
export const WINNERS_ROWS = 20;

/**
 * The winners board of /winners (GCSGAME_getRankList): `WIN` the latest wins, `BIG` the biggest.
 * Names as the operator masks them (an unmasked one is masked here); amounts in the player's language.
 */
export function WinnersBoard({ type, labelledBy }: { type: 'WIN' | 'BIG'; labelledBy: string }) {
  const { t, i18n } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const board = useApiQuery(endpoints.rankList, { type, size: WINNERS_ROWS }, { staleTime: 60_000 });
  if (board.isPending) return <BoardSkeleton rows={8} testId="winners-loading" />;
  if (board.isError) {
    return (
      <ErrorState
        title={t('board_failed')}
        message={tc(errorMessageKey(board.error))}
        onRetry={() => void board.refetch()}
        testId="winners-error"
      />
    );
  }
  if (board.data.list.length === 0) return <EmptyState message={t('board_empty')} testId="winners-empty" />;
  return (
    <BoardTable aria-labelledby={labelledBy} data-testid="winners-table" data-type={type}>
      <thead>
        <tr>
          <th scope="col">{t('leaderboard_player')}</th>
          <th scope="col">{t('winners_game')}</th>
          <th scope="col" className="num wide">
            {t('winners_multiplier')}
          </th>
          <th scope="col" className="num">
            {t('winners_amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {board.data.list.map((row, i) => (
          <tr key={`${row.username}-${row.time}-${i}`} data-testid="winners-row">
            <td>
              {maskName(row.username)}
              <small>
                <time dateTime={row.time.replace(' ', 'T')}>{formatWinTime(row.time, i18n.language)}</time>
              </small>
            </td>
            <td>
              {row.gameName}
              <small>
                {row.vassalage}
                <span className="narrow"> · {formatMultiplier(row.multiplier, i18n.language)}</span>
              </small>
            </td>
            <td className="num wide">{formatMultiplier(row.multiplier, i18n.language)}</td>
            <td className="num win">
              <Money value={row.amount} />
            </td>
          </tr>
        ))}
      </tbody>
    </BoardTable>
  );
}
