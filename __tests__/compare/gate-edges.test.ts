/**
 * The gate's rules at their edges (src/compare/gate.ts): with only_significant, a p-value equal
 * to alpha is not significant (significant means p < alpha, as the report's `significant` says);
 * a newly failing question that is acknowledged is listed as such and not counted.
 */
import { evaluateGate, type GateInput } from '../../src/compare/gate';
import { DEFAULT_CONFIG, type GateConfig } from '../../src/config/types';
import type { Significance } from '../../src/report/types';

const sig = (metric: string, delta: number, p: number): Significance => ({ metric, delta, changed: 3, p_value: p, method: 'exact', ci95: [delta, delta], significant: p < 0.05 });

function input(gate: Partial<GateConfig>, p: number): GateInput {
  return {
    gate: { ...DEFAULT_CONFIG.gate, ...gate },
    base: { 'recall@5': 0.9 },
    head: { 'recall@5': 0.8 },
    deltas: { 'recall@5': -0.1 },
    significance: [sig('recall@5', -0.1, p)],
    questions: [],
    brokenLabels: [],
  };
}

test('only_significant: p equal to alpha is not significant, just below is', () => {
  const at = evaluateGate(input({ only_significant: true, alpha: 0.05 }, 0.05));
  expect(at.passed).toBe(true);
  expect(at.rules.find((r) => r.rule === 'max_drop.recall@5')?.detail).toMatch(/not significantly \(p 0\.050 ≥ α 0\.05; only_significant\)/);
  expect(evaluateGate(input({ only_significant: true, alpha: 0.05 }, 0.0499)).passed).toBe(false);
});

test('an acknowledged newly failing question is named as not counted', () => {
  const g = evaluateGate({ ...input({ acknowledged: [{ id: 'R1', reason: 'moved on purpose' }] }, 1), deltas: { 'recall@5': 0 }, head: { 'recall@5': 0.9 }, questions: [{ id: 'R1', status: 'newly_failing', forbidden_hits: [] }] });
  expect(g.passed).toBe(true);
  expect(g.rules.find((r) => r.rule === 'max_newly_failing')?.detail).toBe('0 questions newly failing, 0 allowed (1 acknowledged, not counted)');
});
