import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Two shared singletons, react-router-dom and rxjs, are shared as an entry of the names the apps
// use (issue 9: "a smaller entry of the router"; send less script before the first paint), so
// webpack tree-shakes the rest of each package.
const root = path.resolve(__dirname, '..', '..');
const fromHost = createRequire(path.join(root, 'host', 'package.json'));
interface Entry {
  file: string;
  package: string;
}
const federated = fromHost('../shared/build/federated-webpack.cjs') as {
  sharedConfig(appDir: string): Record<string, { singleton: boolean; requiredVersion: string; import?: string; version?: string }>;
  DECLARED_ENTRIES: Record<string, Entry>;
};
const apps = ['host', 'remote-games', 'remote-member', 'remote-agent', 'remote-promotions'];
const entries = Object.entries(federated.DECLARED_ENTRIES);
const versionOf = (entry: Entry) =>
  (JSON.parse(fs.readFileSync(createRequire(entry.file).resolve(`${entry.package}/package.json`), 'utf8')) as { version: string }).version;

/**
 * Each name of an entry, loaded by Node itself (jest's module registry cannot load ES modules),
 * with whether it is the very export of the full package (under its shared key) that tests use.
 */
function entryExports(key: string, entry: Entry): Record<string, { defined: boolean; sameAsFullPackage: boolean }> {
  const script = [
    `import * as entry from ${JSON.stringify(pathToFileURL(entry.file).href)};`,
    `import * as full from ${JSON.stringify(key)};`,
    'const out = {};',
    'for (const [name, value] of Object.entries(entry)) out[name] = { defined: value !== undefined, sameAsFullPackage: value === full[name] };',
    'console.log(JSON.stringify(out));',
  ].join('\n');
  // Run from the entry's folder, so the package resolves as the shared package sees it.
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.dirname(entry.file), encoding: 'utf8' }));
}

describe.each(entries)('%s', (key, entry) => {
  test.each(apps)('%s shares the entry under the key, as the version of the package it re-exports', (app) => {
    const config = federated.sharedConfig(path.join(root, app))[key];
    expect(config.import).toBe(entry.file);
    expect(config.singleton).toBe(true);
    expect(config.version).toBe(versionOf(entry));
    // The app's range (what its remote asks the share scope for) accepts that version.
    const [major, minor] = config.requiredVersion.replace(/^[\^~]/, '').split('.').map(Number);
    const [vMajor, vMinor] = versionOf(entry).split('.').map(Number);
    expect(vMajor).toBe(major);
    expect(vMinor).toBeGreaterThanOrEqual(minor);
  });

  test('every name of the entry is the same export as in the full package the tests use', () => {
    const names = entryExports(key, entry);
    expect(Object.keys(names).length).toBeGreaterThan(3);
    for (const [name, found] of Object.entries(names)) expect({ name, ...found }).toEqual({ name, defined: true, sameAsFullPackage: true });
  });
});

test('every name app code imports from a declared key is in its entry', () => {
  const declared = Object.fromEntries(entries.map(([key, entry]) => [key, new Set(Object.keys(entryExports(key, entry)))]));
  const missing: string[] = [];
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path.join(dir, d.name)] : []));
  const files = [...apps, 'shared'].flatMap((app) => walk(path.join(root, app, 'src')));
  let seen = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
      if (!declared[m[2]]) continue;
      for (const name of m[1].split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean)) {
        seen += 1;
        if (!declared[m[2]].has(name)) missing.push(`${path.relative(root, file)}: ${name} from ${m[2]}`);
      }
    }
  }
  expect(seen).toBeGreaterThan(50);
  expect(missing).toEqual([]);
});

interface Compiler {
  run(done: (error: Error | null, stats?: { hasErrors(): boolean; toString(preset: string): string }) => void): void;
  close(done: () => void): void;
}

/** A production build of everything an entry exports (as the share scope keeps it); its text. */
async function buildWhole(file: string): Promise<string> {
  const webpack = fromHost('webpack') as (config: Record<string, unknown>) => Compiler;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-entry-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.js'), `export * from ${JSON.stringify(file)};\n`);
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
    return fs.readFileSync(path.join(dir, 'out', 'main.js'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the router entry leaves the data routers and server rendering out of a production build', async () => {
  const text = await buildWhole(federated.DECLARED_ENTRIES['react-router-dom'].file);
  // The declarative router is there…
  expect(text).toContain('useNavigate() may be used only in the context of a <Router> component.');
  // …and createRouter, the data routers' error responses and the server router are not.
  expect(text).not.toContain('You must provide a non-empty routes array to createRouter');
  expect(text).not.toContain('ErrorResponseImpl');
  expect(text).not.toContain('ServerRouter');
  // The whole package minifies to about 200 KB; the declarative entry to under a third of it.
  expect(Buffer.byteLength(text)).toBeLessThan(60_000);
}, 60_000);

test('the rxjs entry leaves the unused operators and schedulers out of a production build', async () => {
  const text = await buildWhole(federated.DECLARED_ENTRIES.rxjs.file);
  // The subjects are there (their error when used after unsubscribe)…
  expect(text).toContain('object unsubscribed');
  // …and the first/last operators' EmptyError, the timeout operator and the virtual-time
  // scheduler are not.
  expect(text).not.toContain('no elements in sequence');
  expect(text).not.toContain('Timeout has occurred');
  expect(text).not.toContain('VirtualTimeScheduler');
  // The whole package minifies to about 66 KB.
  expect(Buffer.byteLength(text)).toBeLessThan(20_000);
}, 60_000);
