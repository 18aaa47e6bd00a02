import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Skeleton, isModuleEnabled, useBoot, type RemotePageProps } from '@vitrine/shared';
import { Tabs } from '../components/Tabs';
import { BoardPage } from '../features/boards/BoardTable';
import { PlayerRanking } from '../features/boards/PlayerRanking';

const MissionLeaderboard = lazy(() =>
  import('../features/mission-leaderboard/MissionLeaderboard').then((m) => ({ default: m.MissionLeaderboard })),
);

/** Rows of the mission leaderboard here (the call answers the top 20; the home page shows 10). */
const MISSION_ROWS = 20;

/**
 * Route `/ranking`: the mission leaderboard (when missions are on) and the player ranking
 * (`?tab=players`). Linked from the home page's leaderboard and the side menu.
 */
export default function RankingPage(_props: RemotePageProps) {
  const { t } = useTranslation('games');
  const boot = useBoot();
  const [params, setParams] = useSearchParams();
  const missions = isModuleEnabled('MISSION3', boot);
  const tab = !missions || params.get('tab') === 'players' ? 'players' : 'missions';
  return (
    <BoardPage data-testid="ranking-page">
      <header>
        <h1>{t('ranking_title')}</h1>
        <p>{t('ranking_intro')}</p>
      </header>
      {missions ? (
        <Tabs
          label={t('ranking_title')}
          testId="ranking-tabs"
          selected={tab}
          onSelect={(id) => setParams(id === 'players' ? { tab: 'players' } : {}, { replace: true })}
          items={[
            { id: 'missions', label: t('mission_leaderboard') },
            { id: 'players', label: t('ranking_players') },
          ]}
        />
      ) : null}
      {tab === 'missions' ? (
        <Suspense fallback={<Skeleton height="480px" />}>
          <MissionLeaderboard rows={MISSION_ROWS} />
        </Suspense>
      ) : (
        <section aria-labelledby="player-ranking" style={{ display: 'grid', gap: 12, minWidth: 0 }}>
          <header>
            <h2 id="player-ranking" style={{ margin: 0 }}>
              {t('ranking_players')}
            </h2>
            <p>{t('ranking_basis')}</p>
          </header>
          <div style={{ overflowX: 'auto' }}>
            <PlayerRanking labelledBy="player-ranking" />
          </div>
        </section>
      )}
    </BoardPage>
  );
}
