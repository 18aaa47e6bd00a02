import styled from '@emotion/styled';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  Skeleton,
  endpoints,
  isModuleEnabled,
  useBoot,
  PREVIOUS_PICK,
  type PictureSource,
  type RemotePageProps,
} from '@vitrine/shared';
import { GameList, GridSkeleton } from '../features/game-list/GameList';
import { useGameLauncher } from '../features/launch/use-game-launcher';
import { RoomList } from '../features/pvp/RoomList';
import { useFavourites } from '../features/favourites/Favourites';
import { VENDOR_LIST_REQUEST, useVendorLanes } from '../lib/session-cached';
import { gameListRequest } from '../features/game-list/use-game-page';
import { categoryOfPath } from '../features/category-nav/nav-model';
import { LazyJackpotTicker } from '../features/jackpot/LazyJackpotTicker';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const SearchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
`;

/**
 * The first-paint pictures of a category page: the vendor list, then the first vendor's first
 * page of games (the same requests the page makes), their tile pictures.
 */
export function firstTilesSource(category: endpoints.GameCategory, language: string): PictureSource {
  return {
    steps: [
      { path: endpoints.gameVendor.path, body: { ...VENDOR_LIST_REQUEST }, pick: `data.lanes[title=${category}].cards.0.vassalage` },
      {
        path: endpoints.gameList.path,
        body: { ...gameListRequest({ vassalage: PREVIOUS_PICK, gameType: '' }, 1, language) },
        pick: 'games.*.showIcon',
      },
    ],
  };
}

/** The game-category page shared by /rng, /live, /pvp and /fish; `?page=<vendor>` opens a vendor. */
export default function CategoryPage({ route }: RemotePageProps) {
  const { t, i18n } = useTranslation('games');
  // `/rng`, `/live`, `/pvp`, `/fish` → the lane title of the vendor list (the one route table).
  const category = categoryOfPath(route.path);
  const [params, setParams] = useSearchParams();
  const boot = useBoot();
  const launcher = useGameLauncher();
  const favourites = useFavourites();
  const lanes = useVendorLanes();
  const lane = lanes.data?.data.lanes.find((l) => l.title === category);
  const wanted = params.get('page');
  const vendor =
    lane?.cards.find((c) => c.vassalage === wanted)?.vassalage ?? lane?.cards[0]?.vassalage ?? '';

  return (
    <Page data-testid="category-page" data-category={category}>
      <header>
        <h1>{t(`category_${category}`)}</h1>
        <SearchLink to="/search" data-testid="search-link">
          {t('search_games')}
        </SearchLink>
      </header>
      {/* The slots page shows the jackpot (issue 14 item 15). */}
      {category === 'RNG' ? <LazyJackpotTicker /> : null}
      {lanes.isPending ? (
        <>
          <Skeleton height="44px" />
          <GridSkeleton pictures={firstTilesSource(category, i18n.language)} />
        </>
      ) : lanes.isError ? (
        <ErrorState title={t('load_failed')} onRetry={() => void lanes.refetch()} />
      ) : !lane || lane.cards.length === 0 ? (
        <EmptyState message={t('no_data')} />
      ) : (
        <>
          <GameList
            lane={lane}
            vendor={vendor}
            onVendorChange={(v) => setParams({ page: v }, { replace: true })}
            onPlay={launcher.play}
            onTrial={launcher.trial}
            freeTrial={isModuleEnabled('FREEPLAY3', boot)}
            favourites={favourites.loggedIn ? favourites : undefined}
          />
          {category === 'PVP' && vendor ? (
            <RoomList
              vassalage={vendor}
              onJoin={(room) =>
                launcher.play({
                  nodeId: room.nodeId,
                  gameId: room.gameId,
                  vassalage: room.vassalage,
                  roomId: room.roomId,
                  isGame: 'GAME',
                  category: 'PVP',
                })
              }
            />
          ) : null}
        </>
      )}
      {launcher.element}
    </Page>
  );
}
