/**
 * A pull request against the default branch's history: slow decay. Ten merges that each cost half
 * a point pass ten per-PR tests and lose five points; only a comparison with a fixed baseline sees
 * it. Given the history store's records, the baseline's point and the PR's report, this says:
 * the metric's trend over the last recorded merges, base and head against the baseline (paired
 * over the questions counted in both, with the comparison's own sign-flip test and bootstrap
 * interval), which recorded merges since the baseline cost the most, and the gate rule
 * `max_drop_since_baseline`. Pure: plain values in, plain values out.
 */
import type { GateResult, GateRule, HistorySection, Report } from '../report/types';
import type { HistoryPoint, HistoryRecord } from '../report/history-point';
import { bootstrapInterval, signFlipTest } from '../measure/significance';

const EPS = 1e-9;

export type SinceSide = NonNullable<HistorySection['since']>['base'];
export type { HistorySection };

export interface SinceInput {
  report: Report;
  records: readonly HistoryRecord[];
  store: { ref: string; skipped: number; notes: string[] };
  /** The baseline's point and the ref that named it; absent when there is none (said in a note). */
  baseline?: { ref: string; point: HistoryPoint; from: 'store' | 'evaluated' };
  /** The metric charted and compared (the rule's, else recall@pass_k). */
  metric: string;
  rule?: { drop: number };
  alpha: number;
  onlySignificant: boolean;
  /** How many recorded merges the trend shows. */
  trendLength: number;
  notes?: string[];
}

const f3 = (x: number) => x.toFixed(3);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${f3(x)}`;

/** The history section and, when `gate.max_drop_since_baseline` is set, its rule. */
export function sinceBaseline(input: SinceInput): { section: HistorySection; rule?: GateRule } {
  const { report, records, metric } = input;
  const notes = [...(input.notes ?? [])];
  const valued = records.filter((r) => typeof r.metrics[metric] === 'number');
  const section: HistorySection = {
    metric,
    store: { ref: input.store.ref, records: records.length, skipped: input.store.skipped, notes: input.store.notes },
    trend: valued.slice(-input.trendLength).map((r) => ({ commit: r.commit, date: r.date, value: r.metrics[metric] })),
    costliest: [],
    notes,
  };
  const ruleName = 'max_drop_since_baseline';
  const skipped = (why: string): GateRule => ({ rule: ruleName, passed: true, detail: `${why}: rule skipped` });
  if (!input.baseline) {
    return { section, ...(input.rule ? { rule: skipped('no baseline to compare with') } : {}) };
  }
  const { point } = input.baseline;
  if (point.metrics[metric] === undefined) {
    notes.push(`the baseline ${input.baseline.ref} was measured without ${metric}`);
    return { section, ...(input.rule ? { rule: skipped(`${metric} is not measured at the baseline`) } : {}) };
  }
  section.baseline = { ref: input.baseline.ref, commit: point.commit, from: input.baseline.from, value: point.metrics[metric] };

  // Paired over the questions counted in the PR's comparison and at the baseline.
  const excluded = new Set(report.excluded.map((e) => e.id));
  const atBaseline = new Map(point.questions.filter((q) => q.counted).map((q) => [q.id, q.measures[metric]]));
  const pairs: Array<{ baseline: number; base: number; head: number }> = [];
  for (const q of report.questions) {
    if (!q.answerable || excluded.has(q.id) || q.status === 'broken_label' || q.status === 'unanswerable') continue;
    const b = atBaseline.get(q.id);
    if (b === undefined || q.base.measures[metric] === undefined || q.head.measures[metric] === undefined) continue;
    pairs.push({ baseline: b, base: q.base.measures[metric], head: q.head.measures[metric] });
  }
  if (pairs.length === 0) {
    notes.push(`no question is counted both at the baseline ${input.baseline.ref} and in this comparison`);
    return { section, ...(input.rule ? { rule: skipped('no question in common with the baseline') } : {}) };
  }
  const side = (pick: (p: (typeof pairs)[number]) => number): SinceSide => {
    const diffs = pairs.map((p) => pick(p) - p.baseline);
    const test = signFlipTest(diffs);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    return { value: mean(pairs.map(pick)), delta: mean(diffs), p_value: test.p, ci95: bootstrapInterval(diffs), significant: test.p < input.alpha };
  };
  section.since = { questions: pairs.length, base: side((p) => p.base), head: side((p) => p.head) };
  section.costliest = costliest(valued, point.commit, metric);

  if (!input.rule) return { section };
  const { head } = section.since;
  const allowed = input.rule.drop;
  const change = `${metric} ${f3(section.baseline.value)} at ${input.baseline.ref} → ${f3(head.value)} at head (${signed(head.delta)} over ${pairs.length} questions, p ${f3(head.p_value)})`;
  if (-head.delta <= allowed + EPS) return { section, rule: { rule: ruleName, passed: true, detail: `${change}, within the ${allowed} allowed drop since the baseline` } };
  if (input.onlySignificant && !head.significant) {
    return { section, rule: { rule: ruleName, passed: true, detail: `${change} drops more than ${allowed}, but not significantly (p ≥ α ${input.alpha}; only_significant)` } };
  }
  return { section, rule: { rule: ruleName, passed: false, detail: `${change}: with what merged since the baseline, more than the ${allowed} allowed drop` } };
}

/**
 * The recorded merges since the baseline that cost the most: each record against the one before
 * it (a push of several commits is one step), the three largest drops, worst first.
 */
function costliest(records: readonly HistoryRecord[], baselineCommit: string, metric: string): HistorySection['costliest'] {
  const at = records.map((r) => r.commit).lastIndexOf(baselineCommit);
  if (at < 0) return [];
  const steps: HistorySection['costliest'] = [];
  for (let i = at + 1; i < records.length; i++) {
    const delta = records[i].metrics[metric] - records[i - 1].metrics[metric];
    if (delta < -EPS) steps.push({ commit: records[i].commit, subject: records[i].subject, date: records[i].date, delta });
  }
  return steps.sort((a, b) => a.delta - b.delta || (a.commit < b.commit ? -1 : 1)).slice(0, 3);
}

/** The gate with one more rule (its verdict and reasons recomputed). */
export function withRule(gate: GateResult, rule: GateRule): GateResult {
  const rules = [...gate.rules.filter((r) => r.rule !== rule.rule), rule];
  const failed = rules.filter((r) => !r.passed);
  return { passed: failed.length === 0, reasons: failed.map((r) => `${r.rule}: ${r.detail}`), rules };
}
