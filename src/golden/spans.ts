/**
 * Span judging: whether a chunk is evidence for a label is decided on the text it was cut from,
 * not on its id or heading trail, so it holds for any chunker (ours, or a command retriever's own).
 *
 * - A chunk's source is a list of byte ranges of its file (`Chunk.ranges`, else `start`…`end`).
 * - `path` covers the whole file: every chunk of that file is evidence.
 * - `path#anchor` covers the byte range of each section whose slug or explicit id is the anchor,
 *   from its heading to the next heading of the same or a higher level (subsections included).
 * - The rule: a chunk is evidence for a section label when their overlap is not empty and is at
 *   least half of the smaller of the two (half of the chunk, or half of the section). A chunk that
 *   lies inside the section always qualifies; a big chunk that swallows a small section does too;
 *   a chunk that only brushes a section's edge does not. Every section a chunker covers with
 *   contiguous chunks has at least one chunk that qualifies (one holds half of it, or lies inside).
 *
 * Our own chunks lie inside their innermost section, so this rule gives exactly the verdicts the
 * former anchor rule (`chunk.anchors` includes the anchor) gave: tested over the shared corpora.
 * Offsets are UTF-8 bytes of the file's decoded text, end exclusive.
 */
import type { Chunk, Doc, HeadingRef, SectionSpan } from '../types';

/** A sorted list of disjoint `[start, end)` byte ranges. */
export type Ranges = ReadonlyArray<readonly [number, number]>;

/** The byte ranges a chunk was cut from. */
export function chunkRanges(chunk: Chunk): Ranges {
  return chunk.ranges ?? [[chunk.start, chunk.end]];
}

/** Total length of a range list. */
export function rangesLength(r: Ranges): number {
  let n = 0;
  for (const [s, e] of r) n += e - s;
  return n;
}

/** Length of the intersection of two sorted, disjoint range lists (one merge pass). */
export function overlapLength(a: Ranges, b: Ranges): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const s = Math.max(a[i][0], b[j][0]);
    const e = Math.min(a[i][1], b[j][1]);
    if (e > s) n += e - s;
    if (a[i][1] < b[j][1]) i++;
    else j++;
  }
  return n;
}

/** The evidence rule: a non-empty overlap of at least half of the chunk or half of the section, whichever is smaller. */
export function spanCovers(chunk: Ranges, section: Ranges): boolean {
  const overlap = overlapLength(chunk, section);
  return overlap > 0 && 2 * overlap >= Math.min(rangesLength(chunk), rangesLength(section));
}

/** Sorts and merges ranges into a disjoint list (touching ranges join). */
export function mergeRanges(ranges: Array<readonly [number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Anchor → the byte ranges of the sections that declare it, per document (built on first use). */
const sectionIndex = new WeakMap<Doc, Map<string, Ranges>>();

/** The ranges an anchor covers in a document: empty when no section declares it; undefined when the document carries no sections. */
export function anchorRanges(doc: Doc, anchor: string): Ranges | undefined {
  if (!doc.sections) return undefined;
  let index = sectionIndex.get(doc);
  if (!index) {
    const lists = new Map<string, Array<[number, number]>>();
    for (const s of doc.sections) {
      for (const a of sectionAnchors(s.heading)) {
        let list = lists.get(a);
        if (!list) lists.set(a, (list = []));
        list.push([s.start, s.end]);
      }
    }
    index = new Map([...lists].map(([a, list]) => [a, list.length === 1 ? list : mergeRanges(list)]));
    sectionIndex.set(doc, index);
  }
  return index.get(anchor) ?? [];
}

/**
 * A heading's anchors: its slug (when not empty), then its explicit ids, no repeats. Through a Set:
 * a heading may carry 100,000 ids (`[[aN]]` lines), and an `includes` per id was quadratic.
 */
export function sectionAnchors(h: HeadingRef): string[] {
  return [...new Set(h.slug === '' ? h.ids : [h.slug, ...h.ids])];
}

/** The heading trail at a byte offset: the sections that contain it, outermost first. */
export function trailAt(sections: readonly SectionSpan[], offset: number): HeadingRef[] {
  const out: HeadingRef[] = [];
  for (const s of sections) {
    if (s.start > offset) break;
    if (offset < s.end) out.push(s.heading);
  }
  return out;
}

/** A trail as report anchors: each heading's slug followed by its explicit ids, no repeats. */
export function trailAnchors(trail: readonly HeadingRef[]): string[] {
  const anchors = new Set<string>();
  for (const h of trail) {
    if (h.slug !== '') anchors.add(h.slug);
    for (const id of h.ids) anchors.add(id);
  }
  return [...anchors];
}
