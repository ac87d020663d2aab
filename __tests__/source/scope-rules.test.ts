/**
 * The parts of the default docs scope that are plain functions: what is always left out, how a
 * docs generator's config is read without running it, and which site wins when there are several.
 */
import { DEFAULT_CONFIG } from '../../src/config/types';
import { docusaurusDocsPaths, hugoContentDirs, hugoLanguageDirs, looksLikeAntora, looksLikeSphinx, mdbookSrcDir, mkdocsDocsDir, mkdocsLanguages, readthedocsConfig, vitepressSrcDir } from '../../src/source/scope-configs';
import { looksGenerated } from '../../src/source/scope-generated';
import { detectScope, join, scopeConfigFiles } from '../../src/source/scope-detect';
import { excludedKind, readsAs } from '../../src/source/scope-rules';
import { escapeGlob, resolveScope } from '../../src/source/scope';
import fc from 'fast-check';
import { compileSelection } from '../../src/source/select';

const isDoc = compileSelection({ docs: DEFAULT_CONFIG.docs, exclude: DEFAULT_CONFIG.exclude, maxFileBytes: 1 }).isDoc;

describe('always left out', () => {
  test.each([
    ['CHANGELOG.md', 'changelogs'],
    ['docs/changelog.rst', 'changelogs'],
    ['CHANGES.rst', 'changelogs'],
    ['Changes.md', 'changelogs'],
    ['HISTORY.txt', 'changelogs'],
    ['NEWS.md', 'changelogs'],
    ['RELEASE-NOTES.md', 'changelogs'],
    ['changelog.d/12.bugfix.md', 'changelogs'],
    ['LICENSE.md', 'licences'],
    ['LICENCE.txt', 'licences'],
    ['LICENSE-MIT.txt', 'licences'],
    ['COPYING.LESSER.txt', 'licences'],
    ['docs/license.rst', 'licences'],
    ['CODE_OF_CONDUCT.md', 'codes_of_conduct'],
    ['.github/code-of-conduct.md', 'codes_of_conduct'],
    ['vendor/x/README.md', 'vendored'],
    ['src/third_party/y/doc.md', 'vendored'],
    ['tests/fixtures/a/README.md', 'tests_and_fixtures'],
    ['test/x.md', 'tests_and_fixtures'],
    ['packages/core/__tests__/fixtures/p.md', 'tests_and_fixtures'],
    ['pkg/testdata/golden.md', 'tests_and_fixtures'],
    ['src/__snapshots__/a.md', 'tests_and_fixtures'],
    ['docs/_build/html/index.html', 'build_and_theme'],
    ['docs/_templates/page.html', 'build_and_theme'],
  ])('%s is %s', (path, kind) => {
    expect(excludedKind(path)?.kind).toBe(kind);
  });
  test.each(['README.md', 'CONTRIBUTING.md', 'docs/contributing.md', 'docs/news-feed.md', 'docs/history-of-the-project/intro.md', 'docs/licensing-faq.md', 'docs/license-faq.md', 'spec/format.md', 'docs/testing.md', 'docs/changes-to-the-api.md'])(
    '%s stays in',
    (path) => {
      expect(excludedKind(path)).toBeNull();
    },
  );
  test.each(['CHANGELOG_1.x.md', 'LICENSE-APACHE', 'NEWS-2023.md'])('%s (a qualifier after a name in capitals) is left out', (path) => {
    expect(excludedKind(path)).not.toBeNull();
  });
});

