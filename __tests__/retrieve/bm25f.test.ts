/**
 * BM25F fields (page title, heading trail), page boosts and score explanations (issue 11):
 * scores checked against the formula computed by hand, explanations against the scores.
 */
import { DEFAULT_CONFIG, type RetrieverConfig } from '../../src/config/types';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import { Bm25Index, type Bm25Doc, type Bm25Params } from '../../src/retrieve/bm25/bm25';
import { bm25Label, createBm25Retriever } from '../../src/retrieve/bm25/bm25-retriever';
import { boostRules, pageBoosts } from '../../src/retrieve/boosts';
import type { Chunk } from '../../src/types';

const plain = createAnalyzer({ language: 'none', stopwords: false, stemming: false, cjk_bigrams: true });
const FIELDS = { title: { weight: 3, b: 0.3 }, headings: { weight: 4, b: 0.5 } };

describe('BM25F: title and headings as fields with their own weight and b', () => {
  const docs: Bm25Doc[] = [
    { id: 'a', text: 'deploy the app with docker', title: 'Docker guide', headings: 'Deploy' },
    { id: 'b', text: 'deploy deploy deploy to the cloud', title: 'Cloud', headings: 'Other things' },
    { id: 'c', text: 'nothing here', title: 'Reference', headings: '' },
  ];
  const params: Bm25Params = { k1: 1.2, b: 0.75, headingBoost: 0, fields: FIELDS };

  test('every score is the BM25F formula: tf~ = Σ w_f·tf_f / B_f, one saturation', () => {
    const idx = Bm25Index.build(docs, plain, params);
    // By hand: lengths body a 5, b 6, c 2 (avg 13/3); title a 2, b 1, c 1 (avg 4/3); headings a 1, b 2, c 0 (avg 1).
    const B = (b: number, len: number, avg: number) => 1 - b + (b * len) / avg;
    const n = 3;
    const idf = (nt: number) => Math.log(1 + (n - nt + 0.5) / (nt + 0.5));
    // The index stores each tf~ as a float (Math.fround), and scores from the stored value.
    const sat = (tf: number) => (Math.fround(tf) * 2.2) / (Math.fround(tf) + 1.2);
    // `deploy`: a has it in body (1) and headings (1); b in body (3).
    const tfA = 1 / B(0.75, 5, 13 / 3) + (4 * 1) / B(0.5, 1, 1);
    const tfB = 3 / B(0.75, 6, 13 / 3);
    const hits = idx.search('deploy', 10);
    expect(hits.map((h) => h.id)).toEqual(['a', 'b']);
    expect(hits[0].score).toBeCloseTo(idf(2) * sat(tfA), 12);
    expect(hits[1].score).toBeCloseTo(idf(2) * sat(tfB), 12);
    // `docker`: body and title of a.
    const tfDocker = 1 / B(0.75, 5, 13 / 3) + (3 * 1) / B(0.3, 2, 4 / 3);
    expect(idx.search('docker', 10)[0].score).toBeCloseTo(idf(1) * sat(tfDocker), 12);
  });

  test('a term only in the title is found, and a field of weight 0 adds nothing', () => {
    const idx = Bm25Index.build(docs, plain, params);
    expect(idx.search('reference', 10).map((h) => h.id)).toEqual(['c']);
    const noTitle = Bm25Index.build(docs, plain, { ...params, fields: { ...FIELDS, title: { weight: 0, b: 0 } } });
    expect(noTitle.search('reference', 10)).toEqual([]);
  });

  test('without fields, the index is plain BM25 exactly', () => {
    const off = Bm25Index.build(docs, plain, { k1: 1.2, b: 0.75, headingBoost: 0 });
    const zero = Bm25Index.build(docs, plain, { k1: 1.2, b: 0.75, headingBoost: 0, fields: { title: { weight: 0, b: 0.3 }, headings: { weight: 0, b: 0.3 } } });
    expect(zero.search('deploy docker', 10)).toEqual(off.search('deploy docker', 10));
  });

  test('a page boost multiplies the score; explanations split it by field and add up to it', () => {
    const boosted = docs.map((d) => (d.id === 'b' ? { ...d, boost: 0.25 } : d));
    const idx = Bm25Index.build(boosted, plain, params);
    const base = Bm25Index.build(docs, plain, params);
    const [b0] = base.search('cloud', 10);
    const [b1] = idx.search('cloud', 10);
    expect(b1.score).toBeCloseTo(b0.score * 0.25, 12);
    for (const q of ['deploy docker', 'cloud deploy', 'reference']) {
      for (const h of idx.search(q, 10)) {
        const e = idx.explainDoc(q, boosted.find((d) => d.id === h.id)!)!;
        expect(e.score).toBeCloseTo(h.score, 10);
        for (const t of e.terms) expect(t.fields.body + t.fields.title + t.fields.headings).toBeCloseTo(t.score, 12);
      }
    }
    const e = idx.explainDoc('deploy docker', docs[0])!;
    expect(e.terms.map((t) => t.term)).toEqual(['deploy', 'docker']);
    expect(e.terms[0].fields.title).toBe(0);
    expect(e.terms[0].fields.headings).toBeGreaterThan(e.terms[0].fields.body);
    expect(e.terms[1].fields.headings).toBe(0);
    expect(idx.explainDoc('deploy', { id: 'zzz', text: '' })).toBeUndefined();
  });
});

