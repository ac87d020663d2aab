import { DEFAULT_CONFIG, type RetrieverConfig } from '../../src/config/types';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import { Bm25Index, type Bm25Doc } from '../../src/retrieve/bm25/bm25';
import { bm25Label, createBm25Retriever, headingText } from '../../src/retrieve/bm25/bm25-retriever';
import type { Chunk } from '../../src/types';

const plain = createAnalyzer({ language: 'none', stopwords: false, stemming: false, cjk_bigrams: true });
const LUCENE = { k1: 1.2, b: 0.75, headingBoost: 0 };

// Three documents, lengths 2, 3, 4: avgdl = 3, N = 3.
const THREE: Bm25Doc[] = [
  { id: 'd1', text: 'apple banana' },
  { id: 'd2', text: 'apple apple cherry' },
  { id: 'd3', text: 'banana cherry cherry date' },
];

describe('BM25 scores, computed by hand', () => {
  const index = Bm25Index.build(THREE, plain, LUCENE);
  // idf = ln(1 + (N - n + 0.5) / (n + 0.5)); norm(d) = k1 * (1 - b + b * dl / avgdl)
  const idf2 = Math.log(1 + 1.5 / 2.5); // a term in 2 of 3 documents: ln 1.6
  const idf1 = Math.log(1 + 2.5 / 1.5); // a term in 1 of 3 documents: ln(8/3)
  const norm = (dl: number) => 1.2 * (0.25 + (0.75 * dl) / 3); // d1 0.9, d2 1.2, d3 1.5

  test('one term: "apple"', () => {
    const hits = index.search('apple', 10);
    expect(hits.map((h) => h.id)).toEqual(['d2', 'd1']);
    expect(hits[0].score).toBeCloseTo((idf2 * 2 * 2.2) / (2 + norm(3)), 12); // = idf · 4.4/3.2
    expect(hits[1].score).toBeCloseTo((idf2 * 1 * 2.2) / (1 + norm(2)), 12); // idf · 2.2/1.9
    expect(hits[0].score).toBeCloseTo(Math.log(1.6) * 1.375, 12);
    expect(hits[1].score).toBeCloseTo(Math.log(1.6) * (2.2 / 1.9), 12);
  });

  test('two terms add up: "cherry date"', () => {
    const hits = index.search('cherry date', 10);
    const d3 = (idf2 * 2 * 2.2) / (2 + norm(4)) + (idf1 * 1 * 2.2) / (1 + norm(4));
    const d2 = (idf2 * 1 * 2.2) / (1 + norm(3));
    expect(hits.map((h) => h.id)).toEqual(['d3', 'd2']);
    expect(hits[0].score).toBeCloseTo(d3, 12);
    expect(hits[1].score).toBeCloseTo(d2, 12);
    expect(hits[0].matched).toEqual(['cherry', 'date']);
    expect(hits[1].matched).toEqual(['cherry']);
  });

  test('a repeated query term counts twice (Lucene BooleanQuery of its clauses)', () => {
    const once = index.search('date', 10)[0].score;
    expect(index.search('date date', 10)[0].score).toBeCloseTo(2 * once, 12);
  });

  test('k1 and b come from the parameters', () => {
    const flat = Bm25Index.build(THREE, plain, { k1: 0.9, b: 0, headingBoost: 0 });
    const hits = flat.search('apple', 10);
    expect(hits[0].score).toBeCloseTo((idf2 * 2 * 1.9) / (2 + 0.9), 12);
    expect(hits[1].score).toBeCloseTo((idf2 * 1 * 1.9) / (1 + 0.9), 12);
  });

  test('matched terms are right past the 32 terms a bit mask holds', () => {
    // 40 distinct letter-only words: wa, wb, … wz, xa, … xn.
    const words = Array.from({ length: 40 }, (_, i) => `${'wx'[Math.floor(i / 26)]}${String.fromCharCode(97 + (i % 26))}`);
    const [w0, w5, w31, w32, w39] = [words[0], words[5], words[31], words[32], words[39]];
    const docs: Bm25Doc[] = [
      { id: 'low', text: `${w0} ${w5} ${w31}` },
      { id: 'high', text: `${w32} ${w39} ${w5}` },
    ];
    const idx = Bm25Index.build(docs, plain, LUCENE);
    const hits = idx.search(words.join(' '), 5);
    const byId = Object.fromEntries(hits.map((h) => [h.id, h.matched]));
    expect(byId).toEqual({ low: [w0, w5, w31], high: [w5, w32, w39] });
    expect(idx.explain(words.join(' '), 'high')).toEqual([w5, w32, w39]);
  });

  test('unknown terms, empty queries and k = 0 give nothing', () => {
    expect(index.search('kiwi', 10)).toEqual([]);
    expect(index.search('', 10)).toEqual([]);
    expect(index.search('apple', 0)).toEqual([]);
    expect(index.search('apple', 1).map((h) => h.id)).toEqual(['d2']);
  });

  test('explain names the query terms a document contains', () => {
    expect(index.explain('banana cherry kiwi', 'd3')).toEqual(['banana', 'cherry']);
    expect(index.explain('banana cherry', 'd2')).toEqual(['cherry']);
    expect(index.explain('banana', 'nope')).toEqual([]);
    expect(index.stats()).toEqual({ docs: 3, terms: 4, postings: 7, avgdl: 3 });
  });

  test('an empty index answers nothing', () => {
    expect(Bm25Index.build([], plain, LUCENE).search('apple', 5)).toEqual([]);
  });
});