describe('a name is confirmed by the text when it is read', () => {
  test.each([
    ['changelogs', '# Changelog\n\n## [2.1.0] - 2024-05-01\n\n- Added x.\n', true],
    ['changelogs', 'Changes\n=======\n\nVersion 3.0.1\n-------------\n\nReleased 2024.\n', true],
    ['changelogs', '.. include:: ../CHANGES.rst\n', true],
    ['changelogs', '# Changelog\n\n## Unreleased\n\n- Nothing yet.\n', true],
    ['changelogs', '# history\n\n> Manage command-line history.\n\n- Show the last 20 commands:\n\n`history 20`\n', false],
    ['licences', 'MIT License\n\nCopyright (c) 2024 Someone\n', true],
    ['licences', 'License\n=======\n\nBSD-3-Clause, see the LICENSE file.\n', true],
    ['licences', '# license\n\n> Create license files for open-source projects.\n\n`license ls`\n', false],
    ['codes_of_conduct', '# Contributor Covenant Code of Conduct\n', true],
  ] as const)('%s: %j reads as one: %s', (kind, text, want) => {
    expect(readsAs(kind, text)).toBe(want);
  });
});

describe('generator configs, read without running them', () => {
  test('mkdocs.yml: docs_dir beside Python tags and !ENV, default docs', () => {
    expect(mkdocsDocsDir('site_name: x\ndocs_dir: "src/docs"\nmarkdown_extensions:\n  - e: !!python/name:pkg.fn\nx: !ENV [A, b]\n')).toEqual({ dir: 'src/docs', named: true });
    expect(mkdocsDocsDir('site_name: x\n')).toEqual({ dir: 'docs', named: false });
    expect(mkdocsDocsDir(': : : [\n')).toEqual({ dir: 'docs', named: false });
  });
  test('docusaurus: the preset docs path, plugin instances, comments, docs: false, computed paths', () => {
    expect(docusaurusDocsPaths(`presets: [['classic', { docs: { /* path: 'no' */ sidebarPath: require.resolve('./s.js'), path: "manual" } }]]`)).toEqual({ dirs: ['manual'], named: true });
    expect(docusaurusDocsPaths(`presets: [['classic', { docs: { sidebarPath: './s.js', nested: { path: 'deep' } } }]]`)).toEqual({ dirs: ['docs'], named: false });
    expect(docusaurusDocsPaths(`plugins: [['@docusaurus/plugin-content-docs', { id: 'api', path: 'api-docs' }]], presets: [['classic', { docs: { path: 'docs' } }]]`).dirs.sort()).toEqual(['api-docs', 'docs']);
    expect(docusaurusDocsPaths(`presets: [['classic', { docs: false, blog: {} }]]`).dirs).toEqual([]);
    // A path computed by code is not run: the default applies.
    expect(docusaurusDocsPaths('presets: [["classic", { docs: { path: path.join(__dirname, "x") } }]]')).toEqual({ dirs: ['docs'], named: false });
    expect(docusaurusDocsPaths("module.exports = { presets: ['@docusaurus/preset-classic'] }").dirs).toEqual(['docs']);
  });
  test('vitepress srcDir; hugo contentDir (TOML, YAML, languages); sphinx conf.py', () => {
    expect(vitepressSrcDir("export default { srcDir: './src', title: 'x' }")).toBe('./src');
    expect(vitepressSrcDir("export default { // srcDir: 'no'\n title: 'x' }")).toBeNull();
    expect(hugoContentDirs('baseURL = "x"\ncontentDir = "pages"\n')).toEqual({ dirs: ['pages'], named: true });
    expect(hugoContentDirs('contentDir: site/content\n')).toEqual({ dirs: ['site/content'], named: true });
    expect(hugoContentDirs('[languages.en]\n  contentDir = "content/en"\n[languages.fr]\n  contentDir = "content/fr"\n').dirs).toEqual(['content/en', 'content/fr']);
    expect(hugoContentDirs('title = "x"\n')).toEqual({ dirs: ['content'], named: false });
    expect(looksLikeSphinx("project = 'x'\nextensions = []\n")).toBe(true);
    expect(looksLikeSphinx('TIMEOUT = 3\n')).toBe(false);
  });
  test('folder names are joined inside the repository, never out of it', () => {
    expect(join('website', '../docs')).toBe('docs');
    expect(join('website', './docs/')).toBe('website/docs');
    expect(join('', '../outside')).toBeNull();
    expect(join('site', '/etc')).toBeNull();
  });
});

