/**
 * `validate`'s exit statuses through the built CLI, as a runner runs it (`node dist/cli.js`), on
 * pages the test writes (drift-fixture.ts), so CI runs them with no mirror: 0 with no problem, 1
 * with warnings only, 2 with a label that does not resolve or input that cannot be read, each
 * problem at its `file:line:column`, never a stack trace. validate.test.ts runs the same kinds on
 * a real page when the poetry mirror is there.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distFile } from '../support/dist';
import { makeRepo, writeFiles } from '../engine/repo-fixture';
import { BASE, CLI, CONFIG, GUIDE } from './drift-fixture';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-validate-exit-'));
  writeFiles(dir, { 'cfg.yml': CONFIG, 'docs/cli.md': CLI, 'docs/guide.md': GUIDE });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const q = (id: string, relevant: string) => `  - id: ${id}\n    question: How?\n    relevant: ${relevant}\n`;

function validate(golden: string, ...args: string[]) {
  writeFiles(dir, { 'g.yml': golden });
  const r = spawnSync(process.execPath, [distFile('cli.js'), 'validate', '--dir', '.', '--config', 'cfg.yml', '--golden', 'g.yml', ...args], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH } });
  expect(r.stderr).not.toMatch(/\n\s+at /);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('no problem: exit 0, the health block, then one summary line', () => {
  const r = validate(`questions:\n${q('C1', '[docs/cli.md#remove]')}${q('C2', '[{any: [docs/guide.md#installing, docs/cli.md#build]}]')}`);
  expect(r).toMatchObject({ code: 0 });
  expect(r.out).toMatch(/^health: 2 questions scored \(2 answerable\).*\n(?: {2}.*\n)+g\.yml: 2 questions, 3 labels checked against .*: no problem\n$/);
});

test('warnings only (a numbered repeat, a dead group member): exit 1, each at its line and column', () => {
  const r = validate(`questions:\n${q('W1', '[docs/cli.md#options-1]')}${q('W2', '[{any: [docs/guide.md#installing, docs/guide.md#gone]}]')}`);
  expect(r.code).toBe(1);
  expect(r.out).toMatch(/^g\.yml:4:16: warning: question 'W1': 'docs\/cli\.md#options-1' is a numbered repeat of the heading "Options" \(Commands > remove > Options\).* \[fix: docs\/cli\.md#remove\]$/m);
  expect(r.out).toMatch(/^g\.yml:7:49: warning: question 'W2': group member 'docs\/guide\.md#gone' resolves nowhere/m);
  expect(r.out).toMatch(/0 errors, 2 warnings\n$/);
});

test('a set whose questions copy their headings: warned as lexically biased, exit 1, the health block under it; --json carries it under health', () => {
  const copied = `questions:\n  - {id: H1, question: Commands build options?, relevant: [docs/cli.md#build]}\n  - {id: H2, question: Installing the guide?, relevant: [docs/guide.md#installing]}\n`;
  const r = validate(copied);
  expect(r.code).toBe(1);
  expect(r.out).toMatch(/^g\.yml: warning: the golden set measures lexical retrieval only: its questions share 1\.00 of their content words with their evidence's headings on average \(above 0\.5\).*; pull questions from real logs/m);
  expect(r.out).toMatch(/^ {2}lexical overlap with the evidence headings: mean 1\.00 over 2 questions \(warned above 0\.5\); 2 above 0\.8: H1 1\.00, H2 1\.00$/m);
  expect(r.out).toMatch(/0 errors, 1 warning\n$/);
  const j = validate(copied, '--json');
  expect(j.code).toBe(1);
  const json = JSON.parse(j.out);
  expect(json).toMatchObject({ errors: 0, warnings: 1, problems: [], health: { lexical_overlap: { mean: 1, biased: true }, warnings: [{ kind: 'lexical-bias' }] } });
});

test('a label that does not resolve: exit 2, with the closest anchor', () => {
  const r = validate(`questions:\n${q('E1', '[docs/cli.md#remov]')}${q('W1', '[docs/cli.md#options-1]')}`);
  expect(r.code).toBe(2);
  expect(r.out).toMatch(/^g\.yml:4:16: error: question 'E1': label 'docs\/cli\.md#remov' does not resolve in .*closest by spelling: docs\/cli\.md#remove/m);
});

test.each([
  { name: 'a golden set that does not parse', golden: 'questions:\n  - id: [unclosed\n', at: /^retrieval-gate validate: g\.yml:\d+:\d+: /m },
  { name: 'a group repeated with its members in another order', golden: `questions:\n${q('D1', '[{any: [docs/cli.md#remove, docs/cli.md#build]}, {any: [docs/cli.md#build, docs/cli.md#remove]}]')}`, at: /^retrieval-gate validate: g\.yml:4:64: .*relevant\[1\].*question 'D1': label group '\{any: \[docs\/cli\.md#build, docs\/cli\.md#remove\]\}' has the same members as the group on line 4/m },
  { name: 'a label with ".." in it', golden: `questions:\n${q('B1', '[../secret.md]')}`, at: /^retrieval-gate validate: g\.yml:4:16: .*must not contain '\.\.' segments/m },
])('bad input, $name: exit 2, file:line:column on stderr', ({ golden, at }) => {
  const r = validate(golden);
  expect(r.code).toBe(2);
  expect(r.err).toMatch(at);
});

test('a config with an impossible value: exit 2 naming the config file and key', () => {
  writeFiles(dir, { 'bad-cfg.yml': `${CONFIG}gate:\n  fail_on_broken_labels: sometimes\n` });
  const r = validate(`questions:\n${q('C1', '[docs/cli.md#remove]')}`, '--config', 'bad-cfg.yml');
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/^retrieval-gate validate: bad-cfg\.yml:5:26: gate\.fail_on_broken_labels: .*must be one of new, any, off/m);
});

test('--rev of a repository: the revision as committed, not the work tree', () => {
  // At `main` the renumbered label names remove's Options (a warning); on the checked-out `pr` it does not resolve.
  const repo = makeRepo(BASE(`questions:\n${q('R1', '[docs/cli.md#options-1]')}`), { 'docs/cli.md': '# Commands\n\n## build\n\nBuild it.\n' });
  try {
    const run = (rev: string) => spawnSync(process.execPath, [distFile('cli.js'), 'validate', '--rev', rev], { cwd: repo, encoding: 'utf8', env: { PATH: process.env.PATH } }).status;
    expect([run('main'), run('pr')]).toEqual([1, 2]);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
