const { federatedConfig } = require('@vitrine/shared/build/federated-webpack.cjs');

module.exports = federatedConfig({
  name: 'agent',
  dir: __dirname,
  port: 3003,
  exposes: {
    './JoinPage': './src/exposes/JoinPage.tsx',
    './AgentCentre': './src/exposes/AgentCentre.tsx',
    './TeamOverviewPanel': './src/exposes/TeamOverviewPanel.tsx',
    './ContractsPanel': './src/exposes/ContractsPanel.tsx',
    './AnnouncementPanel': './src/exposes/AnnouncementPanel.tsx',
    './RegisterAccountPanel': './src/exposes/RegisterAccountPanel.tsx',
    './TeamManagementPanel': './src/exposes/TeamManagementPanel.tsx',
    './TeamBettingPanel': './src/exposes/TeamBettingPanel.tsx',
    './UserLossPanel': './src/exposes/UserLossPanel.tsx',
    './MyIncomePanel': './src/exposes/MyIncomePanel.tsx',
    './AccountDetailsPanel': './src/exposes/AccountDetailsPanel.tsx',
  },
});