describe('several sites in one repository', () => {
  const paths = ['mkdocs.yml', 'docs/index.md', 'examples/demo/mkdocs.yml', 'examples/demo/docs/a.md', 'tests/fixtures/site/mkdocs.yml', 'tests/fixtures/site/docs/b.md', 'website/docusaurus.config.js', 'website/docs/c.md'];
  test('config files in examples and fixtures are not read', () => {
    expect(scopeConfigFiles(paths)).toEqual(['mkdocs.yml', 'website/docusaurus.config.js']);
  });
  test('the shallowest site wins; a docs_dir that holds no document is passed over', () => {
    const texts = new Map([
      ['mkdocs.yml', 'docs_dir: docs\n'],
      ['website/docusaurus.config.js', "presets: [['classic', { docs: {} }]]"],
    ]);
    expect(detectScope(paths, texts, isDoc)).toEqual({ source: 'mkdocs', reason: 'named by mkdocs.yml docs_dir', roots: ['docs'] });
    texts.set('mkdocs.yml', 'docs_dir: nothing-here\n');
    expect(detectScope(paths, texts, isDoc)).toMatchObject({ source: 'docusaurus', roots: ['website/docs'] });
  });
  test('one site per package at the same depth: all of them', () => {
    const mono = ['packages/a/mkdocs.yml', 'packages/a/docs/x.md', 'packages/b/mkdocs.yml', 'packages/b/docs/y.md'];
    const texts = new Map(mono.filter((p) => p.endsWith('.yml')).map((p) => [p, 'site_name: s\n']));
    expect(detectScope(mono, texts, isDoc)).toEqual({ source: 'mkdocs', reason: 'packages/a/mkdocs.yml, default docs_dir and 1 more', roots: ['packages/a/docs', 'packages/b/docs'] });
  });
});

describe('globs from a scope', () => {
  test('folder and file names with glob characters select themselves only', () => {
    const paths = ['docs (v2)/a.md', 'docs (v2)/CHANGELOG.md', 'docs (v2)/b[1].md', 'docsXv2)/c.md'];
    const scope = resolveScope({ paths, texts: new Map(), exclude: [], named: new Set(), decided: { source: 'docs-folder', reason: 'r', roots: ['docs (v2)'] } });
    const m = compileSelection({ docs: scope.globs, exclude: scope.exclude, maxFileBytes: 1 });
    expect(paths.filter(m.isDoc)).toEqual(['docs (v2)/a.md', 'docs (v2)/b[1].md']);
    expect(escapeGlob('a*b?{c}')).toBe('a\\*b\\?\\{c\\}');
  });
});

