import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { Panel } from '../components/Panel';
import { BonusDetails } from '../features/bonus-details/BonusDetails';

/** Member-centre page `bonusDetails` (in_bonus_details). */
export default function BonusDetailsPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <Panel title={t('in_bonus_details')} testId="bonus-details-panel">
      <BonusDetails />
    </Panel>
  );
}
