/**
 * The one connection a side's Postgres retriever holds, behind a small interface (a query with
 * bound parameters, and an end), so the SQL above it runs the same against a server reached with
 * the `pg` driver and against an in-process database in tests. Every value reaches the server as
 * a bound parameter; no SQL here is ever built from a document's or a question's text.
 */
import type * as Pg from 'pg';
import { explainPostgresError, type ErrorContext } from './pg-errors';

export interface SqlResult {
  rows: Array<Record<string, unknown>>;
  /** The names of the result's columns, in order. */
  fields: string[];
  rowCount: number;
}

export interface SqlClient {
  /** `types`: the parameters' type OIDs, when the statement alone cannot tell them. */
  query(sql: string, params?: readonly unknown[], types?: readonly number[]): Promise<SqlResult>;
  end(): Promise<void>;
}

/** Where to connect: the URL's value (from `url_env`) and an optional password (from `auth_env`). */
export interface PostgresTarget {
  url: string;
  password?: string;
  /** The settings that gave them, named in messages. */
  urlEnv: string;
  authEnv?: string;
}

/** Host and port of a URL, never its credentials: what messages may show. */
export function publicAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return '(an address that is not a URL)';
  }
}

/** Opens a connection with the `pg` driver; failures become one message naming the setting to fix. */
export async function connectPostgres(target: PostgresTarget, application = 'retrieval-gate'): Promise<SqlClient> {
  const ctx: ErrorContext = { stage: 'connect', urlEnv: target.urlEnv, authEnv: target.authEnv, address: publicAddress(target.url) };
  let url: URL;
  try {
    url = new URL(target.url);
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error('not postgres');
  } catch {
    throw explainPostgresError(Object.assign(new Error('bad url'), { code: 'RG_BAD_URL' }), ctx);
  }
  // The driver lets the URL's password win over a separate one: `auth_env`'s goes into the URL.
  if (target.password !== undefined) url.password = encodeURIComponent(target.password);
  // Loaded here, not at the top: the driver's start-up (it probes the runtime, which loads Node's
  // fetch stack) cost every command 50 ms although only a Postgres retriever ever connects.
  const { Client, types: pgTypes } = require('pg') as typeof Pg;
  const client = new Client({
    connectionString: url.toString(),
    application_name: application,
    connectionTimeoutMillis: 15_000,
  });
  // A connection that breaks later reports through the query that used it; this only keeps an
  // 'error' event on an idle client from becoming an uncaught exception.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (e) {
    await client.end().catch(() => {});
    throw explainPostgresError(e, ctx);
  }
  return {
    async query(sql, params = [], types) {
      // The driver sends `types` as the parameters' types and reads results through its getTypeParser.
      const typed = types ? { types: Object.assign([...types], { getTypeParser: pgTypes.getTypeParser }) as never } : {};
      const r = await client.query({ text: sql, values: params as unknown[], ...typed });
      return { rows: r.rows as Array<Record<string, unknown>>, fields: (r.fields ?? []).map((f) => f.name), rowCount: r.rowCount ?? 0 };
    },
    async end() {
      await client.end().catch(() => {});
    },
  };
}
