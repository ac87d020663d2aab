import { closeSync, fstatSync, lstatSync, openSync, readdirSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs';
import { open, realpath, readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isAscii } from 'node:buffer';
import { MAX_FILE_BYTES_LIMIT } from '../config/types';
import { ERROR_CODES, InputError } from '../errors';
import type { FileNote, Snapshot, SourceFile } from '../types';
import { gitBlobHash } from './blob-hash';
import { decodeFile, decodeText, decodeTextPrefix, invalidNameNote, isLfsPointer, lfsPointerNote, looksBinary, sortFiles, sortNotes, symlinkNote, tooLargeNote } from './decode';
import { pathText } from './ls-tree';
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
  /** Known for link targets (stat'ed when followed); a plain file's size is taken when it is opened. */
  size?: number;
}

/**
 * ASCII files (nearly all docs) are read one after another into a shared buffer and decoded
 * together, each file's text a slice of one large string. Per file that saves a buffer, a decode
 * call and a string the garbage collector would copy twice (a string this large is allocated
 * outside the young generation and never moved). Other files are decoded one by one (decodeFile),
 * their bytes overwritten by the next read.
 */
class AsciiBatch {
  private static readonly CAPACITY = 4 << 20;
  private buf = Buffer.allocUnsafe(AsciiBatch.CAPACITY);
  private used = 0;
  private pending: Array<{ path: string; hash: string; start: number; end: number }> = [];

  constructor(private readonly out: SourceFile[]) {}

  /** Room for the next file's `size` bytes: the free end of the batch, or a buffer of its own if it cannot fit. */
  room(size: number): Buffer {
    if (size > AsciiBatch.CAPACITY) return Buffer.allocUnsafe(size);
    if (this.used + size > AsciiBatch.CAPACITY) this.flush();
    return this.buf.subarray(this.used, this.used + size);
  }

  /** True when `bytes` were read into the batch's free end (room() gave batch space). */
  holds(bytes: Buffer): boolean {
    return bytes.buffer === this.buf.buffer && bytes.byteOffset === this.buf.byteOffset + this.used;
  }

  /** Keeps the bytes just read as a file of the batch (its text is made at flush). */
  keep(path: string, hash: string, length: number): void {
    this.pending.push({ path, hash, start: this.used, end: this.used + length });
    this.used += length;
  }

  /** Decodes the kept files' bytes as one string and emits each file with its slice of it. */
  flush(): void {
    if (this.pending.length > 0) {
      const all = this.buf.toString('latin1', 0, this.used);
      for (const p of this.pending) this.out.push({ path: p.path, hash: p.hash, text: all.slice(p.start, p.end), size: p.end - p.start });
    }
    // The string is a copy, so the buffer is free for the next batch.
    this.pending = [];
    this.used = 0;
  }
}

class FolderSource implements SourceReader {
  readonly kind = 'folder' as const;

  constructor(
    readonly label: string,
    private readonly root: string,
  ) {}

  /** `path`'s real location when it and what it links to lie inside the folder; null otherwise (or when absent). */
  private async realInside(path: string): Promise<string | null> {
    const abs = resolve(this.root, path);
    if (!this.inside(abs)) return null;
    const real = await realpath(abs);
    return this.inside(real) ? real : null;
  }

  async readText(path: string, maxBytes = Infinity): Promise<string | null> {
    try {
      const real = await this.realInside(path);
      if (real === null) return null;
      if (maxBytes === Infinity) return decodeText(await readFile(real)).text;
      // The size first: only the first `maxBytes` bytes of a larger file are read.
      const handle = await open(real, 'r');
      try {
        const size = (await handle.stat()).size;
        if (size > MAX_FILE_BYTES_LIMIT) return null;
        const bytes = Buffer.allocUnsafe(Math.min(size, maxBytes));
        const { bytesRead } = await handle.read(bytes, 0, bytes.length, 0);
        return decodeTextPrefix(bytes.subarray(0, bytesRead), size > bytesRead);
      } finally {
        await handle.close();
      }
    } catch {
      return null;
    }
  }

