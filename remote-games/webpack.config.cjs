const { federatedConfig } = require('@vitrine/shared/build/federated-webpack.cjs');

module.exports = federatedConfig({
  name: 'games',
  dir: __dirname,
  port: 3001,
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
  },
});
