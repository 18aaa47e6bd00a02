const { federatedConfig } = require('@vitrine/shared/build/federated-webpack.cjs');

module.exports = federatedConfig({
  name: 'agent',
  dir: __dirname,
  port: 3003,
  exposes: {
    './AgentCentre': './src/exposes/AgentCentre.tsx',
    './TeamOverviewPanel': './src/exposes/TeamOverviewPanel.tsx',
    './ContractsPanel': './src/exposes/ContractsPanel.tsx',
  },
});
