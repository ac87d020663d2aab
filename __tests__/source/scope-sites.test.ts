/**
 * The default docs scope on the site layouts beyond the first round, each a small real
 * repository written here and read at a git revision: mdBook, Antora, a Read the Docs config
 * naming its Sphinx or MkDocs config, a multilingual MkDocs site, Docusaurus translations and
 * versioned copies, a Sphinx site with its changelog, announcements and a generated page beside
 * towncrier fragments; and `exclude` adding to the defaults, `exclude_defaults: false` dropping them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, parseConfig } from '../../src/config/parse';
import { sideScope } from '../../src/engine/docs-scope';
import { openRevision } from '../../src/engine/load-side';
import { selectionFromConfig } from '../../src/source/select';
import { withScope, type DocsScope } from '../../src/source/scope';
import type { Config } from '../../src/config/types';
import { git, importCommit } from '../engine/repo-fixture';

/**
 * One repository for every case: each case's files are a commit of their own on a branch of their
 * own (one fast-import each), read at that branch; a revision's tree is all its reader sees.
 */
let repo: string;
let cases = 0;
beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'rg-scope-sites-'));
  git(repo, 'init', '-q', '-b', 'main');
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const deps = { cwd: '/', env: {} };

/** The scope of a revision holding `files`, and the documents its globs select there. */
async function scopeOf(files: Record<string, string>, config: Config = defaultConfig(), named: ReadonlySet<string> = new Set()): Promise<{ scope: DocsScope; files: string[] }> {
  const branch = `case-${++cases}`;
  execFileSync('git', ['fast-import', '--quiet'], { cwd: repo, input: importCommit(branch, 'case', Math.floor(Date.now() / 1000), files) });
  const side = await openRevision(repo, branch, deps);
  try {
    const scope = await sideScope(side, config, named);
    const snap = await side.reader.snapshot(selectionFromConfig(withScope(config, scope)));
    return { scope, files: snap.files.map((f) => f.path) };
  } finally {
    await side.reader.close?.();
  }
}

const README = '# Gizmo\n\nA tool.\n';
const CHANGELOG_MD = '# Changelog\n\n## 1.2.0\n\n- Faster.\n';

describe('mdBook', () => {
  test('the [book] src that book.toml names, SUMMARY.md and chapters; nothing beside it', async () => {
    const { scope, files } = await scopeOf({
      'book.toml': '[book]\ntitle = "Gizmo"\nsrc = "manual"\n\n[output.html]\n',
      'manual/SUMMARY.md': '# Summary\n\n- [Intro](intro.md)\n',
      'manual/intro.md': '# Intro\n\nGizmo turns widgets.\n',
      'README.md': README,
      'CHANGELOG.md': CHANGELOG_MD,
    });
    // SUMMARY.md is the book's table of contents, only links: a stub page.
    expect(scope).toMatchObject({ source: 'mdbook', roots: ['manual'], reason: 'the mdBook src in book.toml', excluded: { changelogs: 1, outside: 1, stubs: 1 } });
    expect(files).toEqual(['manual/intro.md']);
  });
  test('without src: mdBook reads src/, and a book one folder down is found', async () => {
    const { scope, files } = await scopeOf({ 'guide/book.toml': '[book]\ntitle = "x"\n', 'guide/src/SUMMARY.md': '# Summary\n', 'guide/src/a.md': '# A\n', 'src/lib.md': '# code notes\n' });
    expect(scope).toMatchObject({ source: 'mdbook', roots: ['guide/src'], reason: 'mdBook guide/book.toml, default src' });
    expect(files).toEqual(['guide/src/SUMMARY.md', 'guide/src/a.md']);
  });
});

