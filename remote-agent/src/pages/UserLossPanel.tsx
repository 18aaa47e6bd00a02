import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { AgentProfitLoss } from '../features/user-loss/AgentProfitLoss';

/** Agent-centre item `agentProfitLoss`. */
export default function UserLossPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <CentrePanel title={t('user_loss')} testId="user-loss">
      <AgentProfitLoss />
    </CentrePanel>
  );
}
