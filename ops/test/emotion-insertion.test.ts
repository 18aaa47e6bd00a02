import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Every app's build resolves emotion's insertion hook to shared/build/emotion-insert-while-rendering.mjs
// (issue 9: a component's new rules go in while React renders, not in the commit). The behaviour
// is tested with the real emotion packages in shared/src/theme/emotion-insert-while-rendering.test.tsx.
const root = path.resolve(__dirname, '..', '..');
const PACKAGE = '@emotion/use-insertion-effect-with-fallbacks';
const SHIM = path.join(root, 'shared', 'build', 'emotion-insert-while-rendering.mjs');
const federated = createRequire(path.join(root, 'host', 'package.json'))('../shared/build/federated-webpack.cjs') as {
  federatedConfig(o: { name: string; dir: string; port: number; isHost?: boolean }): (
    env: unknown,
    argv: { mode: string },
  ) => { resolve: { alias: Record<string, string> } };
};

test.each([
  ['host', true],
  ['games', false],
  ['member', false],
  ['agent', false],
  ['promotions', false],
])('%s resolves the package to the shim, in production and development', (name, isHost) => {
  const dir = path.join(root, isHost ? 'host' : `remote-${name}`);
  for (const mode of ['production', 'development']) {
    const config = federated.federatedConfig({ name, dir, port: 3000, isHost })({}, { mode });
    expect(config.resolve.alias[`${PACKAGE}$`]).toBe(SHIM);
  }
});

test('the shim exports the names the package exports, which emotion imports', () => {
  // Resolved as @emotion/react resolves it (jest's registry cannot load ES modules: Node does).
  const emotionReact = createRequire(path.join(root, 'shared', 'package.json')).resolve('@emotion/react');
  const script = [
    `import * as shim from ${JSON.stringify(pathToFileURL(SHIM).href)};`,
    `const real = await import(${JSON.stringify(pathToFileURL(createRequire(emotionReact).resolve(PACKAGE)).href)});`,
    'console.log(JSON.stringify({ shim: Object.keys(shim).sort(), real: Object.keys(real).filter((k) => k !== "default").sort(), fn: typeof shim.useInsertionEffectAlwaysWithSyncFallback, global: typeof shim.useInsertionEffectWithLayoutFallback }));',
  ].join('\n');
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(root, 'shared'), encoding: 'utf8' }));
  expect(out.shim).toEqual(out.real);
  expect(out.shim).toEqual(['useInsertionEffectAlwaysWithSyncFallback', 'useInsertionEffectWithLayoutFallback']);
  expect(out.fn).toBe('function');
  expect(out.global).toBe('function');
});
