import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { TeamBetting } from '../features/team-betting/TeamBetting';

/** Agent-centre item `teamBetting`. */
export default function TeamBettingPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <CentrePanel title={t('team_betting')} testId="team-betting">
      <TeamBetting />
    </CentrePanel>
  );
}
