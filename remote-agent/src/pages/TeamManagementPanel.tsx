import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { ReportPanel } from '../components/report';
import { TeamManagement } from '../features/team-management/TeamManagement';

/** Agent-centre item `downlineManagement`. */
export default function TeamManagementPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <ReportPanel title={t('team_management')} testId="team-management">
      <TeamManagement />
    </ReportPanel>
  );
}
