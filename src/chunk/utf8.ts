/** The converter of an ASCII text: every offset is its own byte offset (callers may test for it). */
export const SAME_OFFSETS = (utf16: number): number => utf16;

/**
 * UTF-16 string offsets → UTF-8 byte offsets, for chunk `start`/`end` (byte offsets in the file).
 * One forward-moving cursor per document: chunk offsets arrive mostly in order, so converting all
 * of a document's offsets costs one pass over its text, and ASCII-only text costs nothing.
 */
export function utf8Offsets(text: string): (utf16: number) => number {
  // Native byte count: equal to the UTF-16 length exactly when the text is ASCII (offsets are then equal).
  if (Buffer.byteLength(text, 'utf8') === text.length) return SAME_OFFSETS;
  let pos16 = 0;
  let pos8 = 0;
  return (target: number): number => {
    if (target < pos16) {
      pos16 = 0;
      pos8 = 0;
    }
    while (pos16 < target) {
      const c = text.charCodeAt(pos16);
      if (c < 0x80) pos8 += 1;
      else if (c < 0x800) pos8 += 2;
      else if (c >= 0xd800 && c <= 0xdbff && pos16 + 1 < text.length) {
        const d = text.charCodeAt(pos16 + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          pos8 += 4;
          pos16 += 2;
          continue;
        }
        pos8 += 3; // a lone surrogate is written as U+FFFD
      } else pos8 += 3;
      pos16++;
    }
    return pos8;
  };
}
