import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { Panel } from '../components/Panel';
import { AccountRecord } from '../features/account-record/AccountRecord';

/** Member-centre page `transactionHistory` (in_account_record). */
export default function AccountRecordPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <Panel title={t('in_account_record')} testId="account-record-panel">
      <AccountRecord />
    </Panel>
  );
}
