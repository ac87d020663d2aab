/**
 * Sections compared by their text, so a fix says "renamed" or "moved" only when the content at the
 * new place is the same or near-same as what the label named before. A heading is left out of its
 * section's words: a rename changes the heading and nothing else, and must still read as the same.
 */
import { createHash } from 'node:crypto';
import type { Chunk, Doc, Label } from '../types';

/** Dice similarity of word bigrams at or above which two sections are the same text, edited lightly. */
export const SAME_TEXT = 0.8;

const words = (s: string): string[] => s.normalize('NFC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The words of a chunk without its own heading line (the first part of a section starts with it). */
function bodyWords(chunk: Chunk): string[] {
  const w = words(chunk.text);
  const heading = chunk.trail.length && chunk.part === 0 ? words(chunk.trail[chunk.trail.length - 1].text) : [];
  if (heading.length && heading.every((h, i) => w[i] === h)) return w.slice(heading.length);
  return w;
}

/**
 * A hash of a chunk's body (its words, heading left out): equal for the same text under any heading
 * or path. A chunk read back from the cache has no text and carries the hash it had; '' when unknown.
 */
export function chunkBodyHash(chunk: Chunk): string {
  if (!chunk.text) return chunk.bodyHash ?? '';
  const w = bodyWords(chunk);
  return w.length ? createHash('sha256').update(w.join(' ')).digest('base64url').slice(0, 22) : '';
}

/** Words of the chunks a label covers in a document (the section and its subsections, or the whole document). */
export function sectionWords(doc: Doc, anchor: string | undefined): string[] | null {
  const chunks = doc.chunks.filter((c) => anchor === undefined || c.anchors.includes(anchor));
  if (!chunks.length) return null;
  return chunks.flatMap(bodyWords);
}

/** Word bigrams with their counts (single words for a one-word text). */
export function grams(w: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  const add = (g: string) => out.set(g, (out.get(g) ?? 0) + 1);
  if (w.length < 2) w.forEach(add);
  for (let i = 0; i + 1 < w.length; i++) add(`${w[i]} ${w[i + 1]}`);
  return out;
}

/** Dice coefficient of the two word-bigram multisets: 1 for the same words in the same order, 0 for nothing shared. */
export function textSimilarity(a: readonly string[], b: readonly string[]): number {
  if (!a.length && !b.length) return 0;
  return gramSimilarity(countGrams(a), countGrams(b));
}

// Sections of head documents are compared with every broken label: their bigrams are counted once per document and anchor.
const sectionGramCache = new WeakMap<Doc, Map<string, SectionGrams | null>>();

/** A section's bigrams with their counts, and how many there are in all. */
export interface SectionGrams {
  total: number;
  grams: Map<string, number>;
}

/** Counts a text's bigrams once, for many comparisons. */
export function countGrams(words: readonly string[]): SectionGrams {
  const g = grams(words);
  let total = 0;
  for (const n of g.values()) total += n;
  return { total, grams: g };
}

/**
 * Whether two texts with these bigram totals can reach SAME_TEXT at all: Dice ≤ 2·min/(min+max),
 * so it needs min/max ≥ SAME_TEXT/(2 − SAME_TEXT). An exact bound, skipping most candidates unread.
 */
export function canBeSame(a: number, b: number): boolean {
  return Math.min(a, b) >= (SAME_TEXT / (2 - SAME_TEXT)) * Math.max(a, b) && a + b > 0;
}

/** Bigrams of a section (memoised per document object), or null when the anchor covers nothing. */
export function sectionGrams(doc: Doc, anchor: string | undefined): SectionGrams | null {
  let perDoc = sectionGramCache.get(doc);
  if (!perDoc) sectionGramCache.set(doc, (perDoc = new Map()));
  const key = anchor ?? '\u0000whole';
  if (!perDoc.has(key)) {
    const w = sectionWords(doc, anchor);
    perDoc.set(key, w ? countGrams(w) : null);
  }
  return perDoc.get(key) ?? null;
}

/** textSimilarity on bigrams already counted (walks the smaller of the two). */
export function gramSimilarity(a: SectionGrams, b: SectionGrams): number {
  if (a.total + b.total === 0) return 0;
  const [small, large] = a.grams.size <= b.grams.size ? [a.grams, b.grams] : [b.grams, a.grams];
  let common = 0;
  for (const [g, n] of small) common += Math.min(n, large.get(g) ?? 0);
  return (2 * common) / (a.total + b.total);
}

const anchorCache = new WeakMap<Doc, string[]>();

/**
 * Every anchor a fix may write for a section, in document order: each heading's anchor as the
 * published site renders it (its GitHub slug where the site's is the same) and its explicit ids.
 */
export function sectionAnchors(doc: Doc): string[] {
  const known = anchorCache.get(doc);
  if (known) return known;
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of doc.chunks) {
    for (const h of c.trail) {
      for (const a of [h.site ?? h.slug, ...h.ids]) {
        if (!seen.has(a)) {
          seen.add(a);
          out.push(a);
        }
      }
    }
  }
  anchorCache.set(doc, out);
  return out;
}

/** `anchor` as the published site writes it: the site's anchor of the heading whose GitHub slug it is, else itself. */
export function siteForm(doc: Doc, anchor: string): string {
  for (const c of doc.chunks) for (const h of c.trail) if (h.slug === anchor) return h.site ?? anchor;
  return anchor;
}

/** The label's text as one string of words (for a document's whole text, `anchor` undefined). */
export function labelWords(docs: readonly Doc[], label: Label): string[] | null {
  const doc = docs.find((d) => d.path === label.path);
  return doc ? sectionWords(doc, label.anchor) : null;
}
