import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { ReportPanel } from '../components/report';
import { Announcements } from '../features/announcement/Announcements';

/** Agent-centre item `agentAnnouncement`. */
export default function AnnouncementPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <ReportPanel title={t('announcement')} testId="agent-announcement">
      <Announcements />
    </ReportPanel>
  );
}