describe('heading field (BM25F-style)', () => {
  // dl and tf both take boost × the heading's counts, then one saturation.
  const docs: Bm25Doc[] = [
    { id: 'a', text: 'install the tool', heading: 'Setup' },
    { id: 'b', text: 'setup steps follow', heading: 'Overview' },
  ];

  test('boost 0 ignores the heading field', () => {
    const idx = Bm25Index.build(docs, plain, LUCENE);
    expect(idx.search('setup', 5).map((h) => h.id)).toEqual(['b']);
  });

  test('boost 2: tf and dl gain 2 × the heading counts', () => {
    const idx = Bm25Index.build(docs, plain, { ...LUCENE, headingBoost: 2 });
    // dl: a = 3 + 2·1 = 5, b = 3 + 2·1 = 5, avgdl 5. 'setup': tf a = 2 (heading), tf b = 1 (body), n = 2.
    const idf = Math.log(1 + 0.5 / 2.5);
    const hits = idx.search('setup', 5);
    expect(hits.map((h) => h.id)).toEqual(['a', 'b']);
    expect(hits[0].score).toBeCloseTo((idf * 2 * 2.2) / (2 + 1.2), 12);
    expect(hits[1].score).toBeCloseTo((idf * 1 * 2.2) / (1 + 1.2), 12);
  });
});

describe('order and determinism', () => {
  test('equal scores are ordered by id, plain code-unit order', () => {
    const docs = ['b', 'a10', 'a9', 'A', 'c'].map((id) => ({ id, text: 'same words here' }));
    expect(Bm25Index.build(docs, plain, LUCENE).search('words', 10).map((h) => h.id)).toEqual(['A', 'a10', 'a9', 'b', 'c']);
  });

  test('the heap keeps the best k, ties by id, whatever the insertion order', () => {
    const docs: Bm25Doc[] = [];
    for (let i = 0; i < 500; i++) docs.push({ id: `x${(i * 7919) % 500}`, text: i % 3 === 0 ? 'apple apple' : 'apple pear' });
    const idx = Bm25Index.build(docs, plain, LUCENE);
    const all = idx.search('apple', 1000);
    expect(all).toHaveLength(500);
    const top = idx.search('apple', 25);
    expect(top).toEqual(all.slice(0, 25));
    const sorted = [...all].sort((p, q) => q.score - p.score || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0));
    expect(all.map((h) => h.id)).toEqual(sorted.map((h) => h.id));
  });

  test('same documents in another order, same answers byte for byte; repeated queries too', () => {
    const docs: Bm25Doc[] = Array.from({ length: 60 }, (_, i) => ({ id: `doc-${i}`, text: `w${i % 7} w${i % 5} w${i % 3} common ${'pad '.repeat(i % 4)}` }));
    const a = Bm25Index.build(docs, plain, LUCENE);
    const b = Bm25Index.build([...docs].reverse(), plain, LUCENE);
    for (const q of ['w1 w2', 'common', 'w0 w4 pad', 'w6']) {
      const first = JSON.stringify(a.search(q, 20));
      expect(JSON.stringify(b.search(q, 20))).toBe(first);
      expect(JSON.stringify(a.search(q, 20))).toBe(first); // the scratch arrays were reset
    }
  });
});

