// Lint, including the import direction of docs/architecture.md:
// shared imports no app; an app imports @vitrine/shared, never host/ or another remote.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['host', 'remote-games', 'remote-member', 'remote-agent', 'remote-promotions'];

// Two shared singletons are an entry of named re-exports (shared/build/*-entry.mjs, see
// DECLARED_ENTRIES in shared/build/federated-webpack.cjs): app code imports only the names that
// entry exports. Tests run against the whole packages.
const routerNames = Object.keys(await import('./shared/build/react-router-entry.mjs'));
const rxjsNames = Object.keys(await import('./shared/build/rxjs-entry.mjs'));
const declaredEntryPaths = [
  { name: 'react-router-dom', allowImportNames: routerNames, message: 'The shared router has only the names of shared/build/react-router-entry.mjs; add one there first.' },
  { name: 'react-router', message: "Import the router from 'react-router-dom' (the shared singleton)." },
  { name: 'rxjs', allowImportNames: rxjsNames, message: 'The shared rxjs has only the names of shared/build/rxjs-entry.mjs; add one there first.' },
  { name: 'rxjs/operators', message: "Import operators from 'rxjs' (the shared singleton)." },
];

const forbid = (names) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: declaredEntryPaths,
      patterns: names.flatMap((name) => [
        { group: [`@vitrine/${name}`, `@vitrine/${name}/*`], message: `Go through @vitrine/shared or the federation runtime, not ${name}.` },
        { group: [`**/${name}/*`, `**/${name}`], message: `Do not reach into ${name}/ by path.` },
      ]),
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.cdn/**', '.data/**', '**/test-results/**', '**/playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['shared/src/**'], rules: forbid(apps) },
  ...apps.map((app) => ({ files: [`${app}/src/**`], rules: forbid(apps.filter((a) => a !== app)) })),
  {
    files: ['remote-*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: declaredEntryPaths,
          patterns: [
            ...apps.filter((a) => a !== 'host').flatMap((n) => [`@vitrine/${n}`, `**/${n}/*`]).map((g) => ({ group: [g], message: 'Remotes do not import each other.' })),
            { group: ['@vitrine/host', '**/host/*'], message: 'Remotes never import the host.' },
            { group: ['@vitrine/shared/internal'], message: 'Host-only setters live in @vitrine/shared/internal.' },
          ],
        },
      ],
    },
  },
);
