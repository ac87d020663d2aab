import { assembleSide, assemblyCheck, countChunkTokens } from '../../src/compare/assembly';
import { diagnoseRegression, diagnoseSide } from '../../src/compare/diagnosis';
import { qr, rc } from './helpers';

describe('diagnoseSide', () => {
  const q = [qr('Q', ['a.md'], [rc(1, 'a.md#', ['a.md'])], { evidenceChunks: 1 })];
  const m = (deep: number, shallow: number) => ({ 'recall@10': deep, 'recall@5': shallow });
  test('deep recall low → chunking or search method', () => {
    const d = diagnoseSide('head', m(0.6, 0.5), q, [1, 5, 10], 5);
    expect(d.code).toBe('chunking-or-method');
    expect(d.message).toContain('recall@10 is 0.60');
  });
  test('deep recall fine, shallow low → ranking', () => {
    expect(diagnoseSide('base', m(0.95, 0.7), q, [1, 5, 10], 5).code).toBe('ranking');
    expect(diagnoseSide('base', m(0.95, 0.84), q, [1, 5, 10], 5).code).toBe('ranking');
  });
  test('recall fine, precision far below the possible → noisy corpus', () => {
    // Evidence covers 5 chunks, only one of the top 5 is evidence: 20 % of the possible.
    const noisy = [qr('Q', ['a.md'], [rc(1, 'a.md#', ['a.md'])], { evidenceChunks: 5, precision: 0.2 })];
    expect(diagnoseSide('head', m(1, 1), noisy, [5, 10], 5).code).toBe('noisy-corpus');
  });
  test('one evidence chunk at rank 1 is perfect precision for that question → look at generation', () => {
    expect(diagnoseSide('head', m(1, 1), q, [5, 10], 5).code).toBe('look-at-generation');
  });
  test('no counted question', () => {
    expect(diagnoseSide('head', m(0, 0), [], [5], 5).message).toMatch(/nothing to diagnose/);
  });
});

describe('diagnoseRegression', () => {
  const base = { significance: [], newlyFailing: [], brokenAtHead: 0, newForbidden: 0, additions: [], passK: 5, alpha: 0.05 };
  test('nothing got worse → no line', () => {
    expect(diagnoseRegression(base)).toBeNull();
  });
  test('names the metric, the questions and the file', () => {
    const d = diagnoseRegression({
      ...base,
      significance: [{ metric: 'recall@5', delta: -0.2, changed: 6, p_value: 0.03125, method: 'exact', ci95: [-0.3, -0.1], significant: true }],
      newlyFailing: ['R03', 'R07'],
      brokenAtHead: 1,
      additions: [{ path: 'outlet/sale.md', change: 'added', chunks: 2, questions: ['R03'], displaced: [{ question: 'R03', label: 'a.md', base_rank: 4, head_rank: 6 }], precision_delta: -0.01 }],
    });
    expect(d?.code).toBe('regression');
    expect(d?.message).toBe(
      'Significant drops: recall@5 -0.200 (p 0.031); 2 questions newly fail (R03, R07); outlet/sale.md (added) entered the top 5 of 1 question, pushing 1 piece of evidence out; 1 label broken by this change.',
    );
  });
});

describe('assembly check', () => {
  const L1 = 'a.md#x';
  const L2 = 'b.md#y';
  const q = qr('Q', [L1, L2], [rc(1, 'a.md#x', [L1]), rc(2, 'z.md#big'), rc(3, 'b.md#y', [L2])]);
  const tokens: Record<string, number> = { 'a.md#x': 100, 'z.md#big': 500, 'b.md#y': 100 };
  test('evidence within top_k but past the budget is cut', () => {
    expect(assembleSide([q], 3, 1000, (id) => tokens[id])).toEqual({ fits: 1, cut: [] });
    expect(assembleSide([q], 3, 650, (id) => tokens[id])).toEqual({ fits: 0, cut: ['Q'] });
  });
  test('evidence beyond top_k is a retrieval miss, not an assembly cut', () => {
    expect(assembleSide([q], 2, 10_000, (id) => tokens[id])).toEqual({ fits: 0, cut: [] });
  });
  test('no budget, no check', () => {
    expect(assemblyCheck(5, 0, [q], [q], () => 1, () => 1)).toBeUndefined();
    expect(assemblyCheck(3, 650, [q], [q], (id) => tokens[id], () => 1)).toEqual({
      top_k: 3,
      token_budget: 650,
      tokenizer: 'o200k_base',
      base: { fits: 0, cut: ['Q'] },
      head: { fits: 1, cut: [] },
    });
  });
  test('counts tokens with the real o200k_base tokenizer, special-token text included', () => {
    expect(countChunkTokens('Hello world, this is a test.')).toBe(8);
    expect(countChunkTokens('<|endoftext|>')).toBeGreaterThan(1);
  });
});
