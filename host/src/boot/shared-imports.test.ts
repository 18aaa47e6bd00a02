import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * host/src/index.ts imports each shared singleton in a task of its own before the app's code
 * (issue 9). Its list is written out (webpack needs literal import specifiers), so this keeps it
 * in step with the singletons the federation shares (shared/build/federated-webpack.cjs).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SINGLETONS } = require('@vitrine/shared/build/federated-webpack.cjs') as { SINGLETONS: string[] };

const entry = readFileSync(path.join(__dirname, '..', 'index.ts'), 'utf8');
const imported = [...entry.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]!).filter((s) => !s.startsWith('.'));

/** The shared name an import belongs to: `react-dom/client` is shared as the `react-dom/` prefix. */
const sharedNameOf = (specifier: string) =>
  SINGLETONS.find((name) => (name.endsWith('/') ? specifier.startsWith(name) : specifier === name));

describe('the host entry imports every shared singleton before the app', () => {
  it('reads a list of imports from index.ts', () => {
    expect(imported.length).toBeGreaterThan(0);
  });

  it.each(SINGLETONS)('imports %s', (name) => {
    expect(imported.map(sharedNameOf)).toContain(name);
  });

  it('imports nothing that is not shared (that would load its own copy early)', () => {
    expect(imported.filter((specifier) => !sharedNameOf(specifier))).toEqual([]);
  });
});
