/**
 * What goes wrong with a Postgres server is one message naming the setting to fix (exit status 2,
 * no stack trace), and hostile text cannot change a query: every value is a bound parameter.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRetriever } from '../../src/retrieve/factory';
import { createPostgresRetriever } from '../../src/retrieve/engines/postgres/postgres-retriever';
import type { VectorSource } from '../../src/retrieve/embed/vector-source';
import { dropSide } from '../../src/retrieve/engines/postgres/side-schema';
import { connectPostgres } from '../../src/retrieve/engines/postgres/sql-client';
import { POSTGRES_DEFAULTS } from '../../src/config/postgres-settings';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { distFile } from '../support/dist';
import { inputError } from '../support/input-error';
import { adminQuery, gateSchemas, postgresServer, type TestServer } from '../support/postgres-server';
import { docsOf, EXAMPLE, postgresConfig } from './postgres-fixture';

let server: TestServer | null = null;
let cwd = '';
beforeAll(async () => {
  server = await postgresServer();
  cwd = mkdtempSync(join(tmpdir(), 'rg-pg-err-'));
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(cwd, { recursive: true, force: true });
});

const docs = docsOf('base');
const withUrl = (url: string, extra: Record<string, string> = {}) => ({ cwd, env: { PG_URL: url, ...extra } });
/** The server's URL with another user or password. */
function as(user: string, password: string): string {
  const u = new URL(server!.url);
  u.username = user;
  u.password = password;
  return u.toString();
}

test('an unset url_env, an unreachable server, refused credentials: each names its setting', async () => {
  if (!server) return;
  let e = await inputError(() => createRetriever(docs, postgresConfig(), { cwd, env: {} }));
  expect(e.format()).toBe('retriever.url_env: the environment variable PG_URL (retriever.url_env) is not set: it must hold the Postgres server\'s URL');

  e = await inputError(() => createRetriever(docs, postgresConfig(), withUrl('postgres://rg:pw@127.0.0.1:1/postgres')));
  expect(e.location.field).toBe('retriever.url_env');
  expect(e.message).toMatch(/^could not reach the Postgres server at 127\.0\.0\.1:1\/postgres \(connection refused\): check PG_URL/);

  e = await inputError(() => createRetriever(docs, postgresConfig(), withUrl('https://example.invalid/')));
  expect(e.message).toContain('PG_URL must hold a postgres:// or postgresql:// URL');

  e = await inputError(() => createRetriever(docs, postgresConfig(), withUrl(as('rg', 'wrong-password'))));
  expect(e.location.field).toBe('retriever.url_env');
  expect(e.message).toMatch(/refused the credentials .*password authentication failed.*check the user and password in PG_URL/);
  expect(e.message).not.toContain('wrong-password');

  // With auth_env the password comes from its variable, and a wrong one names it.
  const authed = postgresConfig({ auth_env: 'PG_PASSWORD' });
  e = await inputError(() => createRetriever(docs, authed, withUrl(as('rg', ''), { PG_PASSWORD: 'nope' })));
  expect(e.location.field).toBe('retriever.auth_env');
  expect(e.message).toContain('check PG_PASSWORD (retriever.auth_env)');
  const right = new URL(server.url).password;
  const r = await createRetriever(docs, authed, withUrl(as('rg', ''), { PG_PASSWORD: right }));
  await r.close?.();
}, 120_000);

test('a user who may not create a schema is told what to grant', async () => {
  if (!server) return;
  await adminQuery(server.url, `DROP ROLE IF EXISTS rg_reader`);
  await adminQuery(server.url, `CREATE ROLE rg_reader LOGIN PASSWORD 'reader-pw'`);
  const e = await inputError(() => createRetriever(docs, postgresConfig(), withUrl(as('rg_reader', 'reader-pw'))));
  expect(e.location.field).toBe('retriever.url_env');
  expect(e.message).toMatch(/^the user in PG_URL lacks a privilege: the gate needs to create a schema of its own \(GRANT CREATE ON DATABASE … TO the user\) \(permission denied for database \w+\)$/);
}, 120_000);

