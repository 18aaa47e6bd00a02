const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { federatedConfig } = require('@vitrine/shared/build/federated-webpack.cjs');
const { IntlWarmupPlugin } = require('./scripts/intl-warmup-plugin.cjs');

const host = federatedConfig({ name: 'host', dir: __dirname, port: 3000, isHost: true });
const PWA = path.join(__dirname, 'src', 'pwa');

/**
 * Install as an app (issue 13 item 4): the web app manifest (`/manifest.webmanifest`, its name from
 * VITRINE_BRAND_NAME / VITRINE_BRAND_SHORT_NAME when the build sets them) and its icons
 * (`/pwa/*.png`, drawn by scripts/pwa-icons.cjs), copied into the host's output.
 */
class PwaAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PwaAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const manifestFile = path.join(PWA, 'manifest.webmanifest');
        const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
        if (process.env.VITRINE_BRAND_NAME) manifest.name = process.env.VITRINE_BRAND_NAME;
        if (process.env.VITRINE_BRAND_SHORT_NAME || process.env.VITRINE_BRAND_NAME)
          manifest.short_name = process.env.VITRINE_BRAND_SHORT_NAME || process.env.VITRINE_BRAND_NAME;
        compilation.fileDependencies.add(manifestFile);
        compilation.emitAsset('manifest.webmanifest', new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        for (const icon of fs.readdirSync(path.join(PWA, 'icons')).filter((f) => f.endsWith('.png'))) {
          const file = path.join(PWA, 'icons', icon);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(`pwa/${icon}`, new RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

/**
 * The service worker (`/sw.js`, src/pwa/sw.ts): its own small bundle, built after the host (it
 * names the host's build in its cache names, so a new host release replaces the old caches).
 */
function serviceWorkerConfig(mode, outDir) {
  const webpack = require('webpack');
  const swcOptions = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '.swcrc'), 'utf8'));
  delete swcOptions.$schema;
  const buildId = () => {
    const hash = crypto.createHash('sha256');
    for (const file of ['main.js', 'index.html', 'manifest.webmanifest']) {
      const full = path.join(outDir, file);
      if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
    }
    return hash.digest('hex').slice(0, 12);
  };
  return {
    name: 'sw',
    dependencies: ['host'],
    mode,
    context: __dirname,
    target: 'webworker',
    entry: { sw: './src/pwa/sw.ts' },
    devtool: false,
    output: { path: outDir, filename: 'sw.js', publicPath: '/', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } }] },
    performance: { hints: false },
    plugins: [new webpack.DefinePlugin({ __PWA_BUILD__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(buildId()), true) })],
    stats: 'errors-warnings',
  };
}

module.exports = (env, argv) => {
  const config = host(env, argv);
  config.name = 'host';
  config.plugins.push(new PwaAssetsPlugin(), new IntlWarmupPlugin());
  // `pnpm dev` (webpack serve) builds no worker: register.ts registers one in production builds only.
  if (argv.mode === 'development') return config;
  return [config, serviceWorkerConfig(config.mode, config.output.path)];
};
