import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { ReportPanel } from '../components/report';
import { AgentRevenue } from '../features/my-income/AgentRevenue';

/** Agent-centre item `agentRevenue`. */
export default function MyIncomePanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <ReportPanel title={t('my_income')} testId="my-income">
      <AgentRevenue />
    </ReportPanel>
  );
}
