import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { realpath, readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ERROR_CODES, InputError } from '../errors';
import type { FileNote, Snapshot, SourceFile } from '../types';
import { gitBlobHash } from './blob-hash';
import { decodeFile, decodeText, sortFiles, sortNotes, symlinkNote, tooLargeNote } from './decode';
import type { SourceReader } from './reader';
import { compileSelection, type FileSelection, type PathMatcher } from './select';


/**
 * Opens a plain folder as one side. Paths are folder relative, hashes are git blob hashes (so a
 * file equal to a committed blob has the same hash), and links out of the folder are never followed.
 */
export async function openFolderSource(dir: string): Promise<SourceReader> {
  const root = resolve(dir);
  let real: string;
  try {
    real = await realpath(root);
    if (!(await stat(real)).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new InputError(ERROR_CODES.USAGE, `'${dir}' is not a folder`, { file: dir });
  }
  return new FolderSource(dir, real);
}

interface Candidate {
  path: string;
  abs: string;
  size: number;
}

class FolderSource implements SourceReader {
  readonly kind = 'folder' as const;

  constructor(
    readonly label: string,
    private readonly root: string,
  ) {}

  async readText(path: string): Promise<string | null> {
    const abs = resolve(this.root, path);
    if (!this.inside(abs)) return null;
    try {
      const real = await realpath(abs);
      if (!this.inside(real)) return null;
      return decodeText(await readFile(real)).text;
    } catch {
      return null;
    }
  }

  async snapshot(selection: FileSelection, previous?: Snapshot): Promise<Snapshot> {
    const matcher = compileSelection(selection);
    const notes: FileNote[] = [];
    const candidates: Candidate[] = [];
    this.walk(this.root, '', matcher, selection.maxFileBytes, candidates, notes);
    const files: SourceFile[] = [];
    // A folder has no blob hashes to compare before reading, so `previous` only saves the decode.
    const known = new Map<string, SourceFile>();
    const repaired = new Set((previous?.notes ?? []).filter((n) => n.reason === 'invalid-utf8').map((n) => n.path));
    for (const f of previous?.files ?? []) if (!repaired.has(f.path)) known.set(f.hash, f);
    // Synchronous reads: for thousands of small files they are several times faster than the
    // promise API (one open/fstat/read/close round trip through the thread pool per file), and a
    // snapshot has nothing else to do meanwhile.
    for (const c of candidates) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(c.abs);
      } catch (e) {
        notes.push({ path: c.path, reason: 'unreadable', action: 'skipped', detail: (e as NodeJS.ErrnoException).code ?? String(e) });
        continue;
      }
      const hash = gitBlobHash(bytes);
      const same = known.get(hash);
      if (same) {
        files.push({ ...same, path: c.path });
        continue;
      }
      const { file, note } = decodeFile(c.path, hash, bytes);
      if (file) files.push(file);
      if (note) notes.push(note);
    }
    return { label: this.label, files: sortFiles(files), notes: sortNotes(notes) };
  }

  /** Depth-first, names in code-unit order, so the same tree always lists the same way. */
  private walk(abs: string, rel: string, m: PathMatcher, maxBytes: number, out: Candidate[], notes: FileNote[]): void {
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch (e) {
      if (rel) notes.push({ path: rel, reason: 'unreadable', action: 'skipped', detail: (e as NodeJS.ErrnoException).code ?? String(e) });
      return;
    }
    const names = entries.map((e) => e.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const byName = new Map(entries.map((e) => [e.name, e]));
    for (const name of names) {
      const entry = byName.get(name)!;
      const path = rel ? `${rel}/${name}` : name;
      const full = join(abs, name);
      if (entry.isDirectory()) {
        if (!m.prunes(path)) this.walk(full, path, m, maxBytes, out, notes);
      } else if (entry.isFile()) {
        if (!m.isDoc(path)) continue;
        const size = lstatSync(full).size;
        if (size > maxBytes) notes.push(tooLargeNote(path, size, maxBytes));
        else out.push({ path, abs: full, size });
      } else if (entry.isSymbolicLink()) {
        if (!m.isDoc(path)) continue;
        this.symlink(full, path, maxBytes, out, notes);
      }
    }
  }

  /** A link to a file inside the folder is read as that file; one pointing out of it, or broken, is skipped. */
  private symlink(full: string, path: string, maxBytes: number, out: Candidate[], notes: FileNote[]): void {
    let target: string;
    try {
      target = realpathSync(full);
    } catch {
      notes.push(symlinkNote(path, 'broken symbolic link'));
      return;
    }
    if (!this.inside(target)) {
      notes.push(symlinkNote(path, 'symbolic link to a file outside the folder, not followed'));
      return;
    }
    const st = statSync(target);
    // Links to folders are not entered: they could loop, and what they hold is walked where it lives.
    if (!st.isFile()) return;
    if (st.size > maxBytes) notes.push(tooLargeNote(path, st.size, maxBytes));
    else out.push({ path, abs: target, size: st.size });
  }

  private inside(abs: string): boolean {
    const rel = relative(this.root, abs);
    return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
  }
}