describe('Antora', () => {
  test("each module's pages folder: not its partials, examples or nav, not the rest of docs/", async () => {
    const { scope, files } = await scopeOf({
      'docs/antora.yml': 'name: gizmo\ntitle: Gizmo\nversion: ~\nnav:\n- modules/ROOT/nav.adoc\n',
      'docs/modules/ROOT/nav.adoc': '* xref:index.adoc[]\n',
      'docs/modules/ROOT/pages/index.adoc': '= Gizmo\n\nGizmo turns widgets.\n',
      'docs/modules/ROOT/partials/snippet.adoc': 'A shared paragraph.\n',
      'docs/modules/admin/pages/setup.adoc': '= Setup\n\nInstall it.\n',
      'docs/modules/admin/examples/run.adoc': '----\ngizmo run\n----\n',
      'docs/notes.md': '# Notes for maintainers\n',
      'README.adoc': '= Gizmo\n',
    });
    expect(scope).toMatchObject({ source: 'antora', roots: ['docs/modules/ROOT/pages', 'docs/modules/admin/pages'], reason: 'the Antora component docs/antora.yml' });
    expect(files).toEqual(['docs/modules/ROOT/pages/index.adoc', 'docs/modules/admin/pages/setup.adoc']);
    expect(scope.excluded).toEqual({ outside: 5 });
  });
  test('an antora.yml that is not a component descriptor is not a site', async () => {
    const { scope } = await scopeOf({ 'docs/antora.yml': '- just\n- a list\n', 'docs/modules/ROOT/pages/index.adoc': '= x\n', 'docs/other.md': '# y\n' });
    expect(scope.source).toBe('docs-folder');
  });
});

describe('Read the Docs', () => {
  test('the Sphinx conf.py .readthedocs.yaml names wins over a shallower site config', async () => {
    const { scope, files } = await scopeOf({
      '.readthedocs.yaml': 'version: 2\nsphinx:\n  configuration: doc/en/conf.py\n',
      'mkdocs.yml': 'site_name: old\n',
      'docs/index.md': '# Old site\n',
      'doc/en/conf.py': "project = 'gizmo'\nextensions = []\n",
      'doc/en/index.rst': 'Gizmo\n=====\n\nTurns widgets.\n',
    });
    expect(scope).toMatchObject({ source: 'sphinx', roots: ['doc/en'], reason: 'the Sphinx doc/en/conf.py that .readthedocs.yaml names' });
    expect(files).toEqual(['doc/en/index.rst']);
  });
  test('mkdocs.configuration: the docs_dir of the mkdocs.yml it names', async () => {
    const { scope, files } = await scopeOf({
      '.readthedocs.yml': 'version: 2\nmkdocs:\n  configuration: site/mkdocs.yml\n',
      'site/mkdocs.yml': 'site_name: x\ndocs_dir: pages\n',
      'site/pages/index.md': '# Home\n',
      'docs/index.md': '# Another folder\n',
    });
    expect(scope).toMatchObject({ source: 'mkdocs', roots: ['site/pages'], reason: 'the MkDocs site/mkdocs.yml that .readthedocs.yml names' });
    expect(files).toEqual(['site/pages/index.md']);
  });
});

