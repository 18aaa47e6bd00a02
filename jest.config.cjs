// One jest run for every package: rules and reducers in node, components in jsdom.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ESM-only packages that jest must transpile.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|ky@[^/]+/node_modules/ky)/)'],
  moduleNameMapper: {
    '\\.(css|svg|png)$': '<rootDir>/shared/src/testing/file-stub.cjs',
    // As every app's build resolves it (shared/build/federated-webpack.cjs): emotion inserts while rendering.
    '^@emotion/use-insertion-effect-with-fallbacks$': '<rootDir>/shared/build/emotion-insert-while-rendering.mjs',
  },
  // A per-test ceiling, not a timing assertion: on a loaded 2-core machine a component test that
  // renders a form and waits for several queries can pass 5 s (RegisterAccount, HomeSections).
  testTimeout: 20_000,
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/shared/src/testing/jsdom-environment.cjs',
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/jest-setup.ts'],
      testMatch: ['<rootDir>/{shared,host,remote-*}/src/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'sandbox',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/sandbox/{src,test}/**/*.test.ts', '<rootDir>/ops/**/*.test.{ts,mjs}'],
    },
  ],
};