test('a server without pgvector, or too old, is refused in one message', async () => {
  if (!server) return;
  const unit = async (t: readonly string[]) => t.map(() => Float32Array.from([1, 0, 0]));
  const vectors: VectorSource = { identity: 'test', label: 'test', dims: async () => 3, documents: unit, queries: unit };
  const opts = { engine: { url_env: 'PG_URL', keep: false }, pg: { ...POSTGRES_DEFAULTS, search: 'vector' as const }, hybrid: DEFAULT_CONFIG.retriever.hybrid, vectors };
  let e = await inputError(() => createPostgresRetriever(docs, opts, withUrl(server!.url)));
  expect(e.location.field).toBe('retriever.postgres.search');
  expect(e.message).toMatch(/has no pgvector .*extension "vector" is not available.*or set retriever\.postgres\.search to text/);

  // A server that answers version 11 (the real connection, its version answer replaced).
  const connect = async (t: Parameters<typeof connectPostgres>[0]) => {
    const c = await connectPostgres(t);
    return { ...c, query: (sql: string, p?: readonly unknown[], ty?: readonly number[]) => (sql.includes('server_version_num') ? Promise.resolve({ rows: [{ v: 110022, s: '11.22' }], fields: ['v', 's'], rowCount: 1 }) : c.query(sql, p, ty)) };
  };
  e = await inputError(() => createPostgresRetriever(docs, { ...opts, pg: POSTGRES_DEFAULTS, vectors: undefined, connect }, withUrl(server!.url)));
  expect(e.format()).toMatch(/^retriever\.url_env: the Postgres server at 127\.0\.0\.1:\d+\/\w+ runs version 11\.22; the gate needs 12 or later$/);
}, 120_000);

test('a query file with bad SQL, without an id column, or with foreign ids: the file, the line, the setting', async () => {
  if (!server) return;
  const run = async (sql: string) => {
    writeFileSync(join(cwd, 'q.sql'), sql);
    const r = await createRetriever(docs, postgresConfig({ query_file: 'q.sql' }), withUrl(server!.url));
    try {
      return await inputError(() => r.search(['return windows'], 5));
    } finally {
      await r.close?.();
    }
  };
  let e = await run('SELECT id\nFROM chunks\nWHERE text @@@ $1\nLIMIT $2');
  expect(e.format()).toMatch(/^q\.sql:3: retriever\.query_file: q\.sql failed on the server: operator does not exist: text @@@ text/);
  e = await run('SELECT path FROM chunks LIMIT $2');
  expect(e.message).toBe('q.sql must return a column named "id" (the chunk\'s id), best first; it returned "path"');
  e = await run("SELECT 'nope' AS id WHERE $1 <> '' LIMIT $2");
  expect(e.message).toBe('q.sql returned "nope" in "id" (row 1), which is not the id of a chunk of this side');
  e = await run('SELECT id FROM chunks ORDER BY embedding <=> $3 LIMIT $2');
  expect(e.message).toContain("uses $3 (the question's vector), but vectors are off");
  e = await inputError(() => createRetriever(docs, postgresConfig({ query_file: 'missing.sql' }), withUrl(server!.url)));
  expect(e.format()).toBe('missing.sql: retriever.query_file: cannot read missing.sql (retriever.query_file): no such file');
}, 120_000);

