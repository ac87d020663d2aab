import { execFileSync } from 'node:child_process';
import { statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { ERROR_CODES, InputError } from '../../src/errors';
import { CatFileBatch } from '../../src/source/cat-file';
import { openGitSource } from '../../src/source/git';
import type { SourceReader } from '../../src/source/reader';
import { selectionFromConfig } from '../../src/source/select';
import { commitAll, git, initRepo, removeDir, tempDir, writeFiles } from './git-fixture';

const selection = { ...selectionFromConfig(DEFAULT_CONFIG), maxFileBytes: 100_000 };
const dirs: string[] = [];
const readers: SourceReader[] = [];
afterAll(async () => {
  for (const r of readers) await r.close?.();
  for (const d of dirs) removeDir(d);
});

async function open(dir: string, rev: string): Promise<SourceReader> {
  const r = await openGitSource(dir, rev);
  readers.push(r);
  return r;
}

async function missing(dir: string, rev: string): Promise<InputError> {
  try {
    await open(dir, rev);
  } catch (e) {
    return e as InputError;
  }
  throw new Error(`openGitSource(${rev}) did not throw`);
}

describe('openGitSource on a repository with messy files', () => {
  let repo: string;
  let base: string;
  let head: string;
  beforeAll(() => {
    repo = initRepo();
    dirs.push(repo);
    writeFiles(repo, {
      'README.md': '# Hello\n\nFirst version.\n',
      'docs/guide.rst': 'Guide\n=====\n\nText.\n',
      'docs/unchanged.md': '# Same\n\nNever changes.\n',
      'docs/code.py': 'print("not a doc")\n',
      'node_modules/pkg/README.md': '# vendored\n',
      '.github/notes.md': '# hidden\n',
    });
    base = commitAll(repo, 'base');
    writeFiles(repo, {
      'README.md': '# Hello\n\nSecond version.\n',
      'docs/binary.md': Buffer.from([0x23, 0x20, 0x41, 0x00, 0x01, 0x02, 0x0a]),
      'docs/latin1.md': Buffer.from('# Caf\xe9\n\nna\xefve text\n', 'latin1'),
      'docs/bom.md': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# With BOM\n')]),
      'docs/huge.md': '# Huge\n\n' + 'word '.repeat(40_000),
      // Bigger than a pipe chunk (64 KB) so the stream parser must join pieces of one object.
      'docs/big.md': '# Big\n\n' + 'é'.repeat(45_000) + '\n',
    });
    symlinkSync('../README.md', join(repo, 'docs/link.md'));
    symlinkSync('/etc/passwd', join(repo, 'docs/outside.md'));
    git(repo, 'add', '-A');
    // A submodule is a gitlink (mode 160000) in the tree; its docs belong to another repository.
    git(repo, 'update-index', '--add', '--cacheinfo', `160000,${base},vendor/sub.md`);
    head = commitAll(repo, 'head');
  });

  test('resolves the revision to a commit and selects only docs outside node_modules and dot-folders', async () => {
    const r = await open(repo, 'main~1');
    expect(r.commit).toBe(base);
    expect(r.kind).toBe('git');
    const snap = await r.snapshot(selection);
    expect(snap.commit).toBe(base);
    expect(snap.label).toBe('main~1');
    expect(snap.files.map((f) => f.path)).toEqual(['README.md', 'docs/guide.rst', 'docs/unchanged.md']);
    expect(snap.notes).toEqual([]);
    const readme = snap.files[0];
    expect(readme.text).toBe('# Hello\n\nFirst version.\n');
    expect(readme.size).toBe(Buffer.byteLength(readme.text));
    expect(readme.hash).toBe(git(repo, 'rev-parse', `${base}:README.md`));
  });

  test('skips or repairs messy files with one note each, sorted by path', async () => {
    const snap = await (await open(repo, head)).snapshot(selection);
    expect(snap.files.map((f) => f.path)).toEqual([
      'README.md',
      'docs/big.md',
      'docs/bom.md',
      'docs/guide.rst',
      'docs/latin1.md',
      'docs/unchanged.md',
    ]);
    expect(snap.notes.map((n) => [n.path, n.reason, n.action])).toEqual([
      ['docs/binary.md', 'binary', 'skipped'],
      ['docs/huge.md', 'too-large', 'skipped'],
      ['docs/latin1.md', 'invalid-utf8', 'repaired'],
      ['docs/link.md', 'symlink', 'skipped'],
      ['docs/outside.md', 'symlink', 'skipped'],
    ]);
    const byPath = new Map(snap.files.map((f) => [f.path, f]));
    expect(byPath.get('docs/latin1.md')!.text).toBe('# Caf\uFFFD\n\nna\uFFFDve text\n');
    expect(byPath.get('docs/bom.md')!.text).toBe('# With BOM\n');
    expect(byPath.get('docs/bom.md')!.size).toBe(14);
    expect(byPath.get('docs/big.md')!.text).toBe('# Big\n\n' + 'é'.repeat(45_000) + '\n');
    expect(snap.notes.find((n) => n.reason === 'too-large')!.detail).toContain('100000');
  });

  test('reads single files at the revision, null when absent', async () => {
    const b = await open(repo, base);
    const h = await open(repo, head);
    expect(await b.readText('README.md')).toBe('# Hello\n\nFirst version.\n');
    expect(await h.readText('README.md')).toBe('# Hello\n\nSecond version.\n');
    expect(await h.readText('./docs/bom.md')).toBe('# With BOM\n');
    expect(await b.readText('docs/bom.md')).toBeNull();
    expect(await b.readText('docs')).toBeNull();
    expect(await b.readText('no such file.md')).toBeNull();
  });

  test('never touches the work tree', async () => {
    const before = statSync(join(repo, 'README.md')).mtimeMs;
    const indexBefore = statSync(join(repo, '.git/index')).mtimeMs;
    const snap = await (await open(repo, base)).snapshot(selection);
    expect(snap.files.find((f) => f.path === 'README.md')!.text).toContain('First version');
    expect(statSync(join(repo, 'README.md')).mtimeMs).toBe(before);
    expect(statSync(join(repo, '.git/index')).mtimeMs).toBe(indexBefore);
    expect(git(repo, 'status', '--porcelain')).toBe('');
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(head);
  });

  test('a second snapshot reuses unchanged blobs of the first instead of reading them', async () => {
    const first = await (await open(repo, base)).snapshot(selection);
    const hashes = new Set(first.files.map((f) => f.hash));
    const spy = jest.spyOn(CatFileBatch.prototype, 'readEach');
    try {
      const second = await (await open(repo, head)).snapshot(selection, first);
      const withPrevious = spy.mock.calls.flatMap((c) => c[0]);
      spy.mockClear();
      const fresh = await (await open(repo, head)).snapshot(selection);
      const without = spy.mock.calls.flatMap((c) => c[0]);
      expect(second).toEqual(fresh);
      // guide.rst and unchanged.md are the same blobs at both sides: read only without `previous`.
      expect(withPrevious.filter((r) => hashes.has(r))).toEqual([]);
      expect(without.filter((r) => hashes.has(r))).toHaveLength(2);
      expect(withPrevious).toHaveLength(without.length - 2);
    } finally {
      spy.mockRestore();
    }
  });

  test('the same inputs give byte-identical snapshots', async () => {
    const a = await (await open(repo, head)).snapshot(selection);
    const b = await (await open(repo, head)).snapshot(selection);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  test('an unknown revision is an InputError naming it and the fetch that would bring it', async () => {
    const e = await missing(repo, 'no-such-branch');
    expect(e).toBeInstanceOf(InputError);
    expect(e.code).toBe(ERROR_CODES.MISSING_COMMIT);
    expect(e.message).toContain("revision 'no-such-branch' is missing");
    expect(e.message).toContain('fetch-depth: 0');
    const sha = 'deadbeef'.repeat(5);
    const e2 = await missing(repo, sha);
    expect(e2.message).toContain(`git fetch --no-tags --depth=50 <remote> ${sha}`);
  });

  test('a shallow clone lacking the base names the commit and the git fetch', async () => {
    const clone = tempDir('rg-shallow-');
    dirs.push(clone);
    git(clone, 'clone', '-q', '--depth', '1', `file://${repo}`, 'c');
    const c = join(clone, 'c');
    expect(git(c, 'rev-parse', '--is-shallow-repository')).toBe('true');
    const e = await missing(c, base);
    expect(e.code).toBe(ERROR_CODES.MISSING_COMMIT);
    expect(e.message).toContain(base);
    expect(e.message).toContain('shallow clone');
    expect(e.message).toContain(`git fetch --no-tags --depth=50 origin ${base}`);
    expect(e.message).toContain('git fetch --unshallow');
    const e2 = await missing(c, 'HEAD~1');
    expect(e2.code).toBe(ERROR_CODES.MISSING_COMMIT);
    expect(e2.message).toContain('git fetch --deepen=50');
    // The hint works: after it, the base opens.
    git(c, 'fetch', '-q', '--no-tags', '--depth=50', 'origin', base);
    const r = await open(c, base);
    expect((await r.snapshot(selection)).files).toHaveLength(3);
  });

  test('a folder that is not a repository is InputError(git)', async () => {
    const plain = tempDir();
    dirs.push(plain);
    await expect(openGitSource(plain, 'HEAD')).rejects.toMatchObject({ code: ERROR_CODES.GIT });
    await expect(openGitSource(join(plain, 'absent'), 'HEAD')).rejects.toMatchObject({ code: ERROR_CODES.GIT });
    await expect(openGitSource(repo, '--output=x')).rejects.toMatchObject({ code: ERROR_CODES.MISSING_COMMIT });
  });
});

describe('openGitSource on many files', () => {
  test('reads 3,000 blobs through one cat-file process and gets every byte right', async () => {
    const repo = initRepo();
    dirs.push(repo);
    const files: Record<string, string> = {};
    for (let i = 0; i < 3000; i++) files[`docs/d${String(i).padStart(4, '0')}.md`] = `# Doc ${i}\n\n${'x'.repeat(i % 700)}\n`;
    // One fast-import commit, then one checkout of it: what writing the 3,000 files and `git add -A`
    // make, in two git processes and a fraction of the time.
    const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
    const who = 'Test <test@example.com> 1767225600 +0000';
    const ops = Object.entries(files).map(([path, text]) => `M 100644 inline ${path}\n${data(text)}`);
    execFileSync('git', ['fast-import', '--quiet'], { cwd: repo, input: `commit refs/heads/main\nauthor ${who}\ncommitter ${who}\n${data('many\n')}${ops.join('')}` });
    git(repo, 'reset', '-q', '--hard');
    const r = await open(repo, 'HEAD');
    const spawnSpy = jest.spyOn(require('node:child_process'), 'spawn');
    try {
      const snap = await r.snapshot(selection);
      expect(snap.files).toHaveLength(3000);
      for (const f of snap.files) expect(f.text).toBe(files[f.path]);
      const catFiles = spawnSpy.mock.calls.filter((c) => (c[1] as string[])[0] === 'cat-file');
      expect(catFiles).toHaveLength(1);
      expect(execFileSync('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' })).toBe('');
    } finally {
      spawnSpy.mockRestore();
    }
  });
});

describe('CatFileBatch', () => {
  test('single reads and bulk reads interleave on one process, answers in order, missing names null', async () => {
    const repo = initRepo();
    dirs.push(repo);
    writeFiles(repo, { 'a.md': 'A', 'b.md': 'B'.repeat(200_000) });
    const commit = commitAll(repo, 'x');
    const batch = new CatFileBatch(repo);
    try {
      const got: Array<string | null> = [];
      const bulk = batch.readEach([`${commit}:b.md`, 'no-such-object', `${commit}:a.md`, 'bad\nname', `${commit}:a.md`], (k, obj) => {
        got[k] = obj ? obj.data.toString('utf8').slice(0, 3) : null;
      });
      const single = batch.read(`${commit}:a.md`);
      await bulk;
      expect(got).toEqual(['BBB', null, 'A', null, 'A']);
      expect((await single)!.data.toString()).toBe('A');
      expect(await batch.read(`${commit}`)).toMatchObject({ type: 'commit' });
      await expect(batch.readEach([`${commit}:a.md`], () => {
        throw new Error('callback failed');
      })).rejects.toThrow('callback failed');
      // The process is still in step after a failed callback.
      expect((await batch.read(`${commit}:b.md`))!.data.length).toBe(200_000);
    } finally {
      await batch.close();
    }
  });
});
