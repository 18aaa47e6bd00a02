import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { PageLink } from '../components/PageLink';
import { Panel } from '../components/Panel';
import { Missions } from '../features/missions/Missions';

/** Member-centre page `missionLeaderboard` (mission_activity, MISSION3). */
export default function MissionsPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('promotions');
  return (
    <Panel title={t('mission_activity')} testId="missions-panel">
      <Missions />
      <PageLink to="/pointMall" testId="ms-points-mall">
        {t('ms_spend_points')}
      </PageLink>
    </Panel>
  );
}
