import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { Withdraw } from '../features/withdraw/Withdraw';
import { WithdrawConfirmations } from '../features/withdraw-confirmation/WithdrawConfirmations';

/** Member-centre page `withdraw` (in_increase_withdrawal): the form, then the payouts to confirm. */
export default function WithdrawPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('in_increase_withdrawal')} testId="withdraw-panel">
      <Withdraw />
      <WithdrawConfirmations />
    </CentrePanel>
  );
}
