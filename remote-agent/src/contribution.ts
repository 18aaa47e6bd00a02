import { defineContribution } from '@vitrine/shared';

/**
 * What the agent remote offers the host (emitted as contribution.json at build): the agent-centre
 * shell in the host's `agentCentre` slot, and the items it has built. Only items that work against
 * the backend are listed.
 */
export default defineContribution({
  remote: 'agent',
  namespace: 'agent',
  routes: [],
  slots: { agentCentre: './AgentCentre' },
  agentItems: [
    { page: 'agentTeamOverview', labelKey: 'team_overview', expose: './TeamOverviewPanel', order: 1 },
  ],
});