describe('a multilingual MkDocs site', () => {
  const SITE = {
    'docs/en/mkdocs.yml': 'site_name: Gizmo\ntheme:\n  language: en\n',
    'docs/en/docs/index.md': '# Gizmo\n\nTurns widgets.\n',
    'docs/fr/mkdocs.yml': 'INHERIT: ../en/mkdocs.yml\ntheme:\n  language: fr\n',
    'docs/fr/docs/index.md': '# Gizmo\n\nTourne les widgets.\n',
    'docs/pt-BR/mkdocs.yml': 'INHERIT: ../en/mkdocs.yml\n',
    'docs/pt-BR/docs/index.md': '# Gizmo\n\nGira os widgets.\n',
  };
  test('only the default language (the one the others INHERIT) is indexed; the others are translations', async () => {
    const { scope, files } = await scopeOf(SITE);
    expect(scope).toMatchObject({ source: 'mkdocs', roots: ['docs/en/docs'], translations: ['docs/fr', 'docs/pt-BR'], excluded: { translations: 2 } });
    expect(scope.reason).toBe('docs/en/mkdocs.yml, default docs_dir, its default language');
    expect(files).toEqual(['docs/en/docs/index.md']);
  });
  test('unless the config says the default language is another', async () => {
    const { scope } = await scopeOf({
      ...SITE,
      'docs/en/mkdocs.yml': 'site_name: Gizmo\nplugins:\n  - search\n  - i18n:\n      default_language: fr\n',
      'docs/fr/mkdocs.yml': 'site_name: Gizmo\n',
      'docs/pt-BR/mkdocs.yml': 'site_name: Gizmo\n',
    });
    expect(scope).toMatchObject({ roots: ['docs/fr/docs'], translations: ['docs/en', 'docs/pt-BR'] });
  });
  test('the translations without a mkdocs.yml of their own (built from the default one) are translations too', async () => {
    const { scope, files } = await scopeOf({
      'docs/en/mkdocs.yml': 'site_name: Gizmo\n',
      'docs/en/docs/index.md': '# Gizmo\n',
      'docs/es/docs/index.md': '# Gizmo (es)\n',
      'docs/es/llm-prompt.md': 'Translate into Spanish.\n',
      'docs/missing-translation.md': '# This page is not translated yet\n',
    });
    expect(scope).toMatchObject({ roots: ['docs/en/docs'], translations: ['docs/es'], excluded: { translations: 2, outside: 1 } });
    expect(files).toEqual(['docs/en/docs/index.md']);
  });
  test('one site with the i18n plugin in folders: the default locale only, the others left out as translations', async () => {
    const { scope, files } = await scopeOf({
      'mkdocs.yml': 'site_name: Gizmo\nplugins:\n  - i18n:\n      docs_structure: folder\n      languages:\n        - locale: en\n          default: true\n        - locale: fr\n        - locale: de\n',
      'docs/en/index.md': '# Gizmo\n',
      'docs/fr/index.md': '# Gizmo (fr)\n',
      'docs/de/index.md': '# Gizmo (de)\n',
      'docs/de/guide.md': '# Anleitung\n',
    });
    expect(scope).toMatchObject({ roots: ['docs'], translations: ['docs/de', 'docs/fr'], excluded: { translations: 3 } });
    expect(files).toEqual(['docs/en/index.md']);
  });
  test("one site with the i18n plugin's suffix layout (its default): page.<locale>.md of the other locales left out", async () => {
    const { scope, files } = await scopeOf({
      'mkdocs.yml': 'site_name: Gizmo\nplugins:\n  - i18n:\n      languages:\n        - locale: en\n          default: true\n        - locale: fr\n        - locale: de\n',
      'docs/index.md': '# Gizmo\n',
      'docs/index.fr.md': '# Gizmo (fr)\n',
      'docs/guide/setup.md': '# Setup\n',
      'docs/guide/setup.de.md': '# Einrichtung\n',
      'docs/notes.v2.md': '# Notes for v2\n',
    });
    expect(scope).toMatchObject({ roots: ['docs'], translation_suffixes: ['de', 'fr'], excluded: { translations: 2 } });
    expect(scope.reason).toBe('mkdocs.yml, default docs_dir, its default language');
    expect(files).toEqual(['docs/guide/setup.md', 'docs/index.md', 'docs/notes.v2.md']);
  });
  test('packages that are not languages are all kept', async () => {
    const { scope } = await scopeOf({ 'pkgs/core/mkdocs.yml': 'site_name: a\n', 'pkgs/core/docs/a.md': '# a\n', 'pkgs/cli/mkdocs.yml': 'site_name: b\n', 'pkgs/cli/docs/b.md': '# b\n' });
    expect(scope.roots).toEqual(['pkgs/cli/docs', 'pkgs/core/docs']);
    expect(scope.translations).toBeUndefined();
  });
});

