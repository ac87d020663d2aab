/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 *
 * pgvector through the gate: vectors of the shipped encoder stored in `chunks.embedding` with the
 * configured HNSW index; the vector ranking and the hybrid (reciprocal rank fusion in SQL) are
 * exactly what the server returns, and a team's query file gets the question's vector as $3.
 * The server is PGlite with pgvector on a loopback port (support/pglite-server.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DENSE_DEFAULTS } from '../../src/config/types';
import { SidePair } from '../../src/retrieve/common/side-pair';
import { loadEncoder } from '../../src/retrieve/embed/encoder';
import { createRetriever } from '../../src/retrieve/factory';
import { hashEmbed, startEmbeddingsServer } from '../support/loopback-embeddings';
import { pgliteServer } from '../support/pglite-server';
import { adminQuery, gateSchemas, type TestServer } from '../support/postgres-server';
import { docsOf, postgresConfig, QUESTIONS } from './postgres-fixture';

let server: TestServer;
let cwd = '';
beforeAll(async () => {
  server = await pgliteServer();
  cwd = mkdtempSync(join(tmpdir(), 'rg-pg-vec-'));
}, 300_000);
afterAll(async () => {
  await server?.stop();
  rmSync(cwd, { recursive: true, force: true });
});

const docs = docsOf('base');
const questions = QUESTIONS.slice(0, 8);
const encoder = loadEncoder({ threads: 1 });
async function questionVectors(): Promise<string[]> {
  const flat = await encoder.embed(questions);
  return questions.map((_, i) => `[${Array.from(flat.slice(i * encoder.dims, (i + 1) * encoder.dims)).join(',')}]`);
}

const byVector = (schema: string) => `SELECT id FROM (SELECT id, embedding <=> $1::vector AS d FROM "${schema}".chunks ORDER BY embedding <=> $1::vector LIMIT $2) v ORDER BY d, id COLLATE "C"`;
const byText = (schema: string) => `SELECT x.id FROM "${schema}".chunk_index x, (SELECT replace(plainto_tsquery('english', $1)::text, ' & ', ' | ')::tsquery AS q) q
  WHERE x.document @@ q.q ORDER BY ts_rank_cd('{0.25,0,0.75,1}', x.document, q.q, 1) DESC, x.id COLLATE "C" LIMIT $2`;

test('vector search: the HNSW index as configured, the ranking as the server orders it', async () => {
  const before = await gateSchemas(server.url);
  const config = postgresConfig({}, { search: 'vector', vector_index: { type: 'hnsw', m: 8, ef_construction: 32, ef_search: 50, lists: 100, probes: 1 } });
  const r = await createRetriever(docs, config, { cwd, env: { PG_URL: server.url }, threads: 1 });
  try {
    expect(r.name).toMatch(/^postgres\(vector minilm-l6-v2@[0-9a-f]{12} hnsw\(m=8,ef_construction=32,ef_search=50\)\)$/);
    const [schema] = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
    const idx = await adminQuery(server.url, `SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = 'chunks' AND indexdef LIKE '%hnsw%'`, [schema]);
    expect(String(idx[0]?.indexdef)).toMatch(/USING hnsw \(embedding vector_cosine_ops\) WITH \(m='?8'?, ef_construction='?32'?\)/);
    const hits = await r.search(questions, 5);
    const vectors = await questionVectors();
    for (const [i, v] of vectors.entries()) {
      const expected = (await adminQuery(server.url, byVector(schema), [v, 5])).map((x) => String(x.id));
      expect(hits[i].map((h) => h.id)).toEqual(expected);
      expect(expected).toHaveLength(5);
    }
  } finally {
    await r.close?.();
  }
  expect(await gateSchemas(server.url)).toEqual(before);
}, 600_000);

