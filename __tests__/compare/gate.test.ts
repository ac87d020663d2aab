import { evaluateGate, type GateInput } from '../../src/compare/gate';
import { DEFAULT_CONFIG, type GateConfig } from '../../src/config/types';
import type { Significance } from '../../src/report/types';

const sig = (metric: string, delta: number, p: number): Significance => ({ metric, delta, changed: 3, p_value: p, method: 'exact', ci95: [delta, delta], significant: p < 0.05 });

function input(gate: Partial<GateConfig>, over: Partial<GateInput> = {}): GateInput {
  return {
    gate: { ...DEFAULT_CONFIG.gate, ...gate },
    base: { 'recall@5': 0.9, mrr: 0.8 },
    head: { 'recall@5': 0.9, mrr: 0.8 },
    deltas: { 'recall@5': 0, mrr: 0 },
    significance: [sig('recall@5', 0, 1), sig('mrr', 0, 1)],
    questions: [],
    brokenLabels: [],
    ...over,
  };
}

const drop = (d: number, p = 0.01): Partial<GateInput> => ({
  head: { 'recall@5': 0.9 + d, mrr: 0.8 },
  deltas: { 'recall@5': d, mrr: 0 },
  significance: [sig('recall@5', d, p), sig('mrr', 0, 1)],
});

describe('gate', () => {
  test('defaults pass an unchanged report, and every rule is listed by name', () => {
    const g = evaluateGate(input({}));
    expect(g.passed).toBe(true);
    expect(g.reasons).toEqual([]);
    expect(g.rules.map((r) => r.rule)).toEqual(['max_drop.mrr', 'max_drop.recall@5', 'max_newly_failing', 'fail_on_broken_labels', 'fail_on_forbidden']);
  });
  test('max_drop: over the limit fails, at the limit passes (float noise included)', () => {
    const g = evaluateGate(input({}, drop(-0.1)));
    expect(g.passed).toBe(false);
    expect(g.reasons).toEqual(['max_drop.recall@5: recall@5 0.900 → 0.800 (-0.100), p 0.010: dropped more than the 0.05 allowed']);
    expect(evaluateGate(input({}, drop(0.85 - 0.9))).passed).toBe(true);
  });
  test('only_significant: a drop past the limit that is not significant passes, a significant one fails', () => {
    expect(evaluateGate(input({ only_significant: true }, drop(-0.1, 0.25))).passed).toBe(true);
    expect(evaluateGate(input({ only_significant: true }, drop(-0.1, 0.25))).rules[1].detail).toMatch(/not significantly \(p 0\.250/);
    expect(evaluateGate(input({ only_significant: true }, drop(-0.1, 0.01))).passed).toBe(false);
  });
  test('min floors on head metrics', () => {
    const g = evaluateGate(input({ min: { 'recall@5': 0.95 } }));
    expect(g.passed).toBe(false);
    expect(g.reasons[0]).toBe('min.recall@5: recall@5 at head is 0.900, below the floor of 0.95');
    expect(evaluateGate(input({ min: { 'recall@5': 0.9 } })).passed).toBe(true);
  });
  test('a metric that is not measured is skipped with a note, not failed', () => {
    const g = evaluateGate(input({ max_drop: { 'recall@7': 0.01 }, min: { 'ndcg@7': 0.5 } }));
    expect(g.passed).toBe(true);
    expect(g.rules[0].detail).toMatch(/recall@7 is not measured \(add 7 to k\)/);
  });
  test('max_newly_failing, acknowledged questions excluded', () => {
    const questions = [
      { id: 'R1', status: 'newly_failing' as const, forbidden_hits: [] },
      { id: 'R2', status: 'newly_failing' as const, forbidden_hits: [] },
      { id: 'R3', status: 'still_passing' as const, forbidden_hits: [] },
    ];
    const g = evaluateGate(input({}, { questions }));
    expect(g.reasons).toEqual(['max_newly_failing: 2 questions newly failing: R1, R2, 0 allowed']);
    expect(evaluateGate(input({ max_newly_failing: 2 }, { questions })).passed).toBe(true);
    const acked = evaluateGate(input({ max_newly_failing: 1, acknowledged: [{ id: 'R2', reason: 'moved to FAQ' }] }, { questions }));
    expect(acked.passed).toBe(true);
    expect(acked.rules.find((r) => r.rule === 'max_newly_failing')?.detail).toBe('1 question newly failing: R1, 1 allowed (1 acknowledged, not counted)');
  });
  test('fail_on_broken_labels counts head-side labels only, and can be turned off', () => {
    const brokenLabels = [
      { question: 'R6', label: 'b.md#x', side: 'head' as const, kind: 'new' as const },
      { question: 'R8', label: 'n.md', side: 'base' as const, kind: 'fixed' as const },
    ];
    const g = evaluateGate(input({}, { brokenLabels }));
    expect(g.reasons).toEqual(['fail_on_broken_labels: 1 golden-set label broken by this change: R6 b.md#x']);
    expect(evaluateGate(input({ fail_on_broken_labels: 'off' }, { brokenLabels })).passed).toBe(true);
    expect(evaluateGate(input({ acknowledged: [{ id: 'R6', reason: 'x' }] }, { brokenLabels })).passed).toBe(true);
  });
  test('fail_on_broken_labels: `new` lets labels already broken at base pass with a note, `any` fails on them', () => {
    const brokenLabels = [{ question: 'R7', label: 'old/page.md#git', side: 'head' as const, kind: 'inherited' as const }];
    const byNew = evaluateGate(input({}, { brokenLabels }));
    expect(byNew.passed).toBe(true);
    expect(byNew.rules.find((r) => r.rule === 'fail_on_broken_labels')?.detail).toBe('0 golden-set labels broken by this change; 1 already broken at base (not counted: with fail_on_broken_labels: new the gate fails only on labels this change broke)');
    const byAny = evaluateGate(input({ fail_on_broken_labels: 'any' }, { brokenLabels }));
    expect(byAny.reasons).toEqual(['fail_on_broken_labels: 0 golden-set labels broken by this change; 1 already broken at base: R7 old/page.md#git']);
  });
  test('fail_on_forbidden: new head hits only', () => {
    const hit = (isNew: boolean) => ({ side: 'head' as const, label: 'old.md', rank: 2, id: 'old.md#a', path: 'old.md', new: isNew });
    const fails = evaluateGate(input({}, { questions: [{ id: 'R1', status: 'still_passing', forbidden_hits: [hit(true)] }] }));
    expect(fails.reasons).toEqual(['fail_on_forbidden: 1 new forbidden hit at head: R1 old.md at rank 2']);
    expect(evaluateGate(input({}, { questions: [{ id: 'R1', status: 'still_passing', forbidden_hits: [hit(false)] }] })).passed).toBe(true);
    expect(evaluateGate(input({ fail_on_forbidden: false }, { questions: [{ id: 'R1', status: 'still_passing', forbidden_hits: [hit(true)] }] })).passed).toBe(true);
  });
});