test('hostile text in documents and questions is data: the query and the tables stay as they were', async () => {
  if (!server) return;
  await adminQuery(server.url, `CREATE TABLE IF NOT EXISTS public.canary (x int)`);
  const evil = `'); DROP TABLE chunks; DROP TABLE public.canary; -- $1 $$ \\' " \u0000 ;`;
  const hostile = docsOf({
    'evil.md': `---\ntitle: "x'); DROP SCHEMA public CASCADE; --"\n"we'ird; key": "$2"\n---\n# Robert'); DROP TABLE chunks;--\n\n${evil} refund policy\n`,
    'plain.md': '# Refunds\n\nRefunds take five days.\n',
  });
  const before = await gateSchemas(server.url);
  const r = await createRetriever(hostile, postgresConfig(), withUrl(server.url));
  let schema = '';
  try {
    [schema] = (await gateSchemas(server.url)).filter((s) => !before.includes(s));
    const hits = await r.search([evil, `refund' OR 1=1; --`, "'); DROP TABLE chunks; --", '$1'], 10);
    expect(hits[1].map((h) => h.id).sort()).toEqual(['evil.md#robert-drop-table-chunks--', 'plain.md#refunds'].sort());
    expect(hits[0].map((h) => h.id)).toEqual(['evil.md#robert-drop-table-chunks--']);
    const [row] = await adminQuery(server.url, `SELECT text, title, meta FROM "${schema}".chunks WHERE path = 'evil.md'`);
    // Stored as written (Postgres text cannot hold NUL: U+FFFD stands for it).
    expect(row.text).toContain(evil.replace('\u0000', '\uFFFD'));
    expect(row.title).toBe("x'); DROP SCHEMA public CASCADE; --");
    expect(row.meta).toEqual({ title: "x'); DROP SCHEMA public CASCADE; --", "we'ird; key": '$2' });
  } finally {
    await r.close?.();
  }
  expect(await adminQuery(server.url, `SELECT count(*)::int AS n FROM public.canary`)).toEqual([{ n: 0 }]);
}, 120_000);

test('a side that fails after its schema was built does not leave the schema behind', async () => {
  if (!server) return;
  const before = await gateSchemas(server.url);
  // The real connection, failing the statement that follows the build (the session's search_path).
  const connect = async (t: Parameters<typeof connectPostgres>[0]) => {
    const c = await connectPostgres(t);
    return { ...c, query: (sql: string, p?: readonly unknown[], ty?: readonly number[]) => (sql.includes("current_setting('search_path'), false)") ? Promise.reject(Object.assign(new Error('the connection broke'), { code: '08006' })) : c.query(sql, p, ty)) };
  };
  const e = await inputError(() => createPostgresRetriever(docs, { engine: { url_env: 'PG_URL', keep: false }, pg: POSTGRES_DEFAULTS, hybrid: DEFAULT_CONFIG.retriever.hybrid, connect }, withUrl(server!.url)));
  expect(e.message).toMatch(/failed while the gate was loading the side: the connection broke \(SQLSTATE 08006\)$/);
  expect(await gateSchemas(server.url)).toEqual(before);
});

test('the gate never drops a schema it did not create, whatever its name', async () => {
  if (!server) return;
  await adminQuery(server.url, `CREATE SCHEMA IF NOT EXISTS rg_0123456789abcdef01234567`);
  const c = await connectPostgres({ url: server.url, urlEnv: 'PG_URL' });
  try {
    expect(await dropSide(c, 'rg_0123456789abcdef01234567')).toBe(false);
  } finally {
    await c.end();
  }
  expect(await adminQuery(server.url, `SELECT 1 AS one FROM pg_namespace WHERE nspname = 'rg_0123456789abcdef01234567'`)).toEqual([{ one: 1 }]);
});

test('through the CLI: exit status 2 and one line, no stack trace', async () => {
  if (!server) return;
  const file = join(cwd, 'c.yml');
  writeFileSync(file, 'retriever:\n  type: postgres\n  url_env: PG_URL\n');
  const r = spawnSync(process.execPath, [distFile('cli.js'), 'eval', '--dir', join(EXAMPLE, 'base'), '--config', file], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: cwd, PG_URL: 'postgres://rg:secret-pw@127.0.0.1:1/postgres' }, timeout: 120_000 });
  expect(r.status).toBe(2);
  expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/retriever\.url_env: could not reach the Postgres server at 127\.0\.0\.1:1\/postgres \(connection refused\)/)]);
  expect(r.stderr).not.toContain('secret-pw');
}, 120_000);

