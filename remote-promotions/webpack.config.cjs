const Module = require('node:module');
const { federatedConfig } = require('@vitrine/shared/build/federated-webpack.cjs');

// TEMPORARY, until shared/build/federated-webpack.cjs follows it: the installed webpack 5.111.1
// ships its minimizer as `minimizer-webpack-plugin` (the successor of terser-webpack-plugin), so
// the shared config's `require('terser-webpack-plugin')` finds nothing. Resolve that one request to
// the plugin webpack itself uses; a no-op wherever terser-webpack-plugin is installed.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveMinimizer(request, ...rest) {
  try {
    return resolveFilename.call(this, request, ...rest);
  } catch (error) {
    if (request !== 'terser-webpack-plugin') throw error;
    return resolveFilename.call(this, 'minimizer-webpack-plugin', ...rest);
  }
};

module.exports = federatedConfig({
  name: 'promotions',
  dir: __dirname,
  port: 3004,
  exposes: {
    './PromotionsPage': './src/exposes/PromotionsPage.tsx',
    './PromotionDetailPage': './src/exposes/PromotionDetailPage.tsx',
  },
});
