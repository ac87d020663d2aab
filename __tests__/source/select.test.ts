import { DEFAULT_CONFIG } from '../../src/config/types';
import { compileSelection, selectionFromConfig } from '../../src/source/select';

describe('the default selection', () => {
  const m = compileSelection(selectionFromConfig(DEFAULT_CONFIG));
  test.each([
    ['README.md', true],
    ['docs/guide/intro.mdx', true],
    ['docs/a.markdown', true],
    ['docs/index.rst', true],
    ['manual/book.adoc', true],
    ['manual/x.asciidoc', true],
    ['manual/x.asc', true],
    ['site/index.html', true],
    ['site/old.htm', true],
    ['notes.txt', true],
    ['src/main.ts', false],
    ['docs/image.png', false],
    ['node_modules/pkg/README.md', false],
    ['packages/a/node_modules/pkg/README.md', false],
    ['.github/PULL_REQUEST_TEMPLATE.md', false],
    ['docs/.vitepress/theme/index.md', false],
    ['docs/.hidden.md', false],
    ['.changeset/cool-dogs.md', false],
  ])('%s → %s', (path, expected) => {
    expect(m.isDoc(path)).toBe(expected);
  });

  test('prunes node_modules and dot-folders but not folders a file glob merely could match', () => {
    expect(m.prunes('node_modules')).toBe(true);
    expect(m.prunes('a/node_modules')).toBe(true);
    expect(m.prunes('.git')).toBe(true);
    expect(m.prunes('docs/.vitepress')).toBe(true);
    expect(m.prunes('docs')).toBe(false);
    const custom = compileSelection({ docs: ['**/*.md'], exclude: ['**/CHANGELOG.md', 'drafts/**'], maxFileBytes: 1 });
    expect(custom.prunes('docs')).toBe(false);
    expect(custom.prunes('drafts')).toBe(true);
    expect(custom.isDoc('docs/CHANGELOG.md')).toBe(false);
  });

  test('takes the size limit from chunking.max_file_bytes', () => {
    expect(selectionFromConfig(DEFAULT_CONFIG)).toEqual({ docs: DEFAULT_CONFIG.docs, exclude: DEFAULT_CONFIG.exclude, maxFileBytes: 2_000_000 });
  });

  test('an empty exclude lets dot-folders in', () => {
    const all = compileSelection({ docs: ['**/*.md'], exclude: [], maxFileBytes: 1 });
    expect(all.isDoc('.github/x.md')).toBe(true);
  });
});
