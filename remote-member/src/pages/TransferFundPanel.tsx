import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { Panel } from '../components/Panel';
import { TransferFund } from '../features/transfer-fund/TransferFund';

/** Member-centre page `transferFund` (in_my_wallet). */
export default function TransferFundPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <Panel title={t('in_my_wallet')} testId="transfer-fund-panel">
      <TransferFund />
    </Panel>
  );
}
