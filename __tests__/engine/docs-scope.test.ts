/**
 * The default docs scope through a whole run: each side measured on its own scope, a change of
 * scope said in one line of the comment and the job summary and in report.json, the base's
 * decision used for the head when the head is not trusted, and eval saying which files it read.
 */
import { rmSync } from 'node:fs';
import { runCompare } from '../../src/engine/run-compare';
import { runEval } from '../../src/engine/run-eval';
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import { validateReport } from '../../src/report/validate';
import { makeRepo } from './repo-fixture';
import { run as evalCommand } from '../../src/cli/commands/eval';
import { recordingIo } from '../support/recording-io';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const deps = (cwd: string) => ({ cwd, env: {} });

const GOLDEN = `questions:
  - id: Q1
    question: How do I install the widget with pip?
    relevant: [docs/install.md#with-pip]
  - id: Q2
    question: How do I render a chart from a CSV file?
    relevant: [docs/charts.md]
`;

const BASE: Record<string, string> = {
  '.github/retrieval-gate.yml': 'k: [1, 3]\npass_k: 3\n',
  '.github/retrieval-golden.yml': GOLDEN,
  'docs/install.md': '# Install\n\n## With pip\n\nRun pip install widget in a virtual environment.\n',
  'docs/charts.md': '# Charts\n\nRender a chart from a CSV file with widget render data.csv.\n',
  'README.md': '# Widget\n\nInstall with pip; render charts from CSV files.\n',
  'CHANGELOG.md': '# Changelog\n\n## 1.2\n\n- pip install widget now works on Windows.\n- render a chart from a CSV file faster.\n',
  'tests/fixtures/sample/README.md': '# Sample\n\nA CSV file to render a chart from, for the tests.\n',
};

/** Head: the PR adds a mkdocs site whose pages live in `guide/` (docs/ stays as it was). */
const MKDOCS_PR: Record<string, string> = {
  'mkdocs.yml': 'site_name: Widget\ndocs_dir: guide\n',
  'guide/index.md': '# Widget guide\n\nInstall with pip, then render a chart from a CSV file.\n',
};

describe('each side measured on its own scope', () => {
  let report: Awaited<ReturnType<typeof runCompare>>;
  let dir: string;
  beforeAll(async () => {
    dir = makeRepo(BASE, MKDOCS_PR);
    made.push(dir);
    report = await runCompare({ base: 'main', head: 'pr' }, deps(dir));
  });

  test('the base indexes docs/ only; the head indexes guide/ and the files the golden set names', () => {
    expect(report.base.docs).toBe(2);
    expect(report.scope).toMatchObject({ source: 'mkdocs', roots: ['guide'], reason: 'named by mkdocs.yml docs_dir', named: ['docs/charts.md', 'docs/install.md'] });
    expect(report.scope?.base).toMatchObject({ source: 'docs-folder', roots: ['docs'], excluded: { changelogs: 1, tests_and_fixtures: 1, outside: 1 } });
    expect(report.head.docs).toBe(3);
    expect(report.scope?.from_base).toBeUndefined();
  });

  test('one line in the comment and in the job summary says which scope and why', () => {
    const line = '📂 Docs scope: base `docs/` (a top-level docs folder) → head `guide/` + 2 files the golden set names (named by mkdocs.yml docs\\_dir); left out at head: 1 changelog, 1 test or fixture file, 1 other file.';
    const comment = renderComment(report);
    expect(comment.split('\n').filter((l) => l.startsWith('📂'))).toEqual([line]);
    expect(renderSummary(report).split('\n').filter((l) => l.startsWith('📂'))).toEqual([line]);
  });

  test('report.json carries the scope and still validates; same inputs, same report', async () => {
    const json = JSON.parse(JSON.stringify(report));
    expect(validateReport(json).ok).toBe(true);
    expect(validateReport({ ...json, scope: { ...json.scope, excluded: { stray: 1 } } })).toMatchObject({ ok: false, path: 'scope.excluded.stray' });
    expect(validateReport({ ...json, scope: { ...json.scope, source: 'guess' } })).toMatchObject({ ok: false, path: 'scope.source' });
    expect(validateReport({ ...json, scope: { ...json.scope, base: { ...json.scope.base, roots: 'docs' } } })).toMatchObject({ ok: false, path: 'scope.base.roots' });
    const again = await runCompare({ base: 'main', head: 'pr' }, deps(dir));
    expect(JSON.stringify(again)).toBe(JSON.stringify(report));
  });
});

