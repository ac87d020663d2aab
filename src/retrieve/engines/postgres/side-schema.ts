/**
 * Each side lives in a schema of its own, named by a hash of its content and settings with the
 * gate's prefix, and marked with a comment: the gate reuses, copies from or drops only schemas that
 * carry its marker, so a schema it did not create is never touched, whatever its name.
 */
import { randomBytes } from 'node:crypto';
import type { SqlClient } from './sql-client';

export const SCHEMA_PREFIX = 'rg_';
/** The comment's first words; the rest is JSON (what the schema holds). */
export const MARKER = 'retrieval-gate side:';

export interface SideMarker {
  /** Hash of the settings that shape the stored data (text-search configuration, vectors, index file). */
  settings: string;
  /** Hash of the settings and every row. */
  content: string;
  rows: number;
  keep: boolean;
  created: string;
}

/** A kept side's name is its content hash (a later run finds it); another is made unique per run, so two runs never share one they would drop. */
export function sideSchemaName(content: string, keep: boolean): string {
  return `${SCHEMA_PREFIX}${content.slice(0, 24)}${keep ? '' : `_${randomBytes(4).toString('hex')}`}`;
}

/** A name the gate made (prefix, lowercase hex, underscore): safe to write in SQL between double quotes. */
export function quoted(name: string): string {
  if (!/^rg_[0-9a-f_]{1,60}$/.test(name)) throw new Error(`not a side schema name: ${name}`);
  return `"${name}"`;
}

/** A string literal for the few statements that take no parameters (COMMENT ON): quotes doubled. */
export function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** The schema's marker, `null` when it exists without one (not the gate's), `undefined` when there is no such schema. */
export async function readMarker(client: SqlClient, name: string): Promise<SideMarker | null | undefined> {
  const r = await client.query(`SELECT obj_description(oid, 'pg_namespace') AS comment FROM pg_namespace WHERE nspname = $1`, [name]);
  if (!r.rows.length) return undefined;
  const comment = r.rows[0].comment;
  if (typeof comment !== 'string' || !comment.startsWith(MARKER)) return null;
  try {
    return JSON.parse(comment.slice(MARKER.length)) as SideMarker;
  } catch {
    return null;
  }
}

export function markerComment(name: string, marker: SideMarker): string {
  return `COMMENT ON SCHEMA ${quoted(name)} IS ${literal(MARKER + JSON.stringify(marker))}`;
}

/** Drops the side's schema, only when it carries the gate's marker. */
export async function dropSide(client: SqlClient, name: string): Promise<boolean> {
  const marker = await readMarker(client, name);
  if (!marker || !name.startsWith(SCHEMA_PREFIX)) return false;
  await client.query(`DROP SCHEMA IF EXISTS ${quoted(name)} CASCADE`);
  return true;
}
