import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { Messages } from '../features/messages/Messages';

/** Member-centre page `messageV2` (in_platform_information). */
export default function MessagesPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('in_platform_information')} testId="messages-panel">
      <Messages />
    </CentrePanel>
  );
}