describe('a multilingual Hugo site', () => {
  const FILES = {
    'hugo.toml': 'baseURL = "https://x.org"\n[languages.en]\n  contentDir = "content/en"\n[languages.fr]\n  contentDir = "content/fr"\n',
    'content/en/_index.md': '# Gizmo\n',
    'content/fr/_index.md': '# Gizmo (fr)\n',
  };
  test("the default language's content folder (en unless defaultContentLanguage says another); the others are translations", async () => {
    const { scope, files } = await scopeOf(FILES);
    expect(scope).toMatchObject({ source: 'hugo', roots: ['content/en'], translations: ['content/fr'], excluded: { translations: 1 } });
    expect(scope.reason).toBe('Hugo contentDir of the default language (en) in hugo.toml');
    expect(files).toEqual(['content/en/_index.md']);
    const fr = await scopeOf({ ...FILES, 'hugo.toml': `defaultContentLanguage = "fr"\n${FILES['hugo.toml']}` });
    expect(fr.scope).toMatchObject({ roots: ['content/fr'], translations: ['content/en'] });
  });
});

describe('Docusaurus', () => {
  test('translations (i18n/) and versioned copies (versioned_docs/, <id>_versioned_docs/) are left out and counted as such', async () => {
    const { scope, files } = await scopeOf({
      'website/docusaurus.config.js': "module.exports = { i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { path: 'docs' } }]] };\n",
      'website/docs/intro.md': '# Intro\n',
      'website/i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n',
      'website/versioned_docs/version-1.0/intro.md': '# Intro (1.0)\n',
      'website/api_versioned_docs/version-1.0/api.md': '# API (1.0)\n',
    });
    expect(scope).toMatchObject({ source: 'docusaurus', roots: ['website/docs'], excluded: { translations: 1, versioned: 2 } });
    expect(files).toEqual(['website/docs/intro.md']);
  });
});

/** A Sphinx site laid out as pytest's: reST changelog with product-prefixed versions, announcements, a large generated page, fragments at the root. */
const PLUGIN_LIST = `:orphan:\n\n.. Note this file is autogenerated by scripts/update-plugin-list.py - usually weekly via github action\n\n.. _plugin-list:\n\nPlugin List\n===========\n\n${':pypi:`pytest-thing`  a plugin that does a thing   Jan 01, 2026   N/A   pytest>=8\n'.repeat(7000)}`;
const SPHINX: Record<string, string> = {
  'doc/en/conf.py': "project = 'pytest'\nextensions = ['sphinx.ext.autodoc']\n",
  'doc/en/index.rst': 'pytest\n======\n\nThe pytest framework makes it easy to write small tests.\n',
  'doc/en/how-to/usage.rst': 'How to invoke pytest\n====================\n\nRun ``pytest -x`` to stop at the first failure.\n',
  'doc/en/changelog.rst': '=========\nChangelog\n=========\n\n.. towncrier release notes start\n\npytest 9.1.1 (2026-06-19)\n=========================\n\nBug fixes\n---------\n\n- Fixed -x.\n',
  'doc/en/announce/index.rst': 'Release announcements\n=====================\n\n.. toctree::\n\n   release-9.1.1\n',
  'doc/en/announce/release-9.1.1.rst': 'pytest-9.1.1\n============\n\npytest 9.1.1 has just been released to PyPI.\n',
  'doc/en/reference/plugin_list.rst': PLUGIN_LIST,
  'doc/en/reference/reference.rst': `API Reference\n=============\n\n${'The ``pytest.fixture`` decorator marks a fixture factory function.\n'.repeat(700)}`,
  // Generated too, but a reference of ordinary size that readers search: it stays.
  'doc/en/reference/config.rst': `.. This file is auto-generated from scripts/docgen.py; do not edit.\n\nConfiguration\n=============\n\n${'``addopts``: extra command line options.\n'.repeat(2500)}`,
  'changelog/1234.bugfix.rst': 'Fixed a crash.\n',
  'changelog/+cleanup.misc.rst': 'Cleaned up.\n',
  'changelog/README.rst': 'This folder holds changelog fragments; see CONTRIBUTING.\n',
  'README.rst': 'pytest\n======\n',
};

