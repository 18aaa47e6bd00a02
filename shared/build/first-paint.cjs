/**
 * First paint from the HTML: static renders (React's renderToString, emotion's inline styles) of
 * what a page shows before its data, one file per language and theme, written into the build
 * output under `first-paint/`:
 *
 * - a remote: `first-paint/pages/<route>/<language>.<theme>.html` for the routes its webpack
 *   config lists (`firstPaint: ['/index']`), each its exposed page as RemoteBoundary mounts it,
 *   data areas in their loading state (reserved space). Released with the remote, so
 *   `pnpm release games` changes what the first paint shows with no host rebuild.
 * - the host: `first-paint/chrome/<language>.<theme>.html`, the full chrome with both headers
 *   (`data-fp-auth="out"` and `"in"`: index.html's boot script picks one before the first paint,
 *   so a signed-in player never sees the logged-out header) and a `<template data-fp-page>` where
 *   the gateway puts the page.
 *
 * The gateway (ops/src/cdn/first-paint.ts) composes host index.html + chrome + page per request
 * from the player's cookies. The renders run in a child Node process (this file's CLI), with the
 * app's TypeScript compiled by swc on require, after webpack has emitted.
 */
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
const { execFile } = require('node:child_process');

const THEMES = ['dark', 'light'];
const slugOf = (route) => route.replace(/^\//, '').replace(/[^A-Za-z0-9_-]/g, '_') || 'index';

class FirstPaintPlugin {
  /**
   * @param {object} o
   * @param {string} o.name  app name (host | remote name)
   * @param {string} o.dir   app folder
   * @param {string} o.version
   * @param {string[]} [o.routes]  remote: the public routes to prerender
   * @param {boolean} [o.chrome]   host: prerender the chrome
   */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('FirstPaintPlugin', async (compilation) => {
      if (compilation.errors.length) return;
      const job = { ...this.o, outDir: compiler.outputPath };
      const jobFile = path.join(os.tmpdir(), `vitrine-first-paint-${this.o.name}-${process.pid}-${Date.now()}.json`);
      fs.writeFileSync(jobFile, JSON.stringify(job));
      try {
        await new Promise((resolve, reject) => {
          execFile(
            process.execPath,
            [__filename, jobFile],
            { cwd: this.o.dir, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
            (error, stdout, stderr) => {
              if (error) reject(new Error(`${stderr || stdout || error.message}`.trim()));
              else resolve(stdout);
            },
          );
        });
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`first paint of ${this.o.name}: ${error.message}`));
      } finally {
        fs.rmSync(jobFile, { force: true });
      }
    });
  }
}

/**
 * The first paint sits beside the app's own render until the app takes over: no test ids (a
 * locator must find the live element only), ids (and what points at them) prefixed so they never
 * collide with the app's (`#content`).
 */
function staticCopy(html) {
  return html
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/ (id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g, (_, attr, value) =>
      ` ${attr}="${value
        .split(/\s+/)
        .map((v) => `fp-${v}`)
        .join(' ')}"`,
    );
}

