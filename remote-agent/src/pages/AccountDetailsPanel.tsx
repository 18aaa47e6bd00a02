import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { ReportPanel } from '../components/report';
import { DownlineTransactions } from '../features/account-details/DownlineTransactions';

/** Agent-centre item `downlineTransactions`. */
export default function AccountDetailsPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <ReportPanel title={t('account_details')} testId="account-details">
      <DownlineTransactions />
    </ReportPanel>
  );
}
