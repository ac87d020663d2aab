/**
 * Per-question measures for one side (docs/measures.md). Pure: takes which labels each ranked chunk
 * matches and returns the numbers; resolving labels to chunks happens before.
 */
import type { Metrics } from '../types';
import { sortedUnique } from './names';

/**
 * Measures of one question. `matches[i]` lists the indices (0..labelCount-1) of the question's
 * labels that the chunk at rank i+1 matches (empty = not relevant); `ks` are the cut-offs.
 * Returns exactly the keys of `metricNames(ks)`.
 */
export function measureQuestion(matches: ReadonlyArray<ReadonlyArray<number>>, labelCount: number, ks: readonly number[]): Metrics {
  const sorted = sortedUnique(ks);
  const out: Metrics = {};
  // One pass over the ranks, snapshotting the running counts at each cut-off, so every k sees
  // exactly the same prefix arithmetic (and the same float sums) whatever the other k are.
  const seen = new Set<number>();
  let relevantChunks = 0;
  let dcg = 0;
  let firstRelevant = 0;
  let ki = 0;
  const maxK = sorted.length ? sorted[sorted.length - 1] : 0;
  const ranks = Math.max(maxK, matches.length);
  for (let r = 1; r <= ranks && (ki < sorted.length || firstRelevant === 0); r++) {
    const labels = r <= matches.length ? matches[r - 1] : [];
    const valid = labels.filter((l) => Number.isInteger(l) && l >= 0 && l < labelCount);
    if (valid.length > 0) {
      relevantChunks += r <= maxK ? 1 : 0;
      if (firstRelevant === 0) firstRelevant = r;
      // Gain 1 only when the chunk brings a label no earlier chunk matched.
      let fresh = false;
      for (const l of valid) {
        if (!seen.has(l)) {
          seen.add(l);
          fresh = true;
        }
      }
      if (fresh && ki < sorted.length) dcg += 1 / Math.log2(r + 1);
    }
    while (ki < sorted.length && sorted[ki] === r) {
      const k = sorted[ki];
      out[`recall@${k}`] = labelCount > 0 ? seen.size / labelCount : 0;
      out[`precision@${k}`] = relevantChunks / k;
      out[`hit@${k}`] = relevantChunks > 0 ? 1 : 0;
      const idcg = idealDcg(Math.min(k, labelCount));
      out[`ndcg@${k}`] = idcg > 0 ? Math.min(1, dcg / idcg) : 0;
      ki++;
    }
  }
  out.mrr = firstRelevant > 0 ? 1 / firstRelevant : 0;
  return ordered(out, sorted);
}

/** IDCG with n relevant positions: Σ_{i=1..n} 1/log2(i+1), summed in rank order like DCG. */
function idealDcg(n: number): number {
  let s = 0;
  for (let i = 1; i <= n; i++) s += 1 / Math.log2(i + 1);
  return s;
}

/** Same keys, in metricNames order, so JSON output is byte-identical whatever the loop did. */
function ordered(m: Metrics, ks: readonly number[]): Metrics {
  const out: Metrics = {};
  for (const k of ks) {
    out[`recall@${k}`] = m[`recall@${k}`];
    out[`precision@${k}`] = m[`precision@${k}`];
    out[`hit@${k}`] = m[`hit@${k}`];
    out[`ndcg@${k}`] = m[`ndcg@${k}`];
  }
  out.mrr = m.mrr;
  return out;
}