describe('when the head is not trusted', () => {
  test("the head is selected by the base's decision: the PR's mkdocs.yml moves nothing", async () => {
    const dir = makeRepo(BASE, MKDOCS_PR);
    made.push(dir);
    const report = await runCompare({ base: 'main', head: 'pr', untrustedHead: true }, deps(dir));
    expect(report.scope).toMatchObject({ source: 'docs-folder', roots: ['docs'], from_base: true });
    expect(report.scope?.base).toBeUndefined();
    expect(report.head.docs).toBe(report.base.docs);
    expect(renderComment(report)).toContain("📂 Docs scope: `docs/` (a top-level docs folder), the base's scope (the head's files cannot move it); left out: 1 changelog, 1 test or fixture file, 2 other files.");
  });
  test("nor do docs globs the PR writes into the config", async () => {
    const dir = makeRepo(BASE, { '.github/retrieval-gate.yml': "k: [1, 3]\npass_k: 3\ndocs: ['**/*.md']\n" });
    made.push(dir);
    const report = await runCompare({ base: 'main', head: 'pr', untrustedHead: true }, deps(dir));
    expect(report.scope).toMatchObject({ source: 'docs-folder', roots: ['docs'], from_base: true });
    expect(report.head.docs).toBe(2);
    const trusted = await runCompare({ base: 'main', head: 'pr' }, deps(dir));
    expect(trusted.scope).toMatchObject({ source: 'config', base: { source: 'docs-folder' } });
    expect(trusted.head.docs).toBe(5);
  });
});

describe('the same scope on both sides', () => {
  test('one scope, said once; a config with its own docs globs says nothing', async () => {
    const dir = makeRepo(BASE, { 'docs/charts.md': '# Charts\n\nRender a chart from a CSV or TSV file.\n' });
    made.push(dir);
    const report = await runCompare({ base: 'main', head: 'pr' }, deps(dir));
    expect(report.scope?.base).toBeUndefined();
    expect(renderComment(report)).toContain('📂 Docs scope: `docs/` (a top-level docs folder); left out: 1 changelog, 1 test or fixture file, 1 other file.');
    const own = makeRepo({ ...BASE, '.github/retrieval-gate.yml': "k: [1, 3]\npass_k: 3\ndocs: ['**/*.md']\n" }, {});
    made.push(own);
    const configured = await runCompare({ base: 'main', head: 'pr' }, deps(own));
    expect(configured.scope).toMatchObject({ source: 'config', globs: ['**/*.md'] });
    expect(configured.head.docs).toBe(5);
    expect(renderComment(configured)).not.toContain('Docs scope');
  });
});

test('every member of an "any of" group is in the scope, not only the first', async () => {
  const golden = `${GOLDEN}  - id: Q3
    question: Where is the quick start?
    relevant: [{any: [docs/charts.md, README.md]}]
`;
  const dir = makeRepo({ ...BASE, '.github/retrieval-golden.yml': golden }, {});
  made.push(dir);
  const result = await runEval({ rev: 'main' }, deps(dir));
  // Before: only the group's first member was named; README.md stayed outside.
  expect(result.scope?.named).toEqual(['README.md']);
  expect(result.docs).toBe(3);
});