test('hybrid: reciprocal rank fusion of the full-text and vector rankings, in SQL', async () => {
  const before = await gateSchemas(server.url);
  const config = postgresConfig({ hybrid: { method: 'rrf', rrf_k: 60, alpha: 0.5, candidates: 10, pool: 100, pool_from: 5000 } }, { search: 'hybrid', vector_index: { type: 'none', m: 16, ef_construction: 64, ef_search: 40, lists: 100, probes: 1 } });
  const r = await createRetriever(docs, config, { cwd, env: { PG_URL: server.url }, threads: 1 });
  try {
    const [schema] = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
    const hits = await r.search(questions, 10);
    const vectors = await questionVectors();
    for (const [i, q] of questions.entries()) {
      // Fused here from the server's two lists: Σ 1 / (60 + rank), ties by id.
      const score = new Map<string, number>();
      const add = (ids: string[]) => ids.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + 1 / (60 + rank + 1)));
      add((await adminQuery(server.url, byText(schema), [q, 10])).map((x) => String(x.id)));
      add((await adminQuery(server.url, byVector(schema), [vectors[i], 10])).map((x) => String(x.id)));
      const expected = [...score].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 10).map(([id]) => id);
      expect(hits[i].map((h) => h.id)).toEqual(expected);
    }
  } finally {
    await r.close?.();
  }
}, 600_000);

test('a team’s query file gets the question’s vector as $3', async () => {
  writeFileSync(join(cwd, 'knn.sql'), 'SELECT id, 1 - (embedding <=> $3) AS score FROM chunks ORDER BY embedding <=> $3, id LIMIT $2\n');
  const before = await gateSchemas(server.url);
  const config = postgresConfig({ query_file: 'knn.sql' }, { search: 'vector', vector_index: { type: 'none', m: 16, ef_construction: 64, ef_search: 40, lists: 100, probes: 1 } });
  const r = await createRetriever(docs, config, { cwd, env: { PG_URL: server.url }, threads: 1 });
  try {
    const [schema] = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
    const hits = await r.search(questions.slice(0, 3), 4);
    const vectors = await questionVectors();
    for (let i = 0; i < 3; i++) {
      const expected = await adminQuery(server.url, `SELECT id, 1 - (embedding <=> $1::vector) AS score FROM "${schema}".chunks ORDER BY embedding <=> $1::vector, id LIMIT 4`, [vectors[i]]);
      expect(hits[i]).toEqual(expected.map((x) => ({ id: String(x.id), score: Number(x.score) })));
    }
  } finally {
    await r.close?.();
  }
}, 600_000);

test('the worked Postgres example of docs/engines.md runs as written: its index file, its hybrid query file', async () => {
  const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'engines.md'), 'utf8');
  const block = (first: string) => {
    const m = new RegExp('```sql\\n(' + first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '[^]*?)```').exec(doc);
    if (!m) throw new Error(`no block starting ${first}`);
    return m[1];
  };
  writeFileSync(join(cwd, 'search.sql'), block('-- .github/search.sql'));
  writeFileSync(join(cwd, 'search-index.sql'), block('-- .github/search-index.sql'));
  // The team's text-search configuration lives in the database, outside the sides' schemas.
  await adminQuery(server.url, `DO $$ BEGIN CREATE TEXT SEARCH CONFIGURATION public.support_english (COPY = english); EXCEPTION WHEN unique_violation THEN NULL; END $$`);
  const before = await gateSchemas(server.url);
  const config = postgresConfig({ query_file: 'search.sql', index_file: 'search-index.sql' }, { search: 'hybrid', vector_index: { type: 'hnsw', m: 16, ef_construction: 64, ef_search: 100, lists: 100, probes: 1 } });
  const r = await createRetriever(docs, config, { cwd, env: { PG_URL: server.url }, threads: 1 });
  try {
    expect(r.name).toMatch(/^postgres\(query_file search\.sql; vector minilm-l6-v2@[0-9a-f]{12} hnsw\(m=16,ef_construction=64,ef_search=100\)\)$/);
    const [schema] = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
    const cols = await adminQuery(server.url, `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'chunks' ORDER BY ordinal_position`, [schema]);
    expect(cols.map((c) => c.column_name)).toEqual(['id', 'path', 'title', 'headings', 'text', 'index_text', 'meta', 'embedding', 'tsv']);
    const hits = await r.search(questions, 5);
    // Both lists contribute: a chunk found by both scores more than the best of one list alone, 1/61.
    expect(hits.every((h) => h.length === 5)).toBe(true);
    expect(hits.flat().filter((h) => h.score > 1 / 61 + 1e-9).length).toBeGreaterThan(0);
  } finally {
    await r.close?.();
  }
}, 600_000);

