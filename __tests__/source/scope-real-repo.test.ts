/**
 * The default docs scope on a real repository: python-poetry/poetry at a pinned commit (fetched
 * under /work/.mirror, never committed here), with a golden set written for its docs
 * (bench/scope/poetry.golden.yml). With no config, all Markdown-like files used to be indexed
 * (82, among them CHANGELOG.md, CODE_OF_CONDUCT.md and 63 test fixtures); the detected scope
 * indexes docs/. Also pallets/click's Sphinx layout. Skips, with a message, when a mirror or its commit is absent.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DOCS_GLOBS } from '../../src/config/types';
import { runEval } from '../../src/engine/run-eval';
import { defaultConfig } from '../../src/config/parse';
import { sideScope } from '../../src/engine/docs-scope';
import { openRevision } from '../../src/engine/load-side';
import { withScope } from '../../src/source/scope';
import { selectionFromConfig } from '../../src/source/select';

const REPO = '/work/.mirror/python-poetry+poetry/repo';
const COMMIT = 'f46702336862f30050d5c641d5ed6f7568ded793';
const GOLDEN = join(__dirname, '..', '..', 'bench', 'scope', 'poetry.golden.yml');

function available(repo = REPO, commit = COMMIT): boolean {
  if (!existsSync(repo)) return false;
  try {
    execFileSync('git', ['-C', repo, 'cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const have = available();
if (!have) console.warn(`skipping the real-repository scope test: ${REPO} at ${COMMIT} is absent (fetch github:python-poetry/poetry)`);
const maybe = have ? describe : describe.skip;

maybe('python-poetry/poetry with no config', () => {
  let tmp: string;
  let before: Awaited<ReturnType<typeof runEval>>;
  let after: Awaited<ReturnType<typeof runEval>>;
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'rg-poetry-'));
    // The old default, written out: a config that writes `docs` is used as written.
    const old = join(tmp, 'old-default.yml');
    writeFileSync(old, `docs: ['${DEFAULT_DOCS_GLOBS[0]}']\n`);
    const deps = { cwd: tmp, env: {} };
    after = await runEval({ repo: REPO, rev: COMMIT, goldenPath: GOLDEN }, deps);
    before = await runEval({ repo: REPO, rev: COMMIT, goldenPath: GOLDEN, configPath: old }, deps);
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  test('the scope is docs/, with the changelog, the code of conduct and the test fixtures left out', () => {
    expect(after.scope).toMatchObject({
      source: 'docs-folder',
      roots: ['docs'],
      excluded: { changelogs: 1, codes_of_conduct: 1, tests_and_fixtures: 63, outside: 1 },
      named: [],
    });
    expect(after.docs).toBe(16);
    expect(before.docs).toBe(82);
    expect(before.scope?.source).toBe('config');
  });

  test('every label resolves on both, and no question loses its evidence from the top 5', () => {
    expect(after.broken_labels).toEqual([]);
    expect(before.broken_labels).toEqual([]);
    expect(after.counted).toBe(24);
    const rank = (r: typeof after, id: string) => r.questions.find((q) => q.id === id)!.measures['recall@5'];
    for (const q of after.questions) expect(rank(after, q.id)).toBeGreaterThanOrEqual(rank(before, q.id));
    expect(after.metrics['recall@5']).toBeGreaterThanOrEqual(before.metrics['recall@5']);
    // Printed for the record (docs/sources.md quotes these figures).
    console.log(`poetry recall@5: all Markdown-like files ${before.metrics['recall@5'].toFixed(3)} (${before.docs} docs, ${before.chunks} chunks) → docs scope ${after.metrics['recall@5'].toFixed(3)} (${after.docs} docs, ${after.chunks} chunks); mrr ${before.metrics.mrr.toFixed(3)} → ${after.metrics.mrr.toFixed(3)}`);
  });
});

// pallets/click: a Sphinx site in docs/ whose changes.md and license.md include the root files.
const CLICK = '/work/.mirror/pallets+click/repo';
const CLICK_COMMIT = '2c8cd3ac958a7eb316d67f2d316c27086c4c0369';
const haveClick = available(CLICK, CLICK_COMMIT);
if (!haveClick) console.warn(`skipping the click scope test: ${CLICK} at ${CLICK_COMMIT} is absent (fetch github:pallets/click)`);
(haveClick ? test : test.skip)('pallets/click: docs/ by its Sphinx conf.py, the pages that include the changelog and the licence left out', async () => {
  const side = await openRevision(CLICK, CLICK_COMMIT, { cwd: '/', env: {} });
  try {
    const scope = await sideScope(side, defaultConfig(), new Set());
    expect(scope).toMatchObject({ source: 'sphinx', roots: ['docs'], reason: 'holds the Sphinx docs/conf.py', exclude: ['docs/changes.md', 'docs/license.md'] });
    expect(scope.excluded).toEqual({ changelogs: 2, licences: 2, outside: 1 });
  } finally {
    await side.reader.close?.();
  }
});

// More real layouts, each a fetched mirror at a pinned commit: httpx (mkdocs), Starlight's own docs site, mdBook's guide, VitePress's.
const MIRRORS = [
  { repo: '/work/.mirror/withastro+starlight/repo', commit: '3999be7cc18b41095d61e3b63d68ff3e6c6c050b', want: { source: 'starlight', roots: ['docs/src/content/docs'], excluded: { changelogs: 4, tests_and_fixtures: 50, outside: 19 } } },
  { repo: '/work/.mirror/encode+httpx/repo', commit: 'ae1b9f66238f75ced3ced5e4485408435de10768', want: { source: 'mkdocs', roots: ['docs'], excluded: { changelogs: 1, licences: 1, codes_of_conduct: 1, outside: 2 } } },
  // mdBook's own guide (guide/book.toml); the books under examples/ and tests/ are not the project's.
  { repo: '/work/.mirror/rust-lang+mdBook/repo', commit: '641d06abe7d10d981ed61dd2711a30e4119666cd', want: { source: 'mdbook', roots: ['guide/src'], excluded: { changelogs: 1, codes_of_conduct: 1, tests_and_fixtures: 330, outside: 15 } } },
  { repo: '/work/.mirror/vuejs+vitepress/repo', commit: 'ed2bfb266ef788e86d1a73fe3cd7708a4cd5e260', want: { source: 'vitepress', roots: ['docs'], excluded: { changelogs: 1, tests_and_fixtures: 27, outside: 4 } } },
];
describe.each(MIRRORS)('$repo', ({ repo, commit, want }) => {
  const here = available(repo, commit);
  if (!here) console.warn(`skipping: ${repo} at ${commit} is absent`);
  (here ? test : test.skip)('its docs site folder, test fixtures and changelogs left out', async () => {
    const side = await openRevision(repo, commit, { cwd: '/', env: {} });
    try {
      const scope = await sideScope(side, defaultConfig(), new Set());
      expect({ source: scope.source, roots: scope.roots, excluded: scope.excluded }).toEqual(want);
    } finally {
      await side.reader.close?.();
    }
  });
});

/** Every document of a side at a revision, and the ones its detected scope selects. */
async function selection(repo: string, commit: string): Promise<{ scope: Awaited<ReturnType<typeof sideScope>>; docs: string[]; selected: Set<string> }> {
  const side = await openRevision(repo, commit, { cwd: '/', env: {} });
  try {
    const scope = await sideScope(side, defaultConfig(), new Set());
    const all = (await side.reader.snapshot(selectionFromConfig({ ...defaultConfig(), docs: DEFAULT_DOCS_GLOBS }))).files.map((f) => f.path);
    const selected = new Set((await side.reader.snapshot(selectionFromConfig(withScope(defaultConfig(), scope)))).files.map((f) => f.path));
    return { scope, docs: all, selected };
  } finally {
    await side.reader.close?.();
  }
}

