import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { CentrePanelProps } from '@vitrine/shared';
import { TeamOverview } from '../features/team-overview/TeamOverview';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Version = styled.small`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Agent-centre item `agentTeamOverview`. */
export default function TeamOverviewPanel(_props: CentrePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <Panel data-testid="team-overview">
      <h2>{t('team_overview')}</h2>
      <TeamOverview />
      <Version data-testid="remote-version" data-remote="agent">
        agent {__VITRINE_VERSION__}
      </Version>
    </Panel>
  );
}
