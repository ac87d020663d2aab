/**
 * The edges of the default scope's rules, each case on the side of the line a slip would move it
 * across: a folder named i18n that is not Docusaurus' translations; a page with one line that
 * starts with a version (a changelog has two, or a version heading); an Antora module's folders
 * other than pages/; a .readthedocs.yaml below the root (Read the Docs reads only the root one);
 * and the workflow's paths filter leaving out a CHANGES file added after init.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { openFolder } from '../../src/engine/load-side';
import { planForSide } from '../../src/engine/run-init';
import { runsMatcher, workflowPathsFilter } from '../../src/source/paths-filter';
import { detectScope, scopeConfigFiles } from '../../src/source/scope-detect';
import { excludedKind, readsAs } from '../../src/source/scope-rules';
import { compileSelection } from '../../src/source/select';

const isDoc = compileSelection({ docs: DEFAULT_CONFIG.docs, exclude: DEFAULT_CONFIG.exclude, maxFileBytes: 1 }).isDoc;

describe('translations: only Docusaurus copies, by their folder', () => {
  test.each(['docs/i18n/overview.md', 'i18n/README.md', 'i18n/fr/intro.md', 'guide/i18n/fr/setup/locales.md'])('%s (a folder merely named i18n) stays in', (path) => {
    expect(excludedKind(path)).toBeNull();
  });
  test('i18n/<locale>/docusaurus-…/ is a translation', () => {
    expect(excludedKind('i18n/fr/docusaurus-plugin-content-docs/current/intro.md')).toEqual({ kind: 'translations', folder: 'i18n' });
  });
});

describe('a changelog by its text: version headings, or two lines that start with a version', () => {
  test('one line that starts with a version is a page that mentions one', () => {
    const history = '# history\n\nThe history command lists past runs.\n\n2.5 seconds is how long it waits for the lock by default.\n';
    expect(readsAs('changelogs', history)).toBe(false);
  });
  test('two such lines are a changelog', () => {
    expect(readsAs('changelogs', 'Changes\n\n- 1.2.0: faster spin\n- 1.1.0: first release\n')).toBe(true);
  });
});

describe('Antora: pages only', () => {
  test("a module's partials, examples, images and attachments are not the scope", () => {
    const paths = [
      'docs/antora.yml',
      'docs/modules/ROOT/pages/index.adoc',
      'docs/modules/ROOT/partials/snippet.adoc',
      'docs/modules/ROOT/examples/run.adoc',
      'docs/modules/ROOT/attachments/sheet.adoc',
      'docs/modules/ops/pages/deploy.adoc',
    ];
    const texts = new Map([['docs/antora.yml', 'name: gizmo\nversion: ~\n']]);
    expect(detectScope(paths, texts, isDoc)).toMatchObject({ source: 'antora', roots: ['docs/modules/ROOT/pages', 'docs/modules/ops/pages'] });
  });
});

describe('Read the Docs reads the root config only', () => {
  const paths = ['docs/.readthedocs.yaml', 'docs/conf.py', 'docs/index.rst', 'site/mkdocs.yml', 'site/docs/index.md', 'docs/guide/.readthedocs.yml'];

  test('a nested .readthedocs.yaml is not a config the scope reads', () => {
    expect(scopeConfigFiles(paths)).toEqual(['docs/conf.py', 'site/mkdocs.yml']);
    expect(scopeConfigFiles(['.readthedocs.yaml', ...paths])[0]).toBe('.readthedocs.yaml');
  });

  test('handed one all the same, it names nothing: the sites found by their own configs decide', () => {
    const texts = new Map([
      ['docs/.readthedocs.yaml', 'version: 2\nmkdocs:\n  configuration: site/mkdocs.yml\n'],
      ['docs/conf.py', "project = 'gizmo'\nextensions = []\n"],
      ['site/mkdocs.yml', 'site_name: gizmo\n'],
    ]);
    // Both sites one folder down: MkDocs ranks first among generator configs.
    expect(detectScope(paths, texts, isDoc)).toMatchObject({ source: 'mkdocs', roots: ['site/docs'], reason: 'site/mkdocs.yml, default docs_dir' });
    // Without the mkdocs.yml's own text, the nested config's naming it does not make it a site.
    const sphinxOnly = new Map([...texts].filter(([p]) => p !== 'site/mkdocs.yml'));
    expect(detectScope(paths, sphinxOnly, isDoc)).toMatchObject({ source: 'sphinx', roots: ['docs'] });
  });
});

describe("the workflow's paths filter leaves out changelogs added after init", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  test('no docs folder (the whole repository is the scope): CHANGES, CHANGELOG, HISTORY and NEWS files never run the gate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-paths-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'guide'));
    writeFileSync(join(dir, 'README.md'), '# Gizmo\n\nTurns widgets.\n');
    writeFileSync(join(dir, 'guide/usage.md'), '# Usage\n\nCall spin().\n');
    const plan = await planForSide(await openFolder(dir, { cwd: '/', env: {} }));
    expect(plan.scope.roots).toEqual([]);
    const runs = runsMatcher(workflowPathsFilter({ scope: plan.scope, docs: plan.docs, settings: [] }));
    expect(runs('README.md')).toBe(true);
    expect(runs('guide/new-page.md')).toBe(true);
    const later = ['CHANGES.rst', 'CHANGES.md', 'CHANGES', 'guide/CHANGES.txt', 'CHANGELOG.md', 'HISTORY.rst', 'NEWS.md'];
    expect(later.filter(runs)).toEqual([]);
  });
});
