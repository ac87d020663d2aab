/**
 * BM25F's pseudo-frequency (bm25-index.ts `pseudoFrequency`) is computed on every way an index
 * can be built: laid out straight from one analysis, from analyses in batches merged (the worker
 * threads), summed from the raw counts a `reusable` build keeps, and merged from an earlier
 * index (`from`, compare's head). Every path must store the same bits, so a ranking never depends
 * on how the index was built, and the explanation must give the ranked score exactly. Checked on
 * random corpora with random field weights and length normalisations.
 */
import fc from 'fast-check';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import { analyseDocs, Bm25Index, type Bm25Doc, type Bm25Params } from '../../src/retrieve/bm25/bm25';
import { mergeAnalysed } from '../../src/engine/workers/merge-analysed';

const analyzer = createAnalyzer({ language: 'english', stopwords: true, stemming: true, cjk_bigrams: true, code_identifiers: true });
const WORDS = ['parse', 'parser', 'cache', 'caching', 'the', 'getValue', 'HTTP', 'error', 'Remarks', 'guide', 'vector'];
const QUERIES = ['parse the cache', 'getValue error', 'guide', 'remarks caching parser', 'vector vector http'];

const words = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(' '));
const docArb = fc.record({ text: words(1, 14), title: fc.option(words(1, 3), { nil: undefined }), headings: fc.option(words(1, 4), { nil: undefined }), heading: fc.option(words(1, 3), { nil: undefined }) });
const weightArb = fc.constantFrom(0, 0.5, 1, 2.5);
const bArb = fc.constantFrom(0, 0.3, 0.75, 1);
const paramsArb = fc
  .record({ k1: fc.constantFrom(0.9, 1.2, 2), b: bArb, headingBoost: fc.constantFrom(0, 0.5), tw: weightArb, tb: bArb, hw: weightArb, hb: bArb })
  // At least one extra field weighted, or the index is plain BM25 and no pseudo-frequency is computed.
  .filter((p) => p.tw > 0 || p.hw > 0)
  .map((p): Bm25Params => ({ k1: p.k1, b: p.b, headingBoost: p.headingBoost, fields: { title: { weight: p.tw, b: p.tb }, headings: { weight: p.hw, b: p.hb } } }));

const toDocs = (raw: Array<{ text: string; title?: string; headings?: string; heading?: string }>): Bm25Doc[] =>
  raw.map((r, i) => ({ id: `d${String(i).padStart(2, '0')}`, ...r }));

/** The documents analysed in batches cut at `cuts`, merged as the engine merges its workers' results. */
function mergedInBatches(docs: Bm25Doc[], cuts: number[], params: Bm25Params) {
  const at = [...new Set(cuts.map((c) => c % docs.length))].filter((c) => c > 0).sort((x, y) => x - y);
  const bounds = [0, ...at, docs.length];
  const parts = [];
  const part: number[] = [];
  const doc: number[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    parts.push(analyseDocs(docs.slice(bounds[i], bounds[i + 1]), analyzer, params));
    for (let d = bounds[i]; d < bounds[i + 1]; d++) {
      part.push(i);
      doc.push(d - bounds[i]);
    }
  }
  return mergeAnalysed(parts, { part: Uint32Array.from(part), doc: Uint32Array.from(doc) });
}

test('every build path gives the same scores, to the bit, and the explanation gives the ranked score', () => {
  fc.assert(
    fc.property(fc.array(docArb, { minLength: 2, maxLength: 20 }), paramsArb, fc.array(fc.nat(), { maxLength: 3 }), fc.nat(), (raw, params, cuts, changed) => {
      const docs = toDocs(raw);
      // The base of a `from` build: the same documents but one, whose text differs, so the build
      // both reuses postings and analyses a document.
      const c = changed % docs.length;
      const base = Bm25Index.build(docs.map((d, i) => (i === c ? { ...d, text: `${d.text} caching` } : d)), analyzer, params, { reusable: true });
      const builds: Record<string, Bm25Index> = {
        'laid out from one analysis': Bm25Index.build(docs, analyzer, params),
        'summed from raw counts (reusable)': Bm25Index.build(docs, analyzer, params, { reusable: true }),
        'laid out from merged batches': Bm25Index.build(docs, analyzer, params, { analysed: mergedInBatches(docs, cuts, params) }),
        'summed from merged batches (reusable)': Bm25Index.build(docs, analyzer, params, { analysed: mergedInBatches(docs, cuts, params), reusable: true }),
        'merged from an earlier index': Bm25Index.build(docs, analyzer, params, { from: base }),
      };
      expect(builds['merged from an earlier index'].reusedDocs()).toBe(docs.length - 1);
      const [first, ...others] = Object.entries(builds);
      for (const q of QUERIES) {
        const want = first[1].search(q, 100);
        for (const [name, index] of others) expect({ name, hits: index.search(q, 100) }).toEqual({ name, hits: want });
        for (const hit of want) {
          const doc = docs.find((d) => d.id === hit.id)!;
          expect(first[1].explainDoc(q, doc)?.score).toBe(hit.score);
        }
      }
    }),
    { numRuns: 200 },
  );
});
