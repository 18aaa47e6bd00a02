import styled from '@emotion/styled';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  FIRST_PAINT_PICTURE_SLOT,
  Skeleton,
  endpoints,
  firstPaintPictures,
  imageUrl,
  useApiQuery,
  type PictureSource,
} from '@vitrine/shared';
import { Tabs } from '../../components/Tabs';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { Pagination } from '../../components/Pagination';
import { GameCard } from '../game-card/GameCard';
import type { Favourites } from '../favourites/Favourites';
import { FIRST_PAGE_SIZE, LATER_PAGE_SIZE } from './block-paging';
import { useGamePage } from './use-game-page';

/**
 * Tiles whose pictures load at once: the first row at desktop width (128 px tiles in a 1200 px
 * column) and about the first two rows on a 360 px phone. The rest wait for the observer.
 */
export const EAGER_TILES = 6;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.warning};
`;

export interface GameListProps {
  lane: endpoints.GameVendorLane;
  /** The selected vendor (vassalage). */
  vendor: string;
  onVendorChange: (vassalage: string) => void;
  onPlay: (game: endpoints.Game) => void;
  onTrial: (game: endpoints.Game) => void;
  /** FREEPLAY3 is on (Free trial shows only then, and only where supportPlay is 0). */
  freeTrial: boolean;
  /** The member's favourites, when logged in: each tile then shows its heart. */
  favourites?: Favourites;
}

/** A tile's picture place in the first paint: the tile's box, where the gateway may put its picture. */
const PictureSlot = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

/**
 * Placeholders in the shape of a page of tiles. With `pictures` (the page's first-paint source),
 * the first EAGER_TILES squares are picture places: the first-paint HTML shows those tiles'
 * pictures before the app runs. Memoised: the list re-renders while a page loads, and a skeleton
 * of the same size need not be drawn again.
 */
export const GridSkeleton = memo(function GridSkeleton({
  count = FIRST_PAGE_SIZE,
  pictures,
}: {
  count?: number;
  pictures?: PictureSource;
}) {
  return (
    <Grid aria-busy="true" data-testid="game-list-loading" {...(pictures ? firstPaintPictures(pictures) : {})}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} style={{ display: 'grid', gap: 6 }}>
          {pictures && i < EAGER_TILES ? (
            <PictureSlot {...FIRST_PAINT_PICTURE_SLOT}>
              <Skeleton height="100%" radius="0" />
            </PictureSlot>
          ) : (
            <Skeleton style={{ aspectRatio: '1 / 1', height: 'auto' }} />
          )}
          <Skeleton height="14px" width="70%" />
        </div>
      ))}
    </Grid>
  );
});

/**
 * The game list block: vendor tabs, classification tabs, 21 games on the first page and 18 on
 * later ones, pagination (range 3, margin 1), 'No data', skeletons, Play and Free trial.
 */
export function GameList({
  lane,
  vendor,
  onVendorChange,
  onPlay,
  onTrial,
  freeTrial,
  favourites,
}: GameListProps) {
  const { t } = useTranslation('games');
  const [gameType, setGameType] = useState('');
  const [page, setPage] = useState(1);
  const [prevKey, setPrevKey] = useState(vendor);
  if (prevKey !== vendor) {
    // A new vendor starts on its first page with every classification.
    setPrevKey(vendor);
    setGameType('');
    setPage(1);
  }
  const card = lane.cards.find((c) => c.vassalage === vendor);
  const types = useApiQuery(
    endpoints.vassGameType,
    { vassalage: vendor },
    { enabled: Boolean(vendor), staleTime: Infinity },
  );
  const classify = types.data ?? lane.gameClassify;
  const current = useGamePage(vendor ? { vassalage: vendor, gameType } : null, page);
  // The grid (some 770 React fibers for 21 tiles) is drawn from a deferred copy of the page.
  // React Query's updates render synchronously, in one task that cannot yield; the deferred
  // render is interruptible, so the arriving page does not block the main thread (issue 9).
  // The page keeps its identity while unchanged (useGamePage), so nothing is drawn twice.
  const result = useDeferredValue(current);

  const selectType = useCallback((id: string) => {
    setGameType(id === 'ALL' ? '' : id);
    setPage(1);
  }, []);
  // The tab rows keep their items while the lane and classifications do not change, so the
  // render that a page's arrival causes does not redraw them (issue 9).
  const vendorTabs = useMemo(
    () => lane.cards.map((c) => ({ id: c.vassalage, label: c.displayName, icon: imageUrl(c.smallIcon) })),
    [lane.cards],
  );
  const typeTabs = useMemo(
    () => [
      { id: 'ALL', label: t('all') },
      ...classify.map((c) => ({ id: c.gameType, label: t(`game_type_${c.gameType}`, { defaultValue: c.name }) })),
    ],
    [classify, t],
  );

  return (
    <Block data-testid="game-list" data-vendor={vendor} data-game-type={gameType || 'ALL'} data-page={page}>
      <Tabs
        label={t('vendors')}
        testId="vendor-tabs"
        selected={vendor}
        onSelect={onVendorChange}
        items={vendorTabs}
      />
      {classify.length > 1 ? (
        <Tabs
          label={t('classifications')}
          testId="classification-tabs"
          selected={gameType || 'ALL'}
          onSelect={selectType}
          items={typeTabs}
        />
      ) : null}
      {card?.maintenance ? (
        <Notice role="status" data-testid="vendor-maintenance">
          {t('maintenance_range', { start: card.maintenance.startTime, end: card.maintenance.endTime })}
        </Notice>
      ) : null}
      {result.isError ? (
        <ErrorState title={t('load_failed')} onRetry={result.refetch} />
      ) : result.isPending ? (
        <GridSkeleton count={page === 1 ? FIRST_PAGE_SIZE : LATER_PAGE_SIZE} />
      ) : result.games.length === 0 ? (
        <EmptyState message={t('no_data')} />
      ) : (
        <>
          <VisuallyHidden as="h2">{t('games_of', { vendor: card?.displayName ?? vendor })}</VisuallyHidden>
          <Grid data-testid="game-grid">
            {result.games.map((game, index) => (
              <GameCard
                key={game.nodeId}
                game={game}
                eager={index < EAGER_TILES}
                onPlay={onPlay}
                onTrial={freeTrial && game.supportPlay === 0 ? onTrial : undefined}
                favourite={favourites?.has(game.nodeId)}
                onToggleFavourite={favourites?.toggle}
              />
            ))}
          </Grid>
          <Pagination page={page} totalPages={result.totalPages} onChange={setPage} />
        </>
      )}
    </Block>
  );
}
