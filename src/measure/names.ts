/**
 * Metric names, in the one order every report and table uses: for each k ascending
 * `recall@k`, `precision@k`, `hit@k`, `ndcg@k`; then `mrr`.
 */

export const PER_K_MEASURES = ['recall', 'precision', 'hit', 'ndcg'] as const;
export type PerKMeasure = (typeof PER_K_MEASURES)[number];

/** Every metric name reported for the cut-offs `ks` (sorted ascending, duplicates dropped). */
export function metricNames(ks: readonly number[]): string[] {
  const names: string[] = [];
  for (const k of sortedUnique(ks)) for (const m of PER_K_MEASURES) names.push(`${m}@${k}`);
  names.push('mrr');
  return names;
}

/** `recall@5` → { measure: 'recall', k: 5 }; `mrr` → { measure: 'mrr' }; anything else → undefined. */
export function parseMetricName(name: string): { measure: PerKMeasure; k: number } | { measure: 'mrr' } | undefined {
  if (name === 'mrr') return { measure: 'mrr' };
  const m = /^(recall|precision|hit|ndcg)@([1-9]\d*)$/.exec(name);
  if (!m) return undefined;
  return { measure: m[1] as PerKMeasure, k: Number(m[2]) };
}

/** Ascending, unique copy of a list of cut-offs. */
export function sortedUnique(ks: readonly number[]): number[] {
  return [...new Set(ks)].sort((a, b) => a - b);
}
