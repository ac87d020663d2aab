import { gitBlobHash } from '../../src/source/blob-hash';
import { decodeFile, looksBinary, sortNotes } from '../../src/source/decode';

describe('decodeFile', () => {
  test('plain UTF-8 passes through', () => {
    const bytes = Buffer.from('# Tête\n\n日本語 ✓\r\n');
    expect(decodeFile('a.md', 'h', bytes)).toEqual({ file: { path: 'a.md', hash: 'h', text: '# Tête\n\n日本語 ✓\r\n', size: bytes.length } });
  });
  test('a BOM is stripped, size stays the raw size', () => {
    const d = decodeFile('a.md', 'h', Buffer.from([0xef, 0xbb, 0xbf, 0x41]));
    expect(d.file).toMatchObject({ text: 'A', size: 4 });
    expect(d.note).toBeUndefined();
  });
  test('invalid UTF-8 is repaired with U+FFFD and a note', () => {
    const d = decodeFile('w.txt', 'h', Buffer.from([0x61, 0xc3, 0x28, 0x62, 0xe2, 0x82]));
    expect(d.file!.text).toBe('a\uFFFD(b\uFFFD');
    expect(d.note).toMatchObject({ path: 'w.txt', reason: 'invalid-utf8', action: 'repaired' });
  });
  test('UTF-16 with a byte order mark is decoded, not taken for binary', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Título\n', 'utf16le')]);
    expect(decodeFile('w.txt', 'h', le)).toEqual({ file: { path: 'w.txt', hash: 'h', text: '# Título\n', size: le.length } });
    const be = Buffer.from(le);
    for (let i = 0; i < be.length; i += 2) [be[i], be[i + 1]] = [be[i + 1], be[i]];
    expect(decodeFile('w.txt', 'h', be).file!.text).toBe('# Título\n');
    expect(decodeFile('w.bin', 'h', Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00])).note).toMatchObject({ reason: 'binary' });
  });

  test('a NUL in the first 8 KB, or many control bytes, is binary', () => {
    expect(decodeFile('b.md', 'h', Buffer.from([0x41, 0x00])).note).toMatchObject({ reason: 'binary', action: 'skipped' });
    expect(decodeFile('b.md', 'h', Buffer.from([0x41, 0x00])).file).toBeUndefined();
    expect(looksBinary(Buffer.from('\x01\x02\x03\x04abcdef'))).toBe(true);
    expect(looksBinary(Buffer.concat([Buffer.alloc(9000, 0x41), Buffer.from([0])]))).toBe(false);
    expect(looksBinary(Buffer.from('text\twith\ftabs\x1b[31mred\x1b[0m\r\n'))).toBe(false);
    expect(looksBinary(Buffer.alloc(0))).toBe(false);
  });
});

test('gitBlobHash matches git (empty blob and hello)', () => {
  expect(gitBlobHash(Buffer.alloc(0))).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
  expect(gitBlobHash(Buffer.from('hello\n'))).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
});

test('notes sort by path by code unit, then reason', () => {
  const n = (path: string, reason: 'binary' | 'symlink') => ({ path, reason, action: 'skipped' as const, detail: '' });
  expect(sortNotes([n('b', 'binary'), n('B', 'binary'), n('a', 'symlink'), n('a', 'binary')]).map((x) => x.path + x.reason)).toEqual([
    'Bbinary',
    'abinary',
    'asymlink',
    'bbinary',
  ]);
});
