const { federatedConfig } = require('@vitrine/shared/build/federated-webpack.cjs');

module.exports = federatedConfig({
  name: 'member',
  dir: __dirname,
  port: 3002,
  exposes: {
    './MemberCentre': './src/exposes/MemberCentre.tsx',
    './SecurityCenterPanel': './src/exposes/SecurityCenterPanel.tsx',
  },
});