  async sizeOf(path: string): Promise<number | null> {
    try {
      const real = await this.realInside(path);
      if (real === null) return null;
      const st = await stat(real);
      return st.isFile() ? st.size : null;
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
    const batch = new AsciiBatch(files);
    for (const c of candidates) {
      let bytes: Buffer | null;
      try {
        bytes = readCandidate(c, selection.maxFileBytes, batch);
      } catch (e) {
        // A file that cannot be opened is still reported as too large when it is (as a stat would tell).
        const size = c.size ?? sizeOf(c.abs);
        if (size !== undefined && size > selection.maxFileBytes) notes.push(tooLargeNote(c.path, size, selection.maxFileBytes));
        else notes.push({ path: c.path, reason: 'unreadable', action: 'skipped', detail: (e as NodeJS.ErrnoException).code ?? String(e) });
        continue;
      }
      if (bytes === null) {
        notes.push(tooLargeNote(c.path, c.size!, selection.maxFileBytes));
        continue;
      }
      if (isLfsPointer(bytes)) {
        notes.push(lfsPointerNote(c.path));
        continue;
      }
      const hash = gitBlobHash(bytes);
      const same = known.get(hash);
      if (same) {
        files.push({ ...same, path: c.path });
        continue;
      }
      // ASCII text decodes to itself (what decodeFile would give: no BOM, nothing to repair).
      if (batch.holds(bytes) && isAscii(bytes) && !looksBinary(bytes)) {
        batch.keep(c.path, hash, bytes.length);
        continue;
      }
      const { file, note } = decodeFile(c.path, hash, bytes);
      if (file) files.push(file);
      if (note) notes.push(note);
    }
    batch.flush();
    return { label: this.label, files: sortFiles(files), notes: sortNotes(notes) };
  }

  /** Depth-first, names in code-unit order, so the same tree always lists the same way. */
  private walk(abs: string, rel: string, m: PathMatcher, maxBytes: number, out: Candidate[], notes: FileNote[]): void {
    let entries;
    try {
      // Names as bytes: decoded with replacement, `a\xff.md` and `a\xfe.md` both became `a�.md` (one file read twice, the other lost).
      entries = readdirSync(abs, { withFileTypes: true, encoding: 'buffer' });
    } catch (e) {
      if (rel) notes.push({ path: rel, reason: 'unreadable', action: 'skipped', detail: (e as NodeJS.ErrnoException).code ?? String(e) });
      return;
    }
    const named = entries.map((e) => ({ entry: e, ...pathText(e.name) })).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const { entry, path: name, invalid } of named) {
      const path = rel ? `${rel}/${name}` : name;
      if (invalid) {
        if (entry.isDirectory() ? !m.prunes(path) : m.isDoc(path)) notes.push(invalidNameNote(path));
        continue;
      }
      const full = join(abs, name);
      if (entry.isDirectory()) {
        if (!m.prunes(path)) this.walk(full, path, m, maxBytes, out, notes);
      } else if (entry.isFile()) {
        // Its size is checked against maxBytes when it is opened (one fstat instead of an lstat here).
        if (m.isDoc(path)) out.push({ path, abs: full });
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

function sizeOf(abs: string): number | undefined {
  try {
    return lstatSync(abs).size;
  } catch {
    return undefined;
  }
}

/**
 * A candidate's bytes (read into the batch's free space, valid until the next read), or null
 * when it is over `maxBytes` (then `c.size` is set). Reads as readFileSync does (open, fstat,
 * read to the size it reported), without a new buffer per file.
 */
function readCandidate(c: Candidate, maxBytes: number, batch: AsciiBatch): Buffer | null {
  if (c.size !== undefined && c.size > maxBytes) return null;
  const fd = openSync(c.abs, 'r');
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size === 0) return readFileSync(fd);
    if (st.size > maxBytes) {
      c.size = st.size;
      return null;
    }
    const room = batch.room(st.size);
    let pos = 0;
    for (let n = -1; n !== 0 && pos < st.size; pos += n) n = readSync(fd, room, pos, st.size - pos, null);
    return room.subarray(0, pos);
  } finally {
    closeSync(fd);
  }
}