function chunk(id: string, text: string, title: string, trail: string[]): Chunk {
  const indexText = `${[title, ...trail].join(' > ')}\n\n${text}`;
  return {
    id,
    path: id.split('#')[0],
    docTitle: title,
    trail: trail.map((t, i) => ({ text: t, slug: t.toLowerCase(), ids: [], level: i + 1 })),
    anchors: trail.map((t) => t.toLowerCase()),
    text,
    indexText,
    start: 0,
    end: text.length,
    part: 0,
  };
}

describe('createBm25Retriever', () => {
  const chunks = [
    chunk('errors.md#c2065', 'The identifier was used before it was declared.', 'Compiler errors', ['Compiler errors', 'C2065']),
    chunk('flags.md#eh', 'Specifies the exception handling model. Use /EH with care.', 'Compiler options', ['/EH (Exception handling model)']),
    chunk('strings.md#strcpy_s', 'Copies a string. strcpy_s checks the destination size.', 'Safe CRT', ['strcpy_s']),
  ];
  const cfg: RetrieverConfig = structuredClone(DEFAULT_CONFIG.retriever);

  test('ranks chunks for several queries, fills matched, honours depth', async () => {
    const r = createBm25Retriever(chunks, cfg);
    expect(r.name).toBe('bm25(k1=1.2,b=0.5,title=3/b0.3,headings=4/b0.3)');
    const [a, b, c] = await r.search(['error C2065', '/EH exceptions', 'copying strings'], 1);
    expect(a).toEqual([expect.objectContaining({ id: 'errors.md#c2065', matched: ['error', 'c2065', 'c', '2065'] })]);
    expect(b[0].id).toBe('flags.md#eh');
    expect(b[0].matched).toEqual(['/eh', 'eh', 'except']);
    expect(c[0].id).toBe('strings.md#strcpy_s');
  });

  test('the name says what ran: parameters, and analyzer settings that differ from the defaults', () => {
    expect(bm25Label(cfg)).toBe('bm25(k1=1.2,b=0.5,title=3/b0.3,headings=4/b0.3)');
    const other: RetrieverConfig = {
      ...cfg,
      bm25: { ...DEFAULT_CONFIG.retriever.bm25, k1: 0.9, b: 0.4, heading_boost: 2, fields: { title: { weight: 0, b: 0 }, headings: { weight: 1, b: 0.2 } } },
      analyzer: { language: 'french', stemming: false, stopwords: ['le'], cjk_bigrams: false, code_identifiers: false },
    };
    expect(bm25Label(other)).toBe('bm25(k1=0.9,b=0.4,heading_boost=2,headings=1/b0.2,language=french,stemming=off,stopwords=1,cjk_bigrams=off,code_identifiers=off)');
    expect(bm25Label({ ...cfg, analyzer: { ...cfg.analyzer, stopwords: false } })).toBe('bm25(k1=1.2,b=0.5,title=3/b0.3,headings=4/b0.3,stopwords=off)');
  });

  test('heading text: title then trail, the title not repeated', () => {
    expect(headingText(chunks[0])).toBe('Compiler errors > C2065');
    expect(headingText(chunks[1])).toBe('Compiler options > /EH (Exception handling model)');
  });

  test('heading_boost > 0 lifts a chunk whose heading names the query', async () => {
    const two = [
      chunk('a.md#x', 'Install the package and run it.', 'Guide', ['Deploy']),
      chunk('b.md#y', 'We deploy nightly; deploy logs are kept.', 'Ops', ['Logs']),
    ];
    const flat = { ...cfg, bm25: { ...cfg.bm25, fields: { title: { weight: 0, b: 0 }, headings: { weight: 0, b: 0 } } } };
    const noBoost = await createBm25Retriever(two, flat).search(['deploy'], 2);
    expect(noBoost[0].map((h) => h.id)).toEqual(['b.md#y', 'a.md#x']);
    const boosted = await createBm25Retriever(two, { ...flat, bm25: { ...flat.bm25, heading_boost: 3 } }).search(['deploy'], 2);
    expect(boosted[0].map((h) => h.id)).toEqual(['a.md#x', 'b.md#y']);
    // The default headings field does the same without heading_boost.
    const fielded = await createBm25Retriever(two, cfg).search(['deploy'], 2);
    expect(fielded[0].map((h) => h.id)).toEqual(['a.md#x', 'b.md#y']);
    const e = createBm25Retriever(two, cfg).explain!('deploy', 'a.md#x')!;
    expect(e.fields.headings).toBeGreaterThan(0);
    expect(e.fields.title).toBe(0);
  });
});
