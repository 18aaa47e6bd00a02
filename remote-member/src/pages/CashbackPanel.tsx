import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { Cashback } from '../features/cashback/Cashback';

/** Member-centre page `manualRebate` (in_cashback). */
export default function CashbackPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('in_cashback')} testId="cashback-panel">
      <Cashback />
    </CentrePanel>
  );
}
