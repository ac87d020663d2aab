/**
 * Offsets a command retriever gives in documents mode (protocol 2) → UTF-16 string offsets and
 * UTF-8 byte offsets of the document text it was sent. The program says once, in its hello, how it
 * counts: `utf16` (JavaScript string indices), `codepoints` (Python `str` indices) or `bytes`
 * (UTF-8: Go, Rust, C). An offset inside a character (half of a surrogate pair, the middle of a
 * UTF-8 sequence) is refused: it is a sign the program counts in another unit, and taking it
 * would shift every span silently. ASCII text costs nothing: all three units are equal there.
 */
export const OFFSET_UNITS = ['utf16', 'codepoints', 'bytes'] as const;
export type OffsetUnit = (typeof OFFSET_UNITS)[number];

/** One document's text, able to convert the program's offsets. */
export class OffsetText {
  private readonly ascii: boolean;
  /** Per UTF-16 index: its byte offset, or -1 inside a surrogate pair (built on first non-ASCII use). */
  private u16ToByte: Int32Array | undefined;
  /** Per program offset: its UTF-16 index, or -1 when not on a character boundary (codepoints, bytes). */
  private unitToU16: Int32Array | undefined;
  readonly length: number;

  constructor(
    readonly text: string,
    private readonly unit: OffsetUnit,
  ) {
    const bytes = Buffer.byteLength(text, 'utf8');
    this.ascii = bytes === text.length;
    this.length = unit === 'bytes' ? bytes : unit === 'utf16' || this.ascii ? text.length : [...text].length;
  }

  /** The UTF-16 index of a program offset, or null when it is not on a character boundary. Assumes 0 ≤ offset ≤ length. */
  toUtf16(offset: number): number | null {
    if (this.ascii) return offset;
    if (this.unit === 'utf16') {
      this.tables();
      return this.u16ToByte![offset] < 0 ? null : offset;
    }
    this.tables();
    const u = this.unitToU16![offset];
    return u < 0 ? null : u;
  }

  /** The UTF-8 byte offset of a UTF-16 index on a character boundary. */
  toByte(u16: number): number {
    if (this.ascii) return u16;
    this.tables();
    return this.u16ToByte![u16];
  }

  /** Drops the conversion tables (built again on next use). */
  release(): void {
    this.u16ToByte = undefined;
    this.unitToU16 = undefined;
  }

  private tables(): void {
    if (this.u16ToByte) return;
    const t = this.text;
    const u16ToByte = new Int32Array(t.length + 1);
    const unitToU16 = this.unit === 'utf16' ? undefined : new Int32Array(this.length + 1).fill(-1);
    let byte = 0;
    let cp = 0;
    for (let i = 0; i < t.length; ) {
      const c = t.charCodeAt(i);
      const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < t.length && (t.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
      u16ToByte[i] = byte;
      if (unitToU16) unitToU16[this.unit === 'bytes' ? byte : cp] = i;
      // A lone surrogate is written as U+FFFD (3 bytes), as Buffer.byteLength counts it.
      const size = c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
      if (pair) u16ToByte[i + 1] = -1;
      byte += size;
      cp++;
      i += pair ? 2 : 1;
    }
    u16ToByte[t.length] = byte;
    if (unitToU16) unitToU16[this.unit === 'bytes' ? byte : cp] = t.length;
    this.u16ToByte = u16ToByte;
    this.unitToU16 = unitToU16;
  }
}
