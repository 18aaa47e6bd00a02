import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { Panel } from '../components/Panel';
import { Referral } from '../features/referral/Referral';

/** Member-centre page `referral` (invite_friends, REFERRAL3). */
export default function ReferralPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('promotions');
  return (
    <Panel title={t('invite_friends')} testId="referral-panel">
      <Referral />
    </Panel>
  );
}
