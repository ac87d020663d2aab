import { buildDocs, DocCache } from '../../src/chunk/corpus';
import { DEFAULT_CONFIG, type RetrieverConfig } from '../../src/config/types';
import { createSideRetriever, sharedAnalysisFor } from '../../src/engine/shared-bm25';
import { createRetriever } from '../../src/retrieve/factory';
import type { Snapshot } from '../../src/types';
import { BASE_FILES, DOCS_PR } from './repo-fixture';

const snap = (files: Record<string, string | null>): Snapshot => ({
  label: 'x',
  files: Object.entries(files)
    .filter(([p, t]) => t !== null && p.endsWith('.md'))
    .map(([path, text]) => ({ path, hash: `h-${(text as string).length}-${path}`, text: text as string, size: (text as string).length })),
  notes: [],
});

const queries = ['Can I return refurbished headphones?', 'annual plans billing', 'shipping to Canada', 'WH-1000', 'nothing matches zzzz'];
const deps = { cwd: '/', env: {} };

describe('shared analysis between the two sides', () => {
  const cache = new DocCache();
  const base = buildDocs(snap(BASE_FILES), DEFAULT_CONFIG.chunking, cache).docs;
  const head = buildDocs(snap({ ...BASE_FILES, ...DOCS_PR }), DEFAULT_CONFIG.chunking, cache).docs;

  test.each([
    ['defaults', DEFAULT_CONFIG.retriever],
    ['heading field boosted', { ...DEFAULT_CONFIG.retriever, bm25: { k1: 0.9, b: 0.4, heading_boost: 2 } }],
    ['path filter', { ...DEFAULT_CONFIG.retriever, filters: { exclude_meta: {}, exclude_paths: ['docs/outlet/**'] } }],
  ] as Array<[string, RetrieverConfig]>)('ranks exactly as the factory does (%s)', async (_name, config) => {
    const shared = sharedAnalysisFor(config, config);
    expect(shared).not.toBeNull();
    const fastBase = await (await createSideRetriever(base, config, deps, shared)).search(queries, 10);
    const fastHead = await (await createSideRetriever(head, config, deps, shared)).search(queries, 10);
    expect(fastBase).toEqual(await (await createRetriever(base, config, deps)).search(queries, 10));
    expect(fastHead).toEqual(await (await createRetriever(head, config, deps)).search(queries, 10));
    // The unchanged chunks were analysed once: the head build copied their analysis from the base index.
    expect(shared!.reused).toBeGreaterThan(0);
  });

  test('no sharing when the analyzers differ or the retriever is not plain BM25', () => {
    const r = DEFAULT_CONFIG.retriever;
    expect(sharedAnalysisFor(r, { ...r, analyzer: { ...r.analyzer, stemming: false } })).toBeNull();
    expect(sharedAnalysisFor(r, { ...r, type: 'dense' })).toBeNull();
    expect(sharedAnalysisFor(r, { ...r, rerank: { url: 'http://127.0.0.1:1/rerank', top_n: 5, timeout_ms: 10, max_retries: 0 } })).toBeNull();
  });
});
