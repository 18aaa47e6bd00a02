import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { TransferUpline } from '../features/transfer-upline/TransferUpline';

/** Member-centre page `transferUpline` (in_transfer_upline). */
export default function TransferUplinePanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('in_transfer_upline')} testId="transfer-upline-panel">
      <TransferUpline />
    </CentrePanel>
  );
}
