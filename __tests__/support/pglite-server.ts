/**
 * pgvector for the tests: PGlite (Postgres in WebAssembly) with its vector extension, served on a
 * loopback port by pglite-socket in a child process (pglite-server.mjs), so the gate reaches it
 * with the same `pg` driver and SQL it uses against a real server. Debian's archive has no
 * pgvector for Postgres 15.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TestServer } from './postgres-server';

export async function pgliteServer(): Promise<TestServer> {
  const child = spawn(process.execPath, [join(__dirname, 'pglite-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'], cwd: join(__dirname, '..', '..') });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`the PGlite server exited (${code}) before listening`)));
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
