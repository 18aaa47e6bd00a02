import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { Deposit } from '../features/deposit/Deposit';

/** Member-centre page `depositv2` (in_increase_deposit). */
export default function DepositPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('in_increase_deposit')} testId="deposit-panel">
      <Deposit />
    </CentrePanel>
  );
}
