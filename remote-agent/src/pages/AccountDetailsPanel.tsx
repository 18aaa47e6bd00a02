import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { DownlineTransactions } from '../features/account-details/DownlineTransactions';

/** Agent-centre item `downlineTransactions`. */
export default function AccountDetailsPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <CentrePanel title={t('account_details')} testId="account-details">
      <DownlineTransactions />
    </CentrePanel>
  );
}