describe('property: the globs select exactly what the scope means', () => {
  // Path parts include glob characters and the names the rules look for, so escaping and folder
  // exclusion are both exercised; the reference is the rule written directly over the listing.
  const part = fc.constantFrom('docs', 'guide', 'tests', 'fixtures', 'vendor', 'a(b)', 'x*y', '[v2]', '{a,b}', '!n', '@s', 'src', 'CHANGELOG.md', 'LICENSE.txt', 'page.md', 'b+c.rst', 'notes.txt', 'img.png');
  const path = fc.array(part, { minLength: 1, maxLength: 4 }).map((ps) => ps.join('/'));
  test('for random listings, roots and named files', () => {
    fc.assert(
      fc.property(fc.uniqueArray(path, { maxLength: 30 }), fc.subarray(['docs', 'a(b)', 'x*y', '[v2]', 'guide/{a,b}']), fc.array(path, { maxLength: 3 }), (raw, roots, namedRaw) => {
        // A listing never holds a file and a folder of the same name.
        const paths = raw.filter((p) => !raw.some((q) => q.startsWith(`${p}/`)));
        const named = new Set(namedRaw);
        const scope = resolveScope({ paths, texts: new Map(), exclude: DEFAULT_CONFIG.exclude, named, decided: { source: 'docs-folder', reason: 'r', roots: [...roots].sort() } });
        const m = compileSelection({ docs: scope.globs, exclude: [...DEFAULT_CONFIG.exclude, ...scope.exclude], maxFileBytes: 1 });
        const under = (p: string) => roots.length === 0 || roots.some((r) => p.startsWith(`${r}/`));
        const want = paths.filter((p) => isDoc(p) && ((under(p) && !excludedKind(p)) || named.has(p)));
        expect(paths.filter(m.isDoc)).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });
});

describe('round 2: changelogs in every markup, fragments, generated files, more site configs', () => {
  test.each([
    ['reST, a product before the version', '=========\nChangelog\n=========\n\npytest 9.1.1 (2026-06-19)\n=========================\n\n- Fixed.\n', true],
    ['reST, an over- and underlined version', '=====\n1.0.0\n=====\n\n- First.\n', true],
    ['AsciiDoc, a product before the version', '= Changelog\n\n== asciidoctor 2.0.23 (2024-05-17)\n\n* Fixed.\n', true],
    ['AsciiDoc, unreleased', '= Changelog\n\n== Unreleased\n\n* Nothing yet.\n', true],
    ['Markdown, a product before the version', '# Changelog\n\n## Gizmo 3.0\n\n- New.\n', true],
    ['setext Markdown', 'Changes\n=======\n\nGizmo 2.4 (2024)\n----------------\n\n- New.\n', true],
    ['reST command page', 'history\n=======\n\nShow the command history of the shell.\n', false],
    ['a version far into a title', `Notes\n=====\n\n${'x'.repeat(60)} 1.2\n${'='.repeat(70)}\n`, false],
  ] as const)('%s reads as a changelog: %s', (_what, text, want) => {
    expect(readsAs('changelogs', text)).toBe(want);
  });
  test.each([
    ['changelog/1234.bugfix.rst', 'changelogs'],
    ['changelog/+orphan.misc.md', 'changelogs'],
    ['news/gh-12.feature.2.rst', 'changelogs'],
    ['changes/55.removal.txt', 'changelogs'],
    ['doc/en/announce/release-9.1.rst', 'announcements'],
    ['releasenotes/notes/fix-abc.rst', 'changelogs'],
    ['doc/source/whatsnew/v2.1.0.rst', 'changelogs'],
    ['website/versioned_docs/version-1/a.md', 'versioned'],
    ['website/community_versioned_docs/version-1/a.md', 'versioned'],
    ['website/i18n/fr/docusaurus-plugin-content-docs/current/a.md', 'translations'],
    ['i18n/pt-BR/docusaurus-plugin-content-blog/post.md', 'translations'],
  ])('%s is %s', (path, kind) => {
    expect(excludedKind(path)?.kind).toBe(kind);
  });
  test.each(['docs/features/announcements/index.md', 'website/docs/i18n/i18n-tutorial.md', 'packages/ui/translations/README.md', 'changelog/README.rst', 'changes/making-changes.md', 'news/2024-launch.md', 'docs/1234.bugfix.rst', 'changelog/12.notatype.rst'])('%s stays in', (path) => {
    expect(excludedKind(path)).toBeNull();
  });
  test.each([
    ['.. Note this file is autogenerated by scripts/update-plugin-list.py\n\nPlugins\n=======\n', true],
    ['<!-- This file was generated by typedoc. Do not edit. -->\n# API\n', true],
    ['.. DO NOT EDIT.\n.. THIS FILE WAS AUTOMATICALLY GENERATED BY SPHINX-GALLERY.\n', true],
    ['# CLI reference\n\nAuto-generated from the command definitions.\n', true],
    ['# Passwords\n\nA generated password is shown once; edit it in the settings.\n', false],
    ['# Code generation\n\nThis guide explains how code is generated by the compiler.\n', false],
    [`# Long page\n\n${'words '.repeat(1000)}\n<!-- this file is generated -->\n`, false],
  ] as const)('%j looks generated: %s', (text, want) => {
    expect(looksGenerated(text)).toBe(want);
  });
  test('mdBook, Antora, Read the Docs and multilingual MkDocs configs, read as data', () => {
    expect(mdbookSrcDir('[book]\nsrc = "book"\n')).toEqual({ dir: 'book', named: true });
    expect(mdbookSrcDir('[book]\ntitle = "x"\n')).toEqual({ dir: 'src', named: false });
    expect(mdbookSrcDir('[book\nsrc = ')).toEqual({ dir: 'src', named: false });
    expect(looksLikeAntora('name: gizmo\nversion: ~\n')).toBe(true);
    expect(looksLikeAntora('site:\n  title: x\n')).toBe(false);
    expect(readthedocsConfig('version: 2\nsphinx:\n  configuration: docs/conf.py\n')).toEqual({ kind: 'sphinx', path: 'docs/conf.py' });
    expect(readthedocsConfig('version: 2\nmkdocs:\n  configuration: mkdocs.yml\n')).toEqual({ kind: 'mkdocs', path: 'mkdocs.yml' });
    expect(readthedocsConfig('version: 2\nbuild:\n  os: ubuntu-22.04\n')).toBeNull();
    expect(mkdocsLanguages('INHERIT: ../en/mkdocs.yml\n')).toEqual({ inherit: '../en/mkdocs.yml', defaultLanguage: null, locales: [], structure: 'suffix' });
    expect(mkdocsLanguages('plugins:\n  - i18n:\n      docs_structure: folder\n      languages:\n        - locale: de\n          default: true\n        - locale: en\n')).toEqual({
      inherit: null,
      defaultLanguage: 'de',
      locales: ['de', 'en'],
      structure: 'folder',
    });
    expect(mkdocsLanguages('plugins:\n  i18n:\n    default_language: fr\nx: !!python/name:a.b\n').defaultLanguage).toBe('fr');
    expect(hugoLanguageDirs('defaultContentLanguage: de\nlanguages:\n  de: { contentDir: content/de }\n  en: { contentDir: content/en }\n', 'hugo.yaml')).toEqual({ defaultLanguage: 'de', dirs: { de: 'content/de', en: 'content/en' } });
    expect(hugoLanguageDirs('{"languages": {"en": {"contentDir": "a"}, "fr": {"contentDir": "b"}}}', 'hugo.json')).toEqual({ defaultLanguage: 'en', dirs: { en: 'a', fr: 'b' } });
    expect(hugoLanguageDirs('[languages.en]\ntitle = "x"\n', 'hugo.toml')).toBeNull();
    expect(hugoLanguageDirs('[languages.en\n', 'hugo.toml')).toBeNull();
  });
  test('exclude_defaults: false keeps every kind in, counting only what lies outside the folder', () => {
    const paths = ['docs/index.md', 'docs/CHANGELOG.md', 'docs/announce/r1.md', 'docs/big.md', 'LICENSE.md'];
    const texts = new Map([['docs/CHANGELOG.md', '# Changelog\n\n## 1.0.0\n\n- First.\n']]);
    const heads = new Map([['docs/big.md', '<!-- DO NOT EDIT: generated -->\n']]);
    const on = resolveScope({ paths, texts, exclude: DEFAULT_CONFIG.exclude, named: new Set(), heads });
    expect(on.excluded).toEqual({ changelogs: 1, announcements: 1, generated: 1, licences: 1 });
    expect(on.generated).toEqual(['docs/big.md']);
    const off = resolveScope({ paths, texts, exclude: DEFAULT_CONFIG.exclude, named: new Set(), heads, defaults: false });
    expect(off).toMatchObject({ exclude: [], excluded: { outside: 1 }, exclude_defaults: false });
  });
});
