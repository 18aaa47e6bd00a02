import { useTranslation } from 'react-i18next';
import { CentrePanel, type CentrePanelProps } from '@vitrine/shared';
import { AgentRevenue } from '../features/my-income/AgentRevenue';

/** Agent-centre item `agentRevenue`. */
export default function MyIncomePanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <CentrePanel title={t('my_income')} testId="my-income">
      <AgentRevenue />
    </CentrePanel>
  );
}
