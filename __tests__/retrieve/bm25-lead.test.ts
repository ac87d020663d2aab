/**
 * The lead hint (Bm25Doc.lead/body): the index analyses a chunk's heading path part by part
 * (memoized) and its body, instead of the joined text. It must index exactly the terms of the
 * joined text, and bm25Doc must derive the parts exactly as the chunker joined them.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildDocs } from '../../src/chunk/corpus';
import { DEFAULT_CONFIG, type RetrieverConfig } from '../../src/config/types';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import { Bm25Index, type Bm25Doc } from '../../src/retrieve/bm25/bm25';
import { bm25Doc, bm25Params } from '../../src/retrieve/bm25/bm25-retriever';
import { openFolderSource } from '../../src/source/folder';
import { selectionFromConfig } from '../../src/source/select';
import type { Chunk } from '../../src/types';

const ROOT = resolve(__dirname, '../..');
// RG_CORPORA: the corpora folder when the project is not next to `shared/` (a worktree elsewhere).
const CORPORA = process.env.RG_CORPORA ?? resolve(ROOT, '../shared/corpora');

const R: RetrieverConfig = DEFAULT_CONFIG.retriever;
const unhinted = (d: Bm25Doc): Bm25Doc => ({ ...d, lead: undefined, body: undefined });

/** Every search result and the index sizes, for comparing two builds. */
function rankings(index: Bm25Index, queries: string[]): unknown {
  return { stats: index.stats(), hits: queries.map((q) => index.search(q, 20)) };
}

function expectSameIndex(docs: Bm25Doc[], queries: string[], retriever: RetrieverConfig = R): void {
  const params = bm25Params(retriever);
  const hinted = Bm25Index.build(docs, createAnalyzer(retriever.analyzer), params);
  const whole = Bm25Index.build(docs.map(unhinted), createAnalyzer(retriever.analyzer), params);
  expect(rankings(hinted, queries)).toEqual(rankings(whole, queries));
}

/** A chunk whose indexed text is its heading path, a blank line, then its text, as the chunker makes it. */
function chunk(id: string, docTitle: string, trail: string[], text: string): Chunk {
  const refs = trail.map((t, i) => ({ text: t, slug: `s${i}`, ids: [], level: i + 1 }));
  const lead = docTitle ? [docTitle] : [];
  refs.forEach((h, k) => {
    if (h.text !== '' && !(k === 0 && h.text === docTitle)) lead.push(h.text);
  });
  const indexText = lead.length ? `${lead.join(' > ')}\n\n${text}` : text;
  return { id, path: id, docTitle, trail: refs, anchors: [], text, indexText, start: 0, end: text.length, part: 0 };
}

describe('lead hint: the same terms as the joined text', () => {
  test('edge cases at the joins: identifiers, marks, possessives, final sigma, U+0130', () => {
    const chunks = [
      chunk('a', 'getStaticPaths API', ['Using --dry-run', 'C++ and C#'], 'The getStaticPaths function; see --dry-run.'),
      chunk('b', "The user's guide--", ['__declspec_', 'std::move'], 'Body with ΑΣ and user\'s notes'),
      chunk('c', 'ΟΔΟΣ', ['ΑΣ', 'Final ς'], 'σ at the end ΑΣ'),
      chunk('d', 'İstanbul HTTPServer', ['Ärger'], 'httpServer camelCase'),
      chunk('e', 'Plain', ['Plain', 'Sub'], 'text with İ in the body and getX'),
      chunk('f', '', ['Only heading'], 'body of a page without title'),
      chunk('g', 'E1042 v3.2', ['', '/EHsc'], 'numbers 42 and v3.2'),
    ];
    const docs = chunks.map((c) => bm25Doc(c, R));
    expect(docs.every((d) => d.lead !== undefined)).toBe(true);
    const queries = ['getStaticPaths', 'get static paths', '--dry-run dry run', 'c++ c#', 'user guide', '__declspec declspec', 'std::move move', 'ας σ ς οδος', 'istanbul i̇stanbul http server', 'ärger', 'plain sub', 'e1042 v3.2 ehsc', 'camel case getx'];
    expectSameIndex(docs, queries);
    expectSameIndex(docs, queries, { ...R, analyzer: { ...R.analyzer, code_identifiers: false } });
    expectSameIndex(docs, queries, { ...R, bm25: { ...R.bm25, heading_boost: 2, fields: { title: { weight: 0, b: 0.3 }, headings: { weight: 0, b: 0.3 } } } });
  });

  test('a hint whose lengths do not add up is not used', () => {
    const c = chunk('a', 'Title', ['Heading'], 'body words');
    const doc: Bm25Doc = { ...bm25Doc(c, R), lead: ['Other title that is longer'] };
    const hinted = Bm25Index.build([doc], createAnalyzer(R.analyzer), bm25Params(R));
    expect(hinted.search('title heading', 5).map((h) => h.matched)).toEqual([['titl', 'head']]);
    expect(hinted.search('other longer', 5)).toEqual([]);
  });
});

// The last case: short sections combined into one chunk (its lead is its first section's).
describe.each([
  ['flask-docs', 0],
  ['astro-docs', 0],
  ['tldr', 0],
  ['astro-docs', 600],
])('lead hint over %s, combine_under %d', (name, combineUnder) => {
  const chunking = { ...DEFAULT_CONFIG.chunking, combine_under: combineUnder };
  const dir = resolve(CORPORA, name, 'docs');
  const present = existsSync(dir);
  (present ? test : test.skip)('every chunk: the hint joins back to its indexed text, and the index ranks as without it', async () => {
    const reader = await openFolderSource(dir);
    const snapshot = await reader.snapshot(selectionFromConfig(DEFAULT_CONFIG));
    const chunks = buildDocs(snapshot, chunking).docs.flatMap((d) => d.chunks);
    if (combineUnder > 0) expect(chunks.some((c) => c.combined)).toBe(true);
    const memo = {};
    const docs = chunks.map((c) => bm25Doc(c, R, { memo }));
    // The memo of consecutive chunks gives what each chunk gives alone. (One expect over all
    // chunks, not one per chunk: an expect() call costs more than what it checks here.)
    expect(docs).toEqual(chunks.map((c) => bm25Doc(c, R)));
    // Unhinted, the indexed text is the text; hinted, the hint joins back to it.
    const joined = docs.map((d, i) => (d.lead === undefined ? chunks[i].text : `${d.lead.join(' > ')}\n\n${d.body}`));
    expect(joined).toEqual(chunks.map((c) => c.indexText));
    const hinted = docs.filter((d) => d.lead !== undefined).length;
    expect(hinted).toBeGreaterThan(0);
    // Queries: the last heading of chunks spread over the corpus, and words of their bodies.
    const step = Math.max(1, Math.floor(chunks.length / 40));
    const queries: string[] = [];
    for (let i = 0; i < chunks.length; i += step) {
      const c = chunks[i];
      if (c.trail.length) queries.push(c.trail[c.trail.length - 1].text);
      queries.push(c.text.slice(0, 60));
    }
    expectSameIndex(docs, queries);
  }, 120_000);
});
