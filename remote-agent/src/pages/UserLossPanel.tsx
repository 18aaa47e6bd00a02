import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { ReportPanel } from '../components/report';
import { AgentProfitLoss } from '../features/user-loss/AgentProfitLoss';

/** Agent-centre item `agentProfitLoss`. */
export default function UserLossPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <ReportPanel title={t('user_loss')} testId="user-loss">
      <AgentProfitLoss />
    </ReportPanel>
  );
}
