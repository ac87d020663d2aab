/**
 * Small sections indexed together (`chunking.combine_under`): a section shorter than the threshold
 * is not a chunk of its own but the start of one that takes the sections after it, in document
 * order, while the chunk stays within `max_chars`.
 *
 * Why: reference and how-to pages cut one topic into many short sections ("Syntax", "Remarks",
 * "Example", a two-line "### Add an adapter" under "## Server adapters"). Indexed alone, each holds
 * a few of the words a question uses, and the words that tie them to the question sit in the
 * sibling; a retriever then returns the right page's wrong fragment, and a reader (or a model)
 * gets a fragment without its context. Packing short neighbours up to the size budget is what
 * structure-aware chunkers commonly do (e.g. Unstructured's `combine_text_under_n_chars`).
 *
 * Rules (a chunk always holds whole subtrees, so a label naming any section in it, or an
 * ancestor of it, judges the same by its anchor or by its text span):
 * - A group starts at a whole section (not split into parts) shorter than the threshold, with all
 *   its subsections; when they do not fit in max_chars, it stays alone (its subsections follow as
 *   chunks of their own, and may combine among themselves).
 * - It then takes its later siblings (sections under the same parent heading; for the text before
 *   the first heading, the top-level sections), each with all its subsections, while the group is
 *   still shorter than the threshold and the combined text (joined by a blank line) fits in
 *   max_chars. So a chunk never spans two parents' topics.
 * - The chunk keeps the first section's id, trail, anchors and heading path; the chunks it took are
 *   listed in `combined` (each with the anchors of its headings below the parent), and their byte
 *   ranges join its `ranges`, so span judging (golden/spans.ts) counts it for a label naming any of
 *   them. Their headings stay in the text, where they stand in the document.
 * - A group takes a subtree only if the chunk still counts, by the span rule, as evidence for every
 *   section it names (its own and the ones it took): a section that is mostly something the chunker
 *   leaves out (MDX components, raw HTML) would otherwise name a chunk that holds too little of it.
 */
import { chunkRanges, mergeRanges, sectionAnchors, spanCovers } from '../golden/spans';
import type { Chunk, HeadingRef, SectionSpan } from '../types';
import { checkDeadline } from './deadline';

const SEP = '\n\n';

/** Whether `trail` lies under `parent` (starts with the same headings; shared HeadingRef objects). */
function under(trail: readonly HeadingRef[], parent: readonly HeadingRef[]): boolean {
  if (trail.length <= parent.length) return false;
  for (let i = 0; i < parent.length; i++) if (trail[i] !== parent[i]) return false;
  return true;
}


/** One document's chunks with short sections combined (see the file comment); `chunks` is not mutated. */
export function combineSmallSections(chunks: readonly Chunk[], threshold: number, max: number, sections: readonly SectionSpan[]): Chunk[] {
  if (threshold <= 0 || chunks.length < 2) return [...chunks];
  const n = chunks.length;
  const spanOf = new Map<HeadingRef, [number, number]>(sections.map((s) => [s.heading, [s.start, s.end]]));
  /** Whether chunks [i, j) as one chunk are evidence for every section below `depth` they name. */
  const judgedWhole = (i: number, j: number, depth: number): boolean => {
    const ranges = mergeRanges(chunks.slice(i, j).flatMap(chunkRanges));
    const seen = new Set<HeadingRef>();
    for (let k = i; k < j; k++) {
      for (const h of chunks[k].trail.slice(depth)) {
        if (seen.has(h)) continue;
        seen.add(h);
        const span = spanOf.get(h);
        if (span && !spanCovers(ranges, [span])) return false;
      }
    }
    return true;
  };
  // Sections split into parts: their first part is followed by a part 1.
  const whole = chunks.map((c, i) => c.part === 0 && !(i + 1 < n && chunks[i + 1].part > 0));
  /** End (exclusive) of the run of chunks from `i` under `root` (a trail prefix): chunk i's subtree at that depth. */
  const subtreeEnd = (i: number, root: readonly HeadingRef[]): number => {
    let j = i + 1;
    while (j < n && under(chunks[j].trail, root)) j++;
    return j;
  };
  /** Text length of chunks [i, j) joined by blank lines, or Infinity when one of them is not a whole section. */
  const sizeOf = (i: number, j: number): number => {
    let len = -SEP.length;
    for (let k = i; k < j; k++) {
      if (!whole[k]) return Infinity;
      len += SEP.length + chunks[k].text.length;
    }
    return len;
  };
  const out: Chunk[] = [];
  let i = 0;
  while (i < n) {
    checkDeadline();
    const first = chunks[i];
    const depth = first.trail.length;
    // The text before the first heading has no subsections: its group is itself, then the top-level sections.
    const end = depth === 0 ? i + 1 : subtreeEnd(i, first.trail);
    const parent = first.trail.slice(0, Math.max(0, depth - 1));
    let len = whole[i] && first.text.length < threshold ? sizeOf(i, end) : Infinity;
    if (len > max || (end > i + 1 && !judgedWhole(i, end, parent.length))) {
      out.push(first);
      i++;
      continue;
    }
    let j = end;
    while (j < n && len < threshold && under(chunks[j].trail, parent)) {
      const k = subtreeEnd(j, chunks[j].trail.slice(0, parent.length + 1));
      const more = sizeOf(j, k);
      if (len + SEP.length + more > max || !judgedWhole(i, k, parent.length)) break;
      len += SEP.length + more;
      j = k;
    }
    out.push(j === i + 1 ? first : merged(chunks.slice(i, j), parent.length));
    i = j;
  }
  return out;
}

/** The chunk made of `members` (consecutive whole sections), under the first one's name; `depth`: the parent trail's length. */
function merged(members: Chunk[], depth: number): Chunk {
  const [first] = members;
  const last = members[members.length - 1];
  const rest = members.slice(1);
  const text = members.map((m) => m.text).join(SEP);
  const folded = members.flatMap((m) => m.folded ?? []);
  const c: Chunk = {
    ...first,
    text,
    // The first chunk's indexed text is its heading path then its text: the same path, then all of it.
    indexText: first.indexText + text.slice(first.text.length),
    end: last.end,
    ...(last.end_line !== undefined ? { end_line: last.end_line } : {}),
    ranges: mergeRanges(members.flatMap(chunkRanges)),
    combined: rest.map((m) => {
      const h = m.trail[m.trail.length - 1];
      return { id: m.id, anchors: m.trail.slice(depth).flatMap(sectionAnchors), heading: h ? h.text : '' };
    }),
  };
  if (folded.length) c.folded = folded;
  else delete c.folded;
  return c;
}
