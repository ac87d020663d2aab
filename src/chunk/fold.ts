/**
 * No index entry without content: a section that is only a heading, or only links (See also,
 * Related, navigation lists), is not indexed on its own. Such chunks are tiny, so BM25's length
 * normalisation gives them the biggest bonus, and a one-link "See also" whose link title holds the
 * query's words beats the page that answers it.
 *
 * Each such section is, in this order:
 * - **dropped** when chunks of its own subsections are indexed (they carry its anchor in their
 *   trails, so a label naming it still resolves);
 * - else **folded** into its parent: the nearest earlier indexed chunk whose trail is an ancestor of
 *   the section's (the preamble counts as the root), else the document's first indexed chunk. The
 *   chunk that takes it lists it in `folded` with its anchors and source range, and its byte range
 *   joins the chunk's `ranges`, so a label `path#see-also` matches that chunk by the span rule
 *   (golden/spans.ts); its text is not added (its words describe other pages);
 * - kept as it is when the document has no chunk with content at all (it stays findable).
 */
import type { Chunk, FoldedSection, HeadingRef } from '../types';
import { checkDeadline } from './deadline';

/** A chunk found to have no content of its own (chunk/build.ts). */
export interface EmptySection {
  /** Index of its chunk in the document's chunks. */
  index: number;
  why: FoldedSection['why'];
  heading: HeadingRef;
  /** UTF-16 offsets (for lines) and UTF-8 byte offsets of the section in the file. */
  start: number;
  end: number;
  startByte: number;
  endByte: number;
}

/** Removes the empty sections' chunks, recording each on the chunk that takes it (or as dropped). */
export function foldEmptySections(chunks: Chunk[], empty: EmptySection[], text: string): { chunks: Chunk[]; folded: FoldedSection[] } {
  // Empty sections come in document order, one chunk each: a flag per chunk instead of a set.
  const isEmpty = new Uint8Array(chunks.length);
  for (const e of empty) isEmpty[e.index] = 1;
  if (empty.length === chunks.length) return { chunks, folded: [] };
  const kept: number[] = [];
  for (let i = 0; i < chunks.length; i++) if (isEmpty[i] === 0) kept.push(i);
  const lineOf = lineCounter(text);
  // Headings with an indexed chunk below them (trails share HeadingRef objects, so identity works).
  const covered = new Set<HeadingRef>();
  for (const i of kept) for (const h of chunks[i].trail) covered.add(h);

  // Each empty section's parent, in one forward pass: the latest indexed chunk that ends at each
  // heading (its trail is then the path to that heading), and the latest preamble chunk.
  const parent = new Map<number, number>();
  const lastAt = new Map<HeadingRef | null, number>();
  for (let i = 0; i < chunks.length; i++) {
    checkDeadline();
    const trail = chunks[i].trail;
    if (isEmpty[i] === 0) {
      lastAt.set(trail.length ? trail[trail.length - 1] : null, i);
      continue;
    }
    for (let j = trail.length - 2; j >= -1; j--) {
      const p = lastAt.get(j >= 0 ? trail[j] : null);
      if (p !== undefined) {
        parent.set(i, p);
        break;
      }
    }
  }

  const folded: FoldedSection[] = [];
  const copies = new Map<number, Chunk>();
  for (const e of empty) {
    checkDeadline();
    const anchors = [...new Set([e.heading.slug, ...e.heading.ids])].filter((a) => a !== '');
    const source = { start: e.startByte, end: e.endByte, line: lineOf(e.start), end_line: lineOf(Math.max(e.start, e.end - 1)) };
    if (covered.has(e.heading)) {
      folded.push({ anchors, heading: e.heading.text, why: e.why, into: null, source });
      continue;
    }
    const target = parent.get(e.index) ?? kept[0];
    const f: FoldedSection = { anchors, heading: e.heading.text, why: e.why, into: chunks[target].id, source };
    // Chunks can be shared with a cache (DocCache): never mutate one, copy it once.
    let t = copies.get(target);
    if (!t) {
      t = { ...chunks[target], folded: [...(chunks[target].folded ?? [])] };
      copies.set(target, t);
    }
    t.folded!.push(f);
    // Span judging reads a chunk's source from its ranges: the folded section becomes part of it.
    t.ranges = withRange(t.ranges ?? [[t.start, t.end]], [f.source.start, f.source.end]);
    folded.push(f);
  }
  return { chunks: kept.map((i) => copies.get(i) ?? chunks[i]), folded };
}

/** `ranges` (sorted, disjoint) with `r` added in order; a folded section never overlaps its carrier's text. */
function withRange(ranges: Array<[number, number]>, r: [number, number]): Array<[number, number]> {
  const out = ranges.filter((x) => x[0] < r[0]);
  out.push(r);
  for (const x of ranges) if (x[0] >= r[0]) out.push(x);
  return out;
}

/**
 * The 1-based line of a UTF-16 offset, counting line breaks from the previous offset asked: the
 * empty sections are asked for in document order, so a document costs one scan up to its last one
 * (and no array of every line start).
 */
function lineCounter(text: string): (at: number) => number {
  let pos = 0;
  let line = 1;
  return (at: number): number => {
    if (at < pos) {
      pos = 0;
      line = 1;
    }
    for (let i = text.indexOf('\n', pos); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
    pos = at;
    return line;
  };
}
