/**
 * The head costs what the pull request changed: in a comparison it starts from a copy of the base's
 * schema made on the server and writes only its new and changed chunks (counted here as the rows the
 * gate sends), and ranks exactly as a head loaded whole. With `keep: true` a side's schema outlives
 * the run and a later run with the same content reuses it without writing a row.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSTGRES_DEFAULTS, type PostgresSettings } from '../../src/config/postgres-settings';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { SidePair } from '../../src/retrieve/common/side-pair';
import { createPostgresRetriever } from '../../src/retrieve/engines/postgres/postgres-retriever';
import { connectPostgres, type PostgresTarget } from '../../src/retrieve/engines/postgres/sql-client';
import type { Doc } from '../../src/types';
import { adminQuery, gateSchemas, postgresServer, type TestServer } from '../support/postgres-server';
import { docsOf, QUESTIONS } from './postgres-fixture';

let server: TestServer | null = null;
let cwd = '';
beforeAll(async () => {
  server = await postgresServer();
  cwd = mkdtempSync(join(tmpdir(), 'rg-pg-delta-'));
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(cwd, { recursive: true, force: true });
});

const base = docsOf('base');
const head = docsOf('head');

/** Builds a side, counting the rows the gate sends (each INSERT's JSON batch) and keeping its log. */
async function side(docs: Doc[], opts: { session?: SidePair; keep?: boolean; pg?: Partial<PostgresSettings> } = {}) {
  const sent = { rows: 0 };
  const log: string[] = [];
  const connect = async (t: PostgresTarget) => {
    const c = await connectPostgres(t);
    return {
      ...c,
      query(sql: string, params?: readonly unknown[], types?: readonly number[]) {
        if (sql.includes('jsonb_to_recordset')) sent.rows += (JSON.parse(String(params?.[0])) as unknown[]).length;
        return c.query(sql, params, types);
      },
    };
  };
  const r = await createPostgresRetriever(
    docs,
    { engine: { url_env: 'PG_URL', keep: opts.keep ?? false }, pg: { ...POSTGRES_DEFAULTS, ...opts.pg }, hybrid: DEFAULT_CONFIG.retriever.hybrid, connect },
    { cwd, env: { PG_URL: server!.url }, log: (m) => log.push(m), ...(opts.session ? { sidePair: opts.session } : {}) },
  );
  return { r, sent, log };
}

async function rowsOf(schema: string): Promise<unknown[]> {
  return [
    ...(await adminQuery(server!.url, `SELECT * FROM "${schema}".chunks ORDER BY id COLLATE "C"`)),
    ...(await adminQuery(server!.url, `SELECT id, digest, document::text FROM "${schema}".chunk_index ORDER BY id COLLATE "C"`)),
  ];
}

test('in a comparison the head writes only its changed chunks, and ranks as a head loaded whole', async () => {
  if (!server) return;
  const before = await gateSchemas(server.url);
  const whole = await side(head);
  const wholeSchema = (await gateSchemas(server.url)).find((s) => !before.includes(s))!;
  const wholeRows = await rowsOf(wholeSchema);
  const wholeHits = await whole.r.search(QUESTIONS, 10);
  await whole.r.close?.();
  expect(whole.sent.rows).toBe(49);

  const session = new SidePair();
  const b = await side(base, { session });
  expect(b.sent.rows).toBe(36);
  await b.r.search(QUESTIONS, 10);
  await b.r.close?.();
  // Parked, not dropped, until the comparison ends.
  const baseSchema = (await gateSchemas(server.url)).find((s) => !before.includes(s))!;
  const h = await side(head, { session });
  // 13 chunks of the pull request's new pages and one changed section are written; 35 are copied on the server.
  expect(h.sent.rows).toBe(14);
  expect(h.log).toEqual([expect.stringMatching(new RegExp(`^postgres: schema rg_\\w+: 14 rows written, 35 copied from ${baseSchema} \\(\\d+ ms\\)$`))]);
  const headSchema = (await gateSchemas(server.url)).find((s) => !before.includes(s) && s !== baseSchema)!;
  expect(await rowsOf(headSchema)).toEqual(wholeRows);
  expect(await h.r.search(QUESTIONS, 10)).toEqual(wholeHits);
  await h.r.close?.();
  expect((await gateSchemas(server.url)).length).toBe(before.length + 2);
  await session.close();
  expect(await gateSchemas(server.url)).toEqual(before);
}, 300_000);

test('keep: a later run with the same content reuses the kept schema; other settings make another', async () => {
  if (!server) return;
  const before = await gateSchemas(server.url);
  const first = await side(base, { keep: true });
  await first.r.close?.();
  const kept = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
  expect(kept).toEqual([expect.stringMatching(/^rg_[0-9a-f]{24}$/)]);

  // A later pull request on the same base: the base is reused (nothing written), the head starts from it.
  const session = new SidePair();
  const again = await side(base, { keep: true, session });
  expect(again.sent.rows).toBe(0);
  expect(again.log).toEqual([`postgres: reusing the kept schema ${kept[0]} (36 chunks)`]);
  await again.r.close?.();
  const h = await side(head, { keep: true, session });
  expect(h.sent.rows).toBe(14);
  await h.r.close?.();
  await session.close();
  const after = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
  expect(after).toHaveLength(2); // the kept base and the kept head

  // Another text-search configuration stores other documents: a schema of its own.
  const simple = await side(base, { keep: true, pg: { text_search: 'simple' } });
  expect(simple.sent.rows).toBe(36);
  await simple.r.close?.();
  const all = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
  expect(all).toHaveLength(3);
  for (const s of all) await adminQuery(server.url, `DROP SCHEMA "${s}" CASCADE`);
}, 300_000);
