import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { ReportPanel } from '../components/report';
import { TeamBetting } from '../features/team-betting/TeamBetting';

/** Agent-centre item `teamBetting`. */
export default function TeamBettingPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <ReportPanel title={t('team_betting')} testId="team-betting">
      <TeamBetting />
    </ReportPanel>
  );
}
