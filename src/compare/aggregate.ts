import { meanMetrics } from '../measure/aggregate';
import type { Metrics, QuestionResult } from '../types';

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Means over the counted questions (golden-set order, so the summation order is fixed) and the
 * same per tag, tags in code-unit order.
 */
export function aggregateSide(questions: readonly QuestionResult[], counted: ReadonlySet<string>, names: readonly string[]): { metrics: Metrics; tagMetrics: Record<string, Metrics> } {
  const rows = questions.filter((q) => counted.has(q.id));
  const metrics = meanMetrics(
    rows.map((q) => q.measures),
    [...names],
  );
  const tags = [...new Set(rows.flatMap((q) => q.tags))].sort(byCodeUnit);
  const tagMetrics: Record<string, Metrics> = {};
  for (const tag of tags) {
    tagMetrics[tag] = meanMetrics(
      rows.filter((q) => q.tags.includes(tag)).map((q) => q.measures),
      [...names],
    );
  }
  return { metrics, tagMetrics };
}
