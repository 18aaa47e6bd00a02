import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { EmptyState, type CentrePanelProps } from '@vitrine/shared';
import { Contracts } from '../features/contracts/Contracts';
import { kindOfPage } from '../features/contracts/kinds';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/**
 * Agent-centre items 9–12 (one expose, one chunk): `agentBonus` (dividend), `agentDailyWages`,
 * `agentHourlySalary`, `agentRealtimeSalary`; the page names the contract kind.
 */
export default function ContractsPanel({ page }: CentrePanelProps) {
  const { t } = useTranslation('agent');
  const config = kindOfPage(page);
  if (!config) return <EmptyState message={t('no_items')} />;
  return (
    <Panel data-testid="contracts-panel" data-kind={config.kind} aria-labelledby="contracts-title">
      <h2 id="contracts-title">{t(config.labelKey)}</h2>
      {/* A new page is a new kind: nothing of the previous one stays. */}
      <Contracts key={config.kind} config={config} />
    </Panel>
  );
}
