import { relabelPlan } from '../../src/compare/label-plan';
import { parseGoldenSet } from '../../src/golden/parse';

const g = (q2: string) =>
  parseGoldenSet(`questions:\n  - id: A\n    question: a?\n    relevant: [x.md#a, y.md]\n  - id: B\n    question: b?\n    relevant: [${q2}]\n`, 'g.yml');

describe('relabelPlan', () => {
  test('a question whose labels changed is relabelled and judged at base through its old labels', () => {
    const plan = relabelPlan(g('z.md#new'), g('z.md#old'));
    expect([...plan.relabelled]).toEqual([['B', ['z.md#old']]]);
    expect(plan.baseView.questions[1].relevant.map((l) => l.raw)).toEqual(['z.md#old']);
    expect(plan.baseView.questions[0].relevant.map((l) => l.raw)).toEqual(['x.md#a', 'y.md']);
    expect(plan.added.size).toBe(0);
  });
  test('the same labels in another order are not a relabel', () => {
    const head = parseGoldenSet('questions:\n  - id: A\n    question: a?\n    relevant: [y.md, x.md#a]\n', 'g.yml');
    const base = parseGoldenSet('questions:\n  - id: A\n    question: a?\n    relevant: [x.md#a, y.md]\n', 'g.yml');
    const plan = relabelPlan(head, base);
    expect(plan.relabelled.size).toBe(0);
    expect(plan.baseView).toBe(head);
  });
  test('new questions are added; with no golden set at base every question is; unknown base: none', () => {
    const base = parseGoldenSet('questions:\n  - id: A\n    question: a?\n    relevant: [x.md#a, y.md]\n', 'g.yml');
    expect([...relabelPlan(g('z.md'), base).added]).toEqual(['B']);
    expect([...relabelPlan(g('z.md'), 'absent').added]).toEqual(['A', 'B']);
    expect(relabelPlan(g('z.md'), null).added.size).toBe(0);
  });
});
