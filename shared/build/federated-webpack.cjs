/**
 * The one webpack configuration of every Vitrine app (host and remotes). Each app's
 * webpack.config.cjs calls `federatedConfig({...})` with its name and what it exposes.
 * Verified settings (docs/architecture.md): webpack 5.111.1, no [contenthash] in output.filename,
 * singletons with requiredVersion, `loaded-first`, external MF runtime provided by the host.
 */
const path = require('node:path');
const fs = require('node:fs');
const { ContributionPlugin } = require('./contribution-plugin.cjs');
const { FirstPaintPlugin } = require('./first-paint.cjs');

/** Build tools come from the app's own dependencies: each team pins its own toolchain. */
const { ChunkIntegrityPlugin } = require('./chunk-integrity-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');

const toolsOf = (dir) => {
  const req = (id) => require(require.resolve(id, { paths: [dir] }));
  return {
    webpack: req('webpack'),
    HtmlWebpackPlugin: req('html-webpack-plugin'),
    ModuleFederationPlugin: req('@module-federation/enhanced/webpack').ModuleFederationPlugin,
    swc: req('@swc/core'),

  };
};

/**
 * `inline-scripts.json` beside index.html: the sha256 of each inline `<script>` of the built
 * index.html, as CSP source expressions (`'sha256-…'`), so a `script-src 'self' <hashes>` policy
 * can allow exactly them. The gateway's first-paint HTML adds markup and styles only, never script.
 */
class InlineScriptHashesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('InlineScriptHashesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InlineScriptHashesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          const text = html.source.source().toString();
          const scripts = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
            .filter((m) => !/\bsrc\s*=/i.test(m[1]))
            .map((m) => ({
              bytes: Buffer.byteLength(m[2]),
              hash: `'sha256-${require('node:crypto').createHash('sha256').update(m[2]).digest('base64')}'`,
            }));
          const out = { 'script-src': scripts.map((s) => s.hash), scripts };
          compilation.emitAsset('inline-scripts.json', new RawSource(`${JSON.stringify(out, null, 2)}\n`));
        },
      );
    });
  }
}

/** The short singleton list (house style 8). */
const SINGLETONS = [
  'react',
  'react-dom/',
  'react-router-dom',
  'rxjs',
  'i18next',
  'react-i18next',
  '@emotion/react',
  '@emotion/styled',
  '@tanstack/react-query',
  '@vitrine/shared',
];

function sharedConfig(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.replace(/\/$/, '');
    let range = deps[base];
    if (base === '@vitrine/shared') {
      const sharedPkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
      range = `^${sharedPkg.version}`;
    }
    if (!range) throw new Error(`${pkg.name}: ${base} must be a dependency to be shared`);
    shared[name] = { singleton: true, requiredVersion: range };
  }
  // Two singletons are shared as an entry of the names the apps use, so the rest of the package
  // is tree-shaken (DECLARED_ENTRIES). A file path provides no version of its own: it provides
  // the version of the package it re-exports, checked against each app's range for the key.
  for (const [key, entry] of Object.entries(DECLARED_ENTRIES))
    shared[key] = { ...shared[key], import: entry.file, version: packageVersion(entry.package) };
  return shared;
}

/**
 * Shared keys provided by a file of named re-exports instead of the whole package: the key, the
 * file, and the package whose version it provides. The names in each file are the contract
 * between apps; eslint.config.mjs holds app code to them.
 */
const DECLARED_ENTRIES = {
  'react-router-dom': { file: path.join(__dirname, 'react-router-entry.mjs'), package: 'react-router' },
  rxjs: { file: path.join(__dirname, 'rxjs-entry.mjs'), package: 'rxjs' },
};

/** The version of a package as the entries here resolve it. */
function packageVersion(name) {
  const pkg = require.resolve(`${name}/package.json`, { paths: [__dirname] });
  return JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
}

/**
 * @param {object} o
 * @param {string} o.name       federation name: host | games | member | agent | promotions
 * @param {string} o.dir        the app's folder (__dirname of its webpack config)
 * @param {Record<string,string>} [o.exposes]  remotes: exposed modules
 * @param {number} o.port       dev-server port
 * @param {boolean} [o.isHost]
 * @param {string[]} [o.firstPaint]  remotes: public routes prerendered per language and theme at
 *   build (shared/build/first-paint.cjs), released with the remote; the host always prerenders its chrome
 */
