import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { PageLink } from '../components/PageLink';
import { Missions } from '../features/missions/Missions';

/** Member-centre page `missionLeaderboard` (mission_activity, MISSION3). */
export default function MissionsPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('promotions');
  return (
    <CentrePanel title={t('mission_activity')} testId="missions-panel">
      <Missions />
      <PageLink to="/pointMall" testId="ms-points-mall">
        {t('ms_spend_points')}
      </PageLink>
      <PageLink to="/ranking" testId="ms-ranking">
        {t('ms_full_ranking')}
      </PageLink>
    </CentrePanel>
  );
}
