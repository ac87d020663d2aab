import { mkdirSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { ERROR_CODES } from '../../src/errors';
import { openFolderSource } from '../../src/source/folder';
import { openGitSource } from '../../src/source/git';
import { selectionFromConfig } from '../../src/source/select';
import { commitAll, git, initRepo, removeDir, tempDir, writeFiles } from './git-fixture';

const selection = { ...selectionFromConfig(DEFAULT_CONFIG), maxFileBytes: 50_000 };
const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

describe('openFolderSource', () => {
  let root: string;
  let outside: string;
  beforeAll(() => {
    root = tempDir('rg-folder-');
    outside = tempDir('rg-outside-');
    dirs.push(root, outside);
    writeFiles(outside, { 'secret.md': '# Secret\n' });
    writeFiles(root, {
      'b.md': '# B\n',
      'a.md': '# A\n',
      'Z.txt': 'capital first by code unit\n',
      'docs/index.rst': 'Index\n=====\n',
      'docs/page.html': '<h1>Page</h1>',
      'docs/script.js': 'not a doc',
      'docs/binary.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]),
      'docs/bad.md': Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a]),
      'docs/huge.txt': 'x'.repeat(60_000),
      'node_modules/x/readme.md': '# vendored\n',
      'docs/node_modules/y.md': '# vendored too\n',
      '.docs/hidden.md': '# hidden folder\n',
      'docs/.draft.md': '# hidden file\n',
    });
    symlinkSync(join(root, 'a.md'), join(root, 'docs/inside-link.md'));
    symlinkSync(join(outside, 'secret.md'), join(root, 'docs/outside-link.md'));
    symlinkSync(join(root, 'gone.md'), join(root, 'docs/broken-link.md'));
    symlinkSync(outside, join(root, 'docs/outside-dir'));
    mkdirSync(join(root, 'empty'));
  });

  test('walks in code-unit order, skipping node_modules, dot-folders, dot-files and non-docs', async () => {
    const src = await openFolderSource(root);
    expect(src.kind).toBe('folder');
    expect(src.commit).toBeUndefined();
    const snap = await src.snapshot(selection);
    expect(snap.label).toBe(root);
    expect(snap.commit).toBeUndefined();
    expect(snap.files.map((f) => f.path)).toEqual(['Z.txt', 'a.md', 'b.md', 'docs/bad.md', 'docs/index.rst', 'docs/inside-link.md', 'docs/page.html']);
    expect(snap.files.find((f) => f.path === 'docs/inside-link.md')!.text).toBe('# A\n');
    expect(snap.notes.map((n) => [n.path, n.reason, n.action, n.detail])).toEqual([
      ['docs/bad.md', 'invalid-utf8', 'repaired', expect.any(String)],
      ['docs/binary.md', 'binary', 'skipped', expect.any(String)],
      ['docs/broken-link.md', 'symlink', 'skipped', 'broken symbolic link'],
      ['docs/huge.txt', 'too-large', 'skipped', expect.stringContaining('60000 bytes')],
      ['docs/outside-link.md', 'symlink', 'skipped', expect.stringContaining('outside the folder')],
    ]);
    expect(snap.files.some((f) => f.text.includes('Secret'))).toBe(false);
  });

  test('hashes files the way git hashes blobs, so a folder and a revision agree', async () => {
    const repo = initRepo();
    dirs.push(repo);
    writeFiles(repo, { 'docs/x.md': '# X\n\nSame bytes.\n', 'docs/y.md': Buffer.from([0xef, 0xbb, 0xbf, 0x23, 0x20, 0x59, 0x0a]) });
    commitAll(repo, 'x');
    const fromGit = await openGitSource(repo, 'HEAD');
    const g = await fromGit.snapshot(selection);
    await fromGit.close?.();
    const f = await (await openFolderSource(repo)).snapshot(selection);
    expect(f.files).toEqual(g.files);
    expect(f.files[0].hash).toBe(git(repo, 'hash-object', 'docs/x.md'));
  });

  test('readText reads inside the folder only', async () => {
    const src = await openFolderSource(root);
    expect(await src.readText('docs/index.rst')).toBe('Index\n=====\n');
    expect(await src.readText('missing.yml')).toBeNull();
    expect(await src.readText('docs')).toBeNull();
    expect(await src.readText(`../${outside.split('/').pop()}/secret.md`)).toBeNull();
    expect(await src.readText('docs/outside-link.md')).toBeNull();
  });

  test('does not modify anything it reads', async () => {
    const before = statSync(join(root, 'a.md')).mtimeMs;
    await (await openFolderSource(root)).snapshot(selection);
    expect(statSync(join(root, 'a.md')).mtimeMs).toBe(before);
  });

  test('a missing folder or a file is InputError(usage)', async () => {
    await expect(openFolderSource(join(root, 'nope'))).rejects.toMatchObject({ code: ERROR_CODES.USAGE });
    await expect(openFolderSource(join(root, 'a.md'))).rejects.toMatchObject({ code: ERROR_CODES.USAGE });
  });

  test('custom globs and excludes apply; an excluded folder is not entered', async () => {
    const d = tempDir();
    dirs.push(d);
    writeFiles(d, { 'guide/a.md': '# A', 'guide/drafts/b.md': '# B', 'api/c.md': '# C', 'guide/c.rst': 'C\n=\n' });
    const snap = await (await openFolderSource(d)).snapshot({ docs: ['guide/**/*.md', 'guide/*.rst'], exclude: ['guide/drafts/**'], maxFileBytes: 1000 });
    expect(snap.files.map((f) => f.path)).toEqual(['guide/a.md', 'guide/c.rst']);
    expect(snap.notes).toEqual([]);
  });
});
