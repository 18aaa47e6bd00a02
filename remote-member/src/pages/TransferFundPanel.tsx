import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { TransferFund } from '../features/transfer-fund/TransferFund';

/** Member-centre page `transferFund` (in_my_wallet). */
export default function TransferFundPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('in_my_wallet')} testId="transfer-fund-panel">
      <TransferFund />
    </CentrePanel>
  );
}
