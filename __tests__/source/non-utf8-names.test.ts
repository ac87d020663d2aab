/**
 * File names that are not UTF-8 stay apart. Before, names were decoded with replacement
 * characters: `a\xff.md` and `a\xfe.md` both became `a�.md`, one document with no note (git), or
 * one file listed twice and unreadable (a folder). Now each is skipped with a note that shows its
 * bytes (`a\xFF.md`, `a\xFE.md`), and every other file is read as before.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { openFolderSource } from '../../src/source/folder';
import { openGitSource } from '../../src/source/git';
import { pathText } from '../../src/source/ls-tree';
import { selectionFromConfig } from '../../src/source/select';
import { commitAll, initRepo, removeDir, writeFiles } from './git-fixture';

const selection = selectionFromConfig(DEFAULT_CONFIG);
let repo: string;
beforeAll(() => {
  repo = initRepo();
  writeFiles(repo, { 'docs/ok.md': '# Ok\n\nfine\n', 'docs/café.md': '# Café\n\nfine\n' });
  // Byte names, written through a Buffer path (a string would be encoded as UTF-8).
  writeFileSync(Buffer.concat([Buffer.from(join(repo, 'docs/a')), Buffer.from([0xff]), Buffer.from('.md')]), '# A ff\n\none\n');
  writeFileSync(Buffer.concat([Buffer.from(join(repo, 'docs/a')), Buffer.from([0xfe]), Buffer.from('.md')]), '# A fe\n\ntwo\n');
  commitAll(repo, 'docs');
});
afterAll(() => removeDir(repo));

const expected = {
  files: ['docs/café.md', 'docs/ok.md'],
  notes: [
    ['docs/a\\xFE.md', 'invalid-utf8', 'skipped'],
    ['docs/a\\xFF.md', 'invalid-utf8', 'skipped'],
  ],
};

test.each([
  ['a commit', () => openGitSource(repo, 'HEAD')],
  ['a folder', () => openFolderSource(repo)],
])('%s: two names that differ only in invalid bytes are two notes, never one document', async (_name, open) => {
  const reader = await open();
  try {
    const snap = await reader.snapshot(selection);
    expect(snap.files.map((f) => f.path)).toEqual(expected.files);
    expect(snap.notes.map((n) => [n.path, n.reason, n.action])).toEqual(expected.notes);
    expect(snap.notes[0].detail).toContain('not valid UTF-8');
  } finally {
    await reader.close?.();
  }
});

test('pathText shows only the invalid bytes escaped, and keeps valid UTF-8 around them', () => {
  expect(pathText(Buffer.from('café.md'))).toEqual({ path: 'café.md', invalid: false });
  expect(pathText(Buffer.concat([Buffer.from('é'), Buffer.from([0xc3]), Buffer.from('x'), Buffer.from([0xe2, 0x82]), Buffer.from('€')]))).toEqual({ path: 'é\\xC3x\\xE2\\x82€', invalid: true });
});
