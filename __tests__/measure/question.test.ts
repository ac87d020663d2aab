import fc from 'fast-check';
import { meanMetrics } from '../../src/measure/aggregate';
import { metricNames, parseMetricName } from '../../src/measure/names';
import { measureQuestion } from '../../src/measure/question';

const L2 = 1 / Math.log2(3); // discount at rank 2
const L3 = 1 / Math.log2(4); // rank 3 = 0.5
const L4 = 1 / Math.log2(5);

describe('metricNames', () => {
  test('per k ascending: recall, precision, hit, ndcg; then mrr', () => {
    expect(metricNames([5, 1])).toEqual(['recall@1', 'precision@1', 'hit@1', 'ndcg@1', 'recall@5', 'precision@5', 'hit@5', 'ndcg@5', 'mrr']);
  });
  test('parseMetricName reads names back and rejects others', () => {
    expect(parseMetricName('ndcg@10')).toEqual({ measure: 'ndcg', k: 10 });
    expect(parseMetricName('mrr')).toEqual({ measure: 'mrr' });
    expect(parseMetricName('recall@0')).toBeUndefined();
    expect(parseMetricName('map')).toBeUndefined();
  });
});

/** Hand-computed cases. `m` is matches per rank, `n` the label count. */
const CASES: Array<{ name: string; m: number[][]; n: number; ks: number[]; want: Record<string, number> }> = [
  {
    // Doc-level label 0 covers ranks 1 and 3; section label 1 at rank 2.
    name: 'doc-level and section-level labels, several chunks of one label',
    m: [[0], [1], [0], []],
    n: 2,
    ks: [1, 3],
    want: {
      'recall@1': 1 / 2,
      'precision@1': 1,
      'hit@1': 1,
      'ndcg@1': 1, // DCG 1 / IDCG(min(1,2)=1) 1
      'recall@3': 1,
      'precision@3': 1, // three relevant chunks (rank 3 matches label 0 again: relevant, no new gain)
      'hit@3': 1,
      'ndcg@3': (1 + L2) / (1 + L2), // rank 3 brings no new label → gain 0; IDCG over min(3,2)=2 ranks
      mrr: 1,
    },
  },
  {
    name: 'fewer results than k: precision still divides by k',
    m: [[], [0]],
    n: 1,
    ks: [1, 5],
    want: {
      'recall@1': 0,
      'precision@1': 0,
      'hit@1': 0,
      'ndcg@1': 0,
      'recall@5': 1,
      'precision@5': 1 / 5,
      'hit@5': 1,
      'ndcg@5': L2 / 1, // DCG 1/log2(3); IDCG over min(5,1)=1 rank = 1
      mrr: 1 / 2,
    },
  },
  {
    name: 'no relevant result',
    m: [[], [], []],
    n: 3,
    ks: [3],
    want: { 'recall@3': 0, 'precision@3': 0, 'hit@3': 0, 'ndcg@3': 0, mrr: 0 },
  },
  {
    name: 'nothing retrieved at all',
    m: [],
    n: 1,
    ks: [1],
    want: { 'recall@1': 0, 'precision@1': 0, 'hit@1': 0, 'ndcg@1': 0, mrr: 0 },
  },
  {
    // A chunk inside a section matches both the doc label (0) and the section label (1).
    name: 'one chunk matching two labels gains once, counts both for recall',
    m: [[], [0, 1], [], [2]],
    n: 3,
    ks: [2, 4],
    want: {
      'recall@2': 2 / 3,
      'precision@2': 1 / 2,
      'hit@2': 1,
      'ndcg@2': L2 / (1 + L2), // one gain at rank 2; IDCG over 2 ranks
      'recall@4': 1,
      'precision@4': 2 / 4,
      'hit@4': 1,
      'ndcg@4': (L2 + L4) / (1 + L2 + L3), // gains at ranks 2 and 4; IDCG over min(4,3)=3 ranks
      mrr: 1 / 2,
    },
  },
  {
    name: 'MRR follows ranks past the largest k (depth)',
    m: [[], [], [], [], [], [], [0]],
    n: 1,
    ks: [1, 5],
    want: {
      'recall@1': 0,
      'precision@1': 0,
      'hit@1': 0,
      'ndcg@1': 0,
      'recall@5': 0,
      'precision@5': 0,
      'hit@5': 0,
      'ndcg@5': 0,
      mrr: 1 / 7,
    },
  },
  {
    // Ties are broken before measuring (by chunk id); the measures only see ranks. Two chunks of
    // the same label at ranks 1 and 2 (an exact score tie): gain only once.
    name: 'tied chunks of one label',
    m: [[0], [0], [1]],
    n: 2,
    ks: [2, 3],
    want: {
      'recall@2': 1 / 2,
      'precision@2': 1,
      'hit@2': 1,
      'ndcg@2': 1 / (1 + L2),
      'recall@3': 1,
      'precision@3': 1,
      'hit@3': 1,
      'ndcg@3': (1 + L3) / (1 + L2),
      mrr: 1,
    },
  },
];