test('vectors from the dense endpoint: its model and size in the column, only the head’s changed chunks embedded', async () => {
  const endpoint = await startEmbeddingsServer({ dims: 64 });
  try {
    const dense = { ...DENSE_DEFAULTS, base_url: endpoint.baseUrl, model: 'hash-64', dimensions: 64, cache_dir: '' };
    const config = postgresConfig({ dense }, { search: 'vector', vector_index: { type: 'none', m: 16, ef_construction: 64, ef_search: 40, lists: 100, probes: 1 } });
    const before = await gateSchemas(server.url);
    const session = new SidePair();
    const deps = { cwd, env: { PG_URL: server.url }, sidePair: session };
    const base = await createRetriever(docs, config, deps);
    expect(base.name).toBe('postgres(vector dense hash-64 dims=64 exact)');
    const [schema] = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
    const type = await adminQuery(server.url, `SELECT format_type(atttypid, atttypmod) AS t FROM pg_attribute WHERE attrelid = $1::regclass AND attname = 'embedding'`, [`"${schema}".chunks`]);
    expect(type).toEqual([{ t: 'vector(64)' }]);
    const hits = await base.search(['refund timing for a card'], 5);
    const v = hashEmbed('refund timing for a card', 64);
    const norm = Math.hypot(...v);
    const expected = await adminQuery(server.url, byVector(schema), [`[${v.map((x) => x / norm).join(',')}]`, 5]);
    expect(hits[0].map((h) => h.id)).toEqual(expected.map((x) => String(x.id)));
    await base.close?.();
    // The head: only its new and changed chunks go to the endpoint (14 of 49), the rest are copied with their vectors.
    const embeddedBefore = endpoint.inputs.length;
    const headDocs = docsOf('head');
    const head = await createRetriever(headDocs, config, deps);
    await head.close?.();
    expect(endpoint.inputs.length - embeddedBefore).toBe(14);
    await session.close();
    expect(await gateSchemas(server.url)).toEqual(before);
  } finally {
    await endpoint.close();
  }
}, 600_000);

test('IVFFlat: the index built with its lists; the ranking is the exact one (36 rows: the planner scans the table, so probes are not exercised here)', async () => {
  const before = await gateSchemas(server.url);
  const config = postgresConfig({}, { search: 'vector', vector_index: { type: 'ivfflat', m: 16, ef_construction: 64, ef_search: 40, lists: 4, probes: 4 } });
  const r = await createRetriever(docs, config, { cwd, env: { PG_URL: server.url }, threads: 1 });
  try {
    expect(r.name).toMatch(/ivfflat\(lists=4,probes=4\)\)$/);
    const [schema] = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
    const idx = await adminQuery(server.url, `SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND indexdef LIKE '%ivfflat%'`, [schema]);
    expect(String(idx[0]?.indexdef)).toMatch(/USING ivfflat \(embedding vector_cosine_ops\) WITH \(lists='?4'?\)/);
    const hits = await r.search(questions, 5);
    const vectors = await questionVectors();
    for (const [i, v] of vectors.entries()) {
      // `+ 0` keeps the index out of it: the exact order by distance.
      const exact = await adminQuery(server.url, `SELECT id FROM "${schema}".chunks ORDER BY (embedding <=> $1::vector) + 0, id COLLATE "C" LIMIT 5`, [v]);
      expect(hits[i].map((h) => h.id)).toEqual(exact.map((x) => String(x.id)));
    }
  } finally {
    await r.close?.();
  }
}, 600_000);
