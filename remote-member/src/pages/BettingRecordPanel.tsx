import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { BettingRecord } from '../features/betting-record/BettingRecord';

/** Member-centre page `personalHistoryCopy` (in_betting_record). */
export default function BettingRecordPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <CentrePanel title={t('in_betting_record')} testId="betting-record-panel">
      <BettingRecord />
    </CentrePanel>
  );
}