describe('page boosts by path glob and front matter', () => {
  const boosts = { paths: { 'reference/**': 0.5, 'guides/**': 2 }, meta: { type: { generated: 0.25 }, 'review.status': { stale: 0.5 } } };
  test('every matching rule applies, in sorted order, and the product is the boost', () => {
    const rules = boostRules(boosts);
    expect(rules({ path: 'reference/cli.md', meta: { type: 'generated' } })).toEqual([
      { rule: 'paths reference/**', factor: 0.5 },
      { rule: 'meta type=generated', factor: 0.25 },
    ]);
    expect(rules({ path: 'guides/a.md', meta: { review: { status: 'stale' } } })).toEqual([
      { rule: 'paths guides/**', factor: 2 },
      { rule: 'meta review.status=stale', factor: 0.5 },
    ]);
    expect(rules({ path: 'index.md', meta: {} })).toEqual([]);
    const docs = [
      { path: 'reference/cli.md', meta: { type: 'generated' } },
      { path: 'index.md', meta: {} },
    ];
    expect([...pageBoosts(docs, boosts)]).toEqual([['reference/cli.md', 0.125]]);
  });

  test('a demoted reference page drops below the guide that explains the same thing', async () => {
    const chunk = (path: string, text: string): Chunk => ({ id: `${path}#`, path, docTitle: 'Page', trail: [], anchors: [], text, indexText: text, start: 0, end: text.length, part: 0 });
    const chunks = [chunk('reference/cli.md', 'cache cache cache option --no-cache'), chunk('guides/caching.md', 'how the cache works')];
    const cfg: RetrieverConfig = structuredClone(DEFAULT_CONFIG.retriever);
    const [before] = await createBm25Retriever(chunks, cfg).search(['cache'], 2);
    expect(before[0].id).toBe('reference/cli.md#');
    const withBoosts = { ...cfg, boosts: { paths: { 'reference/**': 0.25 }, meta: {} } };
    const r = createBm25Retriever(chunks, withBoosts, { boosts: pageBoosts(chunks.map((c) => ({ path: c.path, meta: {} })), withBoosts.boosts) });
    const [after] = await r.search(['cache'], 2);
    expect(after[0].id).toBe('guides/caching.md#');
    expect(r.explain!('cache', 'reference/cli.md#')!.boost).toBe(0.25);
    expect(bm25Label(withBoosts)).toContain('boosts=1');
  });
});
