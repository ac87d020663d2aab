/** Plain text: paragraphs (blank-line separated) under no heading; the builder sizes them into windows. */
import type { RawBlock, RawDocument } from './raw';

/** Chunks plain text from `bodyStart`: one paragraph block per blank-line separated run. Never throws. */
export function chunkText(text: string, bodyStart: number): RawDocument {
  const blocks: RawBlock[] = [];
  // A blank line is one holding only whitespace; each run of non-blank lines is one paragraph.
  const re = /[^\n]*\S[^\n]*(?:\n[^\n]*\S[^\n]*)*/g;
  re.lastIndex = Math.max(0, Math.min(bodyStart, text.length));
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].replace(/\s+$/, '').length;
    blocks.push({ kind: 'paragraph', text: text.slice(m.index, end), start: m.index, end });
  }
  return { sections: blocks.length ? [{ heading: null, blocks }] : [], notes: [] };
}
