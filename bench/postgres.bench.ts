/**
 * The Postgres retriever on cpp-docs (97k chunks) beside the embedded BM25, in one run: the eval
 * (reading, chunking, loading the side into Postgres or indexing it in memory, ranking the
 * hand-written golden set), and a compare whose pull request edits 5 files (the head written as
 * a delta: only its changed chunks, the rest copied on the server from the base's schema).
 * The server: RG_TEST_POSTGRES_URL (and RG_TEST_POSTGRES_PID), else one started with
 * .ci/postgres-server.sh. Prints wall-clock time, this process's CPU time and the server's.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runCompare } from '../src/engine/run-compare';
import { runEval } from '../src/engine/run-eval';
import { runBench, sharedCorpus } from './support/bench-main';

const CHANGED_FILES = 5;
const root = process.env.RG_PROJECT_ROOT ?? process.cwd();

/**
 * CPU time (ms) of the server: every live process of the tree under `pid` (the postmaster, its
 * backends, and whatever started them), each with the time of the children it has reaped (the
 * backends of closed connections).
 */
function serverCpuMs(pid: number | undefined): number {
  if (!pid || !existsSync(`/proc/${pid}/stat`)) return NaN;
  const stat = new Map<number, string[]>();
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const text = readFileSync(`/proc/${p}/stat`, 'utf8');
      stat.set(Number(p), text.slice(text.lastIndexOf(')') + 2).split(' '));
    } catch {
      /* gone */
    }
  }
  // Fields after the name (0-based): 1 ppid, 11 utime, 12 stime, 13 cutime, 14 cstime, in clock ticks (100 a second).
  let ticks = 0;
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop()!;
    const f = stat.get(p);
    if (!f) continue;
    ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    for (const [child, g] of stat) if (Number(g[1]) === p) todo.push(child);
  }
  return ticks * 10;
}

async function main(): Promise<number> {
  const corpus = sharedCorpus('cpp-docs/docs');
  if (!corpus) return 0;
  let url = process.env.RG_TEST_POSTGRES_URL;
  let pid = process.env.RG_TEST_POSTGRES_PID ? Number(process.env.RG_TEST_POSTGRES_PID) : undefined;
  let started: { dir: string; pid: number } | undefined;
  if (!url) {
    const [u, p, dir] = execFileSync('bash', [join(root, '.ci', 'postgres-server.sh'), '--print'], { encoding: 'utf8' }).trim().split(' ');
    url = u;
    pid = Number(p);
    started = { dir, pid };
  }
  const work = mkdtempSync(join(tmpdir(), 'rg-postgres-bench-'));
  try {
    const golden = resolve(root, 'bench', 'quality', 'cpp-docs.golden.yml');
    const head = join(work, 'head');
    cpSync(corpus, head, { recursive: true });
    // The pull request: one new section in each of 5 pages spread over the corpus.
    const pages = (readdirSync(corpus, { recursive: true }) as string[]).filter((p) => p.endsWith('.md')).sort();
    const every = Math.floor(pages.length / CHANGED_FILES);
    for (let i = 0; i < CHANGED_FILES; i++) appendFileSync(join(head, pages[i * every]), '\n\n## Revision note\n\nThis page was revised: see the release notes for what changed in this version.\n');
    writeFileSync(join(work, 'bm25.yml'), 'k: [1, 3, 5, 10]\n');
    writeFileSync(join(work, 'postgres.yml'), 'k: [1, 3, 5, 10]\nretriever:\n  type: postgres\n  url_env: PG_URL\n');

    const lines: string[] = [];
    const deps = { cwd: work, env: { PG_URL: url }, log: (m: string) => lines.push(m) };
    const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
    const timed = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
      global.gc?.();
      lines.length = 0;
      const s0 = serverCpuMs(pid);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const out = await fn();
      const wall = performance.now() - t0;
      const cpu = cpuMs(process.cpuUsage(c0));
      const server = serverCpuMs(pid) - s0;
      console.log(`${what.padEnd(34)} wall ${(wall / 1000).toFixed(1).padStart(6)} s   gate cpu ${(cpu / 1000).toFixed(1).padStart(6)} s   server cpu ${Number.isNaN(server) ? '   n/a' : (server / 1000).toFixed(1).padStart(6)} s`);
      for (const l of lines) if (/postgres: |indexed and ranked/.test(l)) console.log(`    ${l}`);
      return out;
    };
    const e1 = await timed('eval, embedded BM25', () => runEval({ dir: corpus, goldenPath: golden, configPath: join(work, 'bm25.yml') }, deps));
    const e2 = await timed('eval, postgres (full-text)', () => runEval({ dir: corpus, goldenPath: golden, configPath: join(work, 'postgres.yml') }, deps));
    console.log(`    quality: recall@5 ${e1.metrics['recall@5'].toFixed(3)} (BM25) vs ${e2.metrics['recall@5'].toFixed(3)} (postgres); mrr ${e1.metrics.mrr.toFixed(3)} vs ${e2.metrics.mrr.toFixed(3)}`);
    await timed(`compare ${CHANGED_FILES}-file PR, embedded BM25`, () => runCompare({ baseDir: corpus, headDir: head, goldenPath: golden, configPath: join(work, 'bm25.yml') }, deps));
    await timed(`compare ${CHANGED_FILES}-file PR, postgres`, () => runCompare({ baseDir: corpus, headDir: head, goldenPath: golden, configPath: join(work, 'postgres.yml') }, deps));
    console.log(`load ${process.env.RG_BENCH_NOTE ?? ''}: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
    if (started) {
      process.kill(started.pid);
      await new Promise((r) => setTimeout(r, 300));
      rmSync(started.dir, { recursive: true, force: true });
    }
  }
}

runBench(main);
