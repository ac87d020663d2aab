import fc from 'fast-check';
import { normalizeInPlace, VectorIndex } from '../../src/retrieve/embed/vector';

describe('exact cosine top-k', () => {
  test('hand-checked ranking, normalisation and ties by id', () => {
    const idx = new VectorIndex(
      [
        { id: 'c', vector: Float32Array.from([1, 0]) },
        { id: 'a', vector: Float32Array.from([0, 5]) },
        { id: 'b', vector: Float32Array.from([3, 3]) },
        { id: 'd', vector: Float32Array.from([2, 0]) }, // same direction as c: a tie, c < d
      ],
      2,
    );
    const hits = idx.topK(Float32Array.from([10, 0]), 3);
    expect(hits.map((h) => h.id)).toEqual(['c', 'd', 'b']);
    expect(hits[0].score).toBeCloseTo(1, 6);
    expect(hits[2].score).toBeCloseTo(Math.SQRT1_2, 6);
    expect(idx.topK(Float32Array.from([0, 1]), 10).map((h) => h.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(Array.from(normalizeInPlace(Float32Array.from([3, 4])))).toEqual([0.6000000238418579, 0.800000011920929]);
  });

  test('property: the heap top-k equals a full sort by (score desc, id asc)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 1, max: 50 }),
        (rows, q, k) => {
          const items = rows.map((v, i) => ({ id: `id${String(i).padStart(2, '0')}`, vector: Float32Array.from(v) }));
          const idx = new VectorIndex(items, 3);
          const qn = normalizeInPlace(Float32Array.from(q));
          const full = items
            .map((it) => {
              const v = normalizeInPlace(Float32Array.from(it.vector));
              let s = 0;
              for (let j = 0; j < 3; j++) s += v[j] * qn[j];
              return { id: it.id, score: s };
            })
            .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
            .slice(0, k);
          const got = idx.topK(Float32Array.from(q), k);
          expect(got.map((h) => h.id)).toEqual(full.map((h) => h.id));
        },
      ),
      { numRuns: 300 },
    );
  });

  test('a query of the wrong size is refused', () => {
    const idx = new VectorIndex([{ id: 'a', vector: Float32Array.from([1, 0]) }], 2);
    expect(() => idx.topK(Float32Array.from([1, 0, 0]), 1)).toThrow(/3 dimensions, expected 2/);
  });
});
