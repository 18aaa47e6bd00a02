import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  EmptyState,
  ErrorState,
  Skeleton,
  endpoints,
  isModuleEnabled,
  useApiQuery,
  useBoot,
} from '@vitrine/shared';
import { GameCard } from '../game-card/GameCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

type Parent = Pick<endpoints.Game, 'nodeId' | 'vassalage'> & { gameName?: string; nodeName?: string };

/** The popup of a `VASSALAGE` entry: its sub-games (gameList with parentNodeId). */
export function SubGamePopup({
  parent,
  onClose,
  onPlay,
  onTrial,
  busy,
}: {
  parent: Parent;
  onClose: () => void;
  onPlay: (game: endpoints.Game) => void;
  onTrial: (game: endpoints.Game) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('games');
  const boot = useBoot();
  const freeTrial = isModuleEnabled('FREEPLAY3', boot);
  const list = useApiQuery(
    endpoints.gameList,
    { parentNodeId: parent.nodeId, vassalage: parent.vassalage, clientType: 3, pageNo: 1, pageSize: 24 },
    { staleTime: 5 * 60_000 },
  );
  return (
    <Dialog
      open
      title={parent.gameName || parent.nodeName || t('sub_games')}
      onClose={onClose}
      width={640}
      testId="sub-game-popup"
    >
      <div aria-busy={busy}>
        {list.isPending ? (
          <Grid>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="140px" />
            ))}
          </Grid>
        ) : list.isError ? (
          <ErrorState title={t('load_failed')} onRetry={() => void list.refetch()} />
        ) : list.data.games.length === 0 ? (
          <EmptyState message={t('no_data')} />
        ) : (
          <Grid>
            {list.data.games.map((game) => (
              <GameCard
                key={game.nodeId}
                game={game}
                onPlay={onPlay}
                onTrial={freeTrial && game.supportPlay === 0 ? onTrial : undefined}
              />
            ))}
          </Grid>
        )}
      </div>
    </Dialog>
  );
}
