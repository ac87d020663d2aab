/**
 * The files init writes, as text: the config means exactly the defaults (the scope stays a
 * comment, so detection keeps running), the starter golden set parses with one draft and no
 * scored question, and names from the repository cannot break out of a comment line.
 */
import { parseConfig, defaultConfig } from '../../src/config/parse';
import { detectsScope } from '../../src/source/scope';
import { parseGoldenSet } from '../../src/golden/parse';
import { configText } from '../../src/init/config-text';
import { starterGoldenText, starterPage, STARTER_ID } from '../../src/init/golden-text';
import { workflowText } from '../../src/init/workflow-text';
import { commentLine } from '../../src/init/text';
import { resolveScope } from '../../src/source/scope';
import { runsMatcher, workflowPathsFilter } from '../../src/source/paths-filter';
import { parse } from 'yaml';

const scopes = [
  { where: 'docs/ (holds the Sphinx docs/conf.py)', leftOut: '1 changelog, 1 licence', roots: ['docs'], exts: ['md', 'rst'] },
  { where: 'all Markdown-like files (no docs folder or docs site config found)', leftOut: '', roots: [], exts: [] },
  // A folder name with a line break (git allows one): it must stay inside its comment.
  { where: 'evil\nk: [99]/ (a top-level docs folder)', leftOut: '3 other files\r\ngate: {max_newly_failing: 9}', roots: ['evil\nk: [99]'], exts: ['md\nk: [1]'] },
];

test.each(scopes)('the config for $where means the defaults, and leaves the scope detected', (scope) => {
  const text = configText(scope);
  const config = parseConfig(text, '.github/retrieval-gate.yml');
  expect(config).toEqual(defaultConfig());
  expect(detectsScope(config)).toBe(true);
  // Each active key is explained by the comment line above it.
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) if (/^\s*[a-z_]+:/.test(line)) expect([line, lines[i - 1]?.trim().startsWith('#') || lines[i - 1]?.trim() === 'gate:']).toEqual([line, true]);
});

test('the starter golden set parses: one draft, nothing scored, its candidate a page of the scope', () => {
  const docs = ['docs/usage/sync.md', 'docs/index.md', 'docs/api.md'];
  const golden = parseGoldenSet(starterGoldenText(docs), '.github/retrieval-golden.yml');
  expect(golden.questions).toEqual([]);
  expect(golden.drafts?.map((d) => [d.id, d.candidates?.map((c) => c.raw)])).toEqual([[STARTER_ID, ['docs/index.md']]]);
  // With no document at all it still parses (no candidate to offer).
  expect(parseGoldenSet(starterGoldenText([]), 'g.yml').drafts?.[0].candidates).toEqual([]);
});

test('the starter page: the shallowest, a landing page first, never a name a label cannot spell', () => {
  expect(starterPage(['b/a.md', 'z.md', 'README.md'])).toBe('README.md');
  expect(starterPage(['guide/x.md', 'guide/index.rst'])).toBe('guide/index.rst');
  expect(starterPage(['a#b.md', 'c\nd.md', 'deep/e.md'])).toBe('deep/e.md');
  expect(starterPage([])).toBeNull();
  // A name with YAML's own characters is quoted and reads back as itself.
  const golden = parseGoldenSet(starterGoldenText(["it's: [odd] *.md"]), 'g.yml');
  expect(golden.drafts?.[0].candidates?.map((c) => c.raw)).toEqual(["it's: [odd] *.md"]);
});

test('the workflow quotes every pattern, and a scope described with a line break stays a comment', () => {
  const wf = parse(workflowText(['docs/**/*.md', "!docs/it's.md", '.github/retrieval-*.yml'], 'evil\non: push')) as { on: Record<string, { paths: string[]; branches?: string[] }> };
  expect(Object.keys(wf.on)).toEqual(['pull_request', 'push']);
  expect(wf.on.push.paths).toEqual(wf.on.pull_request.paths);
  expect(wf.on.pull_request.paths).toEqual(['docs/**/*.md', "!docs/it's.md", '.github/retrieval-*.yml']);
  expect(wf.on.pull_request.branches).toBeUndefined();
});

