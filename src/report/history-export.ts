/**
 * A history point in the formats of the tools teams already chart benchmarks with:
 * github-action-benchmark's `customBiggerIsBetter` (a JSON list of `{name, unit, value, extra}`)
 * and Bencher's Metric Format (BMF: `{benchmark: {measure: {value}}}`). Each holds one run, so
 * each export is one point (the newest); a team backfilling a chart exports commit by commit.
 * Every measure here is better when bigger.
 */
import type { HistoryPoint } from './history-point';

export const EXPORT_FORMATS = ['benchmark-action', 'bencher'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The point's metrics plus its pass rate, in the format's JSON. */
export function exportPoint(p: HistoryPoint, format: ExportFormat, goldenName = 'golden set'): string {
  const passed = p.questions.filter((q) => q.counted && q.pass).length;
  const values: Array<[string, number]> = [...Object.entries(p.metrics), [`pass@${p.pass_k}`, p.counted ? passed / p.counted : 0]];
  if (format === 'benchmark-action') {
    const extra = `commit ${p.commit}; ${p.counted} questions counted; ${p.docs} documents, ${p.chunks} chunks; retriever ${p.retriever.name}`;
    return `${JSON.stringify(values.map(([name, value]) => ({ name: `retrieval ${name}`, unit: 'ratio', value, extra })), null, 2)}\n`;
  }
  const measures: Record<string, { value: number }> = {};
  for (const [name, value] of values) measures[name.replace('@', '-at-')] = { value };
  return `${JSON.stringify({ [`retrieval-gate ${goldenName}`]: measures }, null, 2)}\n`;
}
