import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { BonusDetails } from '../features/bonus-details/BonusDetails';

/** Member-centre page `bonusDetails` (in_bonus_details). */
export default function BonusDetailsPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('in_bonus_details')} testId="bonus-details-panel">
      <BonusDetails />
    </CentrePanel>
  );
}
