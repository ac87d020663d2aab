/**
 * How the draft bench scores candidates on the real-question sets (bench/support/draft-real.ts):
 * a candidate holds the answer only when it is the right section or one inside it (a page or a
 * parent section that merely contains the answer does not count), and the pooling plan reported
 * for a corpus is the one chosen on the other corpora, never on that corpus itself.
 */
import { chooseHeldOut, holdsAnswer, type CorpusCandidates, type Tally } from '../../bench/support/draft-real';
import type { PoolPlan } from '../../src/draft/candidates';

test('a candidate holds the answer when all its chunks are inside one right section', () => {
  const right = [new Set(['p.md#a', 'p.md#a-inner'])];
  expect(holdsAnswer(['p.md#a', 'p.md#a-inner'], right)).toBe(true); // the section itself
  expect(holdsAnswer(['p.md#a-inner'], right)).toBe(true); // a section inside it
  expect(holdsAnswer(['p.md#', 'p.md#a', 'p.md#a-inner', 'p.md#b'], right)).toBe(false); // the page that contains it
  expect(holdsAnswer([], right)).toBe(false); // a label that resolves nowhere
  // Either member of an any-of group, each on its own.
  expect(holdsAnswer(['q.md#x'], [new Set(['p.md#a']), new Set(['q.md#x'])])).toBe(true);
});

const tally = (among: number, first: number): Tally => ({ questions: 10, among, first, viaPage: 0, viaSearch: 0 });
const corpus = (name: string, perPlan: Array<[number, number]>): CorpusCandidates => ({
  corpus: name,
  chunks: 1,
  rankCpuMs: 0,
  retrievers: [],
  byPlan: perPlan.map(([a, f]) => ({ real: tally(a, f) })),
});
const plans: PoolPlan[] = [
  { leads: [['lexical', 1]], fill: 'hybrid' },
  { leads: [['meaning', 1]], fill: 'hybrid' },
];

test('each corpus is scored with the plan the other corpora choose', () => {
  // Plan 1 wins hugely on x alone; on y and z plan 0 wins. x is scored with plan 0 (chosen on y and z),
  // y and z with plan 1 (x's gain outweighs the other's loss there).
  const results = [corpus('x', [[1, 1], [9, 9]]), corpus('y', [[6, 5], [5, 5]]), corpus('z', [[6, 5], [5, 5]])];
  expect(chooseHeldOut(results, plans)).toEqual([
    { corpus: 'x', plan: 0 },
    { corpus: 'y', plan: 1 },
    { corpus: 'z', plan: 1 },
  ]);
});
