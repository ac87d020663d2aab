/**
 * The workflow's `paths:` filter, derived from the docs scope (src/source/paths-filter.ts), on
 * every layout fixture (__tests__/fixtures/scope) and on planted listings: a PR touching a document
 * the scope indexes, a docs site config or the golden set and config runs the gate; one touching
 * only a changelog (fragments included, in any markup), a licence, tests, vendored files, a
 * dot-folder or anything outside the docs folder does not. The filter is applied as GitHub applies
 * it, written here apart from the code under test: patterns in order, a path runs the workflow when
 * the last pattern that matches it is not a `!` one.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import picomatch from 'picomatch';
import { defaultConfig } from '../../src/config/parse';
import { openFolder } from '../../src/engine/load-side';
import { planForSide } from '../../src/engine/run-init';
import { WORKFLOW_PATH } from '../../src/init/workflow-text';
import { literal, workflowPathsFilter } from '../../src/source/paths-filter';
import { resolveScope, scopeConfigFiles } from '../../src/source/scope';
import { excludedKind } from '../../src/source/scope-rules';
import { compileSelection, selectionFromConfig } from '../../src/source/select';
import { withScope } from '../../src/source/scope';
import { parse } from 'yaml';

const FIXTURES = join(__dirname, '..', 'fixtures', 'scope');
const SETTINGS = ['.github/retrieval-gate.yml', '.github/retrieval-golden.yml'];

/** As GitHub reads `paths:`. */
function runner(patterns: readonly string[]): (path: string) => boolean {
  const ps = patterns.map((p) => ({ negated: p.startsWith('!'), match: picomatch(p.replace(/^!/, ''), { dot: true }) }));
  return (path) => ps.reduce((on, p) => (p.match(path) ? !p.negated : on), false);
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = join(dir, name);
    return statSync(abs).isDirectory() ? files(abs).map((p) => `${name}/${p}`) : [name];
  });
}

/** A docs site config by its name: adding or editing one can move the scope, so it runs the gate wherever it is. */
const SITE_CONFIG = /(^|\/)(mkdocs\.ya?ml|docusaurus\.config\.[^/]+|conf\.py|\.vitepress\/config\.[^/]+|hugo\.[^/]+)$/;

describe.each(readdirSync(FIXTURES))('layout %s', (layout) => {
  test('every document of the scope and every site config runs the gate; nothing else does, no changelog', async () => {
    const dir = join(FIXTURES, layout);
    const plan = await planForSide(await openFolder(dir, { cwd: '/', env: {} }));
    const workflow = parse(plan.files.find((f) => f.path === WORKFLOW_PATH)!.text) as { on: { pull_request: { paths: string[] } } };
    const runs = runner(workflow.on.pull_request.paths);
    const all = files(dir).map((p) => relative(dir, join(dir, p)));
    const docs = new Set(plan.docs);
    expect(docs.size).toBeGreaterThan(0);
    expect(plan.docs.filter((p) => !runs(p))).toEqual([]);
    const deciding = scopeConfigFiles(all).filter((p) => !p.endsWith('config.toml'));
    expect(deciding.filter((p) => !runs(p))).toEqual([]);
    // What runs beyond the documents: site configs and the golden set and config, nothing else.
    expect(all.filter((p) => runs(p) && !docs.has(p) && !SITE_CONFIG.test(p))).toEqual([]);
    expect(all.filter((p) => excludedKind(p)?.kind === 'changelogs' && runs(p))).toEqual([]);
    for (const s of SETTINGS) expect(runs(s)).toBe(true);
    expect(runs('src/index.ts')).toBe(false);
  });
});

/** The filter for a listing, through the same steps as init: scope, selected documents, filter. */
function filterFor(paths: string[], texts: Record<string, string>): { runs: (p: string) => boolean; docs: string[]; patterns: string[] } {
  const config = defaultConfig();
  const scope = resolveScope({ paths, texts: new Map(Object.entries(texts)), exclude: config.exclude, named: new Set() });
  const selected = compileSelection(selectionFromConfig(withScope(config, scope)));
  const docs = paths.filter((p) => selected.isDoc(p));
  const patterns = workflowPathsFilter({ scope, docs, settings: SETTINGS });
  return { runs: runner(patterns), docs, patterns };
}

test('a Sphinx project that keeps changelog fragments as .rst: a fragment, the changelog and the page that includes it run nothing', () => {
  const paths = [
    'CHANGES.rst',
    'README.rst',
    'changelog.d/1234.bugfix.rst',
    'docs/changelog.rst',
    'docs/conf.py',
    'docs/index.rst',
    'docs/usage/install.rst',
    'docs/_build/html/index.html',
    'newsfragments/77.feature.rst',
    'src/pkg/core.py',
    'tests/data/sample.rst',
  ];
  const { runs, docs, patterns } = filterFor(paths, {
    'docs/conf.py': "extensions = ['sphinx.ext.autodoc']\n",
    'docs/changelog.rst': '.. include:: ../CHANGES.rst\n',
    'CHANGES.rst': 'Changelog\n=========\n\n2.1.0\n-----\n\n- fixed\n',
  });
  expect(docs).toEqual(['docs/index.rst', 'docs/usage/install.rst']);
  expect(paths.filter(runs)).toEqual(['docs/conf.py', 'docs/index.rst', 'docs/usage/install.rst']);
  // A fragment or a page added later runs nothing / runs the gate too.
  expect(runs('changelog.d/1300.feature.rst')).toBe(false);
  expect(runs('docs/guide/new-page.md')).toBe(true);
  expect(runs('README.md')).toBe(false);
  // `**/*.rst` would have run the workflow on each of those fragments.
  expect(patterns).not.toContain('**/*.rst');
});

test('a page whose name reads as a changelog but is not one (a `history` command) is put back by path', () => {
  const paths = ['docs/commands/HISTORY.md', 'docs/commands/CHANGESET.md', 'docs/index.md', 'CHANGELOG.md'];
  const { runs, docs } = filterFor(paths, { 'docs/commands/HISTORY.md': '# history\n\nPrints the commands you ran.\n', 'CHANGELOG.md': '# Changelog\n\n## 1.2.0\n\n- x\n' });
  expect(docs).toEqual(['docs/commands/HISTORY.md', 'docs/commands/CHANGESET.md', 'docs/index.md']);
  expect(paths.filter(runs)).toEqual(docs);
});

test('a literal path matches itself, whatever characters it holds', () => {
  for (const p of ['docs/a[1].md', 'docs/{x,y}.md', 'docs/!important.md', "docs/it's #1.md", 'docs/+(a).md', 'docs/a*b?.md', 'docs/line\nbreak.md']) {
    expect([p, picomatch(literal(p), { dot: true })(p)]).toEqual([p, true]);
    expect(literal(p)).not.toMatch(/[\n'#]/);
  }
});
