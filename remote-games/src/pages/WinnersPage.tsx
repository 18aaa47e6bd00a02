import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { RemotePageProps } from '@vitrine/shared';
import { Tabs } from '../components/Tabs';
import { BoardPage } from '../features/boards/BoardTable';
import { WinnersBoard } from '../features/boards/WinnersBoard';

/**
 * Route `/winners`: the winners board, tabs latest winners and biggest wins (`?tab=big`), from
 * GCSGAME_getRankList. Linked from the home page's board and the side menu.
 */
export default function WinnersPage(_props: RemotePageProps) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const type = params.get('tab') === 'big' ? 'BIG' : 'WIN';
  return (
    <BoardPage data-testid="winners-page">
      <header>
        <h1 id="winners-title">{t('winners')}</h1>
        <p>{t('winners_intro')}</p>
      </header>
      <Tabs
        label={t('winners')}
        testId="winners-tabs"
        selected={type}
        onSelect={(id) => setParams(id === 'BIG' ? { tab: 'big' } : {}, { replace: true })}
        items={[
          { id: 'WIN', label: t('recent_winners') },
          { id: 'BIG', label: t('biggest_wins') },
        ]}
      />
      <div style={{ overflowX: 'auto' }}>
        <WinnersBoard type={type} labelledBy="winners-title" />
      </div>
    </BoardPage>
  );
}
