import type { GateConfig } from '../config/types';
import type { ForbiddenHit, GateResult, GateRule, QuestionStatus, Significance } from '../report/types';
import type { BrokenLabel, Metrics } from '../types';

/** Drops within this of the limit pass: a limit of 0.05 must not fail on 0.05000000000000002. */
const EPS = 1e-9;

export interface GateInput {
  gate: GateConfig;
  base: Metrics;
  head: Metrics;
  deltas: Metrics;
  significance: readonly Significance[];
  questions: ReadonlyArray<{ id: string; status: QuestionStatus; acknowledged?: string; forbidden_hits: readonly ForbiddenHit[] }>;
  brokenLabels: readonly BrokenLabel[];
}

const f3 = (x: number) => x.toFixed(3);
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const notMeasured = (m: string) => `${m} is not measured${/@\d+$/.test(m) ? ` (add ${m.split('@')[1]} to k)` : ''}: rule skipped`;

/**
 * Applies every rule of `gate:` and names it in each reason. Acknowledged questions
 * (`gate.acknowledged`) are reported but never fail the newly-failing, broken-label or forbidden
 * rules; metric rules look at the aggregates, which they are part of.
 */
export function evaluateGate(input: GateInput): GateResult {
  const { gate } = input;
  const rules: GateRule[] = [];
  const sig = new Map(input.significance.map((s) => [s.metric, s]));
  const acked = new Set(gate.acknowledged.map((a) => a.id));

  for (const metric of Object.keys(gate.max_drop).sort(byCodeUnit)) {
    const allowed = gate.max_drop[metric];
    const rule = `max_drop.${metric}`;
    const delta = input.deltas[metric];
    if (delta === undefined) {
      rules.push({ rule, passed: true, detail: notMeasured(metric) });
      continue;
    }
    const change = `${metric} ${f3(input.base[metric])} → ${f3(input.head[metric])} (${delta >= 0 ? '+' : ''}${f3(delta)})`;
    if (-delta <= allowed + EPS) {
      rules.push({ rule, passed: true, detail: `${change}, within the ${allowed} allowed drop` });
      continue;
    }
    const s = sig.get(metric);
    if (gate.only_significant && s && !(s.p_value < gate.alpha)) {
      rules.push({ rule, passed: true, detail: `${change} drops more than ${allowed}, but not significantly (p ${f3(s.p_value)} ≥ α ${gate.alpha}; only_significant)` });
      continue;
    }
    const p = s ? `, p ${f3(s.p_value)}` : '';
    rules.push({ rule, passed: false, detail: `${change}${p}: dropped more than the ${allowed} allowed` });
  }

  for (const metric of Object.keys(gate.min).sort(byCodeUnit)) {
    const floor = gate.min[metric];
    const rule = `min.${metric}`;
    const value = input.head[metric];
    if (value === undefined) {
      rules.push({ rule, passed: true, detail: notMeasured(metric) });
      continue;
    }
    const ok = value >= floor - EPS;
    rules.push({ rule, passed: ok, detail: `${metric} at head is ${f3(value)}, ${ok ? 'at or above' : 'below'} the floor of ${floor}` });
  }

  const newly = input.questions.filter((q) => q.status === 'newly_failing');
  const counted = newly.filter((q) => !acked.has(q.id));
  const ackNote = newly.length > counted.length ? ` (${newly.length - counted.length} acknowledged, not counted)` : '';
  const listIds = (ids: string[]) => (ids.length ? `: ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''}` : '');
  rules.push({
    rule: 'max_newly_failing',
    passed: counted.length <= gate.max_newly_failing,
    detail: `${counted.length} question${counted.length === 1 ? '' : 's'} newly failing${listIds(counted.map((q) => q.id))}, ${gate.max_newly_failing} allowed${ackNote}`,
  });

  rules.push(brokenLabelsRule(gate.fail_on_broken_labels, input.brokenLabels.filter((b) => b.side === 'head' && !acked.has(b.question)), listIds));

  const forbidden: string[] = [];
  for (const q of input.questions) {
    if (acked.has(q.id)) continue;
    for (const h of q.forbidden_hits) if (h.side === 'head' && h.new) forbidden.push(`${q.id} ${h.label} at rank ${h.rank}`);
  }
  rules.push({
    rule: 'fail_on_forbidden',
    passed: !gate.fail_on_forbidden || forbidden.length === 0,
    detail: `${forbidden.length} new forbidden hit${forbidden.length === 1 ? '' : 's'} at head${listIds(forbidden)}` + (gate.fail_on_forbidden ? '' : ' (rule off)'),
  });

  const failed = rules.filter((r) => !r.passed);
  return { passed: failed.length === 0, reasons: failed.map((r) => `${r.rule}: ${r.detail}`), rules };
}

/**
 * `fail_on_broken_labels`: `new` fails on labels this change broke (or wrote broken), `any` also on
 * those already broken at base, `off` never. The detail counts both kinds either way.
 */
function brokenLabelsRule(mode: GateConfig['fail_on_broken_labels'], headBroken: readonly BrokenLabel[], listIds: (ids: string[]) => string): GateRule {
  const fresh = headBroken.filter((b) => b.kind !== 'inherited');
  const old = headBroken.filter((b) => b.kind === 'inherited');
  const failing = mode === 'any' ? headBroken : mode === 'new' ? fresh : [];
  const s = (n: number) => (n === 1 ? '' : 's');
  // Drifted labels still resolve, to other text: say so, since "broken" alone reads like a typo.
  const drifted = fresh.filter((b) => b.fix?.kind === 'drifted').length;
  const how = drifted ? ` (${drifted === fresh.length ? (drifted === 1 ? 'it names' : 'all name') : `${drifted} of them name`} other text now: the text they named moved to another anchor, as when repeated headings are renumbered)` : '';
  const parts = [`${fresh.length} golden-set label${s(fresh.length)} broken by this change${how}${listIds(fresh.map((b) => `${b.question} ${b.label}`))}`];
  if (old.length) parts.push(`${old.length} already broken at base${mode === 'any' ? listIds(old.map((b) => `${b.question} ${b.label}`)) : ' (not counted: with fail_on_broken_labels: new the gate fails only on labels this change broke)'}`);
  return {
    rule: 'fail_on_broken_labels',
    passed: mode === 'off' || failing.length === 0,
    detail: parts.join('; ') + (mode === 'off' ? ' (rule off)' : ''),
  };
}
