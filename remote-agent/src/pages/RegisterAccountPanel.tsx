import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { ReportPanel } from '../components/report';
import { RegisterAccount } from '../features/register-account/RegisterAccount';

/** Agent-centre item `registerCenter`. */
export default function RegisterAccountPanel({ navigate }: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <ReportPanel title={t('register_account')} testId="register-account">
      <RegisterAccount onShowTeam={() => navigate('downlineManagement')} />
    </ReportPanel>
  );
}