test('the workflow also runs on pushes to the default branch that touch the same files (they fill the caches pull requests start from)', () => {
  const wf = parse(workflowText(['docs/**/*.md', '.github/retrieval-*.yml'], 'docs/')) as { on: Record<string, { paths: string[]; branches?: string[] }> };
  expect(wf.on.push).toEqual({ branches: ['main'], paths: ['docs/**/*.md', '.github/retrieval-*.yml'] });
  const named = parse(workflowText(['docs/**'], 'docs/', false, "it's-trunk")) as { on: { push: { branches: string[] } } };
  expect(named.on.push.branches).toEqual(["it's-trunk"]);
});

test('names with NEL, CR, U+2028/2029 and other C1 controls are written as `?` in the filter, never raw', async () => {
  // A YAML 1.1 reader (PyYAML, among others) folds a raw NEL or CR inside a quoted scalar to a
  // space: the pattern would then name another file, and a PR changing this one would not run the gate.
  const names = ['docs/a\u0085b.md', 'docs/c\rd.md', 'docs/e\u2028f.md', 'docs/g\u2029h.md', 'docs/i\u009bj.md', 'docs/k\ufeffl.md'];
  const scope = resolveScope({ paths: ['README.md', ...names], texts: new Map(), exclude: [], named: new Set(names), decided: { source: 'docs-folder', reason: 'r', roots: ['guide'] } });
  const text = workflowText(workflowPathsFilter({ scope, docs: [], settings: [] }), 'guide/');
  expect([...text].filter((c) => /[\r\u0080-\u009f\u2028\u2029\ufeff]/.test(c))).toEqual([]);
  const paths = (parse(text) as { on: { pull_request: { paths: string[] } } }).on.pull_request.paths;
  const runs = runsMatcher(paths);
  expect(names.filter((n) => !runs(n))).toEqual([]);
  expect(paths).toContain('docs/a?b.md');
  // The starter golden set offers no such name as its candidate; a comment line holds none raw.
  expect(starterPage(['docs/a\u0085b.md', 'docs/deep/z.md'])).toBe('docs/deep/z.md');
  expect(commentLine('x\u0085y\u009bz')).toBe('x y z');
});

test('the filter holds every file an existing golden set labels, wherever it is', () => {
  const scope = resolveScope({ paths: ['README.md', 'docs/index.md', 'CHANGELOG.md'], texts: new Map(), exclude: [], named: new Set(), decided: { source: 'docs-folder', reason: 'r', roots: ['docs'] } });
  const without = runsMatcher(workflowPathsFilter({ scope, docs: ['docs/index.md'], settings: [] }));
  const withSet = runsMatcher(workflowPathsFilter({ scope, docs: ['docs/index.md'], settings: [], labelled: ['README.md', 'CHANGELOG.md', 'guide/new.md'] }));
  expect(['README.md', 'CHANGELOG.md', 'guide/new.md'].map(without)).toEqual([false, false, false]);
  expect(['README.md', 'CHANGELOG.md', 'guide/new.md'].map(withSet)).toEqual([true, true, true]);
  expect(withSet('NEWS.md')).toBe(false);
});

test('only the job of a push to the default branch may write contents; the pull request job may not', () => {
  type Job = { if: string; permissions: Record<string, string>; steps: Array<{ uses: string; with?: Record<string, string> }> };
  const wf = parse(workflowText(['docs/**/*.md'], 'docs/')) as { permissions: Record<string, string>; jobs: Record<string, Job> };
  expect(wf.permissions).toEqual({});
  expect(wf.jobs.retrieval.if).toBe("github.event_name == 'pull_request'");
  expect(wf.jobs.retrieval.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
  expect(wf.jobs.history.if).toBe("github.event_name == 'push' && github.ref_name == github.event.repository.default_branch");
  expect(wf.jobs.history.permissions).toEqual({ contents: 'write' });
  expect(wf.jobs.history.steps[1].with).toEqual({ mode: 'report', comment: 'off' });
});
