import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { ProfitLoss } from '../features/profit-loss/ProfitLoss';

/** Member-centre page `personalProfit` (in_personal_loss). */
export default function ProfitLossPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('in_personal_loss')} testId="profit-loss-panel">
      <ProfitLoss />
    </CentrePanel>
  );
}
