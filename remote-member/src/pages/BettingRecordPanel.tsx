import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { Panel } from '../components/Panel';
import { BettingRecord } from '../features/betting-record/BettingRecord';

/** Member-centre page `personalHistoryCopy` (in_betting_record). */
export default function BettingRecordPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('member');
  return (
    <Panel title={t('in_betting_record')} testId="betting-record-panel">
      <BettingRecord />
    </Panel>
  );
}
