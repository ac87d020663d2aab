/**
 * Span judging: whether a chunk is evidence for a label is decided on the text it was cut from,
 * not on its id or heading trail, so it holds for any chunker (ours, or a command retriever's own).
 *
 * - A chunk's source is a list of byte ranges of its file (`Chunk.ranges`, else `start`…`end`).
 * - `path` covers the whole file: every chunk of that file is evidence.
 * - `path#anchor` covers the byte range of each section whose slug, site anchor or explicit id is the anchor,
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

/**
 * Anchor → the byte ranges of the sections that declare it, per document (built on first use):
 * `site` by the anchors the published site renders (its slug or the GitHub one when they agree,
 * and explicit ids), `github` by the GitHub slugs of headings whose site anchor differs.
 */
const sectionIndex = new WeakMap<Doc, { site: Map<string, Ranges>; github: Map<string, Ranges> }>();

/**
 * The ranges an anchor covers in a document: empty when no section declares it; undefined when the
 * document carries no sections. An anchor that is one heading's site anchor and another's GitHub
 * slug (on VitePress `server-port` is `## server.port`, and GitHub's slug of `## Server Port`) names
 * the section the site gives it: a label copied from the published page means that one.
 */
export function anchorRanges(doc: Doc, anchor: string): Ranges | undefined {
  if (!doc.sections) return undefined;
  let index = sectionIndex.get(doc);
  if (!index) {
    const site = new Map<string, Array<[number, number]>>();
    const github = new Map<string, Array<[number, number]>>();
    const add = (lists: Map<string, Array<[number, number]>>, a: string, start: number, end: number) => {
      let list = lists.get(a);
      if (!list) lists.set(a, (list = []));
      list.push([start, end]);
    };
    for (const s of doc.sections) {
      const h = s.heading;
      for (const a of sectionAnchors(h)) add(a === h.slug && h.site !== undefined ? github : site, a, s.start, s.end);
    }
    const merged = (lists: Map<string, Array<[number, number]>>) => new Map<string, Ranges>([...lists].map(([a, list]) => [a, list.length === 1 ? list : mergeRanges(list)]));
    index = { site: merged(site), github: merged(github) };
    sectionIndex.set(doc, index);
  }
  return index.site.get(anchor) ?? index.github.get(anchor) ?? [];
}

/**
 * A heading's anchors: its site anchor (when the site's differs), its slug (when not empty), then
 * its explicit ids, no repeats. Through a Set: a heading may carry 100,000 ids (`[[aN]]` lines),
 * and an `includes` per id was quadratic.
 */
export function sectionAnchors(h: HeadingRef): string[] {
  const own = h.slug === '' ? [] : [h.slug];
  if (h.site !== undefined) own.unshift(h.site);
  return [...new Set(own.length === 0 ? h.ids : [...own, ...h.ids])];
}

/** The anchor the tool writes for a heading: the published site's, else its slug, else its first explicit id; '' when it has none. */
export function canonicalAnchor(h: HeadingRef): string {
  return h.site ?? (h.slug || h.ids[0] || '');
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

/** A trail as report anchors: each heading's slug (and site anchor) followed by its explicit ids, no repeats. */
export function trailAnchors(trail: readonly HeadingRef[]): string[] {
  const anchors = new Set<string>();
  for (const h of trail) {
    if (h.slug !== '') anchors.add(h.slug);
    if (h.site !== undefined) anchors.add(h.site);
    for (const id of h.ids) anchors.add(id);
  }
  return [...anchors];
}
