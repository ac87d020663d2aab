/**
 * The lint is for one thing: no regular expression in src/ may backtrack or move super-linearly.
 * Every file there reads text a pull request wrote (or may tomorrow), and one quadratic pattern on
 * a line of 64 KB of blanks is minutes of CI (docs/hostile-content.md). Style is left to review.
 *
 * typescript-eslint's parser needs TypeScript's JavaScript API, which TypeScript 7 (the project's
 * `typescript`, the compiler) no longer has. TypeScript 5.9 is installed beside it as
 * `typescript-api`, and the parser's own `require('typescript')` calls are sent there: only theirs
 * (the hook looks at who asks), only in this process, so the type-check still runs TypeScript 7.
 * The hook must be in place before the parser loads, hence the dynamic import below.
 */
import Module, { createRequire } from 'node:module';
import regexp from 'eslint-plugin-regexp';

const require = createRequire(import.meta.url);
const typescriptApi = require.resolve('typescript-api');
const PARSER_PACKAGES = /[\\/]node_modules[\\/](@typescript-eslint[\\/]|ts-api-utils[\\/])/;
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'typescript' && PARSER_PACKAGES.test(parent?.filename ?? '')) return typescriptApi;
  return resolveFilename.call(this, request, parent, ...rest);
};
const { default: typescriptParser } = await import('@typescript-eslint/parser');

export default [
  {
    files: ['src/**/*.ts'],
    languageOptions: { parser: typescriptParser, ecmaVersion: 'latest', sourceType: 'module' },
    // src/ carries directives for rules this lint does not run (no-control-regex); they are not its business.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { regexp },
    rules: {
      // A pattern with two ways to match the same text (`[ \t]*[ \t]*`, `(a|a)*`): exponential or
      // polynomial backtracking on a string that almost matches.
      'regexp/no-super-linear-backtracking': ['error', { report: 'certain' }],
      // A pattern whose failed attempt at each start position scans to the end (`\s*$`, `^\s*` with
      // the `m` flag over blank lines): quadratic over a search of the whole text.
      // Alternatives that match the same text (`(a|a)*`): exponential backtracking under a
      // quantifier, which the two rules above do not look for.
      'regexp/no-dupe-disjunctions': 'error',
      'regexp/no-super-linear-move': ['error', { report: 'certain', ignorePartial: false }],
    },
  },
];
