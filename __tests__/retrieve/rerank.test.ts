import { InputError } from '../../src/errors';
import { createRetriever } from '../../src/retrieve/factory';
import { applyRerank, createRerankRetriever, parseRerankResponse, rerankRequestBody } from '../../src/retrieve/rerank';
import { RERANK_DEFAULTS, type RerankApi, type RerankConfig } from '../../src/config/types';
import type { Hit, Retriever } from '../../src/types';
import { startRerankServer, type RerankShape } from '../support/loopback-rerank';
import type { LoopbackServer } from '../support/loopback-server';
import { CHUNKS, CORPUS, retrieverConfig } from './factory-docs';
import { inputError } from '../support/input-error';

const KEY = 'rk-SECRET-abcdef123456';
const TEXT = new Map(CHUNKS.map((c) => [c.id, c.indexText]));
const textOf = (id: string) => TEXT.get(id) ?? '';
/** First stage: every chunk, in reverse id order, scores 100, 99, … */
const FIRST: Hit[] = [...CHUNKS].sort((a, b) => (a.id < b.id ? 1 : -1)).map((c, i) => ({ id: c.id, score: 100 - i }));
const first = (asked: number[] = []): Retriever => ({
  name: 'first',
  search: async (qs, depth) => (asked.push(depth), qs.map(() => FIRST.slice(0, depth))),
});
const cfg = (url: string, over: Partial<RerankConfig> = {}): RerankConfig => ({
  ...RERANK_DEFAULTS,
  url,
  model: 'fake-rerank',
  timeout_ms: 1000,
  max_retries: 1,
  ...over,
});

let server: LoopbackServer;
afterEach(async () => server?.close());

/** Each real server family with the `rerank.api` that speaks to it, and the body it must receive. */
const SHAPES: Array<{ shape: RerankShape; api: RerankApi; body: (query: string, texts: string[]) => unknown; name: string }> = [
  {
    shape: 'results',
    api: 'cohere',
    body: (query, documents) => ({ model: 'fake-rerank', query, documents, top_n: documents.length }),
    name: 'rerank(fake-rerank top_n=6: first)',
  },
  {
    shape: 'data',
    api: 'cohere',
    body: (query, documents) => ({ model: 'fake-rerank', query, documents, top_n: documents.length }),
    name: 'rerank(fake-rerank top_n=6: first)',
  },
  {
    shape: 'tei',
    api: 'tei',
    body: (query, texts) => ({ query, texts, raw_scores: false }),
    name: 'rerank(fake-rerank api=tei top_n=6: first)',
  },
];

describe.each(SHAPES)('rerank, $shape server with api $api', ({ shape, api, body, name }) => {
  test('reorders the top_n candidates by the cross-encoder; the rest follow in first-stage order', async () => {
    server = await startRerankServer(shape);
    const asked: number[] = [];
    const secrets: string[] = [];
    const r = createRerankRetriever(first(asked), textOf, cfg(`${server.origin}/rerank`, { api, top_n: 6, api_key_env: 'RK' }), {
      cwd: '/',
      env: { RK: KEY },
      secret: (s) => secrets.push(s),
    });
    const [hits] = await r.search(['express delivery next day'], 8);
    expect(asked).toEqual([8]);
    expect(hits).toHaveLength(8);
    // Second in the first stage; of the first six candidates it shares the most words with the query.
    expect(FIRST[1].id).toBe('shipping/delivery.md#delivery-times');
    expect(hits[0].id).toBe('shipping/delivery.md#delivery-times');
    expect(new Set(hits.slice(0, 6).map((h) => h.id))).toEqual(new Set(FIRST.slice(0, 6).map((h) => h.id)));
    expect(hits.slice(6).map((h) => h.id)).toEqual(FIRST.slice(6, 8).map((h) => h.id));
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
    const req = server.requests[0];
    expect(req.path).toBe('/rerank');
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req.body).toEqual(body('express delivery next day', FIRST.slice(0, 6).map((h) => textOf(h.id))));
    expect(secrets).toEqual([KEY]);
    expect(r.name).toBe(name);
  });
});

describe('rerank api against the other family', () => {
  // The servers refuse a body without their list field (TEI: `texts`; Cohere: `documents`), so a
  // wrong `api` is a clear HTTP error naming the endpoint, never a silent non-rerank.
  test.each<[RerankShape, RerankApi]>([
    ['tei', 'cohere'],
    ['results', 'tei'],
  ])('%s server, api %s: HTTP 422 naming the endpoint', async (shape, api) => {
    server = await startRerankServer(shape);
    const r = createRerankRetriever(first(), textOf, cfg(`${server.origin}/rerank`, { api, max_retries: 0 }), { cwd: '/', env: {} });
    const e = await inputError(() => r.search(['q'], 3));
    expect(e.code).toBe('http');
    expect(e.message).toContain('HTTP 422');
    expect(e.message).toContain(`${server.origin}/rerank`);
  });

  test('a config without api (built before the key existed) speaks cohere', async () => {
    server = await startRerankServer('results');
    const { api: _omit, ...noApi } = cfg(`${server.origin}/rerank`);
    const r = createRerankRetriever(first(), textOf, noApi, { cwd: '/', env: {} });
    await r.search(['refund'], 2);
    expect(Object.keys(server.requests[0].body as object).sort()).toEqual(['documents', 'model', 'query', 'top_n']);
    expect(r.name).toBe('rerank(fake-rerank top_n=50: first)');
  });

  test('request bodies (pure): tei sends no model and no top_n', () => {
    expect(rerankRequestBody('tei', 'q', ['a', 'b'], 'm')).toEqual({ query: 'q', texts: ['a', 'b'], raw_scores: false });
    expect(rerankRequestBody('cohere', 'q', ['a', 'b'], 'm')).toEqual({ model: 'm', query: 'q', documents: ['a', 'b'], top_n: 2 });
    expect(rerankRequestBody('cohere', 'q', ['a'])).toEqual({ query: 'q', documents: ['a'], top_n: 1 });
  });
});

