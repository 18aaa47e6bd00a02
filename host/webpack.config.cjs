const { federatedConfig } = require('@vitrine/shared/build/federated-webpack.cjs');

module.exports = federatedConfig({ name: 'host', dir: __dirname, port: 3000, isHost: true });
