/**
 * Sections compared by their text, so a fix says "renamed" or "moved" only when the content at the
 * new place is the same or near-same as what the label named before. A heading is left out of its
 * section's words: a rename changes the heading and nothing else, and must still read as the same.
 */
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

/** Words of the chunks a label covers in a document (the section and its subsections, or the whole document). */
export function sectionWords(doc: Doc, anchor: string | undefined): string[] | null {
  const chunks = doc.chunks.filter((c) => anchor === undefined || c.anchors.includes(anchor));
  if (!chunks.length) return null;
  return chunks.flatMap(bodyWords);
}

function grams(w: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  const add = (g: string) => out.set(g, (out.get(g) ?? 0) + 1);
  if (w.length < 2) w.forEach(add);
  for (let i = 0; i + 1 < w.length; i++) add(`${w[i]} ${w[i + 1]}`);
  return out;
}

/** Dice coefficient of the two word-bigram multisets: 1 for the same words in the same order, 0 for nothing shared. */
export function textSimilarity(a: readonly string[], b: readonly string[]): number {
  if (!a.length && !b.length) return 0;
  const ga = grams(a);
  const gb = grams(b);
  let common = 0;
  let na = 0;
  let nb = 0;
  for (const n of ga.values()) na += n;
  for (const n of gb.values()) nb += n;
  for (const [g, n] of ga) common += Math.min(n, gb.get(g) ?? 0);
  return (2 * common) / (na + nb);
}

/** Every anchor a document defines that starts a section (slugs and explicit ids of headings), in document order. */
export function sectionAnchors(doc: Doc): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of doc.chunks) {
    for (const h of c.trail) {
      for (const a of [h.slug, ...h.ids]) {
        if (!seen.has(a)) {
          seen.add(a);
          out.push(a);
        }
      }
    }
  }
  return out;
}

/** The label's text as one string of words (for a document's whole text, `anchor` undefined). */
export function labelWords(docs: readonly Doc[], label: Label): string[] | null {
  const doc = docs.find((d) => d.path === label.path);
  return doc ? sectionWords(doc, label.anchor) : null;
}
