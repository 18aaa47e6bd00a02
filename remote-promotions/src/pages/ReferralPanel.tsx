import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { Referral } from '../features/referral/Referral';

/** Member-centre page `referral` (invite_friends, REFERRAL3). */
export default function ReferralPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('promotions');
  return (
    <CentrePanel title={t('invite_friends')} testId="referral-panel">
      <Referral />
    </CentrePanel>
  );
}
