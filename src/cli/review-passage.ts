/**
 * Which words of a candidate section review shows: the passage that matches the question, not the
 * section's first words. A reference section often opens with a generic line ("This page
 * explains…") while the sentence that answers sits further down; the reviewer judges a candidate
 * by what it shows, so it shows the sentence (and those after it, as many as fit) that shares
 * most of the question's content words, by the retriever's own analyzer (stemmed, no stopwords),
 * so "returning" in the question finds "return" in the docs. A section sharing no word with the
 * question shows its opening, as before.
 * Pure: text, the question's words and the analyzer in, the passage out.
 */
import type { Chunk } from '../types';
import { htmlToText } from './snippet-html';
import { bodyText } from '../golden/chunk-section';

/** Content words of a text: the configured BM25 analyzer. */
export type Terms = (text: string) => string[];

export interface Passage {
  /** The passage, whitespace collapsed to single spaces. */
  text: string;
  /** Whether the section has text before it and after it (the screen marks those with `…`). */
  before: boolean;
  after: boolean;
}

/** Characters of a section read for its passage: a page-level candidate can be a whole long page. */
export const PASSAGE_SOURCE_CHARS = 200_000;

/**
 * The reader's text of a section's chunks, in document order: each chunk's own heading line (and a
 * reST/AsciiDoc underline) left out, since the heading trail is shown above it; raw HTML as text.
 */
export function sectionText(chunks: readonly Chunk[]): string {
  const parts: string[] = [];
  let size = 0;
  for (const c of chunks) {
    if (size >= PASSAGE_SOURCE_CHARS) break;
    const body = htmlToText(bodyText(c));
    parts.push(body);
    size += body.length;
  }
  return parts.join('\n\n').slice(0, PASSAGE_SOURCE_CHARS);
}

/**
 * The text's sentences, in order: paragraphs (blank lines, list items, table rows and block
 * boundaries end one) cut after `.`, `!` or `?` followed by a space; whitespace collapsed.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let para: string[] = [];
  const flush = () => {
    const flat = para.join(' ').replace(/\s+/g, ' ').trim();
    para = [];
    if (!flat) return;
    for (const s of flat.split(/(?<=[.!?])\s(?=\S)/)) if (s.trim()) out.push(s.trim());
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') flush();
    else {
      // A list item, a table row or a heading starts a unit of its own.
      if (/^\s*(?:[-*+|#>]|\d+[.)])\s?/.test(line)) flush();
      para.push(line);
    }
  }
  flush();
  return out;
}

/**
 * The passage of `text` to show for a question, at most `max` characters: the window of
 * consecutive sentences, starting at one that shares a word with the question, that holds the most
 * of the question's distinct words (ties: the one whose first sentence holds more, then the
 * earliest). A sentence longer than `max` is cut around its first matching word. No shared word:
 * the text's opening.
 */
export function bestPassage(text: string, question: ReadonlySet<string>, terms: Terms, max: number): Passage {
  const all = sentences(text);
  if (!all.length) return { text: '', before: false, after: false };
  const hits = all.map((s) => new Set(terms(s).filter((t) => question.has(t))));
  let best = { start: -1, end: 0, covered: 0, first: 0 };
  for (let i = 0; i < all.length; i++) {
    if (!hits[i].size) continue;
    const covered = new Set(hits[i]);
    let length = all[i].length;
    let j = i + 1;
    while (j < all.length && length + 1 + all[j].length <= max) {
      length += 1 + all[j].length;
      for (const t of hits[j]) covered.add(t);
      j++;
    }
    if (covered.size > best.covered || (covered.size === best.covered && hits[i].size > best.first)) best = { start: i, end: j, covered: covered.size, first: hits[i].size };
  }
  if (best.start < 0) return cut(all, 0, all.length, max, 0);
  // A first sentence too long to show whole is shown from a little before its first matching word.
  const from = all[best.start].length > max ? firstHitAt(all[best.start], question, terms) : 0;
  return cut(all, best.start, best.end, max, Math.max(0, from - Math.floor(max / 4)));
}

/** Sentences start…end joined, from character `skip` of the first, cut to `max` at a word. */
function cut(all: readonly string[], start: number, end: number, max: number, skip: number): Passage {
  let text = all.slice(start, end).join(' ');
  let before = start > 0;
  if (skip > 0) {
    const space = text.indexOf(' ', skip);
    if (space > 0 && space < skip + 40) {
      text = text.slice(space + 1);
      before = true;
    }
  }
  let after = end < all.length;
  if (text.length > max) {
    const space = text.lastIndexOf(' ', max);
    text = text.slice(0, space > max / 2 ? space : max).trimEnd();
    after = true;
  }
  return { text, before, after };
}

/** Character offset of the first word of `sentence` whose term the question has. */
function firstHitAt(sentence: string, question: ReadonlySet<string>, terms: Terms): number {
  for (const m of sentence.matchAll(/[\p{L}\p{N}_]+/gu)) if (terms(m[0]).some((t) => question.has(t))) return m.index;
  return 0;
}
