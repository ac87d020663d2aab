import { isUtf8 } from 'node:buffer';
import type { FileNote, SourceFile } from '../types';

/** How much of the start of a file is inspected for binary content (git and grep use the same 8 KB). */
const SNIFF_BYTES = 8192;
/** Share of control characters in the sniffed bytes above which a NUL-free file is still binary. */
const CONTROL_SHARE = 0.1;

/** A decoded file, or the note saying why it was skipped; a repaired file carries both. */
export interface Decoded {
  file?: SourceFile;
  note?: FileNote;
}

/** True when the bytes look binary: a NUL in the first 8 KB, or many control characters there. */
export function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, SNIFF_BYTES);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b === 0) return true;
    // Tab, LF, VT, FF, CR and ESC (ANSI colours in logs) are common in text; the rest are not.
    if (b < 32 && b !== 9 && b !== 10 && b !== 11 && b !== 12 && b !== 13 && b !== 27) control++;
    else if (b === 127) control++;
  }
  return n > 0 && control / n > CONTROL_SHARE;
}

/**
 * UTF-16 text declared by its byte order mark (what some Windows editors save), or null. Its NUL
 * bytes would otherwise make it look binary; the BOM says what it is, so no note is needed.
 */
export function decodeUtf16(bytes: Uint8Array): string | null {
  if (bytes.length < 2 || bytes.length % 2 !== 0) return null;
  const le = bytes[0] === 0xff && bytes[1] === 0xfe;
  const be = bytes[0] === 0xfe && bytes[1] === 0xff;
  if (!le && !be) return null;
  // UTF-32 LE starts with FF FE 00 00: not handled, left to the binary check.
  if (le && bytes.length >= 4 && bytes[2] === 0 && bytes[3] === 0) return null;
  return new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(bytes);
}

/** Decodes bytes as UTF-8 text with a BOM stripped; invalid sequences become U+FFFD (`repaired`). */
export function decodeText(bytes: Uint8Array): { text: string; repaired: boolean } {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const repaired = !isUtf8(buf);
  // Buffer#toString replaces each invalid sequence with U+FFFD (WHATWG decoding), never throws.
  let text = buf.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { text, repaired };
}

/**
 * The first bytes of a longer file (`cut`) decoded like `decodeText`: a UTF-8 sequence cut at the
 * end is dropped rather than shown as U+FFFD. The text is a string of its own, so what a caller
 * keeps never pins a larger buffer or string.
 */
export function decodeTextPrefix(bytes: Uint8Array, cut: boolean): string {
  let end = bytes.length;
  if (cut && end > 0) {
    // Back up to the lead byte of the last sequence; drop it when its continuation bytes were cut.
    let lead = end - 1;
    while (lead > 0 && lead > end - 4 && (bytes[lead] & 0xc0) === 0x80) lead--;
    const b = bytes[lead];
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    if (lead + need > end) end = lead;
  }
  return decodeText(bytes.subarray(0, end)).text;
}

/** Git LFS pointers are under 1024 bytes by the specification. */
const LFS_POINTER_MAX_BYTES = 1024;
const LFS_POINTER = /^version https:\/\/(?:git-lfs\.github\.com|hawser\.github\.com)\/spec\/v1\n(?:[a-z0-9.-]+ [^\n]*\n)*$/;

/**
 * True for a Git LFS pointer file (`version https://git-lfs.github.com/spec/v1`, `oid sha256:…`,
 * `size …`): the checkout holds the pointer, not the document, so indexing it would index three
 * lines of hashes under the document's name.
 */
export function isLfsPointer(bytes: Uint8Array): boolean {
  if (bytes.length > LFS_POINTER_MAX_BYTES || bytes.length < 40 || bytes[0] !== 0x76 /* v */) return false;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return LFS_POINTER.test(text) && /\noid sha256:[0-9a-f]{64}\n/.test(text) && /\nsize \d+\n/.test(text);
}

/** The note for a Git LFS pointer (skipped: the content is not in the checkout). */
export function lfsPointerNote(path: string): FileNote {
  return { path, reason: 'lfs-pointer', action: 'skipped', detail: 'Git LFS pointer, not the document (check out with LFS content: `git lfs pull`, or actions/checkout `lfs: true`)' };
}

/** Turns one file's raw bytes into a `SourceFile`, or a note when it is binary or an LFS pointer (skipped) or repaired. */
export function decodeFile(path: string, hash: string, bytes: Uint8Array): Decoded {
  if (isLfsPointer(bytes)) return { note: lfsPointerNote(path) };
  const utf16 = decodeUtf16(bytes);
  if (utf16 !== null) return { file: { path, hash, text: utf16, size: bytes.length } };
  if (looksBinary(bytes)) {
    return { note: { path, reason: 'binary', action: 'skipped', detail: 'binary content (NUL or control bytes in the first 8 KB)' } };
  }
  const { text, repaired } = decodeText(bytes);
  const file: SourceFile = { path, hash, text, size: bytes.length };
  if (!repaired) return { file };
  return { file, note: { path, reason: 'invalid-utf8', action: 'repaired', detail: 'invalid UTF-8 sequences replaced with U+FFFD' } };
}

/** The note for a file over the size limit (decided before reading it). */
export function tooLargeNote(path: string, size: number, maxFileBytes: number): FileNote {
  return { path, reason: 'too-large', action: 'skipped', detail: `${size} bytes, over the limit of ${maxFileBytes} (chunking.max_file_bytes)` };
}

/** The note for a symbolic link that is not followed. */
export function symlinkNote(path: string, detail: string): FileNote {
  return { path, reason: 'symlink', action: 'skipped', detail };
}

/** Notes in path order (then reason), compared by code unit so the order never depends on a locale. */
export function sortNotes(notes: FileNote[]): FileNote[] {
  return notes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0));
}

/** Files in path order, by code unit. */
export function sortFiles(files: SourceFile[]): SourceFile[] {
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A file or folder whose name is not UTF-8: skipped, shown with its bytes as `\xFF`, so no two merge. */
export function invalidNameNote(path: string): FileNote {
  return { path, reason: 'invalid-utf8', action: 'skipped', detail: 'its name is not valid UTF-8 (the bytes shown as \\xFF); not indexed, so no two such files merge into one' };
}
