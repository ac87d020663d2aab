/** Plain text: paragraphs (blank-line separated) under no heading; the builder sizes them into windows. */
import type { RawBlock, RawDocument } from './raw';
import { checkDeadline } from './deadline';

/**
 * Chunks plain text from `bodyStart`: one paragraph block per blank-line separated run. Never throws.
 * A blank line is one holding only whitespace (`\s`). Walked line by line rather than with
 * `/[^\n]*\S[^\n]*(?:\n…)*` / `\s+$`: those retry at every position of a long whitespace-only line,
 * which made a 320 KB line of spaces take 96 s.
 */
export function chunkText(text: string, bodyStart: number): RawDocument {
  const blocks: RawBlock[] = [];
  let blockStart = -1;
  let blockEnd = -1;
  const flush = () => {
    if (blockStart < 0) return;
    const body = text.slice(blockStart, blockEnd).trimEnd(); // trimEnd removes exactly `\s`
    const end = blockStart + body.length;
    blocks.push({ kind: 'paragraph', text: body, start: blockStart, end });
    blockStart = -1;
  };
  let pos = Math.max(0, Math.min(bodyStart, text.length));
  for (;;) {
    checkDeadline();
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    if (hasNonSpace(text, pos, nl)) {
      if (blockStart < 0) blockStart = pos;
      blockEnd = nl;
    } else flush();
    if (nl >= text.length) break;
    pos = nl + 1;
  }
  flush();
  return { sections: blocks.length ? [{ heading: null, blocks }] : [], notes: [] };
}

const NON_SPACE = /\S/;

/** True when `text[from, to)` holds a character that is not `\s`. */
function hasNonSpace(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) continue;
    if (c < 0x80 || NON_SPACE.test(text[i])) return true;
  }
  return false;
}
