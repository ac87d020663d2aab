/**
 * The folder snapshot reads files into a shared buffer and decodes ASCII files in batches (each
 * text a slice of one string). Whatever the mix of files and however the batches fall, every file
 * must come out exactly as decodeFile makes it from the file's own bytes, with the same notes.
 */
import { chmodSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { gitBlobHash } from '../../src/source/blob-hash';
import { decodeFile } from '../../src/source/decode';
import { openFolderSource } from '../../src/source/folder';
import { selectionFromConfig } from '../../src/source/select';
import type { FileNote, SourceFile } from '../../src/types';
import { removeDir, tempDir, writeFiles } from './git-fixture';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

/** What each file must become: decodeFile on its whole bytes. */
function expected(root: string, paths: string[]): { files: SourceFile[]; notes: FileNote[] } {
  const files: SourceFile[] = [];
  const notes: FileNote[] = [];
  for (const p of paths) {
    const bytes = readFileSync(join(root, p));
    const { file, note } = decodeFile(p, gitBlobHash(bytes), bytes);
    if (file) files.push(file);
    if (note) notes.push(note);
  }
  return { files, notes };
}

describe('folder snapshot: batched reading and decoding', () => {
  test('a mix of ASCII, UTF-8, BOM, UTF-16, binary and broken files over several batches', async () => {
    const root = tempDir('rg-folder-read-');
    dirs.push(root);
    const files: Record<string, string | Buffer> = {};
    // ~13 MB in all, so the 4 MB batches fill and flush several times, with other files between.
    for (let i = 0; i < 130; i++) {
      const n = String(i).padStart(3, '0');
      files[`a/${n}-ascii.md`] = `# Page ${i}\n\n${`line ${i} of plain text\n`.repeat(4000 + i)}`;
      if (i % 10 === 0) files[`a/${n}-utf8.md`] = `# Café ${i}\n\nnaïve — ${'é'.repeat(i)}\n`;
      if (i % 17 === 0) files[`a/${n}-bom.md`] = `\uFEFF# BOM ${i}\n`;
      if (i % 23 === 0) files[`a/${n}-utf16.md`] = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`# UTF-16 ${i}\n`, 'utf16le')]);
      if (i % 29 === 0) files[`a/${n}-binary.md`] = Buffer.from([0x23, 0x20, 0x00, 0x01, 0x02, i]);
      if (i % 31 === 0) files[`a/${n}-control.md`] = Buffer.from(`#\x01\x02\x03\x04\x05 ${i}\n`);
      if (i % 37 === 0) files[`a/${n}-invalid.md`] = Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x41, 0x0a]);
      if (i % 41 === 0) files[`a/${n}-empty.md`] = '';
    }
    // One ASCII file larger than a batch.
    files['big.md'] = `# Big\n\n${'x'.repeat(99)}\n`.repeat(50_000);
    writeFiles(root, files);
    const paths = Object.keys(files).sort();
    const selection = { ...selectionFromConfig(DEFAULT_CONFIG), maxFileBytes: 10_000_000 };
    const snap = await (await openFolderSource(root)).snapshot(selection);
    const want = expected(root, paths);
    expect(snap.files.map((f) => f.path)).toEqual(want.files.map((f) => f.path));
    for (let i = 0; i < want.files.length; i++) expect(snap.files[i]).toEqual(want.files[i]);
    expect(snap.notes).toEqual(want.notes);
  });

  test('sizes come from the open file: over the limit is a note, unreadable is a note, the rest is read', async () => {
    const root = tempDir('rg-folder-read-');
    dirs.push(root);
    writeFiles(root, { 'ok.md': '# Ok\n', 'large.md': 'y'.repeat(5000), 'locked.md': '# Locked\n', 'locked-large.md': 'z'.repeat(5000) });
    chmodSync(join(root, 'locked.md'), 0o000);
    chmodSync(join(root, 'locked-large.md'), 0o000);
    const selection = { ...selectionFromConfig(DEFAULT_CONFIG), maxFileBytes: 1000 };
    const snap = await (await openFolderSource(root)).snapshot(selection);
    const reasons = snap.notes.map((n) => [n.path, n.reason]);
    expect(reasons).toContainEqual(['large.md', 'too-large']);
    // Over the limit is reported as such whether or not the file can be opened.
    expect(reasons).toContainEqual(['locked-large.md', 'too-large']);
    if (process.getuid?.() === 0) {
      // Root opens any file: the locked one is simply read.
      expect(snap.files.map((f) => [f.path, f.text])).toEqual([['locked.md', '# Locked\n'], ['ok.md', '# Ok\n']]);
      expect(snap.notes).toHaveLength(2);
    } else {
      expect(snap.files.map((f) => [f.path, f.text])).toEqual([['ok.md', '# Ok\n']]);
      expect(reasons).toContainEqual(['locked.md', 'unreadable']);
      expect(snap.notes).toHaveLength(3);
    }
  });
});
