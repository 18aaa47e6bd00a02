import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { RegisterAccount } from '../features/register-account/RegisterAccount';

/** Agent-centre item `registerCenter`. */
export default function RegisterAccountPanel({ navigate }: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <CentrePanel title={t('register_account')} testId="register-account">
      <RegisterAccount onShowTeam={() => navigate('downlineManagement')} />
    </CentrePanel>
  );
}
