import { defineContribution } from '@vitrine/shared';

/**
 * What the agent remote offers the host (emitted as contribution.json at build): the agent-centre
 * shell in the host's `agentCentre` slot, and the items it has built. Only items that work against
 * the backend are listed.
 */
export default defineContribution({
  remote: 'agent',
  namespace: 'agent',
  routes: [
    // Join us: the affiliate programme and the agent application (open to visitors).
    { path: '/join', expose: './JoinPage', chrome: { header: true, footer: true, sideMenu: true }, access: 'anyone', titleKey: 'join_title' },
  ],
  slots: { agentCentre: './AgentCentre' },
  agentItems: [
    { page: 'agentAnnouncement', labelKey: 'announcement', expose: './AnnouncementPanel', order: 0 },
    { page: 'agentTeamOverview', labelKey: 'team_overview', expose: './TeamOverviewPanel', order: 1 },
    { page: 'registerCenter', labelKey: 'register_account', expose: './RegisterAccountPanel', order: 3 },
    { page: 'downlineManagement', labelKey: 'team_management', expose: './TeamManagementPanel', order: 4 },
    { page: 'teamBetting', labelKey: 'team_betting', expose: './TeamBettingPanel', order: 5 },
    { page: 'agentProfitLoss', labelKey: 'user_loss', expose: './UserLossPanel', order: 6 },
    { page: 'agentRevenue', labelKey: 'my_income', expose: './MyIncomePanel', order: 7 },
    { page: 'downlineTransactions', labelKey: 'account_details', expose: './AccountDetailsPanel', order: 8 },
    // Items 9–12: one expose for the four contract kinds (the page names the kind).
    { page: 'agentBonus', labelKey: 'bonus_dividend', expose: './ContractsPanel', order: 9, requires: 'enableCt' },
    { page: 'agentDailyWages', labelKey: 'daily_wages', expose: './ContractsPanel', order: 10, requires: 'salary' },
    { page: 'agentHourlySalary', labelKey: 'hourly_salary', expose: './ContractsPanel', order: 11, requires: 'hourSalary' },
    { page: 'agentRealtimeSalary', labelKey: 'realtime_salary', expose: './ContractsPanel', order: 12, requires: 'agentRealtimeSalary' },
  ],
});
