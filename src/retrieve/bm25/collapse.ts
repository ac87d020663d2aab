/**
 * One place per section (`retriever.bm25.collapse: section`, the default): a section cut into
 * several chunks (`path#anchor`, `path#anchor:2`…) takes one place in a ranking, its best chunk's,
 * so the others do not push further sections out of the top k. Search engines call this field
 * collapsing (Elasticsearch's `collapse`, Algolia's `distinct`); here the field is the section.
 *
 * Why: a long section's chunks share its heading path, which the title and headings fields
 * weigh most, so they score alike and arrive together. When that section is not the answer, two
 * or three of the five places go to it; when it is, its best chunk is enough to find it, and the
 * next distinct section is worth more to a reader (and to an assistant's context) than a second
 * part of the same one.
 */
import type { Chunk, Hit } from '../../types';

/** The section a chunk id belongs to, as the id of the section's first chunk (a first chunk's own id). */
export type SectionOf = (id: string) => string;

/** A larger pool when too many of a ranking's hits were further parts of sections already placed. */
const GROWTH = 4;

/**
 * Wraps `search` (one query's ranking, best first, ties by id) so that each section keeps only its
 * best-ranked chunk. The order and the scores of the chunks kept are those of `search`; the pool
 * grows until `depth` sections are found or the ranking has no more hits.
 */
export function collapseSections(search: (query: string, depth: number) => Hit[], sectionOf: SectionOf): (query: string, depth: number) => Hit[] {
  return (query, depth) => {
    if (depth <= 0) return [];
    let pool = depth * 2;
    for (;;) {
      const hits = search(query, pool);
      const seen = new Set<string>();
      const out: Hit[] = [];
      for (const h of hits) {
        const s = sectionOf(h.id);
        if (seen.has(s)) continue;
        seen.add(s);
        out.push(h);
        if (out.length === depth) return out;
      }
      // Fewer hits than asked for: the ranking has nothing more to give.
      if (hits.length < pool) return out;
      pool *= GROWTH;
    }
  };
}

/**
 * The section of each chunk of `chunks` (in document order, as the chunker made them): a further
 * part's section is the id of the part before it that starts the section. Derived from the order
 * rather than by cutting `:N` off the id, because an empty heading's section already has a `:N`
 * id of its own (it shares `path#` with the text before the first heading). Built when first asked.
 */
export function sectionLookup(chunks: readonly Chunk[]): SectionOf {
  let of: Map<string, string> | undefined;
  return (id) => {
    if (!of) {
      of = new Map();
      let first: string | undefined;
      for (const c of chunks) {
        if (c.part === 0) first = c.id;
        else if (first !== undefined) of.set(c.id, first);
      }
    }
    return of.get(id) ?? id;
  };
}
