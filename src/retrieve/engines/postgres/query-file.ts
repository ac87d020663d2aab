/**
 * The team's own search (`query_file`): one SQL statement run in the side's schema (first on the
 * search_path, so `chunks` is the side's), with bound parameters only: $1 the question (text), $2
 * k (integer), $3 the question's vector (pgvector, when vectors are on). It returns a column `id`,
 * best first (a `score` column, when there is one, is reported as the score). The gate keeps the
 * SQL's order: its ranking is exactly what the statement returns.
 */
import { ERROR_CODES, InputError } from '../../../errors';
import type { Hit } from '../../../types';
import { explainPostgresError, type ErrorContext } from './pg-errors';
import { readSettingFile } from '../setting-file';
import type { SqlClient } from './sql-client';

export interface QueryFile {
  path: string;
  sql: string;
  /** The highest parameter the statement names ($1…$3). */
  params: number;
}

export async function readQueryFile(cwd: string, path: string): Promise<QueryFile> {
  const sql = (await readSettingFile(cwd, path, 'retriever.query_file')).trim().replace(/;\s*$/, '');
  if (!sql) throw new InputError(ERROR_CODES.CONFIG, `${path} is empty: it must hold one SQL statement returning a column "id"`, { field: 'retriever.query_file' });
  let params = 0;
  for (const m of sql.matchAll(/\$(\d+)/g)) params = Math.max(params, Number(m[1]));
  if (params > 3) {
    throw new InputError(ERROR_CODES.CONFIG, `${path} names $${params}; a query file has three parameters: $1 the question, $2 k, $3 the question's vector`, { field: 'retriever.query_file', file: path });
  }
  return { path, sql, params };
}

export interface QueryValues {
  question: string;
  k: number;
  vector?: string;
}

/** Parameter types sent with the statement (text, integer, vector), so a file may use $3 without $1. */
export const TEXT_OID = 25;
export const INT4_OID = 23;

export async function runQueryFile(client: SqlClient, q: QueryFile, values: QueryValues, known: ReadonlySet<string>, ctx: ErrorContext, vectorOid?: number): Promise<Hit[]> {
  const fileCtx: ErrorContext = { ...ctx, stage: 'query_file', file: q.path };
  if (q.params >= 3 && values.vector === undefined) {
    throw new InputError(ERROR_CODES.CONFIG, `${q.path} uses $3 (the question's vector), but vectors are off: set retriever.postgres.search to vector or hybrid`, { field: 'retriever.query_file', file: q.path });
  }
  // As many values as the highest parameter the statement names, each with its type: a value for a
  // parameter beyond them would be refused, and a typed one the statement skips is not.
  const all: unknown[] = [values.question, values.k, values.vector];
  const types = [TEXT_OID, INT4_OID, vectorOid ?? TEXT_OID];
  let r;
  try {
    r = await client.query(q.sql, all.slice(0, q.params), types.slice(0, q.params));
  } catch (e) {
    throw explainPostgresError(e, fileCtx, q.sql);
  }
  if (!r.fields.includes('id')) {
    throw new InputError(ERROR_CODES.RETRIEVER, `${q.path} must return a column named "id" (the chunk's id), best first; it returned ${r.fields.length ? r.fields.map((f) => JSON.stringify(f)).join(', ') : 'no columns'}`, { field: 'retriever.query_file', file: q.path });
  }
  const hasScore = r.fields.includes('score');
  const seen = new Set<string>();
  const hits: Hit[] = [];
  for (const [i, row] of r.rows.entries()) {
    const id = row.id;
    if (typeof id !== 'string' || !known.has(id)) {
      throw new InputError(ERROR_CODES.RETRIEVER, `${q.path} returned ${JSON.stringify(id)} in "id" (row ${i + 1}), which is not the id of a chunk of this side`, { field: 'retriever.query_file', file: q.path });
    }
    if (seen.has(id)) continue;
    seen.add(id);
    const score = hasScore ? Number(row.score) : NaN;
    // Without a score column the rank stands for it (higher is better), so the order is kept as given.
    hits.push({ id, score: Number.isFinite(score) ? score : r.rows.length - i });
    if (hits.length >= values.k) break;
  }
  return hits;
}
