/**
 * Files a pull request can add to stall or crash a run: a 600 MB document (sparse, so the test
 * writes nothing), a `chunking.max_file_bytes` above the bound, and Git LFS pointers (the
 * checkout holds three lines of hashes, not the document). Each ends in a note or exit 2.
 */
import { closeSync, openSync, ftruncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { DEFAULT_CONFIG, MAX_FILE_BYTES_LIMIT } from '../../src/config/types';
import { isLfsPointer } from '../../src/source/decode';
import { openFolderSource } from '../../src/source/folder';
import { openGitSource } from '../../src/source/git';
import { selectionFromConfig } from '../../src/source/select';
import { recordingIo } from '../support/recording-io';
import { commitAll, initRepo, removeDir, tempDir, writeFiles } from './git-fixture';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

const LFS = 'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n';
const GOLDEN = 'questions:\n  - id: R1\n    question: how do returns work\n    relevant: [docs/a.md]\n';

function sparse(path: string, bytes: number): void {
  const fd = openSync(path, 'w');
  try {
    ftruncateSync(fd, bytes); // a hole: no block is written
  } finally {
    closeSync(fd);
  }
}

describe('a 600 MB document', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir('rg-large-');
    dirs.push(dir);
    writeFiles(dir, { 'docs/a.md': '# Returns\n\nReturns are free within 30 days.\n', 'golden.yml': GOLDEN });
    sparse(join(dir, 'docs/huge.md'), 600 * 1024 * 1024);
  });

  test('is skipped with a note by the default limit; the run goes on (exit 0)', async () => {
    const io = recordingIo(dir);
    const code = await main(['eval', '--dir', '.', '--golden', 'golden.yml', '--json'], io);
    expect(io.err).toBe('');
    expect(code).toBe(0);
    const out = JSON.parse(io.out);
    expect(out.docs).toBe(1);
    const snapshot = await (await openFolderSource(dir)).snapshot(selectionFromConfig(DEFAULT_CONFIG));
    expect(snapshot.notes).toEqual([expect.objectContaining({ path: 'docs/huge.md', reason: 'too-large', action: 'skipped' })]);
  });

  test('a max_file_bytes above the 64 MiB bound is a config error: exit 2, one line, nothing read', async () => {
    writeFileSync(join(dir, 'cfg.yml'), 'chunking:\n  max_file_bytes: 700000000\n');
    const io = recordingIo(dir);
    const code = await main(['eval', '--dir', '.', '--config', 'cfg.yml', '--golden', 'golden.yml'], io);
    expect(code).toBe(2);
    expect(io.out).toBe('');
    expect(io.err).toBe(`retrieval-gate eval: cfg.yml:2:19: chunking.max_file_bytes: 'chunking.max_file_bytes' must be an integer between 1 and ${MAX_FILE_BYTES_LIMIT} but got '700000000'\n`);
  });

  test('at the bound itself the file is still skipped by size, before it is read', async () => {
    writeFileSync(join(dir, 'cfg.yml'), `chunking:\n  max_file_bytes: ${MAX_FILE_BYTES_LIMIT}\n`);
    const io = recordingIo(dir);
    expect(await main(['eval', '--dir', '.', '--config', 'cfg.yml', '--golden', 'golden.yml', '--json'], io)).toBe(0);
    expect(JSON.parse(io.out).docs).toBe(1);
  });
});

describe('Git LFS pointer files', () => {
  test('are recognised by their three lines, and nothing else is', () => {
    expect(isLfsPointer(Buffer.from(LFS))).toBe(true);
    expect(isLfsPointer(Buffer.from(LFS.replace('git-lfs.github.com', 'hawser.github.com')))).toBe(true);
    expect(isLfsPointer(Buffer.from(`${LFS}ext-0-foo sha256:abc\n`))).toBe(true);
    expect(isLfsPointer(Buffer.from(`# About LFS\n\n${LFS}`))).toBe(false);
    expect(isLfsPointer(Buffer.from(LFS.replace(/oid .*\n/, '')))).toBe(false);
    expect(isLfsPointer(Buffer.from(`${LFS}\nAnd then a whole document follows.\n`))).toBe(false);
  });

  test('are skipped with a note in a folder snapshot and in a git snapshot', async () => {
    const repo = initRepo();
    dirs.push(repo);
    writeFiles(repo, { 'docs/a.md': '# A\n\ntext\n', 'docs/manual.md': LFS, 'docs/notes.txt': LFS });
    const head = commitAll(repo, 'docs with LFS pointers');
    const selection = selectionFromConfig(DEFAULT_CONFIG);
    for (const source of [await openFolderSource(repo), await openGitSource(repo, head)]) {
      const snap = await source.snapshot(selection);
      expect(snap.files.map((f) => f.path)).toEqual(['docs/a.md']);
      expect(snap.notes.map((n) => [n.path, n.reason, n.action])).toEqual([
        ['docs/manual.md', 'lfs-pointer', 'skipped'],
        ['docs/notes.txt', 'lfs-pointer', 'skipped'],
      ]);
      expect(snap.notes[0].detail).toMatch(/Git LFS pointer/);
    }
  });
});
