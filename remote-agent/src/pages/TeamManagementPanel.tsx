import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { TeamManagement } from '../features/team-management/TeamManagement';

/** Agent-centre item `downlineManagement`. */
export default function TeamManagementPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <CentrePanel title={t('team_management')} testId="team-management">
      <TeamManagement />
    </CentrePanel>
  );
}
