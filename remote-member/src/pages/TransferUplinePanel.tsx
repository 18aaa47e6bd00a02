import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { Panel } from '../components/Panel';
import { TransferUpline } from '../features/transfer-upline/TransferUpline';

/** Member-centre page `transferUpline` (in_transfer_upline). */
export default function TransferUplinePanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <Panel title={t('in_transfer_upline')} testId="transfer-upline-panel">
      <TransferUpline />
    </Panel>
  );
}
