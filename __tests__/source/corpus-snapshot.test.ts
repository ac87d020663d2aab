// Real corpora through both readers: a git repository made from flask-docs and asciidoctor-docs,
// and the corpus folders themselves (read-only), must give the same files, hashes and texts.
import { cpSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chunkAsciidoc } from '../../src/chunk/asciidoc';
import { chunkRst } from '../../src/chunk/rst';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { openFolderSource } from '../../src/source/folder';
import { openGitSource } from '../../src/source/git';
import { selectionFromConfig } from '../../src/source/select';
import { commitAll, git, initRepo, removeDir } from './git-fixture';

const corpora = resolve(__dirname, '../../../shared/corpora');
const names = ['flask-docs', 'asciidoctor-docs'];
const present = names.every((n) => existsSync(join(corpora, n)));

(present ? describe : describe.skip)('flask-docs and asciidoctor-docs at a git revision and as folders', () => {
  let repo: string;
  beforeAll(() => {
    repo = initRepo();
    for (const n of names) cpSync(join(corpora, n), join(repo, n), { recursive: true });
    commitAll(repo, 'corpora');
  });
  afterAll(() => removeDir(repo));

  test('same files and hashes both ways; every document chunks without a note', async () => {
    const selection = selectionFromConfig(DEFAULT_CONFIG);
    const src = await openGitSource(repo, 'HEAD');
    const snap = await src.snapshot(selection);
    await src.close?.();
    expect(snap.notes).toEqual([]);
    const rst = snap.files.filter((f) => f.path.endsWith('.rst'));
    const adoc = snap.files.filter((f) => f.path.endsWith('.adoc'));
    expect(rst.length).toBe(76);
    expect(adoc.length).toBe(100);
    expect(snap.files.map((f) => f.path)).toContain('flask-docs/LICENSE.txt');
    expect(snap.files.some((f) => /\.(py|rb|yml)$/.test(f.path))).toBe(false);

    for (const n of names) {
      const folder = await (await openFolderSource(join(corpora, n))).snapshot(selection);
      const fromGit = snap.files.filter((f) => f.path.startsWith(`${n}/`)).map((f) => ({ ...f, path: f.path.slice(n.length + 1) }));
      expect(folder.files).toEqual(fromGit);
    }
    const sample = snap.files.find((f) => f.path === 'flask-docs/docs/quickstart.rst')!;
    expect(sample.hash).toBe(git(repo, 'rev-parse', 'HEAD:flask-docs/docs/quickstart.rst'));

    for (const f of rst) expect(chunkRst(f.text, 0).notes).toEqual([]);
    for (const f of adoc) expect(chunkAsciidoc(f.text, 0).notes).toEqual([]);
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });
});
