/** Means of per-question measures. Pure and order-stable: same rows → same bytes. */
import type { Metrics } from '../types';

/**
 * Mean of each named metric over `rows` (0 for an empty list). Sums run in row order, so the
 * result is byte-identical for the same input order; a metric missing from a row counts as 0.
 */
export function meanMetrics(rows: readonly Metrics[], names: readonly string[]): Metrics {
  const out: Metrics = {};
  for (const name of names) {
    let sum = 0;
    for (const row of rows) sum += row[name] ?? 0;
    out[name] = rows.length ? sum / rows.length : 0;
  }
  return out;
}

/**
 * Per-tag means: tag → mean over the rows carrying that tag. Tags come out sorted (plain string
 * comparison), rows keep their order within a tag.
 */
export function tagMeans(rows: ReadonlyArray<{ tags: readonly string[]; metrics: Metrics }>, names: readonly string[]): Record<string, Metrics> {
  const byTag = new Map<string, Metrics[]>();
  for (const row of rows) {
    for (const tag of new Set(row.tags)) {
      const list = byTag.get(tag);
      if (list) list.push(row.metrics);
      else byTag.set(tag, [row.metrics]);
    }
  }
  const tags = [...byTag.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out: Record<string, Metrics> = {};
  for (const tag of tags) out[tag] = meanMetrics(byTag.get(tag)!, names);
  return out;
}