function federatedConfig({ name, dir, exposes = {}, port, isHost = false, firstPaint = [] }) {
  return (_env, argv) => {
    const { webpack, HtmlWebpackPlugin, ModuleFederationPlugin, swc } = toolsOf(dir);
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const version = process.env.REMOTE_VERSION || pkg.version;
    const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
    const swcOptions = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '.swcrc'), 'utf8'));
    delete swcOptions.$schema;
    swcOptions.jsc.transform.react.development = mode === 'development';

    const federation = {
      name,
      shared: sharedConfig(dir),
      dts: false,
      manifest: { fileName: 'mf-manifest.json' },
      shareStrategy: 'loaded-first',
    };
    if (isHost) {
      federation.remotes = {};
      // The load policy (retries, integrity, timeouts), and the runtime's steps in tasks of their own.
      federation.runtimePlugins = [
        path.join(dir, 'src', 'federation', 'runtime-plugin.ts'),
        path.join(dir, 'src', 'federation', 'task-yield-plugin.ts'),
      ];
      federation.experiments = { provideExternalRuntime: true };
    } else {
      federation.filename = 'remoteEntry.js';
      federation.exposes = exposes;
      federation.experiments = { externalRuntime: true };
    }

    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
      target: 'web',
      output: {
        path: outDir,
        publicPath: isHost ? '/' : 'auto',
        uniqueName: `vitrine_${name}`,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
        // Subresource integrity on a remote's chunks needs CORS-mode script loads.
        ...(isHost ? {} : { crossOriginLoading: 'anonymous' }),
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        // Emotion inserts new rules while React renders, not in the commit (see the file).
        alias: { '@emotion/use-insertion-effect-with-fallbacks$': path.join(__dirname, 'emotion-insert-while-rendering.mjs') },
      },
      module: {
        rules: [
          { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
          { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      plugins: [
        new webpack.DefinePlugin({
          __VITRINE_APP__: JSON.stringify(name),
          __VITRINE_VERSION__: JSON.stringify(version),
        }),
        new ModuleFederationPlugin(federation),
        // A remote's chunks carry integrity: their sha384 hashes are written into the remote's
        // runtime (remoteEntry.js), whose own hash the host checks from remotes.json, so every
        // chunk the remote loads is pinned by the release (issue 11). Production builds only.
        ...(!isHost && mode === 'production' ? [new ChunkIntegrityPlugin()] : []),
        // Chunks loaded after the first paint are compiled off the main thread as they download
        // (V8 compile hints); the host's main.js, loaded before it, is left alone.
        ...(mode === 'production' ? [new CompileHintsPlugin({ skipEntries: isHost })] : []),
        ...(isHost
          ? [
              // provideExternalRuntime adds its runtime plugin by require.resolve, i.e. the CJS
              // build, which pulls a CommonJS copy of runtime-core + sdk (~95 KB raw) into main.js
              // beside the ESM copy the bundler runtime already uses. Its ESM build provides the
              // same runtime-core, so the remotes' external runtime is the host's own one copy.
              new webpack.NormalModuleReplacementPlugin(
                /[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
                (resource) => {
                  resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
                },
              ),
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src', 'index.html'),
                // index.html starts the scripts itself, after the first paint (see its boot script).
                inject: false,
                templateParameters: {
                  config: JSON.stringify({
                    apiBase: process.env.VITRINE_API_BASE || '',
                    merchantCode: process.env.VITRINE_MERCHANT || 'vitrine',
                    defaultLanguage: process.env.VITRINE_DEFAULT_LANGUAGE || 'pt',
                    ...(process.env.VITRINE_GTAG_SCRIPT_URL ? { gtagScriptUrl: process.env.VITRINE_GTAG_SCRIPT_URL } : {}),
                    remoteOrigins: (process.env.VITRINE_REMOTE_ORIGINS || '')
                      .split(/[\s,]+/)
                      .filter(Boolean)
                      .map((o) => new URL(o).origin),
                  }),
                },
              }),
              new InlineScriptHashesPlugin(),
            ]
          : [new ContributionPlugin({ name, dir, version, shared: federation.shared, swc })]),
        // Production builds only: `pnpm dev` serves the app without a first paint.
        ...(mode === 'production' && (isHost || firstPaint.length)
          ? [new FirstPaintPlugin({ name, dir, version, chrome: isHost, routes: firstPaint, exposes, namespace: isHost ? 'host' : name })]
          : []),
      ],
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { federatedConfig, sharedConfig, SINGLETONS, DECLARED_ENTRIES };
