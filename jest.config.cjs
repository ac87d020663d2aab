/**
 * Jest runs TypeScript through @swc/jest (fast, no type-check: `npm run typecheck` does that).
 * The @actions/* and @octokit/* packages are ESM-only, so they are transformed to CommonJS too
 * instead of being ignored like the rest of node_modules.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj)s$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@actions|@octokit|universal-user-agent|before-after-hook|fast-content-type-parse|json-with-bigint|content-type)/)'],
  resolver: '<rootDir>/tests/support/esm-only-resolver.cjs',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testTimeout: 60000,
  reporters: ['default', '<rootDir>/tests/support/plain-summary-reporter.cjs'],
};