// pytest: a Sphinx site named by .readthedocs.yaml, whose changelog titles read `pytest 9.1.1 (…)`,
// with 188 release announcements, a 1.4 MB generated plugin list and towncrier fragments at the root.
const PYTEST = { repo: '/work/.mirror/pytest-dev+pytest/repo', commit: 'df87db7b0462fb764ef73fa00561adf8ad047572' };
const pytestHere = available(PYTEST.repo, PYTEST.commit);
if (!pytestHere) console.warn(`skipping the pytest scope test: ${PYTEST.repo} at ${PYTEST.commit} is absent (fetch github:pytest-dev/pytest)`);
(pytestHere ? test : test.skip)('pytest: doc/en by its Read the Docs config; every page in but the changelog, the announcements, the licence and the generated plugin list', async () => {
  const { scope, docs, selected } = await selection(PYTEST.repo, PYTEST.commit);
  expect(scope).toMatchObject({ source: 'sphinx', roots: ['doc/en'], reason: 'the Sphinx doc/en/conf.py that .readthedocs.yaml names', generated: ['doc/en/reference/plugin_list.rst'] });
  const leftOut = (p: string) => /^doc\/en\/(announce\/|_templates\/|changelog\.rst$|license\.rst$|reference\/plugin_list\.rst$)/.test(p);
  for (const p of docs) expect([p, selected.has(p)]).toEqual([p, p.startsWith('doc/en/') && !leftOut(p)]);
  // Every file of changelog/ named as a fragment is counted a changelog, not "other".
  const fragments = docs.filter((p) => /^changelog\/[^/]+\.(bugfix|feature|improvement|doc|misc|breaking|deprecation|removal|contrib|packaging|vendor|trivial)(\.\d+)?\.rst$/.test(p));
  expect(fragments.length).toBeGreaterThan(0);
  expect(scope.excluded.changelogs).toBe(fragments.length + 1);
});

// FastAPI: docs/en/mkdocs.yml and one more language's, every other language's folder without one.
const FASTAPI = { repo: '/work/.mirror/fastapi+fastapi/repo', commit: 'c3f316b7e814667e8ee81e03a7330d00ee61e45c' };
const fastapiHere = available(FASTAPI.repo, FASTAPI.commit);
if (!fastapiHere) console.warn(`skipping the FastAPI scope test: ${FASTAPI.repo} at ${FASTAPI.commit} is absent (fetch github:fastapi/fastapi)`);
(fastapiHere ? test : test.skip)('FastAPI: the English site only; every other language folder of docs/ is a translation', async () => {
  const { scope, docs, selected } = await selection(FASTAPI.repo, FASTAPI.commit);
  expect(scope).toMatchObject({ source: 'mkdocs', roots: ['docs/en/docs'] });
  const translated = docs.filter((p) => /^docs\/[a-z]{2}(-[A-Za-z]+)?\//.test(p) && !p.startsWith('docs/en/'));
  expect(translated.length).toBeGreaterThan(100);
  expect(scope.excluded.translations).toBe(translated.length);
  for (const p of translated) expect([p, selected.has(p)]).toEqual([p, false]);
  // Every English page is in, but the release notes (a changelog).
  for (const p of docs.filter((d) => d.startsWith('docs/en/docs/'))) expect([p, selected.has(p)]).toEqual([p, p !== 'docs/en/docs/release-notes.md']);
});
