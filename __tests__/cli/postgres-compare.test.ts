/**
 * `compare` on the bundled example through Postgres, with the built CLI: the gate runs the team's
 * server, not its own BM25. The base is loaded whole, the head only as the change: the rest is
 * copied server-side from the base's schema, which is dropped when the comparison ends.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distFile } from '../support/dist';
import { gateSchemas, postgresServer, type TestServer } from '../support/postgres-server';
import { EXAMPLE } from '../retrieve/postgres-fixture';

let server: TestServer | null = null;
let dir = '';
beforeAll(async () => {
  server = await postgresServer();
  dir = mkdtempSync(join(tmpdir(), 'rg-pg-cli-'));
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function compare(config: string, env: Record<string, string>) {
  const file = join(dir, 'config.yml');
  writeFileSync(file, readFileSync(join(EXAMPLE, 'head', '.github', 'retrieval-gate.yml'), 'utf8') + config);
  const args = [distFile('cli.js'), 'compare', '--base-dir', join(EXAMPLE, 'base'), '--head-dir', join(EXAMPLE, 'head'), '--config', file, '--verbose'];
  return spawnSync(process.execPath, args, { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: dir, XDG_CACHE_HOME: join(dir, 'cache'), ...env }, timeout: 300_000 });
}

test('compare on the bundled example runs through Postgres: the same findings, the head as a delta', async () => {
  if (!server) return;
  const before = await gateSchemas(server.url);
  const r = compare('retriever:\n  type: postgres\n  url_env: DOCS_DATABASE_URL\n', { DOCS_DATABASE_URL: server.url });
  expect(r.stderr).not.toMatch(/at .*\.js:\d+/); // no stack trace
  expect(r.status).toBe(1);
  expect(r.stdout).toContain('retriever `postgres(text english weights=3/4/1 norm=1)`');
  // The pull request's breakages, found through Postgres as through the embedded BM25.
  expect(r.stdout).toContain('2 labels broken by this change');
  expect(r.stdout).toMatch(/new forbidden hit at head: R03 archive\/returns-2023\.md/);
  // The base written whole (36 chunks); the head: its 14 new or changed chunks, the other 35 copied on the server.
  const base = /postgres: schema (rg_\w+): (\d+) rows written \(\d+ ms\)\n/.exec(r.stderr);
  const head = /postgres: schema rg_\w+: (\d+) rows written, (\d+) copied from (rg_\w+)/.exec(r.stderr);
  expect(base?.[2]).toBe('36');
  expect(head?.slice(1)).toEqual(['14', '35', base?.[1]]);
  // Both schemas dropped at the end.
  expect(await gateSchemas(server.url)).toEqual(before);
  // The URL (with its password) never printed.
  expect(r.stdout + r.stderr).not.toContain(server.url);
}, 600_000);