describe('eval', () => {
  test('says which files it read and why', async () => {
    const dir = makeRepo(BASE, {});
    made.push(dir);
    const result = await runEval({ rev: 'main' }, deps(dir));
    expect(result.docs).toBe(2);
    expect(result.scope).toMatchObject({ source: 'docs-folder', roots: ['docs'], excluded: { changelogs: 1, tests_and_fixtures: 1, outside: 1 } });
  });
  test('the command prints the scope under the side line', async () => {
    const dir = makeRepo(BASE, {});
    made.push(dir);
    const io = recordingIo(dir);
    expect(await evalCommand(['--rev', 'main'], io)).toBe(0);
    expect(io.out).toMatch(/^main \([0-9a-f]{12}\): 2 documents, \d+ chunks, retriever .*\ndocs scope: docs\/ \(a top-level docs folder\)$/m);
  });
});

describe('a Sphinx site with a changelog, announcements and a generated page', () => {
  const GENERATED = `.. Note this file is autogenerated by scripts/update-plugin-list.py\n\nPlugin List\n===========\n\n${'pytest-x  stop at the first failure with -x, a plugin  2026  pytest>=8\n'.repeat(8000)}`;
  const SITE: Record<string, string> = {
    '.github/retrieval-gate.yml': 'k: [1, 3]\npass_k: 3\n',
    '.github/retrieval-golden.yml': 'questions:\n  - id: Q1\n    question: How do I stop at the first failure?\n    relevant: [doc/en/usage.rst]\n',
    'doc/en/conf.py': "project = 'pytest'\nextensions = []\n",
    'doc/en/usage.rst': 'Usage\n=====\n\nRun pytest -x to stop at the first failure.\n',
    'doc/en/changelog.rst': 'Changelog\n=========\n\npytest 9.1.1 (2026-06-19)\n=========================\n\n- pytest -x stops at the first failure again.\n',
    'doc/en/announce/release-9.1.1.rst': 'pytest-9.1.1\n============\n\npytest 9.1.1 is out: -x stops at the first failure.\n',
    'doc/en/reference/plugin_list.rst': GENERATED,
    'changelog/1234.bugfix.rst': 'Fixed -x.\n',
  };
  test('the comment says the scope and what it left out by kind; report.json says the same and validates', async () => {
    const dir = makeRepo(SITE, { 'doc/en/usage.rst': 'Usage\n=====\n\nRun pytest -x to stop at the first failure, or --maxfail=2.\n' });
    made.push(dir);
    const report = await runCompare({ base: 'main', head: 'pr' }, deps(dir));
    expect(report.scope).toMatchObject({ source: 'sphinx', roots: ['doc/en'], excluded: { changelogs: 2, announcements: 1, generated: 1 }, generated: ['doc/en/reference/plugin_list.rst'] });
    expect(report.head.docs).toBe(1);
    const line = '📂 Docs scope: `doc/en/` (holds the Sphinx doc/en/conf.py); left out: 2 changelogs, 1 announcement, 1 generated file.';
    expect(renderComment(report).split('\n').filter((l) => l.startsWith('📂'))).toEqual([line]);
    const json = JSON.parse(JSON.stringify(report));
    expect(validateReport(json).ok).toBe(true);
    expect(validateReport({ ...json, scope: { ...json.scope, exclude_defaults: true } })).toMatchObject({ ok: false, path: 'scope.exclude_defaults' });
  });
  test('with exclude_defaults: false the comment says nothing was left out by kind', async () => {
    const dir = makeRepo({ ...SITE, '.github/retrieval-gate.yml': 'k: [1, 3]\npass_k: 3\nexclude_defaults: false\n' }, {});
    made.push(dir);
    const report = await runCompare({ base: 'main', head: 'pr' }, deps(dir));
    expect(report.scope).toMatchObject({ exclude_defaults: false, excluded: { outside: 1 } });
    expect(report.head.docs).toBe(4);
    expect(renderComment(report)).toContain('📂 Docs scope: `doc/en/` (holds the Sphinx doc/en/conf.py); nothing left out by kind (`exclude_defaults: false`); left out: 1 other file.');
  });
});
