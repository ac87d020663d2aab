/**
 * The default docs scope on one small real-layout repository per documentation layout
 * (__tests__/fixtures/scope/*): which folder is chosen, why, what is left out and counted, and
 * that a snapshot taken with the resulting globs holds exactly the expected documents, read as a
 * folder, as a git revision and as a working tree.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../../src/config/parse';
import { sideScope } from '../../src/engine/docs-scope';
import { openFolder, openRevision, openWorktree } from '../../src/engine/load-side';
import { selectionFromConfig } from '../../src/source/select';
import { withScope, type DocsScope } from '../../src/source/scope';
import { git } from '../engine/repo-fixture';

const FIXTURES = join(__dirname, '..', 'fixtures', 'scope');
const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const deps = { cwd: '/', env: {} };

/** A copy of the layout with an installed package's README added (node_modules is never committed). */
function copyLayout(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `rg-scope-${name}-`));
  made.push(dir);
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  mkdirSync(join(dir, 'node_modules', 'left-pad'), { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'left-pad', 'README.md'), '# left-pad\n');
  return dir;
}

interface Expected {
  source: DocsScope['source'];
  roots: string[];
  reason: string;
  excluded: DocsScope['excluded'];
  files: string[];
}

const LAYOUTS: Record<string, Expected> = {
  mkdocs: {
    source: 'mkdocs',
    roots: ['documentation'],
    reason: 'named by mkdocs.yml docs_dir',
    excluded: { changelogs: 2, licences: 1, tests_and_fixtures: 1, outside: 2 },
    files: ['documentation/index.md', 'documentation/install.md'],
  },
  docusaurus: {
    source: 'docusaurus',
    roots: ['guides'],
    reason: 'the docs path in website/docusaurus.config.js',
    excluded: { codes_of_conduct: 1, tests_and_fixtures: 1, versioned: 1, outside: 3 },
    files: ['guides/config/cron.md', 'guides/intro.md'],
  },
  sphinx: {
    source: 'sphinx',
    roots: ['docs/source'],
    reason: 'holds the Sphinx docs/source/conf.py',
    excluded: { changelogs: 2, licences: 1, tests_and_fixtures: 1, build_and_theme: 1, outside: 2 },
    files: ['docs/source/index.rst', 'docs/source/usage.rst'],
  },
  vitepress: {
    source: 'vitepress',
    roots: ['docs/src'],
    reason: 'VitePress srcDir in docs/.vitepress/config.mts',
    excluded: { changelogs: 1, outside: 3 },
    files: ['docs/src/guide/getting-started.md', 'docs/src/index.md'],
  },
  starlight: {
    source: 'starlight',
    roots: ['src/content/docs'],
    reason: 'Starlight/Astro content folder',
    excluded: { outside: 2 },
    files: ['src/content/docs/guides/example.md', 'src/content/docs/index.mdx', 'src/content/docs/reference/example.md'],
  },
  hugo: {
    source: 'hugo',
    roots: ['content'],
    reason: 'Hugo site (config.toml), default content folder',
    excluded: { changelogs: 1, outside: 3 },
    files: ['content/_index.md', 'content/docs/config.md', 'content/docs/install.md'],
  },
  'docs-folder': {
    source: 'docs-folder',
    roots: ['docs'],
    reason: 'a top-level docs folder',
    excluded: { codes_of_conduct: 1, vendored: 1, tests_and_fixtures: 1, outside: 2 },
    files: ['docs/index.md', 'docs/usage/sync.md'],
  },
  plain: {
    source: 'all',
    roots: [],
    reason: 'no docs folder or docs site config found',
    excluded: { changelogs: 2, licences: 1, codes_of_conduct: 1, vendored: 1, tests_and_fixtures: 2 },
    files: ['CONTRIBUTING.md', 'README.md', 'api/reference.md', 'guide.md'],
  },
};

async function selected(side: Awaited<ReturnType<typeof openFolder>>, scope: DocsScope): Promise<string[]> {
  const snap = await side.reader.snapshot(selectionFromConfig(withScope(defaultConfig(), scope)));
  return snap.files.map((f) => f.path);
}

describe.each(Object.entries(LAYOUTS))('layout %s', (name, want) => {
  test('chooses the docs folder a person would, says why, and counts what it left out', async () => {
    const dir = copyLayout(name);
    const side = await openFolder(dir, deps);
    const scope = await sideScope(side, defaultConfig(), new Set());
    expect({ source: scope.source, roots: scope.roots, reason: scope.reason, excluded: scope.excluded }).toEqual({
      source: want.source,
      roots: want.roots,
      reason: want.reason,
      excluded: want.excluded,
    });
    expect(await selected(side, scope)).toEqual(want.files);
  });
});

describe('the same scope from every kind of side', () => {
  test('a git revision and the working tree select what the folder does (the mkdocs layout)', async () => {
    const dir = copyLayout('mkdocs');
    writeFileSync(join(dir, '.gitignore'), 'node_modules/\n');
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'layout');
    const rev = await openRevision(dir, 'main', deps);
    const tree = await openWorktree(dir, deps);
    try {
      for (const side of [rev, tree]) {
        const scope = await sideScope(side, defaultConfig(), new Set());
        expect(scope.source).toBe('mkdocs');
        expect(scope.excluded).toEqual(LAYOUTS.mkdocs.excluded);
        expect(await selected(side, scope)).toEqual(LAYOUTS.mkdocs.files);
      }
    } finally {
      await rev.reader.close?.();
      await tree.reader.close?.();
    }
  });
});

describe('files a golden set names', () => {
  test('are indexed even when the scope would leave them out, and nothing else comes back with them', async () => {
    const dir = copyLayout('mkdocs');
    mkdirSync(join(dir, 'tests', 'fixtures', 'other'), { recursive: true });
    writeFileSync(join(dir, 'tests', 'fixtures', 'other', 'README.md'), '# Another fixture\n');
    const side = await openFolder(dir, deps);
    const named = new Set(['CHANGELOG.md', 'README.md', 'tests/fixtures/project/README.md', 'documentation/changelog.md', 'missing.md']);
    const scope = await sideScope(side, defaultConfig(), named);
    expect(scope.named).toEqual(['CHANGELOG.md', 'README.md', 'documentation/changelog.md', 'tests/fixtures/project/README.md']);
    expect(scope.excluded).toEqual({ licences: 1, tests_and_fixtures: 1, outside: 1 });
    expect(await selected(side, scope)).toEqual([
      'CHANGELOG.md',
      'README.md',
      'documentation/changelog.md',
      'documentation/index.md',
      'documentation/install.md',
      'tests/fixtures/project/README.md',
    ]);
  });
});

describe('a config with its own docs globs', () => {
  test('is used as written: nothing detected, nothing left out', async () => {
    const dir = copyLayout('mkdocs');
    const side = await openFolder(dir, deps);
    const config = { ...defaultConfig(), docs: ['**/*.md'] };
    const scope = await sideScope(side, config, new Set());
    expect(scope).toMatchObject({ source: 'config', roots: [], excluded: {}, globs: ['**/*.md'] });
    expect(withScope(config, scope)).toBe(config);
  });
});
