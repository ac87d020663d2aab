/**
 * Hybrid retrieval: the candidate lists of a sparse (BM25) and a dense retriever fused into one
 * ranking, by reciprocal rank fusion or by weighted min-max fusion. Pure: lists in, list out;
 * ties are broken by chunk id so the same lists always fuse the same way.
 */
import type { HybridConfig } from '../../config/types';
import type { Hit, Retriever } from '../../types';

function byScoreThenId(a: Hit, b: Hit): number {
  return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function mergeMatched(into: Map<string, Set<string>>, h: Hit): void {
  if (!h.matched?.length) return;
  const set = into.get(h.id) ?? new Set<string>();
  for (const t of h.matched) set.add(t);
  into.set(h.id, set);
}

function finish(scores: Map<string, number>, matched: Map<string, Set<string>>, depth: number): Hit[] {
  const hits: Hit[] = [];
  for (const [id, score] of scores) {
    const m = matched.get(id);
    hits.push(m ? { id, score, matched: [...m].sort() } : { id, score });
  }
  return hits.sort(byScoreThenId).slice(0, depth);
}

/** Reciprocal rank fusion: score = Σ over lists of 1 / (k + rank), rank 1-based (Cormack et al. 2009). */
export function fuseRrf(lists: ReadonlyArray<readonly Hit[]>, k: number, depth: number): Hit[] {
  const scores = new Map<string, number>();
  const matched = new Map<string, Set<string>>();
  for (const list of lists) {
    const seen = new Set<string>();
    list.forEach((h, i) => {
      if (seen.has(h.id)) return; // a duplicate id counts at its best rank only
      seen.add(h.id);
      scores.set(h.id, (scores.get(h.id) ?? 0) + 1 / (k + i + 1));
      mergeMatched(matched, h);
    });
  }
  return finish(scores, matched, depth);
}

/** Min-max normalises a list's scores to [0, 1]; when all scores are equal they all get 1. */
export function minMax(list: readonly Hit[]): Map<string, number> {
  const out = new Map<string, number>();
  if (list.length === 0) return out;
  let lo = Infinity;
  let hi = -Infinity;
  for (const h of list) {
    lo = Math.min(lo, h.score);
    hi = Math.max(hi, h.score);
  }
  for (const h of list) if (!out.has(h.id)) out.set(h.id, hi > lo ? (h.score - lo) / (hi - lo) : 1);
  return out;
}

/** Weighted fusion: alpha · dense + (1 − alpha) · sparse, each min-max normalised over its candidates (absent = 0). */
export function fuseWeighted(sparse: readonly Hit[], dense: readonly Hit[], alpha: number, depth: number): Hit[] {
  const s = minMax(sparse);
  const d = minMax(dense);
  const scores = new Map<string, number>();
  const matched = new Map<string, Set<string>>();
  for (const id of new Set([...s.keys(), ...d.keys()])) scores.set(id, alpha * (d.get(id) ?? 0) + (1 - alpha) * (s.get(id) ?? 0));
  for (const h of sparse) mergeMatched(matched, h);
  for (const h of dense) mergeMatched(matched, h);
  return finish(scores, matched, depth);
}

/** Short description of a fusion, e.g. `rrf k=60` or `weighted alpha=0.3`. */
export function fusionLabel(hybrid: HybridConfig): string {
  return hybrid.method === 'rrf' ? `rrf k=${hybrid.rrf_k}` : `weighted alpha=${hybrid.alpha}`;
}

/** A retriever that asks both for `candidates` (at least depth) hits and fuses them. */
export function createHybridRetriever(sparse: Retriever, dense: Retriever, hybrid: HybridConfig, name: string): Retriever {
  return {
    name,
    async search(queries, depth) {
      const n = Math.max(hybrid.candidates, depth);
      const [a, b] = await Promise.all([sparse.search(queries, n), dense.search(queries, n)]);
      return queries.map((_, i) =>
        hybrid.method === 'rrf' ? fuseRrf([a[i], b[i]], hybrid.rrf_k, depth) : fuseWeighted(a[i], b[i], hybrid.alpha, depth),
      );
    },
    async close() {
      await Promise.all([sparse.close?.(), dense.close?.()]);
    },
    ...(dense.encoderWork ? { encoderWork: dense.encoderWork } : {}),
  };
}
