/**
 * The side's tables and how rows reach them. `chunks` holds the fields every engine indexes (the
 * contract a team's query file reads: id, path, title, headings, text, index_text, meta, and
 * `embedding` when vectors are on); `chunk_index` is the gate's own: each row's digest (what the
 * next side compares to write only what changed) and its weighted full-text document.
 * Rows travel as one JSON parameter per batch, expanded by the server (jsonb_to_recordset): no
 * value is ever part of the SQL text.
 */
import type { PostgresSettings } from '../../../config/postgres-settings';
import type { EngineRow } from '../engine-rows';
import { quoted } from './side-schema';
import type { SqlClient } from './sql-client';

/** Rows per INSERT: one JSON parameter of a few megabytes at most. */
export const BATCH_ROWS = 500;

export interface StoredRow extends EngineRow {
  digest: string;
  /** The chunk's vector, when vectors are on. */
  embedding?: readonly number[];
}

/** The weights of `ts_rank_cd`, in its order {D, C, B, A}: body D, title B, headings A, each relative to the largest. */
export function rankWeights(w: PostgresSettings['weights']): number[] {
  const top = Math.max(w.title, w.headings, w.text);
  return [w.text / top, 0, w.title / top, w.headings / top];
}

export async function createTables(client: SqlClient, schema: string, dims: number | undefined): Promise<void> {
  const s = quoted(schema);
  await client.query(`CREATE SCHEMA ${s}`);
  await client.query(
    `CREATE TABLE ${s}.chunks (id text PRIMARY KEY, path text NOT NULL, title text NOT NULL, headings text[] NOT NULL, text text NOT NULL, index_text text NOT NULL, meta jsonb NOT NULL${
      dims ? `, embedding vector(${Math.trunc(dims)})` : ''
    })`,
  );
  await client.query(`CREATE TABLE ${s}.chunk_index (id text PRIMARY KEY, digest text NOT NULL, document tsvector NOT NULL)`);
}

/** Postgres text cannot hold NUL: it is stored as U+FFFD (the only change a value ever sees). */
const NUL = /\u0000/g;
function storable(v: unknown): unknown {
  if (typeof v === 'string') return v.replace(NUL, '\uFFFD');
  if (Array.isArray(v)) return v.map(storable);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [storable(k) as string, storable(x)]));
  return v;
}

/** Inserts rows in batches; returns how many were written. */
export async function insertRows(client: SqlClient, schema: string, rows: readonly StoredRow[], pg: PostgresSettings, dims: number | undefined): Promise<number> {
  const s = quoted(schema);
  const vector = dims ? ', embedding' : '';
  const vectorCol = dims ? ', embedding text' : '';
  const vectorVal = dims ? ', r.embedding::vector' : '';
  const sql = `WITH r AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id text, path text, title text, headings text[], text text, index_text text, meta jsonb, digest text${vectorCol})),
  ins AS (INSERT INTO ${s}.chunks (id, path, title, headings, text, index_text, meta${vector}) SELECT r.id, r.path, r.title, r.headings, r.text, r.index_text, r.meta${vectorVal} FROM r)
INSERT INTO ${s}.chunk_index (id, digest, document)
SELECT r.id, r.digest,
  setweight(to_tsvector($2::regconfig, r.title), 'B') || setweight(to_tsvector($2::regconfig, array_to_string(r.headings, ' ')), 'A') || setweight(to_tsvector($2::regconfig, r.text), 'D')
FROM r`;
  let written = 0;
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS).map((r) => {
      const { embedding, ...rest } = r;
      return { ...(storable(rest) as object), ...(embedding ? { embedding: `[${embedding.join(',')}]` } : {}) };
    });
    await client.query(sql, [JSON.stringify(batch), pg.text_search]);
    written += batch.length;
  }
  return written;
}

/**
 * Copies a parent side's rows except `dropped` (changed or removed since): server to server, no
 * row leaves the database. Returns how many were copied.
 */
export async function copyRows(client: SqlClient, schema: string, parent: string, dropped: readonly string[]): Promise<number> {
  const s = quoted(schema);
  const p = quoted(parent);
  const r = await client.query(`INSERT INTO ${s}.chunks SELECT * FROM ${p}.chunks WHERE NOT (id = ANY($1::text[]))`, [dropped]);
  await client.query(`INSERT INTO ${s}.chunk_index SELECT * FROM ${p}.chunk_index WHERE NOT (id = ANY($1::text[]))`, [dropped]);
  return r.rowCount;
}

/** The full-text index, and pgvector's index when vectors are on (built after loading: faster than row by row). */
export async function createIndexes(client: SqlClient, schema: string, pg: PostgresSettings, dims: number | undefined): Promise<void> {
  const s = quoted(schema);
  await client.query(`CREATE INDEX ON ${s}.chunk_index USING gin (document)`);
  const v = pg.vector_index;
  if (!dims || v.type === 'none') return;
  if (v.type === 'hnsw') await client.query(`CREATE INDEX ON ${s}.chunks USING hnsw (embedding vector_cosine_ops) WITH (m = ${Math.trunc(v.m)}, ef_construction = ${Math.trunc(v.ef_construction)})`);
  else await client.query(`CREATE INDEX ON ${s}.chunks USING ivfflat (embedding vector_cosine_ops) WITH (lists = ${Math.trunc(v.lists)})`);
}
