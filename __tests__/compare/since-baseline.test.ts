/**
 * max_drop_since_baseline: a drop against the baseline fails only beyond the allowed drop and, with
 * only_significant, only when the paired test over the questions counted in both says so; the
 * costliest merges are the largest steps down among the records after the baseline.
 */
import { sinceBaseline, withRule } from '../../src/compare/since-baseline';
import type { HistoryRecord } from '../../src/report/history-point';
import type { Report } from '../../src/report/types';

const sha = (c: string) => c.repeat(40);
const ids = Array.from({ length: 8 }, (_, i) => `Q${i + 1}`);

function point(commit: string, mrrs: number[]): HistoryRecord {
  return {
    schema: 'retrieval-gate/history-record@1', tool: '1', ref: 'main', commit, parent: null, date: '2025-01-01T00:00:00Z', subject: `s ${commit[0]}`,
    k: [5], pass_k: 5, docs: 1, chunks: 1, counted: ids.length, retriever: { name: 'bm25' },
    metrics: { mrr: mrrs.reduce((s, x) => s + x, 0) / mrrs.length },
    questions: ids.map((id, i) => ({ id, counted: true, pass: true, ranks: [1], measures: { mrr: mrrs[i] } })),
  };
}

/** A comparison whose base and head give these per-question mrr values. */
function report(base: number[], head: number[]): Report {
  return {
    excluded: [],
    gate: { passed: true, reasons: [], rules: [{ rule: 'max_newly_failing', passed: true, detail: '0' }] },
    questions: ids.map((id, i) => ({ id, answerable: true, status: 'still_passing', base: { measures: { mrr: base[i] } }, head: { measures: { mrr: head[i] } } })),
  } as unknown as Report;
}

const ones = ids.map(() => 1);
const drop = (n: number) => ids.map((_, i) => (i < n ? 0.5 : 1));
const records = [point(sha('a'), ones), point(sha('b'), drop(1)), point(sha('c'), drop(3)), point(sha('d'), drop(5))];
const run = (head: number[], onlySignificant = true) =>
  sinceBaseline({ report: report(drop(5), head), records, store: { ref: 'h', skipped: 0, notes: [] }, baseline: { ref: 'v1.0.0', point: records[0], from: 'store' }, metric: 'mrr', rule: { drop: 0.02 }, alpha: 0.05, onlySignificant, trendLength: 20 });

test('five questions down: beyond the drop but not significant (p 0.0625), passes; six: significant, fails', () => {
  const five = run(drop(5));
  expect(five.rule?.passed).toBe(true);
  expect(five.rule?.detail).toMatch(/not significantly/);
  const six = run(drop(6));
  expect(six.rule?.passed).toBe(false);
  expect(six.rule?.detail).toMatch(/^mrr 1\.000 at v1\.0\.0 → 0\.625 at head \(-0\.375 over 8 questions, p 0\.031\)/);
  expect(six.section.since?.head.significant).toBe(true);
  expect(withRule(report([], []).gate, six.rule!).passed).toBe(false);
});

test('without only_significant the allowed drop alone decides', () => {
  expect(run(drop(1), false).rule?.passed).toBe(false);
  expect(run(ones, false).rule?.passed).toBe(true);
});

test('the costliest merges: the largest steps down after the baseline, worst first; the trend is the records', () => {
  const { section } = run(drop(5));
  expect(section.costliest.map((c) => [c.commit[0], c.delta])).toEqual([['c', -0.125], ['d', -0.125], ['b', -0.0625]]);
  expect(section.trend.map((t) => t.commit[0])).toEqual(['a', 'b', 'c', 'd']);
});

test('no baseline: the rule is skipped, with why', () => {
  const r = sinceBaseline({ report: report(ones, ones), records: [], store: { ref: 'h', skipped: 0, notes: [] }, metric: 'mrr', rule: { drop: 0.02 }, alpha: 0.05, onlySignificant: true, trendLength: 20 });
  expect(r.rule).toEqual({ rule: 'max_drop_since_baseline', passed: true, detail: 'no baseline to compare with: rule skipped' });
});
