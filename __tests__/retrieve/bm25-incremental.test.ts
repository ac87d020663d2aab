/**
 * Incremental builds (Bm25BuildOptions.from): an index built from an earlier one must be the
 * index a build from scratch makes. Checked with fast-check on random base corpora and random
 * edits (text or heading changed, documents deleted, added, reordered, ids reused or doubled), by comparing
 * every single-term ranking (which covers every posting's score) and random multi-term queries,
 * scores included, exactly.
 */
import fc from 'fast-check';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import { Bm25Index, type Bm25Doc, type Bm25Params } from '../../src/retrieve/bm25/bm25';

const analyzer = createAnalyzer({ language: 'english', stopwords: true, stemming: true, cjk_bigrams: true });
const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'running', 'runs', 'the', 'std::vector', 'E1042', '日本語'];
const HEAD_WORDS = ['install', 'setup', 'alpha', 'guide'];
/** Every distinct term the vocabulary can produce, each asked alone. */
const SINGLE = [...new Set(analyzer.analyze([...WORDS, ...HEAD_WORDS, 'omega', 'psi'].join(' ')))];

const textArb = fc.array(fc.constantFrom(...WORDS, 'omega', 'psi'), { minLength: 0, maxLength: 10 }).map((w) => w.join(' '));
const headingArb = fc.option(fc.array(fc.constantFrom(...HEAD_WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')), { nil: undefined });
const titleArb = fc.option(fc.constantFrom('Install guide', 'Alpha', 'std::vector reference', 'Setup'), { nil: undefined });
const docArb = fc.record({ text: textArb, heading: headingArb, title: titleArb, headings: headingArb, boost: fc.option(fc.constantFrom(0.5, 2), { nil: undefined }) });
type Edit = { op: 'keep' } | { op: 'delete' } | { op: 'text'; text: string } | { op: 'heading'; heading: string | undefined } | { op: 'title'; title: string | undefined } | { op: 'headings'; headings: string | undefined } | { op: 'boost'; boost: number };
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ op: 'keep' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'delete' as const }) },
  { weight: 1, arbitrary: textArb.map((text) => ({ op: 'text' as const, text })) },
  { weight: 1, arbitrary: headingArb.map((heading) => ({ op: 'heading' as const, heading })) },
  { weight: 1, arbitrary: titleArb.map((title) => ({ op: 'title' as const, title })) },
  { weight: 1, arbitrary: headingArb.map((headings) => ({ op: 'headings' as const, headings })) },
  { weight: 1, arbitrary: fc.constantFrom(0.25, 3).map((boost) => ({ op: 'boost' as const, boost })) },
);
const fieldArb = fc.record({ weight: fc.constantFrom(0, 0.5, 3), b: fc.double({ min: 0, max: 1, noNaN: true }) });
const paramsArb: fc.Arbitrary<Bm25Params> = fc.record({
  k1: fc.double({ min: 0, max: 3, noNaN: true }),
  b: fc.double({ min: 0, max: 1, noNaN: true }),
  headingBoost: fc.constantFrom(0, 0.3, 1, 2.5),
  fields: fc.option(fc.record({ title: fieldArb, headings: fieldArb }), { nil: undefined }),
});
const queryArb = fc.array(fc.constantFrom(...WORDS, ...HEAD_WORDS), { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));

const id = (i: number) => `d${String(i).padStart(3, '0')}`;

/** Everything a caller can observe of an index, for `queries`. */
function observe(index: Bm25Index, queries: string[], ids: string[]) {
  return {
    sizes: index.stats(),
    rankings: queries.map((q) => index.search(q, 1000)),
    explained: ids.map((x) => index.explain(queries.join(' '), x)),
  };
}

