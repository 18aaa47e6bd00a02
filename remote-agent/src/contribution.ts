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
    // Items 9–12: one expose for the four contract kinds (the page names the kind).
    { page: 'agentBonus', labelKey: 'bonus_dividend', expose: './ContractsPanel', order: 9, requires: 'enableCt' },
    { page: 'agentDailyWages', labelKey: 'daily_wages', expose: './ContractsPanel', order: 10, requires: 'salary' },
    { page: 'agentHourlySalary', labelKey: 'hourly_salary', expose: './ContractsPanel', order: 11, requires: 'hourSalary' },
    { page: 'agentRealtimeSalary', labelKey: 'realtime_salary', expose: './ContractsPanel', order: 12, requires: 'agentRealtimeSalary' },
  ],
});
