/**
 * Memory bounded before decoding: a pull request can add blobs of tens of MB that pack to a few
 * KB, named so the docs-scope step reads them (changelogs to confirm by their words, generator
 * configs). The review's 12 files of 100 MB (a 101 KB pack) took the built CLI to 2.5 GB; the
 * scope step read each blob whole and kept a slice that pinned its whole decoded text. Now sizes
 * come first (`cat-file --batch-check`), each detector reads only what it looks at, and what is
 * kept is a copy. The peak is measured in a child running the built CLI, against the same
 * repository with the large files small (a ratio, so the machine's own baseline does not matter).
 */
import { execFileSync } from 'node:child_process';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { openFolderSource } from '../../src/source/folder';
import { LabelHistoryReader } from '../../src/source/label-history';
import { openGitSource } from '../../src/source/git';
import { distFile } from '../support/dist';
import { peakRssOf } from '../support/peak-rss';
import { commitAll, git, initRepo, removeDir, tempDir, writeFiles } from './git-fixture';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

/** Paths the scope step reads: changelogs by name (to confirm them) and generator configs. */
const READ_BY_SCOPE = ['CHANGELOG.md', 'docs/a/CHANGELOG.md', 'docs/b/HISTORY.md', 'docs/c/NEWS.md', 'mkdocs.yml', 'conf.py', 'docs/conf.py', 'hugo.toml'];
const MB = 1024 * 1024;

/** A repository whose head adds the files above, each `bytes` long (written as blobs, never to the work tree). */
function repoWith(bytes: number): string {
  const dir = initRepo();
  dirs.push(dir);
  writeFiles(dir, { 'docs/a.md': '# Returns\n\nReturns are free within 30 days.\n', '.github/retrieval-golden.yml': 'questions:\n  - id: R1\n    question: how do returns work\n    relevant: [docs/a.md]\n' });
  commitAll(dir, 'base');
  const line = `## 1.2.3\n${'x'.repeat(90)}\n`;
  const body = Buffer.from(line.repeat(Math.ceil(bytes / line.length))).subarray(0, bytes);
  for (const path of READ_BY_SCOPE) {
    const blob = Buffer.concat([Buffer.from(`# ${path}\n`), body]);
    const oid = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: dir, input: blob }).toString().trim();
    git(dir, 'update-index', '--add', '--cacheinfo', `100644,${oid},${path}`);
  }
  git(dir, 'commit', '-q', '-m', 'head');
  return dir;
}

/** Peak RSS (KB) of the built CLI's `compare` on `dir`. */
function peakRss(dir: string): { kb: number; status: number | null; out: string } {
  const r = peakRssOf([distFile('cli.js'), 'compare', '--base', 'HEAD~1', '--head', 'HEAD'], { cwd: dir });
  return { kb: r.kb, status: r.status, out: r.stdout };
}

test('8 files of 20 MB read by the scope step: the peak stays near that of the same files at 40 bytes', () => {
  // Before: 8 × 40 MB held whole (buffer and text) and pinned by the kept slice: 797 MB here
  // against 76 MB with the small files (about 2.5 bytes held per byte of the files). Now each read
  // stops at its detector's limit (768 KB at most): 20 MB files are 26 times that, and held whole
  // they would be about 400 MB over the small files' peak, three times the bound below.
  const small = peakRss(repoWith(40));
  const large = peakRss(repoWith(20 * MB));
  expect(large.status).toBe(0);
  if (process.env.RG_VERBOSE) console.log(`peak RSS: ${small.kb} KB with 40-byte files, ${large.kb} KB with 20 MB ones`);
  // The same report but for the commits' names: the detectors decided alike on the files' first bytes.
  const norm = (s: string) => s.replace(/\b[0-9a-f]{7,40}\b/g, 'C');
  expect(norm(large.out)).toBe(norm(small.out));
  expect(large.kb).toBeLessThan(small.kb + 120 * 1024);
  expect(large.kb).toBeLessThan(2 * small.kb);
}, 300_000);

describe('readText with a limit', () => {
  test('git: the first bytes of a larger blob, cut at a character; a blob over the 64 MiB bound is not read', async () => {
    const dir = initRepo();
    dirs.push(dir);
    writeFiles(dir, { 'a.md': `${'é'.repeat(10)}tail`, 'b.md': 'short' });
    const huge = Buffer.alloc(65 * MB, 'x');
    const oid = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: dir, input: huge }).toString().trim();
    git(dir, 'add', '-A');
    git(dir, 'update-index', '--add', '--cacheinfo', `100644,${oid},huge.md`);
    git(dir, 'commit', '-q', '-m', 'one');
    const src = await openGitSource(dir, 'HEAD');
    try {
      expect(await src.readText('a.md', 5)).toBe('éé'); // 5 bytes: two é (2 bytes each), the cut half dropped
      expect(await src.readText('a.md', 6)).toBe('ééé');
      expect(await src.readText('b.md', 5)).toBe('short');
      expect(await src.readText('b.md', 100)).toBe('short');
      expect(await src.readText('missing.md', 100)).toBeNull();
      expect(await src.readText('huge.md', 100)).toBeNull();
      expect((await src.readText('huge.md'))?.length).toBe(65 * MB); // without a limit: read whole, as before
    } finally {
      await src.close?.();
    }
  });

  test('folder: the same rule', async () => {
    const dir = tempDir('rg-limit-');
    dirs.push(dir);
    writeFiles(dir, { 'a.md': `${'é'.repeat(10)}tail`, 'b.md': 'short' });
    const src = await openFolderSource(dir);
    expect(await src.readText('a.md', 5)).toBe('éé');
    expect(await src.readText('b.md', 5)).toBe('short');
    expect(await src.readText('missing.md', 5)).toBeNull();
  });
});

test('label history never reads a version over chunking.max_file_bytes: it counts as absent, as in a snapshot', async () => {
  // Before, every version of a labelled file and up to 200 files of the breaking commit were read
  // whole, whatever their size (and parsed past max_file_bytes). Here the middle version is over
  // the limit: the label resolved last in the first one, so the break is the big version's commit.
  const dir = initRepo();
  dirs.push(dir);
  writeFiles(dir, { 'docs/a.md': '# A\n\n## Install\n\nsmall\n' });
  commitAll(dir, 'small, with Install');
  writeFiles(dir, { 'docs/a.md': `# A\n\n## Install\n\n${'big '.repeat(100)}\n` });
  commitAll(dir, 'over the limit');
  writeFiles(dir, { 'docs/a.md': '# A\n\n## Setup\n\nsmall\n' });
  commitAll(dir, 'Install renamed');
  const selection = { docs: [...DEFAULT_CONFIG.docs], exclude: [...DEFAULT_CONFIG.exclude], maxFileBytes: 200 };
  const reader = new LabelHistoryReader(dir, { ...DEFAULT_CONFIG.chunking, max_file_bytes: 200 }, selection);
  try {
    const found = await reader.find('main', { raw: 'docs/a.md#install', path: 'docs/a.md', anchor: 'install' });
    expect(found.kind === 'broke' ? found.subject : found.kind).toBe('over the limit');
  } finally {
    await reader.close();
  }
});
