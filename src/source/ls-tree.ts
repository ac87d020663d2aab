/** One entry of `git ls-tree -r -l -z`. */
export interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  object: string;
  /** Blob size in bytes; -1 for submodules (`-` in the listing). */
  size: number;
  path: string;
  /**
   * Set when the name's bytes are not valid UTF-8: `path` then shows each invalid byte as `\xFF`.
   * Decoding such names with replacement characters merged distinct files (`a\xff.md` and
   * `a\xfe.md` both became `a�.md`), so the snapshot skips them with a note instead.
   */
  invalidName?: true;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A path's bytes as text: UTF-8, or (when not valid UTF-8) with each byte of an invalid sequence shown as `\xFF`. */
export function pathText(bytes: Buffer): { path: string; invalid: boolean } {
  try {
    return { path: STRICT_UTF8.decode(bytes), invalid: false };
  } catch {
    let out = '';
    for (let i = 0; i < bytes.length; ) {
      const n = validSequenceLength(bytes, i);
      if (n > 0) {
        out += bytes.toString('utf8', i, i + n);
        i += n;
      } else {
        out += `\\x${bytes[i].toString(16).toUpperCase().padStart(2, '0')}`;
        i++;
      }
    }
    return { path: out, invalid: true };
  }
}

/** Length of the valid UTF-8 sequence starting at `i`, or 0. */
function validSequenceLength(b: Buffer, i: number): number {
  const c = b[i];
  const n = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  if (n === 0 || i + n > b.length) return 0;
  try {
    STRICT_UTF8.decode(b.subarray(i, i + n));
    return n;
  } catch {
    return 0;
  }
}

export const MODE_SYMLINK = '120000';
export const MODE_SUBMODULE = '160000';

/** Parses `git ls-tree -r -l -z` output: `<mode> SP <type> SP <object> SP+ <size> TAB <path> NUL`. */
export function parseLsTree(out: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  let pos = 0;
  while (pos < out.length) {
    let end = out.indexOf(0, pos);
    if (end < 0) end = out.length;
    const tab = out.indexOf(9, pos);
    if (tab > pos && tab < end) {
      const meta = out.toString('latin1', pos, tab).split(/ +/);
      const { path, invalid } = pathText(out.subarray(tab + 1, end));
      const [mode, type, object, size] = meta;
      if (type === 'blob' || type === 'tree' || type === 'commit') {
        entries.push({ mode, type, object, size: size === '-' ? -1 : Number(size), path, ...(invalid ? { invalidName: true as const } : {}) });
      }
    }
    pos = end + 1;
  }
  return entries;
}
