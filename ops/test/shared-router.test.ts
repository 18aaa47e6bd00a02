import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

// The router every app shares is react-router's declarative entry (issue 9: "a smaller entry of
// the router"), so webpack can drop the data routers, server rendering and framework mode.
const root = path.resolve(__dirname, '..', '..');
const fromHost = createRequire(path.join(root, 'host', 'package.json'));
const federated = fromHost('../shared/build/federated-webpack.cjs') as {
  sharedConfig(appDir: string): Record<string, { singleton: boolean; requiredVersion: string; import?: string; version?: string }>;
  ROUTER_ENTRY: string;
};
const apps = ['host', 'remote-games', 'remote-member', 'remote-agent', 'remote-promotions'];
const routerVersion = (JSON.parse(fs.readFileSync(createRequire(federated.ROUTER_ENTRY).resolve('react-router/package.json'), 'utf8')) as { version: string }).version;

/**
 * Each name of the entry, loaded by Node itself (jest's module registry cannot load ES modules),
 * with whether it is the very export of the full react-router-dom that tests render with.
 */
function entryExports(): Record<string, { defined: boolean; sameAsFullPackage: boolean }> {
  const script = [
    `import * as entry from ${JSON.stringify(pathToFileURL(federated.ROUTER_ENTRY).href)};`,
    "import * as full from 'react-router-dom';",
    'const out = {};',
    'for (const [name, value] of Object.entries(entry)) out[name] = { defined: value !== undefined, sameAsFullPackage: value === full[name] };',
    'console.log(JSON.stringify(out));',
  ].join('\n');
  // Run from the entry's folder, so 'react-router-dom' resolves as the shared package sees it.
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.dirname(federated.ROUTER_ENTRY), encoding: 'utf8' }));
}

test.each(apps)('%s shares the declarative entry under the react-router-dom key, as the react-router version it re-exports', (app) => {
  const config = federated.sharedConfig(path.join(root, app))['react-router-dom'];
  expect(config.import).toBe(federated.ROUTER_ENTRY);
  expect(config.singleton).toBe(true);
  expect(config.version).toBe(routerVersion);
  // The app's range (what its remote asks the share scope for) accepts that version.
  const [major, minor] = config.requiredVersion.replace(/^\^/, '').split('.').map(Number);
  const [vMajor, vMinor] = routerVersion.split('.').map(Number);
  expect(vMajor).toBe(major);
  expect(vMinor).toBeGreaterThanOrEqual(minor);
});

test('every name of the entry is the same export as in the full package the tests use', () => {
  const entry = entryExports();
  expect(Object.keys(entry)).toEqual(expect.arrayContaining(['BrowserRouter', 'Routes', 'Route', 'Link', 'NavLink', 'Navigate', 'useNavigate', 'useLocation', 'useSearchParams']));
  for (const [name, found] of Object.entries(entry)) expect({ name, ...found }).toEqual({ name, defined: true, sameAsFullPackage: true });
});

interface Compiler {
  run(done: (error: Error | null, stats?: { hasErrors(): boolean; toString(preset: string): string }) => void): void;
  close(done: () => void): void;
}

test('a production build of the whole entry (as the share scope keeps it) leaves the data routers and server rendering out', async () => {
  const webpack = fromHost('webpack') as (config: Record<string, unknown>) => Compiler;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-router-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.js'), `export * from ${JSON.stringify(federated.ROUTER_ENTRY)};\n`);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      output: { path: path.join(dir, 'out'), filename: '[name].js', library: { type: 'module' } },
      experiments: { outputModule: true },
      externals: { react: 'react', 'react-dom': 'react-dom' },
      externalsType: 'module',
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else compiler.close(() => resolve());
      }),
    );
    const text = fs.readFileSync(path.join(dir, 'out', 'main.js'), 'utf8');
    // The declarative router is there…
    expect(text).toContain('useNavigate() may be used only in the context of a <Router> component.');
    // …and createRouter, the data routers' error responses and the server router are not.
    expect(text).not.toContain('You must provide a non-empty routes array to createRouter');
    expect(text).not.toContain('ErrorResponseImpl');
    expect(text).not.toContain('ServerRouter');
    // The whole package minifies to about 200 KB; the declarative entry to under a third of it.
    expect(Buffer.byteLength(text)).toBeLessThan(60_000);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