describe('rerank errors and retries', () => {
  test('429 with Retry-After then success; one request per query', async () => {
    server = await startRerankServer('results');
    server.script.push({ status: 429, headers: { 'retry-after': '0' }, body: '' });
    const r = createRerankRetriever(first(), textOf, cfg(`${server.origin}/rerank`), { cwd: '/', env: {} });
    const out = await r.search(['refund annual plans', 'express delivery'], 3);
    expect(out.map((h) => h[0].id)).toEqual(['billing/refunds.md#annual-plans', 'shipping/delivery.md#delivery-times']);
    expect(server.requests).toHaveLength(3);
  });

  test('still 500: InputError(http) with status and endpoint, not the key', async () => {
    server = await startRerankServer('results');
    server.script.push({ status: 500, body: `oops ${KEY}` }, { status: 500, body: `oops ${KEY}` });
    const r = createRerankRetriever(first(), textOf, cfg(`${server.origin}/rerank`, { api_key_env: 'RK' }), { cwd: '/', env: { RK: KEY } });
    const e = await inputError(() => r.search(['q'], 3));
    expect(e.code).toBe('http');
    expect(e.message).toContain('HTTP 500');
    expect(e.message).toContain(`${server.origin}/rerank`);
    expect(e.message).not.toContain(KEY);
  });

  test('timeout, malformed JSON, and an index out of range', async () => {
    server = await startRerankServer('results');
    const r = createRerankRetriever(first(), textOf, cfg(`${server.origin}/rerank`, { timeout_ms: 100, max_retries: 0 }), { cwd: '/', env: {} });
    server.script.push({ hang: true });
    expect((await inputError(() => r.search(['q'], 3))).message).toContain('no answer within 100 ms');
    // The answers below must arrive, whatever the load on the machine: a timeout of a minute.
    const patient = createRerankRetriever(first(), textOf, cfg(`${server.origin}/rerank`, { timeout_ms: 60_000, max_retries: 0 }), { cwd: '/', env: {} });
    server.script.push({ status: 200, body: '{"results": [' });
    expect((await inputError(() => patient.search(['q'], 3))).message).toContain('not JSON');
    server.script.push({ status: 200, body: '{"results": [{"index": 99, "relevance_score": 1}]}' });
    expect((await inputError(() => patient.search(['q'], 3))).message).toMatch(/index 99 is not an integer 0–/);
  });

  test('a missing key variable is named', async () => {
    const e = await inputError(async () => createRerankRetriever(first(), textOf, cfg('http://127.0.0.1:1/rerank', { api_key_env: 'NO_SUCH' }), { cwd: '/', env: {} }));
    expect(e.message).toContain('NO_SUCH');
    expect(e.location.field).toBe('retriever.rerank.api_key_env');
  });
});

describe('rerank parsing (pure)', () => {
  test('fewer results than candidates: the missing ones fall below, in order', () => {
    expect(parseRerankResponse({ results: [{ index: 1, relevance_score: 0.5 }] }, 3)).toEqual([-0.5, 0.5, -1.5]);
    expect(parseRerankResponse([{ index: 0, score: 2 }, { index: 1, score: 3 }], 2)).toEqual([2, 3]);
    expect(() => parseRerankResponse({ results: [{ index: 0 }] }, 1)).toThrow(/no numeric/);
    expect(() => parseRerankResponse({ nope: 1 }, 1)).toThrow(/neither/);
  });

  test('applyRerank ties by id and keeps the tail below', () => {
    const out = applyRerank([{ id: 'b', score: 9 }, { id: 'a', score: 8 }], [1, 1], [{ id: 'c', score: 7 }], 5);
    expect(out).toEqual([{ id: 'a', score: 1 }, { id: 'b', score: 1 }, { id: 'c', score: 0 }]);
  });

  test('end to end through the factory: BM25 then rerank', async () => {
    server = await startRerankServer('tei');
    const config = retrieverConfig({ rerank: cfg(`${server.origin}/rerank`, { api: 'tei', top_n: 5 }) });
    const r = await createRetriever(CORPUS, config, { cwd: '/', env: {} });
    expect(r.name).toMatch(/^rerank\(fake-rerank api=tei top_n=5: bm25/);
    const [hits] = await r.search(['customs duties international shipping'], 3);
    expect(hits[0].id).toBe('shipping/delivery.md#international-shipping');
    expect(server.requests).toHaveLength(1);
  });
});