describe('a Sphinx site with its changelog, announcements, a generated page and towncrier fragments', () => {
  test('only the pages written to be read are indexed, and what was left out is counted by kind', async () => {
    const { scope, files } = await scopeOf(SPHINX);
    expect(scope).toMatchObject({ source: 'sphinx', roots: ['doc/en'], generated: ['doc/en/reference/plugin_list.rst'] });
    expect(scope.excluded).toEqual({ changelogs: 3, announcements: 2, generated: 1, outside: 2 });
    expect(files).toEqual(['doc/en/how-to/usage.rst', 'doc/en/index.rst', 'doc/en/reference/config.rst', 'doc/en/reference/reference.rst']);
  });
  test('a generated page a label names is indexed', async () => {
    const { scope, files } = await scopeOf(SPHINX, defaultConfig(), new Set(['doc/en/reference/plugin_list.rst']));
    expect(scope.generated).toBeUndefined();
    expect(files).toContain('doc/en/reference/plugin_list.rst');
  });
});

describe('changelog fragments and release-note folders', () => {
  test('by the fragment name shape in changelog/, changes/, news/; whole folders for newsfragments/, release-notes/, releasenotes/', async () => {
    const { scope, files } = await scopeOf({
      'docs/index.md': '# Home\n',
      'docs/changes/making-changes.md': '# Making changes\n\nOpen a pull request.\n',
      'docs/changes/12.feature.md': 'Added a thing.\n',
      'docs/news/gh-77.removal.md': 'Removed a thing.\n',
      'docs/news/2024-launch.md': '# We launched\n',
      'docs/newsfragments/anything.md': 'Some fragment.\n',
      'docs/release-notes/v2.md': '# Version 2\n',
      'docs/releasenotes/source/index.rst': 'Release Notes\n=============\n',
      'docs/whatsnew/v3.0.rst': "What's new in 3.0\n=================\n",
    });
    expect(scope.excluded).toEqual({ changelogs: 6 });
    expect(files).toEqual(['docs/changes/making-changes.md', 'docs/index.md', 'docs/news/2024-launch.md']);
  });
});

describe('exclude adds to the default rules', () => {
  const FILES = { ...SPHINX, 'doc/en/old/legacy.rst': 'Legacy\n======\n', '.github/CONTRIBUTING.md': '# Contributing\n' };
  test('an exclude glob leaves its files out on top of every default rule', async () => {
    const config = parseConfig("exclude: ['doc/en/old/**']\n", 'c.yml');
    const { scope, files } = await scopeOf(FILES, config);
    expect(scope.excluded).toMatchObject({ changelogs: 3, announcements: 2, generated: 1 });
    expect(files).toEqual(['doc/en/how-to/usage.rst', 'doc/en/index.rst', 'doc/en/reference/config.rst', 'doc/en/reference/reference.rst']);
  });
  test('a config written when exclude replaced the defaults (re-listing them) selects the same', async () => {
    const config = parseConfig("exclude: ['**/node_modules/**', '**/.*/**', '**/.*', 'doc/en/old/**']\n", 'c.yml');
    expect(config.exclude).toEqual(['**/node_modules/**', '**/.*/**', '**/.*', 'doc/en/old/**']);
    expect((await scopeOf(FILES, config)).files).toEqual(['doc/en/how-to/usage.rst', 'doc/en/index.rst', 'doc/en/reference/config.rst', 'doc/en/reference/reference.rst']);
  });
  test('exclude_defaults: false drops them: only exclude and the folder found select', async () => {
    const config = parseConfig("exclude_defaults: false\nexclude: ['doc/en/old/**']\n", 'c.yml');
    expect(config.exclude).toEqual(['doc/en/old/**']);
    const { scope, files } = await scopeOf(FILES, config);
    expect(scope).toMatchObject({ source: 'sphinx', roots: ['doc/en'], exclude_defaults: false, excluded: { outside: 5 } });
    expect(scope.generated).toBeUndefined();
    expect(files).toEqual([
      'doc/en/announce/index.rst',
      'doc/en/announce/release-9.1.1.rst',
      'doc/en/changelog.rst',
      'doc/en/how-to/usage.rst',
      'doc/en/index.rst',
      'doc/en/reference/config.rst',
      'doc/en/reference/plugin_list.rst',
      'doc/en/reference/reference.rst',
    ]);
  });
});
