import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { Panel } from '../components/Panel';
import { Cashback } from '../features/cashback/Cashback';

/** Member-centre page `manualRebate` (in_cashback). */
export default function CashbackPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <Panel title={t('in_cashback')} testId="cashback-panel">
      <Cashback />
    </Panel>
  );
}
