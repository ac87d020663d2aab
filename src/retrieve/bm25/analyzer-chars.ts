/**
 * Character classes for the analyzer's scanner. A hand-written scanner over char codes with a
 * lazily filled table is ~3x faster than one Unicode-property regex over the text, and the
 * analyzer is most of the index build time.
 */

export const SEP = 1;
/** `\p{L}` or `\p{M}` (marks stay with their letter), CJK scripts excepted. */
export const LETTER = 2;
/** `\p{N}`. */
export const DIGIT = 3;
/** Han, Hiragana, Katakana, Hangul: tokenized as bigrams, never part of a word. */
export const CJK = 4;
/** Joins the parts of an identifier: `. _ - / + # @ :`. */
export const JOIN = 5;

const CJK_RE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
const LETTER_RE = /[\p{L}\p{M}]/u;
const DIGIT_RE = /\p{N}/u;
const JOINERS = '._-/+#@:';

function classOf(cp: number): number {
  const s = String.fromCodePoint(cp);
  if (CJK_RE.test(s)) return CJK;
  if (LETTER_RE.test(s)) return LETTER;
  if (DIGIT_RE.test(s)) return DIGIT;
  if (cp < 128 && JOINERS.includes(s)) return JOIN;
  return SEP;
}

// 0 = not classified yet. The BMP is 64 KB of table; astral code points (rare) are classified each time.
const BMP = new Uint8Array(65536);
for (let c = 0; c < 128; c++) BMP[c] = classOf(c);

/** The class of code point `cp`. */
export function charClass(cp: number): number {
  if (cp < 65536) {
    const c = BMP[cp];
    if (c !== 0) return c;
    return (BMP[cp] = classOf(cp));
  }
  return classOf(cp);
}

let buffer = new Uint8Array(4096);

/**
 * The class of every UTF-16 unit of `s` (both halves of a surrogate pair get the pair's class).
 * The array is reused by the next call: read it before classifying another string.
 */
export function classify(s: string): Uint8Array {
  const n = s.length;
  if (buffer.length < n + 1) buffer = new Uint8Array(Math.max(n + 1, buffer.length * 2));
  const out = buffer;
  for (let i = 0; i < n; i++) {
    const u = s.charCodeAt(i);
    if (u < 0xd800 || u > 0xdfff) {
      const c = BMP[u];
      out[i] = c !== 0 ? c : (BMP[u] = classOf(u));
    } else if (u <= 0xdbff && i + 1 < n) {
      const c = charClass(s.codePointAt(i)!);
      out[i] = c;
      out[i + 1] = c;
      i++;
    } else out[i] = SEP; // a lone surrogate
  }
  out[n] = SEP; // a sentinel, so that looking one past the end is a separator
  return out;
}
