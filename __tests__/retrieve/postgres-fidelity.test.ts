/**
 * The gate's rankings through Postgres are exactly what the SQL returns on the server for the same
 * question: the default full-text search (checked against the same search written by hand here)
 * and a team's own query file (run here as the team would run it). Real server: .ci/postgres-server.sh.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRetriever } from '../../src/retrieve/factory';
import { adminQuery, gateSchemas, postgresServer, type TestServer } from '../support/postgres-server';
import { docsOf, postgresConfig, QUESTIONS } from './postgres-fixture';

let server: TestServer | null = null;
let cwd = '';
beforeAll(async () => {
  server = await postgresServer();
  cwd = mkdtempSync(join(tmpdir(), 'rg-pg-fid-'));
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(cwd, { recursive: true, force: true });
});

const docs = docsOf('base');

/** The default search as a team would write it: weighted fields, OR-ed lexemes, ts_rank_cd, ties by id. */
const HAND_WRITTEN = `
SELECT x.id FROM chunk_index x,
  (SELECT replace(plainto_tsquery('english', $1)::text, ' & ', ' | ')::tsquery AS q) q
WHERE x.document @@ q.q
ORDER BY ts_rank_cd('{0.25,0,0.75,1}', x.document, q.q, 1) DESC, x.id COLLATE "C"
LIMIT $2`;

/** What a production query file might be: its own weights and ranking over the contract's columns, no score column. */
const TEAM_SQL = `-- our help centre's search: any of the words, title first
SELECT id
FROM chunks, (SELECT replace(plainto_tsquery('english', $1)::text, ' & ', ' | ')::tsquery AS q) w
WHERE to_tsvector('english', index_text) @@ w.q
ORDER BY ts_rank(setweight(to_tsvector('english', title), 'A') || to_tsvector('english', text), w.q) DESC, path DESC, id
LIMIT $2;
`;
async function onServer(schema: string, sql: string, question: string, k: number): Promise<string[]> {
  const rows = await adminQuery(server!.url, `SELECT * FROM (${sql.replace(/;\s*$/, '').replace(/--[^\n]*/g, '')}) r`.replace('FROM chunk_index', `FROM "${schema}".chunk_index`).replace(/FROM chunks,/, `FROM "${schema}".chunks,`).replace(/\$1/g, '$1::text'), [question, k]);
  return rows.map((r) => String(r.id));
}

test('the default full-text ranking is the SQL’s own, question by question', async () => {
  if (!server) return;
  const before = await gateSchemas(server.url);
  const r = await createRetriever(docs, postgresConfig(), { cwd, env: { PG_URL: server.url } });
  try {
    expect(r.name).toBe('postgres(text english weights=3/4/1 norm=1)');
    const [schema] = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
    const hits = await r.search(QUESTIONS, 10);
    let nonEmpty = 0;
    for (const [i, q] of QUESTIONS.entries()) {
      const expected = await onServer(schema, HAND_WRITTEN, q, 10);
      expect(hits[i].map((h) => h.id)).toEqual(expected);
      if (expected.length) nonEmpty++;
    }
    // Not a vacuous equality: nearly every question finds something.
    expect(nonEmpty).toBeGreaterThanOrEqual(QUESTIONS.length - 1);
    // The table the contract names, with its columns, as `chunks --json` prints the chunks.
    const cols = await adminQuery(server.url, `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'chunks' ORDER BY ordinal_position`, [schema]);
    expect(cols.map((c) => c.column_name)).toEqual(['id', 'path', 'title', 'headings', 'text', 'index_text', 'meta']);
    const one = docs[0].chunks[0];
    const [row] = await adminQuery(server.url, `SELECT * FROM "${schema}".chunks WHERE id = $1`, [one.id]);
    expect(row).toEqual({ id: one.id, path: one.path, title: one.docTitle, headings: one.trail.map((h) => h.text), text: one.text, index_text: one.indexText, meta: docs[0].meta });
  } finally {
    await r.close?.();
  }
  // Dropped at the end (keep is false).
  expect(await gateSchemas(server.url)).toEqual(before);
}, 120_000);

test('a team’s query file: the gate keeps exactly the order the statement returns', async () => {
  if (!server) return;
  writeFileSync(join(cwd, 'search.sql'), TEAM_SQL);
  const before = await gateSchemas(server.url);
  const r = await createRetriever(docs, postgresConfig({ query_file: 'search.sql' }), { cwd, env: { PG_URL: server.url } });
  try {
    expect(r.name).toBe('postgres(query_file search.sql)');
    const [schema] = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
    const hits = await r.search(QUESTIONS, 7);
    for (const [i, q] of QUESTIONS.entries()) expect(hits[i].map((h) => h.id)).toEqual(await onServer(schema, TEAM_SQL, q, 7));
    // Ordered by the file's own rule (path descending among equal ranks), not re-sorted by the gate.
    expect(hits.some((h) => h.length > 1)).toBe(true);
  } finally {
    await r.close?.();
  }
}, 120_000);
