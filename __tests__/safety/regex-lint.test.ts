/**
 * The regex lint (`npm run lint`, eslint.config.mjs) fails on a super-linear pattern in a reader
 * and passes the same reader written linearly: run as CI runs it, on a file given on standard
 * input under a name in src/ (the config covers src/ only).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const lint = (source: string, name = 'src/source/probe-reader.ts') =>
  spawnSync(process.execPath, [join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', name], { cwd: root, input: source, encoding: 'utf8', timeout: 60_000 });

test.each([
  ['two blank runs that meet (finding 1)', 'export const heading = (s: string) => /^[ \\t]*\\[?(v)?[ \\t]*\\d+/m.test(s);', 'regexp/no-super-linear-backtracking'],
  ['an alternation of the same text under a quantifier', 'export const ab = (s: string) => /(a|a)*b/.test(s);', 'regexp/no-dupe-disjunctions'],
  ['trailing blanks searched for from every position', 'export const trail = (s: string) => s.replace(/\\s*\\s*$/, "");', 'regexp/no-super-linear'],
  ['a line start with \\s* over blank lines (finding 2)', 'export const sphinx = (s: string) => /^\\s*extensions\\s*=/m.test(s);', 'regexp/no-super-linear-move'],
  ['a pattern built from strings', 'const v = String.raw`[ \\t]*\\d`;\nexport const built = (s: string) => new RegExp(String.raw`^[ \\t]*${v}`, "m").test(s);', 'regexp/no-super-linear-backtracking'],
])('fails on %s', (_what, source, rule) => {
  const run = lint(source);
  expect(run.status).toBe(1);
  expect(run.stdout).toContain(rule);
});

test('passes the same readers written linearly, in TypeScript the parser must read', () => {
  const run = lint(
    [
      'interface Line { text: string }',
      'export const heading = (l: Line): boolean => /^[ \\t]*(?:\\[[ \\t]*|\\[?v[ \\t]*)?\\d+/m.test(l.text);',
      'export const trail = (s: string) => s.replace(/(?<!\\s)\\s+$/, "");',
      'export const sphinx = (s: string) => /^[^\\S\\n\\r\\u2028\\u2029]*extensions\\s*=/m.test(s);',
      'export const typed = <T extends string>(s: T) => s satisfies string;',
    ].join('\n'),
  );
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe('');
  expect(run.status).toBe(0);
});
