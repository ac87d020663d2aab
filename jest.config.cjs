/**
 * Jest runs TypeScript through @swc/jest (fast, no type-check: `npm run typecheck` does that),
 * wrapped so that built-ins are read once per module rather than on each use through the test
 * sandbox's global (__tests__/support/swc-local-intrinsics.cjs says why: up to 15x in hot loops).
 * The @actions/* and @octokit/* packages are ESM-only: __tests__/support/esm-only-resolver.cjs finds
 * their "import" entry and swc turns it into CommonJS.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj)s$': ['<rootDir>/__tests__/support/swc-local-intrinsics.cjs', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
  // ESM-only dependencies must be transformed too; which ones changes with their versions, so
  // transform node_modules wholesale (swc is fast and Jest caches the output).
  transformIgnorePatterns: [],
  resolver: '<rootDir>/__tests__/support/esm-only-resolver.cjs',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testTimeout: 60000,
  // Jest's default is one worker fewer than the cores: on a 2-core machine that is one worker, run in
  // band, and the suite took its summed time (about 10 minutes). Every core instead: many files wait
  // on child processes (git, the built CLI), so two workers on two cores keep both busy.
  maxWorkers: '100%',
  // What scripts/build.mjs injects into dist/, so tests of the source report the package's version too.
  globals: { __VERSION__: require('./package.json').version },
  globalSetup: '<rootDir>/__tests__/support/global-setup.cjs',
  globalTeardown: '<rootDir>/__tests__/support/global-teardown.cjs',
  reporters: ['default', '<rootDir>/__tests__/support/plain-summary-reporter.cjs'],
};
