import styled from '@emotion/styled';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, isModuleEnabled, useBoot, type RemotePageProps } from '@vitrine/shared';
import { GameList, GridSkeleton } from '../features/game-list/GameList';
import { useGameLauncher } from '../features/launch/use-game-launcher';
import { useFavourites } from '../features/favourites/Favourites';
import { seamlessCategories, seamlessLane } from '../features/seamless/seamless-lane';
import { Tabs } from '../components/Tabs';
import { useVendorLanes } from '../lib/session-cached';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  header p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * Route `/seamless`: the seamless-wallet lobby — the vendors the server marks as playing straight
 * from the main wallet (no transfer), filtered by category (`?category=`) and vendor (`?page=`),
 * with the game list's classifications and paging; Play launches into the /game frame.
 */
export default function SeamlessPage(_props: RemotePageProps) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const boot = useBoot();
  const launcher = useGameLauncher();
  const favourites = useFavourites();
  const lanes = useVendorLanes();
  const all = lanes.data?.data.lanes ?? [];
  const categories = seamlessCategories(all);
  const wantedCategory = params.get('category');
  const category = categories.find((c) => c === wantedCategory) ?? 'ALL';
  const lane = seamlessLane(all, category);
  const wanted = params.get('page');
  const vendor = lane.cards.find((c) => c.vassalage === wanted)?.vassalage ?? lane.cards[0]?.vassalage ?? '';
  const select = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged, { replace: true });
  };

  return (
    <Page data-testid="seamless-page">
      <header>
        <h1>{t('seamless_title')}</h1>
        <p>{t('seamless_intro')}</p>
      </header>
      {lanes.isPending ? (
        <>
          <Skeleton height="44px" />
          <GridSkeleton />
        </>
      ) : lanes.isError ? (
        <ErrorState title={t('load_failed')} onRetry={() => void lanes.refetch()} />
      ) : lane.cards.length === 0 ? (
        <EmptyState message={t('seamless_none')} testId="seamless-none" />
      ) : (
        <>
          <Tabs
            label={t('seamless_categories')}
            testId="seamless-categories"
            items={[{ id: 'ALL', label: t('seamless_all') }, ...categories.map((c) => ({ id: c, label: t(`category_${c}`) }))]}
            selected={category}
            onSelect={(id) => select({ category: id === 'ALL' ? '' : id, page: '' })}
          />
          <GameList
            lane={lane}
            vendor={vendor}
            onVendorChange={(v) => select({ page: v })}
            onPlay={launcher.play}
            onTrial={launcher.trial}
            freeTrial={isModuleEnabled('FREEPLAY3', boot)}
            favourites={favourites.loggedIn ? favourites : undefined}
          />
        </>
      )}
    </Page>
  );
}
