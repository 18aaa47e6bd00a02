import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { endpoints, EmptyState, ErrorState, Skeleton } from '@vitrine/shared';
import { GameCard } from '../game-card/GameCard';
import { useHotGames } from '../../lib/session-cached';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** Hot games (GCSGAME_hotGamesV2), cached for the session. Play / Free trial when the page passes them. */
export function HotGames({
  onPlay,
  onTrial,
  freeTrial = false,
}: {
  onPlay?: (game: endpoints.Game) => void;
  onTrial?: (game: endpoints.Game) => void;
  freeTrial?: boolean;
} = {}) {
  const { t } = useTranslation('games');
  const hot = useHotGames();
  return (
    <section aria-labelledby="hot-games" data-testid="hot-games">
      <h2 id="hot-games">{t('hot_games')}</h2>
      {hot.isPending ? (
        <Grid aria-busy="true">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} height="150px" />
          ))}
        </Grid>
      ) : hot.isError ? (
        <ErrorState title={t('load_failed')} onRetry={() => void hot.refetch()} />
      ) : hot.data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <Grid>
          {hot.data.list.slice(0, 18).map((game) => (
            <GameCard
              key={game.nodeId}
              game={game}
              onPlay={onPlay}
              onTrial={freeTrial && game.supportPlay === 0 ? onTrial : undefined}
            />
          ))}
        </Grid>
      )}
    </section>
  );
}
