import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { Announcements } from '../features/announcement/Announcements';

/** Agent-centre item `agentAnnouncement`. */
export default function AnnouncementPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <CentrePanel title={t('announcement')} testId="agent-announcement">
      <Announcements />
    </CentrePanel>
  );
}