/** In the child: compile the app's .ts/.tsx with swc on require; stub assets; browser globals. */
function installNodeHooks(job) {
  const Module = require('node:module');
  const swc = require(require.resolve('@swc/core', { paths: [job.dir] }));
  const options = (file) => ({
    filename: file,
    jsc: {
      parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  });
  for (const ext of ['.ts', '.tsx']) {
    Module._extensions[ext] = (mod, file) => mod._compile(swc.transformSync(fs.readFileSync(file, 'utf8'), options(file)).code, file);
  }
  // Assets are URLs in the browser build; the first screen renders no build-time images.
  for (const ext of ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg', '.woff', '.woff2', '.css']) {
    Module._extensions[ext] = (mod) => {
      mod.exports = '';
    };
  }
  globalThis.__VITRINE_APP__ = job.name;
  globalThis.__VITRINE_VERSION__ = job.version;
  const memoryStorage = () => {
    const data = new Map();
    return {
      getItem: (k) => (data.has(k) ? data.get(k) : null),
      setItem: (k, v) => void data.set(k, String(v)),
      removeItem: (k) => void data.delete(k),
      clear: () => data.clear(),
      key: (i) => [...data.keys()][i] ?? null,
      get length() {
        return data.size;
      },
    };
  };
  globalThis.sessionStorage = memoryStorage();
  globalThis.localStorage = memoryStorage();
}

async function render(job) {
  installNodeHooks(job);
  const Module = require('node:module');
  const req = Module.createRequire(path.join(job.dir, 'package.json'));
  const sharedSrc = path.dirname(req.resolve('@vitrine/shared'));
  const React = req('react');
  const { renderToString } = req('react-dom/server');
  const { MemoryRouter } = req('react-router-dom');
  const { QueryClient, QueryClientProvider } = req('@tanstack/react-query');
  const { ThemeProvider } = req('@emotion/react');
  const { initReactI18next } = req('react-i18next');
  const internal = req('@vitrine/shared/internal');
  const { LANGUAGES } = require(path.join(sharedSrc, 'i18n', 'languages.ts'));
  const { themes } = require(path.join(sharedSrc, 'theme', 'tokens.ts'));
  const { StyleScope } = require(path.join(sharedSrc, 'theme', 'StyleScope.tsx'));
  const h = React.createElement;

  // The texts: shared's `common` and the app's own namespace, every language, in memory.
  const readLocales = (dir) => {
    const out = {};
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      if (file.endsWith('.json')) out[file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
    return out;
  };
  const ownNamespace = job.namespace ?? job.name;
  const namespaces = { common: readLocales(path.join(sharedSrc, 'locales')), [ownNamespace]: readLocales(path.join(job.dir, 'src', 'locales')) };
  const resources = {};
  for (const [ns, byLanguage] of Object.entries(namespaces)) {
    for (const [language, texts] of Object.entries(byLanguage)) (resources[language] ??= {})[ns] = texts;
  }
  const i18n = internal.i18next;
  await i18n.use(initReactI18next).init({
    lng: 'pt',
    resources,
    fallbackLng: { 'pt-BR': ['pt', 'en'], default: ['en'] },
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
    react: { useSuspense: false },
  });

  const cacheKeys = ['host', `r-${job.name}`];
  const freshStyles = () => {
    // Each file carries all the styles it uses: forget what an earlier render inserted.
    for (const key of cacheKeys)
      for (const dir of ['ltr', 'rtl']) {
        const cache = internal.styleCacheFor(key, dir);
        for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
      }
  };
  const frame = (route, element) =>
    h(QueryClientProvider, { client: new QueryClient() }, h(MemoryRouter, { initialEntries: [route] }, element));

  const written = [];
  const write = (rel, html) => {
    const file = path.join(job.outDir, 'first-paint', rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, staticCopy(html));
    written.push(rel);
  };

  let pages = [];
  if (job.routes?.length) {
    const contribution = require(path.join(job.dir, 'src', 'contribution.ts')).default;
    const exposes = job.exposes ?? {};
    for (const routePath of job.routes) {
      const route = contribution.routes.find((r) => r.path === routePath);
      if (!route) throw new Error(`firstPaint lists ${routePath}, which contribution.ts does not contribute`);
      const source = exposes[route.expose];
      if (!source) throw new Error(`${routePath}: ${route.expose} is not exposed`);
      const Page = require(path.resolve(job.dir, source)).default;
      pages.push({ routePath, Page, route: { ...route, remote: job.name, namespace: contribution.namespace } });
    }
  }
  const chrome = job.chrome ? require(path.join(job.dir, 'src', 'first-paint', 'FirstPaintChrome.tsx')) : null;

  for (const { code: language } of LANGUAGES) {
    await i18n.changeLanguage(language);
    for (const themeName of THEMES) {
      internal.setThemeName(themeName);
      const variant = `${language}.${themeName}.html`;
      for (const { routePath, Page, route } of pages) {
        freshStyles();
        const html = renderToString(
          frame(
            routePath,
            h(
              ThemeProvider,
              { theme: themes[themeName] },
              h(StyleScope, { cacheKey: `r-${job.name}` }, h('div', { 'data-remote-mount': job.name, style: { display: 'contents' } }, h(Page, { remote: job.name, route }))),
            ),
          ),
        );
        write(path.join('pages', slugOf(routePath), variant), html);
      }
      if (chrome) {
        freshStyles();
        // At no route: no nav entry is marked current in a chrome shared by every page.
        const root = (element) => frame('/__first-paint', h(internal.ThemeRoot, null, element));
        const body = renderToString(root(h(chrome.FirstPaintFrame)));
        internal.sessionWriters.clear();
        const out = renderToString(root(h(chrome.FirstPaintHeader)));
        internal.sessionWriters.store({ token: 'first-paint' });
        const signedIn = renderToString(root(h(chrome.FirstPaintHeader)));
        internal.sessionWriters.clear();
        const marker = '<template data-fp-header=""></template>';
        if (!body.includes(marker) || !body.includes('<template data-fp-page=""></template>'))
          throw new Error('FirstPaintFrame must render the header and page markers');
        write(
          path.join('chrome', variant),
          body.replace(marker, `<div data-fp-auth="out">${out}</div><div data-fp-auth="in">${signedIn}</div>`),
        );
      }
    }
  }
  const index = {
    app: job.name,
    version: job.version,
    languages: LANGUAGES.map((l) => l.code),
    themes: THEMES,
    routes: pages.map((p) => ({ path: p.routePath, dir: `pages/${slugOf(p.routePath)}` })),
    chrome: Boolean(chrome),
  };
  fs.writeFileSync(path.join(job.outDir, 'first-paint', 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return written.length;
}

if (require.main === module) {
  const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  // Unhandled promise noise from components' effects would not run in a static render anyway.
  render(job)
    .then((count) => {
      process.stdout.write(`first paint: ${count} files for ${job.name}\n`);
      process.exit(0);
    })
    .catch((error) => {
      process.stderr.write(`${error.stack || error.message}\n`);
      process.exit(1);
    });
}

module.exports = { FirstPaintPlugin, slugOf, staticCopy, THEMES };
