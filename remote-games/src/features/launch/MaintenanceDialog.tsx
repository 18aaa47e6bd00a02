import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Dialog, endpoints } from '@vitrine/shared';
import { GameCard } from '../game-card/GameCard';
import { useHotGames } from '../../lib/session-cached';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** `vendor_under_maintenance`: when it ends, and other games to play meanwhile. */
export function MaintenanceDialog({
  vassalage,
  startTime,
  endTime,
  onClose,
  onPlay,
}: {
  vassalage: string;
  startTime?: string;
  endTime?: string;
  onClose: () => void;
  onPlay: (game: endpoints.Game) => void;
}) {
  const { t } = useTranslation('games');
  const hot = useHotGames();
  const others = (hot.data?.list ?? []).filter((g) => g.vassalage !== vassalage).slice(0, 6);
  return (
    <Dialog open title={t('maintenance_title')} onClose={onClose} width={560} testId="maintenance-dialog">
      <p>
        {startTime && endTime
          ? t('maintenance_range', { start: startTime, end: endTime })
          : t('under_maintenance')}
      </p>
      {others.length ? (
        <>
          <p>{t('try_other_games')}</p>
          <Grid data-testid="suggested-games">
            {others.map((game) => (
              <GameCard key={game.nodeId} game={game} onPlay={onPlay} />
            ))}
          </Grid>
        </>
      ) : null}
    </Dialog>
  );
}
