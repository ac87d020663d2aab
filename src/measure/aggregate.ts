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

