import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { PageLink } from '../components/PageLink';
import { RewardCenter } from '../features/reward-center/RewardCenter';

/** Member-centre page `rewardCenter` (in_reward_center). */
export default function RewardCenterPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('promotions');
  return (
    <CentrePanel title={t('in_reward_center')} testId="reward-center-panel">
      <RewardCenter />
      <PageLink to="/pointMall" testId="rc-points-mall">
        {t('rc_to_points_mall')}
      </PageLink>
    </CentrePanel>
  );
}
