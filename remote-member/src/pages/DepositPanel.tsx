import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { Panel } from '../components/Panel';
import { Deposit } from '../features/deposit/Deposit';

/** Member-centre page `depositv2` (in_increase_deposit). */
export default function DepositPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <Panel title={t('in_increase_deposit')} testId="deposit-panel">
      <Deposit />
    </Panel>
  );
}
