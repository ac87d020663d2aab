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

// More real layouts, each a fetched mirror at a pinned commit: httpx (mkdocs), Starlight's own docs site, VitePress's.
const MIRRORS = [
  { repo: '/work/.mirror/withastro+starlight/repo', commit: '3999be7cc18b41095d61e3b63d68ff3e6c6c050b', want: { source: 'starlight', roots: ['docs/src/content/docs'], excluded: { changelogs: 4, tests_and_fixtures: 50, outside: 19 } } },
  { repo: '/work/.mirror/encode+httpx/repo', commit: 'ae1b9f66238f75ced3ced5e4485408435de10768', want: { source: 'mkdocs', roots: ['docs'], excluded: { changelogs: 1, licences: 1, codes_of_conduct: 1, outside: 2 } } },
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
