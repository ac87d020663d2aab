/**
 * The Postgres server an engine test runs against: a database of its own on the one `.ci/run`
 * started (RG_TEST_POSTGRES_URL), else one started here with the same script (Debian's Postgres 15, a temporary cluster on a
 * loopback port, stopped by process id in `stop`). When none can start, a test skips with a
 * message, except under CI (CI=true), where a missing server is a failure: CI must show them ran.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

export interface TestServer {
  /** The admin's URL (user `rg`, may create roles and databases). */
  url: string;
  stop(): Promise<void>;
}

export async function postgresServer(): Promise<TestServer | null> {
  const given = process.env.RG_TEST_POSTGRES_URL;
  if (given) return ownDatabase(given);
  let out = '';
  try {
    out = execFileSync('bash', [join(__dirname, '..', '..', '.ci', 'postgres-server.sh'), '--print'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  } catch (e) {
    return absent(`the Postgres server did not start: ${String((e as { stderr?: string }).stderr ?? e).trim().slice(0, 400)}`);
  }
  const [url, pid, dir] = out.trim().split(' ');
  return {
    url,
    async stop() {
      try {
        process.kill(Number(pid));
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 200));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of the test file's own on a shared server (test files run side by side, and each
 * counts the gate's schemas on its server), dropped when the file is done.
 */
async function ownDatabase(url: string): Promise<TestServer> {
  const name = `rg_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async stop() {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

function absent(why: string): null {
  if (process.env.CI === 'true') throw new Error(`${why} (CI=true: the engine tests must run, not skip)`);
  console.warn(`SKIPPED: ${why}`);
  return null;
}

/** Runs SQL as the admin (for a test's own checks and its fixtures: roles, privileges). */
export async function adminQuery(url: string, sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as Array<Record<string, unknown>>;
  } finally {
    await c.end();
  }
}

/** The gate's schemas on the server (its prefix and marker). */
export async function gateSchemas(url: string): Promise<string[]> {
  const rows = await adminQuery(url, `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rg\\_%' AND obj_description(oid, 'pg_namespace') LIKE 'retrieval-gate side:%' ORDER BY 1`);
  return rows.map((r) => String(r.nspname));
}
