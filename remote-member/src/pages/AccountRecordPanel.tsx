import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { AccountRecord } from '../features/account-record/AccountRecord';

/** Member-centre page `transactionHistory` (in_account_record). */
export default function AccountRecordPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('in_account_record')} testId="account-record-panel">
      <AccountRecord />
    </CentrePanel>
  );
}
