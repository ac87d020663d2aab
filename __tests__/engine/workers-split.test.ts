/**
 * Chunks analysed in batches (as worker threads do: engine/workers/) and merged give the index a
 * single build gives, whatever the split: same term numbering, postings, lengths, scores and
 * rankings, including when the build takes only some of the analysed chunks (filters).
 */
import fc from 'fast-check';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import { AnalysisSession, analyseDocs, Bm25Index, type AnalysedDocs, type Bm25Doc, type Bm25Params } from '../../src/retrieve/bm25/bm25';
import { decodeBatch, encodeBatch } from '../../src/engine/workers/chunk-batch';
import { mergeAnalysed } from '../../src/engine/workers/merge-analysed';

const analyzer = createAnalyzer({ language: 'english', stopwords: true, stemming: true, cjk_bigrams: true, code_identifiers: true });
const WORDS = ['Parsing', 'parser', 'parse', 'the', 'std::vector', 'getValue', 'HTTP', 'cache', 'caching', 'Remarks', 'error', 'C2065', '索引', 'an', 'İstanbul'];
const TITLES = ['Guide', 'API reference', 'Remarks', 'std::move'];

const words = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(' '));

/** A chunk as bm25Doc makes one: with a lead (title, trail) and body, or a plain text. */
const docArb = fc.record({ title: fc.constantFrom(...TITLES), trail: fc.array(fc.constantFrom(...TITLES, ''), { maxLength: 2 }), body: words(0, 30), lead: fc.boolean(), heading: fc.option(words(1, 3), { nil: undefined }) });

function toDocs(raw: Array<{ title: string; trail: string[]; body: string; lead: boolean; heading?: string }>): Bm25Doc[] {
  return raw.map((r, i) => {
    const lead = [r.title, ...r.trail];
    const doc: Bm25Doc = { id: `d${String(i).padStart(3, '0')}`, text: r.lead ? `${lead.join(' > ')}\n\n${r.body}` : r.body, title: r.title, headings: r.trail.join(' > ') };
    if (r.lead) {
      doc.lead = lead;
      doc.body = r.body;
    }
    if (r.heading !== undefined) doc.heading = r.heading;
    return doc;
  });
}

const FIELDS: Bm25Params = { k1: 1.2, b: 0.5, headingBoost: 0, fields: { title: { weight: 3, b: 0.3 }, headings: { weight: 4, b: 0.3 } } };
const LEGACY: Bm25Params = { k1: 1.2, b: 0.75, headingBoost: 2 };

/** What the index is made of, for exact comparison. */
function internals(index: Bm25Index): Record<string, unknown> {
  const x = index as unknown as Record<string, unknown>;
  return { terms: [...(x.termIds as Map<string, number>)], offsets: x.offsets, postDocs: x.postDocs, postTfs: x.postTfs, norm: x.norm, ptf: x.ptf, stats: index.stats() };
}

/**
 * Splits `docs` at the sorted cut points, each batch analysed after a trip through the worker
 * message form: alone (`threads` 0), or by one of `threads` sessions (as worker threads do), the
 * batches taken in the order `order` shuffles them into.
 */
function analysedInBatches(docs: Bm25Doc[], cuts: number[], params: Bm25Params, threads = 0, order: number[] = []) {
  const bounds = [0, ...[...new Set(cuts.map((c) => c % (docs.length + 1)))].sort((a, b) => a - b), docs.length];
  const batches: Bm25Doc[][] = [];
  const where: Array<[number, number]> = [];
  for (let b = 0; b + 1 < bounds.length; b++) {
    const batch = docs.slice(bounds[b], bounds[b + 1]);
    if (batch.length === 0) continue;
    batch.forEach((_, i) => where.push([batches.length, i]));
    batches.push(batch);
  }
  const sessions = Array.from({ length: threads }, (_, t) => new AnalysisSession(analyzer, params, t + 1));
  const parts: AnalysedDocs[] = new Array(batches.length);
  const todo = batches.map((_, i) => i).sort((x, y) => (order[x] ?? 0) - (order[y] ?? 0) || x - y);
  for (const i of todo) {
    const docsOf = decodeBatch(encodeBatch(batches[i]));
    parts[i] = threads ? sessions[(order[i] ?? i) % threads].analyse(docsOf) : analyseDocs(docsOf, analyzer, params);
  }
  return { parts, where };
}

describe('analysis split into batches, merged', () => {
  for (const [name, params] of [['BM25F fields', FIELDS], ['heading field', LEGACY]] as const) {
    test(`${name}: any split over any sessions in any order, any chosen subsequence, builds the single-build index`, () => {
      fc.assert(
        fc.property(fc.array(docArb, { minLength: 1, maxLength: 40 }), fc.array(fc.nat(), { maxLength: 6 }), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), fc.boolean(), fc.nat(3), fc.array(fc.nat(), { maxLength: 7 }), (raw, cuts, keepMask, reusable, threads, order) => {
          const docs = toDocs(raw);
          const { parts, where } = analysedInBatches(docs, cuts, params, threads, order);
          const keep = docs.map((_, i) => keepMask[i]);
          const chosen = docs.filter((_, i) => keep[i]);
          const picked = where.filter((_, i) => keep[i]);
          const analysed = mergeAnalysed(parts, { part: Uint32Array.from(picked, (w) => w[0]), doc: Uint32Array.from(picked, (w) => w[1]) });
          const merged = Bm25Index.build(chosen, analyzer, params, { analysed, reusable });
          const single = Bm25Index.build(chosen, analyzer, params, { reusable });
          expect(internals(merged)).toEqual(internals(single));
          for (const q of ['parsing the cache', 'std::vector getValue', 'Remarks error', '索引', 'guide']) expect(merged.search(q, 50)).toEqual(single.search(q, 50));
        }),
        { numRuns: 150 },
      );
    });
  }

  test('a head built incrementally from a base built from batches ranks as one built from scratch', () => {
    fc.assert(
      fc.property(fc.array(docArb, { minLength: 2, maxLength: 30 }), fc.array(fc.nat(), { maxLength: 4 }), fc.nat(), (raw, cuts, changed) => {
        const docs = toDocs(raw);
        const { parts, where } = analysedInBatches(docs, cuts, FIELDS);
        const analysed = mergeAnalysed(parts, { part: Uint32Array.from(where, (w) => w[0]), doc: Uint32Array.from(where, (w) => w[1]) });
        const base = Bm25Index.build(docs, analyzer, FIELDS, { analysed, reusable: true });
        const head = docs.map((d, i) => (i === changed % docs.length ? { id: d.id, text: `${d.text} parser caching` } : d));
        const built = Bm25Index.build(head, analyzer, FIELDS, { from: base });
        expect(built.reusedDocs()).toBe(docs.length - 1);
        const scratch = Bm25Index.build(head, analyzer, FIELDS);
        for (const q of ['parsing the cache', 'getValue HTTP', 'caching parser']) expect(built.search(q, 50)).toEqual(scratch.search(q, 50));
      }),
      { numRuns: 60 },
    );
  });

  test('choosing a batch\'s documents out of order is refused', () => {
    const docs = toDocs([{ title: 'Guide', trail: [], body: 'parse', lead: true }, { title: 'Guide', trail: [], body: 'cache', lead: true }]);
    const part = analyseDocs(docs, analyzer, FIELDS);
    expect(() => mergeAnalysed([part], { part: Uint32Array.of(0, 0), doc: Uint32Array.of(1, 0) })).toThrow(/out of order/);
  });
});