describe('measureQuestion, hand-computed', () => {
  test.each(CASES)('$name', ({ m, n, ks, want }) => {
    const got = measureQuestion(m, n, ks);
    expect(Object.keys(got)).toEqual(metricNames(ks));
    for (const [k, v] of Object.entries(want)) expect([k, got[k]]).toEqual([k, expect.closeTo(v, 12)]);
  });

  test('keys come out in metricNames order whatever the order of ks', () => {
    expect(Object.keys(measureQuestion([[0]], 1, [10, 1, 5, 1]))).toEqual(metricNames([1, 5, 10]));
  });

  test('label indices out of range are ignored, not counted', () => {
    expect(measureQuestion([[5], [-1]], 1, [2])['recall@2']).toBe(0);
  });
});

const matchesArb = (labels: number) =>
  fc.array(fc.uniqueArray(fc.integer({ min: 0, max: labels - 1 }), { maxLength: labels }), { maxLength: 30 });

describe('measureQuestion, properties', () => {
  test('recall@k never decreases with k, and every measure is within [0, 1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(fc.constant(n), matchesArb(n))), ([n, m]) => {
        const ks = [1, 2, 3, 5, 8, 13, 21, 30];
        const got = measureQuestion(m, n, ks);
        for (const v of Object.values(got)) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        }
        for (let i = 1; i < ks.length; i++) expect(got[`recall@${ks[i]}`]).toBeGreaterThanOrEqual(got[`recall@${ks[i - 1]}`]);
      }),
    );
  });

  test('nDCG@k = 1 exactly when the first min(k,|T|) ranks each bring a new label', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(fc.constant(n), matchesArb(n), fc.integer({ min: 1, max: 10 }))),
        ([n, m, k]) => {
          const got = measureQuestion(m, n, [k])[`ndcg@${k}`];
          const seen = new Set<number>();
          let fills = true;
          for (let r = 0; r < Math.min(k, n); r++) {
            const fresh = (m[r] ?? []).some((l) => !seen.has(l));
            for (const l of m[r] ?? []) seen.add(l);
            if (!fresh) fills = false;
          }
          expect(got === 1).toBe(fills);
        },
      ),
    );
  });

  test('a permutation of the labels filling the first ranks gives nDCG exactly 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 12 }), (n, k) => {
        const m = Array.from({ length: n }, (_, i) => [n - 1 - i]);
        expect(measureQuestion(m, n, [k])[`ndcg@${k}`]).toBe(1);
      }),
    );
  });
});

describe('meanMetrics', () => {
  test('means per name, 0 for no rows, missing counts as 0', () => {
    expect(meanMetrics([{ a: 1, b: 0.5 }, { a: 0 }], ['a', 'b'])).toEqual({ a: 0.5, b: 0.25 });
    expect(meanMetrics([], ['a'])).toEqual({ a: 0 });
  });
  test('sums in row order: the same rows give the same bits', () => {
    const rows = [0.1, 0.2, 0.3, 0.7].map((x) => ({ x }));
    expect(meanMetrics(rows, ['x']).x).toBe((((0.1 + 0.2) + 0.3) + 0.7) / 4);
  });
});