test('a build from an earlier index equals a build from scratch (random corpora and edits)', () => {
  fc.assert(
    fc.property(
      fc.array(docArb, { minLength: 0, maxLength: 25 }),
      fc.array(editArb, { minLength: 25, maxLength: 25 }),
      fc.array(docArb, { minLength: 0, maxLength: 6 }),
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
      paramsArb,
      fc.array(queryArb, { minLength: 1, maxLength: 4 }),
      (baseDocs, edits, added, reuseIds, dupIds, reverse, params, queries) => {
        // Ids are unique in real snapshots; twice the same id (dupIds) must still work.
        const base: Bm25Doc[] = baseDocs.map((d, i) => ({ id: id(dupIds ? i >> 1 : i), ...d }));
        let head: Bm25Doc[] = [];
        let kept = 0;
        base.forEach((d, i) => {
          const e = edits[i];
          if (e.op === 'delete') return;
          if (e.op === 'keep') kept++;
          head.push(
            e.op === 'keep'
              ? d
              : e.op === 'text'
                ? { ...d, text: e.text }
                : e.op === 'heading'
                  ? { ...d, heading: e.heading }
                  : e.op === 'title'
                    ? { ...d, title: e.title }
                    : e.op === 'headings'
                      ? { ...d, headings: e.headings }
                      : e.op === 'boost'
                        ? { ...d, boost: e.boost }
                        : d,
          );
        });
        // Added documents: new ids, or (reuseIds) ids of earlier documents, which may then be there twice.
        added.forEach((d, i) => head.push({ id: reuseIds ? id(i) : `new${i}`, ...d }));
        if (reverse) head = head.reverse();

        const first = Bm25Index.build(base, analyzer, params, { reusable: true });
        const incremental = Bm25Index.build(head, analyzer, params, { from: first });
        const fresh = Bm25Index.build(head, analyzer, params);
        const all = [...SINGLE, ...queries];
        const ids = head.map((d) => d.id);
        expect(observe(incremental, all, ids)).toEqual(observe(fresh, all, ids));
        expect(fresh.reusedDocs()).toBe(0);
        // With unique ids at base: every unchanged document (same id, text, and heading when headings
        // are indexed) that keeps its order relative to the ones reused before it was kept, not analysed.
        if (dupIds) return;
        let last = -1;
        let expected = 0;
        for (const h of head) {
          const extra = params.fields !== undefined && (params.fields.title.weight > 0 || params.fields.headings.weight > 0);
          const p = base.findIndex(
            (d) =>
              d.id === h.id &&
              d.text === h.text &&
              (params.headingBoost === 0 || d.heading === h.heading) &&
              (!extra || (d.title === h.title && d.headings === h.headings)),
          );
          if (p > last) {
            last = p;
            expected++;
          }
        }
        expect(incremental.reusedDocs()).toBe(expected);
        if (!reverse) expect(expected).toBeGreaterThanOrEqual(kept);
      },
    ),
    { numRuns: 400 },
  );
});

describe('when nothing is reused (the build is from scratch)', () => {
  const docs: Bm25Doc[] = [
    { id: 'a', text: 'alpha beta gamma', heading: 'install' },
    { id: 'b', text: 'beta beta delta', heading: 'setup guide' },
  ];
  const params = { k1: 1.2, b: 0.75, headingBoost: 1 };
  const reused = (from: Bm25Index, a = analyzer, p = params) => Bm25Index.build(docs, a, p, { from }).reusedDocs();

  test('reuse happens from a reusable index built with the same analyzer and heading boost', () => {
    expect(reused(Bm25Index.build(docs, analyzer, params, { reusable: true }))).toBe(2);
    // k1 and b are not part of the analysis: they may differ.
    expect(reused(Bm25Index.build(docs, analyzer, params, { reusable: true }), analyzer, { ...params, k1: 2, b: 0.1 })).toBe(2);
  });

  test('not from an index that was not built reusable, or whose analysis was released', () => {
    expect(reused(Bm25Index.build(docs, analyzer, params))).toBe(0);
    const released = Bm25Index.build(docs, analyzer, params, { reusable: true });
    released.forgetAnalysis();
    expect(reused(released)).toBe(0);
  });

  test('not across analyzers or heading boosts', () => {
    const other = createAnalyzer({ language: 'english', stopwords: true, stemming: true, cjk_bigrams: true });
    expect(reused(Bm25Index.build(docs, other, params, { reusable: true }))).toBe(0);
    expect(reused(Bm25Index.build(docs, analyzer, { ...params, headingBoost: 2 }, { reusable: true }))).toBe(0);
  });
});
