/**
 * `.ci/run` sources two server scripts, each adding its stop to the shell's exit trap: whichever
 * comes first, both stop when the shell exits (a script that set the trap outright would leave the
 * other's server running). A real Postgres is started; the search servers' stop is seen by its work
 * folder going away (RG_SEARCH_SERVERS=none: no JVM is started, the trap is set as in CI).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const started: number[] = [];

afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid);
    } catch {
      /* stopped, as it should be */
    }
  }
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number): Promise<boolean> {
  // A stop is a signal: give the server a generous while to exit.
  for (let i = 0; i < 200 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return !alive(pid);
}

const POSTGRES = 'source .ci/postgres-server.sh';
const SEARCH = 'RG_SEARCH_SERVERS=none; source .ci/search-servers.sh; rg_search_servers_start';

test.each([
  ['Postgres first', [POSTGRES, SEARCH]],
  ['the search servers first', [SEARCH, POSTGRES]],
])('%s: both are stopped when the shell exits', async (_name, steps) => {
  const script = ['set -euo pipefail', 'trap "echo earlier trap ran" EXIT', ...steps, 'echo "PG=${RG_TEST_POSTGRES_PID:-} WORK=$_rg_search_work"'].join('\n');
  const out = execFileSync('bash', ['-c', script], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 });
  const pg = Number(/PG=(\d+)/.exec(out)?.[1]);
  const work = /WORK=(\S+)/.exec(out)?.[1];
  if (!pg && process.env.CI !== 'true') {
    // eslint-disable-next-line no-console
    console.warn('SKIPPED: no Postgres server could start here');
    return;
  }
  expect(pg).toBeGreaterThan(0);
  started.push(pg);
  expect(work).toMatch(/rg-search-run\./);
  expect(out).toContain('earlier trap ran');
  expect(await gone(pg)).toBe(true);
  expect(existsSync(work!)).toBe(false);
}, 240_000);
