/** One entry of `git ls-tree -r -l -z`. */
export interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  object: string;
  /** Blob size in bytes; -1 for submodules (`-` in the listing). */
  size: number;
  path: string;
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
      const path = out.toString('utf8', tab + 1, end);
      const [mode, type, object, size] = meta;
      if (type === 'blob' || type === 'tree' || type === 'commit') {
        entries.push({ mode, type, object, size: size === '-' ? -1 : Number(size), path });
      }
    }
    pos = end + 1;
  }
  return entries;
}
