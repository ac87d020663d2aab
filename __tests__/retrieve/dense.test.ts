import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createDenseRetriever } from '../../src/retrieve/embed/dense';
import type { RetrieverDeps } from '../../src/retrieve/factory';
import { InputError } from '../../src/errors';
import { startEmbeddingsServer, type EmbeddingsServer } from '../support/loopback-embeddings';
import { CHUNKS, denseConfig, makeDoc } from './factory-docs';
import { inputError } from '../support/input-error';
import { elapsedMs } from '../support/timing';

const KEY = 'sk-test-SECRET-0123456789';
let server: EmbeddingsServer;
let dir: string;
let logs: string[];
let secrets: string[];

function deps(over: Partial<RetrieverDeps> = {}): RetrieverDeps {
  // The cache folder is the caller's (the user's cache folder on the command line), never one `cache_dir` names.
  return { cwd: dir, env: { FAKE_KEY: KEY }, log: (m) => logs.push(m), secret: (s) => secrets.push(s), embeddingsCacheDir: path.join(dir, 'cache'), ...over };
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-dense-'));
  logs = [];
  secrets = [];
  server = await startEmbeddingsServer({ dims: 64 });
});
afterEach(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const QUERIES: Array<[string, string]> = [
  ['how do I reset a forgotten password', 'account/password.md#reset-your-password'],
  ['express delivery next day', 'shipping/delivery.md#delivery-times'],
  ['customs duties international shipping', 'shipping/delivery.md#international-shipping'],
  ['prorated refund annual plans', 'billing/refunds.md#annual-plans'],
  ['authenticator app security settings', 'account/password.md#two-factor-authentication'],
];

describe('dense retriever against a loopback OpenAI-compatible server', () => {
  test('ranks by cosine over the wire format, with the key as a Bearer token', async () => {
    const r = await createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, 'cache', { api_key_env: 'FAKE_KEY' }), deps());
    const hits = await r.search(QUERIES.map((q) => q[0]), 3);
    expect(hits.map((h) => h[0].id)).toEqual(QUERIES.map((q) => q[1]));
    for (const h of hits) {
      expect(h).toHaveLength(3);
      for (let i = 1; i < h.length; i++) expect(h[i - 1].score).toBeGreaterThanOrEqual(h[i].score);
    }
    const first = server.requests[0];
    expect(first.method).toBe('POST');
    expect(first.path).toBe('/v1/embeddings');
    expect(first.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(first.body).toEqual({ model: 'fake-embed', input: CHUNKS.map((c) => c.indexText) });
    expect(secrets).toEqual([KEY]);
    expect(r.name).toBe('dense fake-embed');
    expect(logs.join('\n')).not.toContain(KEY);
  });

  test('sends document and query prefixes, and `dimensions` when configured', async () => {
    await server.close();
    server = await startEmbeddingsServer({ dims: 64, ignore: ['passage', 'query'] });
    const cfg = denseConfig(server.baseUrl, 'cache', { document_prefix: 'passage: ', query_prefix: 'query: ', dimensions: 128 });
    const r = await createDenseRetriever(CHUNKS, cfg, deps());
    const hits = await r.search([QUERIES[0][0]], 1);
    expect(hits[0][0].id).toBe(QUERIES[0][1]);
    expect(server.inputs.slice(0, CHUNKS.length).every((t) => t.startsWith('passage: '))).toBe(true);
    expect(server.inputs[CHUNKS.length]).toBe(`query: ${QUERIES[0][0]}`);
    expect((server.requests[0].body as { dimensions?: number }).dimensions).toBe(128);
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  test('batches by batch_size with at most `concurrency` requests in flight', async () => {
    await server.close();
    server = await startEmbeddingsServer({ dims: 16, delayMs: 40 });
    const many = Array.from({ length: 10 }, (_, i) => makeDoc(`d${i}.md`, [[`S${i}`, `text number ${i}`]]).chunks[0]);
    await createDenseRetriever(many, denseConfig(server.baseUrl, '', { batch_size: 2, concurrency: 2 }), deps());
    expect(server.requests).toHaveLength(5);
    expect(server.requests.map((r) => (r.body as { input: string[] }).input.length)).toEqual([2, 2, 2, 2, 2]);
    expect(server.maxInFlight).toBe(2);
  });

  test('the on-disk cache: a second build sends zero requests for unchanged chunks', async () => {
    const cfg = denseConfig(server.baseUrl, '.cache/emb');
    const r1 = await createDenseRetriever(CHUNKS, cfg, deps());
    const q1 = await r1.search(['express delivery next day'], 5);
    const sent = server.requests.length;
    expect(fs.readdirSync(path.join(dir, 'cache')).length).toBeGreaterThan(0);
    // `cache_dir` only turns the cache on: nothing is written where it points.
    expect(fs.existsSync(path.join(dir, '.cache'))).toBe(false);

    const r2 = await createDenseRetriever(CHUNKS, cfg, deps());
    const q2 = await r2.search(['express delivery next day'], 5);
    expect(server.requests.length).toBe(sent); // documents and query both from the cache
    expect(q2).toEqual(q1);

    // One chunk edited: exactly that text is embedded, nothing else.
    const edited = CHUNKS.map((c, i) => (i === 2 ? { ...c, indexText: `${c.indexText} Also by SMS.` } : c));
    const before = server.inputs.length;
    await createDenseRetriever(edited, cfg, deps());
    expect(server.inputs.slice(before)).toEqual([edited[2].indexText]);

    // Another model is another namespace: everything embedded again.
    await createDenseRetriever(CHUNKS, { ...cfg, model: 'other-model' }, deps());
    expect(server.inputs.length - before - 1).toBe(CHUNKS.length);
  });

  test('a corrupt cache file is reported and ignored, never a crash', async () => {
    const cfg = denseConfig(server.baseUrl, 'cache');
    await createDenseRetriever(CHUNKS, cfg, deps());
    const ns = fs.readdirSync(path.join(dir, 'cache'))[0];
    const shard = fs.readdirSync(path.join(dir, 'cache', ns)).find((n) => n.endsWith('.emb'))!;
    const file = path.join(dir, 'cache', ns, shard);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 1] ^= 0xff;
    fs.writeFileSync(file, bytes);
    const sent = server.inputs.length;
    const r = await createDenseRetriever(CHUNKS, cfg, deps());
    expect(server.inputs.length - sent).toBe(CHUNKS.length);
    expect(logs.some((l) => l.includes('ignoring') && l.includes(shard))).toBe(true);
    expect((await r.search([QUERIES[1][0]], 1))[0][0].id).toBe(QUERIES[1][1]);
  });

  test('429 with Retry-After is honoured, then the answer is used', async () => {
    server.script.push({ status: 429, headers: { 'retry-after': '1' }, body: '{"error":"slow down"}' });
    const t0 = performance.now();
    const r = await createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, ''), deps());
    expect(performance.now() - t0).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
    expect(logs.some((l) => l.includes('HTTP 429') && l.includes('in 1000 ms'))).toBe(true);
    expect((await r.search([QUERIES[2][0]], 1))[0][0].id).toBe(QUERIES[2][1]);
  });

  test('500 then success: retried with backoff', async () => {
    server.script.push({ status: 500, body: 'internal error' });
    await createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, ''), deps());
    expect(server.requests).toHaveLength(2);
  });

  test('still failing: InputError(http) naming status and endpoint, never the key', async () => {
    for (let i = 0; i < 3; i++) server.script.push({ status: 503, body: `{"error":"bad key ${KEY}"}` });
    const e = await inputError(() =>
      createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, '', { api_key_env: 'FAKE_KEY', max_retries: 2 }), deps()),
    );
    expect(e.code).toBe('http');
    expect(e.message).toContain('HTTP 503');
    expect(e.message).toContain(`${server.baseUrl}/embeddings`);
    expect(e.message).toContain('3 attempt');
    expect(e.message).not.toContain(KEY);
    expect(logs.join('\n')).not.toContain(KEY);
    expect(server.requests).toHaveLength(3);
  });

  test('a 400 is not retried', async () => {
    server.script.push({ status: 400, body: '{"error":{"message":"model not found"}}' });
    const e = await inputError(() => createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, ''), deps()));
    expect(e.message).toContain('HTTP 400');
    expect(e.message).toContain('model not found');
    expect(server.requests).toHaveLength(1);
  });

  test('a request that hangs times out (timeout_ms)', async () => {
    // The yardstick: the same build answered at once.
    const answered = await elapsedMs(() => createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, ''), deps()));
    const sent = server.requests.length;
    server.script.push({ hang: true }, { hang: true });
    const t0 = performance.now();
    const e = await inputError(() =>
      createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, '', { timeout_ms: 150, max_retries: 1 }), deps()),
    );
    expect(e.message).toContain('no answer within 150 ms');
    // Two timeouts and one backoff (at most 250 ms) plus a few answered builds, not a hang; the 2 s
    // of room absorb a burst of load between the yardstick and this run.
    expect(performance.now() - t0).toBeLessThan(2 * 150 + 250 + 5 * answered + 2_000);
    expect(server.requests.length - sent).toBe(2);
  });

  test('vectors of the wrong size are an error naming both sizes', async () => {
    await server.close();
    server = await startEmbeddingsServer({ dims: 8, forceDims: 8 });
    const e = await inputError(() => createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, '', { dimensions: 16 }), deps()));
    expect(e.code).toBe('http');
    expect(e.message).toMatch(/8 dimensions, expected 16/);
  });

  test('malformed JSON and a wrong shape are clear errors', async () => {
    server.script.push({ status: 200, body: '{"data": [' });
    const e1 = await inputError(() => createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, ''), deps()));
    expect(e1.message).toContain('not JSON');
    expect(server.requests).toHaveLength(1); // not retried: the server answered, badly
    server.script.push({ status: 200, body: '{"object":"list"}' });
    const e2 = await inputError(() => createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, ''), deps()));
    expect(e2.message).toContain('no "data" array');
    server.script.push({ status: 200, body: '{"data":[{"index":0,"embedding":[1,2]}]}' });
    const e3 = await inputError(() => createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, ''), deps()));
    expect(e3.message).toContain(`sent ${CHUNKS.length} texts but got 1`);
  });

  test('a missing API key variable is an InputError naming it, before any request', async () => {
    const e = await inputError(() =>
      createDenseRetriever(CHUNKS, denseConfig(server.baseUrl, '', { api_key_env: 'NOPE_KEY' }), deps()),
    );
    expect(e.code).toBe('config');
    expect(e.message).toContain('NOPE_KEY');
    expect(e.location.field).toBe('retriever.dense.api_key_env');
    expect(server.requests).toHaveLength(0);
  });

  test('equal scores are ordered by chunk id', async () => {
    const twins = ['b.md', 'a.md', 'c.md'].map((p) => makeDoc(p, [['Same', 'identical words here']]).chunks[0]);
    const r = await createDenseRetriever(twins, denseConfig(server.baseUrl, ''), deps());
    const [hits] = await r.search(['identical words'], 3);
    expect(hits.map((h) => h.id)).toEqual(['a.md#same', 'b.md#same', 'c.md#same']);
  });
});
