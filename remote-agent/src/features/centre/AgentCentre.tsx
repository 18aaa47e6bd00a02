/**
 * The agent-centre shell (spec "Agent centre"): the shared centre frame titled 'invite and earn',
 * default page agentTeamOverview. The menu lists the items every live remote contributes (read
 * from the manifest) and hides items whose agent feature is off (dividend, daily, hourly and
 * real-time salary, from the contract info). Every item mounts through the one shared loader.
 */
import styled from '@emotion/styled';
import { useMemo } from 'react';
import {
  CentreLayout,
  contributedAgentItems,
  endpoints,
  EmptyState,
  RemoteBoundary,
  useApiQuery,
  useCentrePages,
  useManifest,
  type AgentItemContribution,
  type CentrePanelProps,
  type CentreShellProps,
} from '@vitrine/shared';

/** The spec's default page of the agent centre. */
export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';

type Feature = NonNullable<AgentItemContribution['requires']>;
const FEATURE_FLAG: Record<Feature, keyof endpoints.ContractInfo['enabled']> = {
  enableCt: 'dividend',
  salary: 'salary',
  hourSalary: 'hourSalary',
  agentRealtimeSalary: 'realtimeSalary',
};

const Version = styled.small`
  font-size: inherit;
`;

export function AgentCentre({ page, onClose }: CentreShellProps) {
  const manifest = useManifest();
  const contributed = useMemo(() => contributedAgentItems(manifest), [manifest]);
  // Feature-gated items wait for the contract info; if it cannot be read they stay hidden.
  const gated = contributed.some((item) => item.requires);
  const contract = useApiQuery(endpoints.contractInfo, undefined, { enabled: gated, staleTime: 60_000 });
  const items = useMemo(
    () =>
      contributed.filter(
        (item) => !item.requires || Boolean(contract.data?.enabled[FEATURE_FLAG[item.requires]]),
      ),
    [contributed, contract.data],
  );
  const { t, ready, active, current, unavailable, entries, navigate } = useCentrePages(
    'agent',
    items,
    page,
    DEFAULT_AGENT_PAGE,
  );

  return (
    <CentreLayout
      testId="agent-centre"
      title={t('agent:invite_and_earn')}
      closeLabel={t('agent:close_centre')}
      loaded={manifest !== null && ready && (!gated || !contract.isPending)}
      entries={entries}
      active={active}
      onSelect={navigate}
      onClose={onClose}
      footer={
        <Version data-testid="remote-version" data-remote="agent">
          agent {__VITRINE_VERSION__}
        </Version>
      }
    >
      {current ? (
        <RemoteBoundary<CentrePanelProps>
          key={`${current.remote}:${current.page}`}
          remote={current.remote}
          expose={current.expose}
          kind="panel"
          props={{ page: current.page, navigate }}
        />
      ) : unavailable ? (
        // A gated page may still appear once the contract info is in.
        gated && contract.isPending ? null : (
          <EmptyState message={t('common:centre_page_unavailable')} testId="centre-page-unavailable" />
        )
      ) : (
        <EmptyState message={t('agent:no_items')} />
      )}
    </CentreLayout>
  );
}
