/**
 * Builds a side's schema in one transaction (it exists whole or not at all): reused when a kept one
 * with the same content is already there; else copied from the side an earlier side of the same
 * comparison parked (same server and settings) with only the changed chunks written; else loaded
 * whole. Then the indexes and the team's index file, then the marker.
 */
import type { PostgresSettings } from '../../../config/postgres-settings';
import { ERROR_CODES, InputError } from '../../../errors';
import { explainPostgresError, type ErrorContext } from './pg-errors';
import { markerComment, quoted, readMarker, sideSchemaName, type SideMarker } from './side-schema';
import { copyRows, createIndexes, createTables, insertRows, type StoredRow } from './side-tables';
import type { SqlClient } from './sql-client';

/** A side that another side may start from: its schema and each row's digest. */
export interface ParkedSide {
  schema: string;
  digests: ReadonlyMap<string, string>;
}

export interface BuildPlan {
  rows: readonly StoredRow[];
  settingsHash: string;
  contentHash: string;
  keep: boolean;
  pg: PostgresSettings;
  /** Vector dimensions when vectors are on. */
  dims?: number;
  /** Vectors for the rows that are written (only those are embedded). */
  embed?: (rows: readonly StoredRow[]) => Promise<void>;
  indexFile?: { path: string; sql: string };
  parent?: ParkedSide;
  ctx: ErrorContext;
}

export interface BuildResult {
  schema: string;
  /** `reused` (a kept schema), `delta` (copied from the parent, changes written) or `full`. */
  how: 'reused' | 'delta' | 'full';
  written: number;
  copied: number;
}

export async function buildSide(client: SqlClient, plan: BuildPlan): Promise<BuildResult> {
  const name = sideSchemaName(plan.contentHash, plan.keep);
  const ctx: ErrorContext = { ...plan.ctx, stage: 'build' };
  try {
    if (plan.keep) {
      const marker = await readMarker(client, name);
      if (marker === null) {
        throw new InputError(ERROR_CODES.RETRIEVER, `a schema named ${name} exists on the server but was not created by retrieval-gate; the gate will not touch it (drop or rename it)`, { field: 'retriever.keep' });
      }
      if (marker && marker.content === plan.contentHash) return { schema: name, how: 'reused', written: 0, copied: 0 };
    }
    if (plan.dims) {
      ctx.stage = 'vectors';
      await client.query('CREATE EXTENSION IF NOT EXISTS vector');
      ctx.stage = 'build';
    }
    if (plan.parent) {
      try {
        return await inTransaction(client, () => load(client, name, plan, plan.parent, ctx));
      } catch (e) {
        // The parent went away meanwhile (another run dropped a schema it parked): load whole.
        if ((e as { code?: string }).code !== '42P01' && (e as { code?: string }).code !== '3F000') throw e;
      }
    }
    return await inTransaction(client, () => load(client, name, plan, undefined, ctx));
  } catch (e) {
    throw explainPostgresError(e, ctx, ctx.stage === 'index_file' ? plan.indexFile?.sql : undefined);
  }
}

async function inTransaction<T>(client: SqlClient, fn: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const out = await fn();
    await client.query('COMMIT');
    return out;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  }
}

async function load(client: SqlClient, name: string, plan: BuildPlan, parent: ParkedSide | undefined, ctx: ErrorContext): Promise<BuildResult> {
  await createTables(client, name, plan.dims);
  let toWrite: readonly StoredRow[] = plan.rows;
  let copied = 0;
  if (parent) {
    const unchanged = new Set(plan.rows.filter((r) => parent.digests.get(r.id) === r.digest).map((r) => r.id));
    const dropped = [...parent.digests.keys()].filter((id) => !unchanged.has(id));
    copied = await copyRows(client, name, parent.schema, dropped);
    toWrite = plan.rows.filter((r) => !unchanged.has(r.id));
  }
  if (plan.embed && toWrite.length) {
    ctx.stage = 'vectors';
    await plan.embed(toWrite);
  }
  ctx.stage = 'build';
  const written = await insertRows(client, name, toWrite, plan.pg, plan.dims);
  if (plan.dims && plan.pg.vector_index.type !== 'none') ctx.stage = 'vectors';
  await createIndexes(client, name, plan.pg, plan.dims);
  ctx.stage = 'build';
  if (plan.indexFile) {
    ctx.stage = 'index_file';
    ctx.file = plan.indexFile.path;
    // The team's SQL sees the side's schema first, as its query file will.
    await client.query(`SELECT set_config('search_path', $1 || ', ' || current_setting('search_path'), true)`, [quoted(name)]);
    await client.query(plan.indexFile.sql);
    ctx.stage = 'build';
    ctx.file = undefined;
  }
  const marker: SideMarker = { settings: plan.settingsHash, content: plan.contentHash, rows: plan.rows.length, keep: plan.keep, created: new Date().toISOString() };
  await client.query(markerComment(name, marker));
  return { schema: name, how: parent ? 'delta' : 'full', written, copied };
}
