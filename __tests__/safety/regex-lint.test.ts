/**
 * The regex lint (`npm run lint`, eslint.config.mjs) fails on a super-linear pattern in a reader
 * and passes the same reader written linearly: linted as CI lints it, each source as a file under a
 * name in src/ (the config covers src/ only). One process lints them all through ESLint's own API
 * (what its command line runs for `--stdin --stdin-filename`: the config found from the project
 * root, the text given under a file name), so the parser and the rules load once, not once a case;
 * each case gets the exit status and the output the command line gives it.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');

/** Lints each source in one process: per source, `eslint --stdin --stdin-filename NAME`'s exit status and stdout. */
const LINT_ALL = `
import { ESLint } from 'eslint';
let text = '';
for await (const chunk of process.stdin) text += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const stylish = await eslint.loadFormatter('stylish');
const out = [];
for (const { source, name } of JSON.parse(text)) {
  const results = await eslint.lintText(source, { filePath: name, warnIgnored: true });
  const failed = results.some((r) => r.errorCount + r.fatalErrorCount > 0);
  out.push({ status: failed ? 1 : 0, stdout: await stylish.format(results, { cwd: process.cwd(), rulesMeta: eslint.getRulesMetaForResults(results) }) });
}
process.stdout.write(JSON.stringify(out));
`;

interface Linted {
  status: number;
  stdout: string;
}

const FAILING: Array<[string, string, string]> = [
  ['two blank runs that meet (finding 1)', 'export const heading = (s: string) => /^[ \\t]*\\[?(v)?[ \\t]*\\d+/m.test(s);', 'regexp/no-super-linear-backtracking'],
  ['an alternation of the same text under a quantifier', 'export const ab = (s: string) => /(a|a)*b/.test(s);', 'regexp/no-dupe-disjunctions'],
  ['trailing blanks searched for from every position', 'export const trail = (s: string) => s.replace(/\\s*\\s*$/, "");', 'regexp/no-super-linear'],
  ['a line start with \\s* over blank lines (finding 2)', 'export const sphinx = (s: string) => /^\\s*extensions\\s*=/m.test(s);', 'regexp/no-super-linear-move'],
  ['a pattern built from strings', 'const v = String.raw`[ \\t]*\\d`;\nexport const built = (s: string) => new RegExp(String.raw`^[ \\t]*${v}`, "m").test(s);', 'regexp/no-super-linear-backtracking'],
];

const LINEAR = [
  'interface Line { text: string }',
  'export const heading = (l: Line): boolean => /^[ \\t]*(?:\\[[ \\t]*|\\[?v[ \\t]*)?\\d+/m.test(l.text);',
  'export const trail = (s: string) => s.replace(/(?<!\\s)\\s+$/, "");',
  'export const sphinx = (s: string) => /^[^\\S\\n\\r\\u2028\\u2029]*extensions\\s*=/m.test(s);',
  'export const typed = <T extends string>(s: T) => s satisfies string;',
].join('\n');

const NAME = 'src/source/probe-reader.ts';
let linted: Linted[];
let stderr: string;
beforeAll(() => {
  const sources = [...FAILING.map(([, source]) => ({ source, name: NAME })), { source: LINEAR, name: NAME }];
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_ALL], { cwd: root, input: JSON.stringify(sources), encoding: 'utf8', timeout: 120_000 });
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  stderr = run.stderr;
  linted = JSON.parse(run.stdout) as Linted[];
}, 120_000);

test.each(FAILING.map(([what, , rule], i) => [what, rule, i] as const))('fails on %s', (_what, rule, i) => {
  const run = linted[i];
  expect(run.status).toBe(1);
  expect(run.stdout).toContain(rule);
});

test('passes the same readers written linearly, in TypeScript the parser must read', () => {
  const run = linted[FAILING.length];
  expect(stderr).toBe('');
  expect(run.stdout).toBe('');
  expect(run.status).toBe(0);
});
