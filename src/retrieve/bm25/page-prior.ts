/**
 * Page-level evidence for section ranking (`retriever.bm25.page`): a question often names
 * the page's topic ("the __declspec keyword", "Flask blueprints") while the section that answers it
 * uses other words, so the answer section alone scores low and sections of other pages that repeat
 * the topic word outrank it. Hierarchical retrieval fixes this by letting a section borrow its
 * page's evidence:
 *
 *   final(s) = bm25(s) + weight · page(s)      page(s) = max bm25 over the sections of s's page
 *
 * computed over the `pool` best sections (the page's evidence is what the query matched on it; a
 * page none of whose sections is in the pool has none). The best section of a page thus gets
 * (1 + weight)·its score, its sibling sections are lifted by the same amount, and a lone matching
 * section of an unrelated page gains only its own score times the weight. The order is still
 * deterministic: score descending, then id ascending.
 */
import type { Hit } from '../../types';

/** The `retriever.bm25.page` settings: weight 0 = off. */
export interface PagePriorConfig {
  /** Share of the page's best section score added to each of its sections (0 = off). */
  weight: number;
  /** How many of the best sections the page evidence is gathered from (and re-ranked). */
  pool: number;
}

/** The page evidence a section received, for explanations. */
export interface PageEvidence {
  /** What was added to the section's score: weight · the page's best section score. */
  score: number;
  /** The page's best section (its id), whose score was taken. */
  from: string;
}

/** Whether page evidence changes rankings at all. */
export function pagePriorActive(p: PagePriorConfig | undefined): p is PagePriorConfig {
  return p !== undefined && p.weight > 0 && p.pool > 0;
}

/** Best section per page among `pool` (hits sorted best first, so the first seen per page is the best). */
function pageBest(pool: readonly Hit[], pageOf: (id: string) => string): Map<string, Hit> {
  const best = new Map<string, Hit>();
  for (const h of pool) {
    const p = pageOf(h.id);
    if (!best.has(p)) best.set(p, h);
  }
  return best;
}

/**
 * Re-ranks `pool` (one query's hits from the section index, best first, at least `depth` long when
 * there are that many) with page evidence, and keeps the best `depth`.
 */
export function applyPagePrior(pool: readonly Hit[], depth: number, p: PagePriorConfig, pageOf: (id: string) => string): Hit[] {
  const best = pageBest(pool, pageOf);
  const out = pool.map((h) => ({ ...h, score: h.score + p.weight * best.get(pageOf(h.id))!.score }));
  // Ties by plain code-unit comparison of ids, as the index orders them (not localeCompare).
  out.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return out.slice(0, depth);
}

/** The page evidence `id` receives for a query whose section pool is `pool` (undefined: not in the pool, none). */
export function pageEvidence(pool: readonly Hit[], id: string, p: PagePriorConfig, pageOf: (id: string) => string): PageEvidence | undefined {
  if (!pool.some((h) => h.id === id)) return undefined;
  const b = pageBest(pool, pageOf).get(pageOf(id))!;
  return { score: p.weight * b.score, from: b.id };
}

/** A chunk id's page: the path before the `#` that starts its anchor (chunk ids are `path#anchor…`). */
export function pageOfChunkId(id: string): string {
  const i = id.indexOf('#');
  return i < 0 ? id : id.slice(0, i);
}

/** Section search with page evidence when configured, and the evidence one section received. */
export interface PageRanker {
  search(query: string, depth: number): Hit[];
  evidence(query: string, id: string): PageEvidence | undefined;
}

/**
 * Wraps a section index's search: with page evidence off (or no way to tell a chunk's page) it is
 * the index's own search; on, it ranks the best max(pool, depth) sections and re-ranks them.
 */
export function pageRanker(index: { search(query: string, k: number): Hit[] }, p: PagePriorConfig | undefined, pageOf: (id: string) => string = pageOfChunkId): PageRanker {
  if (!pagePriorActive(p)) return { search: (q, depth) => index.search(q, depth), evidence: () => undefined };
  return {
    search: (q, depth) => applyPagePrior(index.search(q, Math.max(p.pool, depth)), depth, p, pageOf),
    evidence: (q, id) => pageEvidence(index.search(q, p.pool), id, p, pageOf),
  };
}
