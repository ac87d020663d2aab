/**
 * The action's caches on cpp-docs (issue 6 point 5): a scratch git repository whose base commit is
 * the corpus, a PR head with 1 % of the files edited, then a second push (another head, same base).
 * Each run is a fresh Node process running runAction (the real engine, git and cache code; comment
 * off, a local `cache-dir`), timed by /usr/bin/time, so CPU includes git's:
 *   cold         cache off: base and head built
 *   cold+save    empty cache: base and head built, base side and report saved
 *   base-cached  the second push: the report misses, the base side hits, only the head is built
 *   identical    the second push run again: the whole report is reused
 * Prints wall and CPU (user + system) per run and the medians; checks the reports agree.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDocs } from '../src/chunk/corpus';
import { DEFAULT_CONFIG } from '../src/config/types';
import { realDeps } from '../src/github/real-deps';
import { runAction } from '../src/github/run';
import { openFolderSource } from '../src/source/folder';
import { selectionFromConfig } from '../src/source/select';
import { runBench, sharedCorpus } from './support/bench-main';
import { goldenFromCorpus } from './support/golden-from-corpus';

const QUESTIONS = 50;
const ROUNDS = Number(process.env.RG_BENCH_ROUNDS ?? 3);
const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@example.com', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@example.com', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', maxBuffer: 1 << 28 }).trim();

interface ChildArgs {
  repo: string;
  base: string;
  head: string;
  runnerTemp: string;
  cacheDir: string | null;
  report: string;
  log: string;
}

/** One action run in this process (the child side). */
async function child(a: ChildArgs): Promise<void> {
  const event = join(a.runnerTemp, 'event.json');
  mkdirSync(a.runnerTemp, { recursive: true });
  writeFileSync(event, JSON.stringify({ number: 1, pull_request: { number: 1, base: { sha: a.base }, head: { sha: a.head } } }));
  const inputs: Record<string, string> = { comment: 'off', mode: 'report', 'report-path': a.report, 'working-directory': a.repo, cache: a.cacheDir ? 'true' : 'false' };
  if (a.cacheDir) inputs['cache-dir'] = a.cacheDir;
  const lines: string[] = [];
  const t0 = performance.now();
  const stamp = (m: string) => lines.push(`${(performance.now() - t0).toFixed(0).padStart(6)} ms  ${m}`);
  const deps = realDeps();
  deps.env = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event, GITHUB_REPOSITORY: 'acme/docs', GITHUB_WORKSPACE: a.repo, RUNNER_TEMP: a.runnerTemp };
  deps.cacheServiceAvailable = () => false;
  const failed: string[] = [];
  deps.core = { ...deps.core, getInput: (n) => inputs[n] ?? '', setOutput: () => undefined, setSecret: () => undefined, debug: stamp, info: stamp, notice: stamp, warning: stamp, error: stamp, setFailed: (m) => void failed.push(m), writeSummary: async () => false };
  await runAction(deps);
  stamp('done');
  writeFileSync(a.log, `${lines.join('\n')}\n`);
  if (failed.length) throw new Error(failed.join('\n'));
}

/** Runs one action in a fresh process; wall and CPU seconds (process and its children, git included). */
function timed(self: string, a: ChildArgs): { wall: number; cpu: number } {
  const r = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S', process.execPath, '--max-old-space-size=8192', self, 'child', JSON.stringify(a)], { encoding: 'utf8' });
  const m = /TIME ([\d.]+) ([\d.]+) ([\d.]+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`run failed (${r.status}): ${r.stderr.slice(-2000)}`);
  return { wall: Number(m[1]), cpu: Number(m[2]) + Number(m[3]) };
}

async function main(): Promise<number> {
  if (process.argv[2] === 'child') {
    await child(JSON.parse(process.argv[3]) as ChildArgs);
    return 0;
  }
  const corpus = sharedCorpus('cpp-docs/docs');
  if (!corpus) return 0;
  const self = process.argv[1];
  const work = mkdtempSync(join(tmpdir(), 'rg-basecache-bench-'));
  try {
    const repo = join(work, 'repo');
    cpSync(corpus, join(repo, 'docs'), { recursive: true });
    // Golden set as in compare.bench.ts (bench/support/golden-from-corpus.ts), labels under docs/.
    const snapshot = await (await openFolderSource(join(repo, 'docs'))).snapshot(selectionFromConfig(DEFAULT_CONFIG));
    const { docs } = buildDocs(snapshot, DEFAULT_CONFIG.chunking);
    mkdirSync(join(repo, '.github'), { recursive: true });
    writeFileSync(join(repo, '.github/retrieval-golden.yml'), goldenFromCorpus(docs, QUESTIONS, 'docs/'));
    git(work, 'init', '-q', '-b', 'main', repo);
    git(repo, 'config', 'gc.auto', '0');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const base = git(repo, 'rev-parse', 'HEAD');
    const paths = snapshot.files.map((f) => f.path).sort();
    git(repo, 'checkout', '-q', '-b', 'pr');
    let changed = 0;
    for (let i = 0; i < paths.length; i += 100, changed++) appendFileSync(join(repo, 'docs', paths[i]), '\n\n## Revision note\n\nThis page was revised: see the release notes.\n');
    git(repo, 'commit', '-q', '-am', 'push 1');
    const head1 = git(repo, 'rev-parse', 'HEAD');
    // The second push edits the same pages again (a review fix-up): another head on the same base.
    for (let i = 0; i < paths.length; i += 100) appendFileSync(join(repo, 'docs', paths[i]), '\nReviewed.\n');
    git(repo, 'commit', '-q', '-am', 'push 2');
    const head2 = git(repo, 'rev-parse', 'HEAD');
    console.log(`cpp-docs: ${docs.length} documents, ${docs.reduce((n, d) => n + d.chunks.length, 0)} chunks; each push edits ${changed} files; ${QUESTIONS} questions; ${ROUNDS} rounds`);

    const kinds = ['cold', 'cold+save', 'base-cached', 'identical'] as const;
    const times: Record<string, Array<{ wall: number; cpu: number }>> = Object.fromEntries(kinds.map((k) => [k, []]));
    const reports: Record<string, string> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const cacheDir = join(work, `cache-${round}`);
      const run = (kind: string, head: string, cache: string | null) => {
        const a: ChildArgs = { repo, base, head, runnerTemp: join(work, `runner-${round}-${kind}`), cacheDir: cache, report: join(work, `report-${round}-${kind}.json`), log: join(work, `log-${round}-${kind}.txt`) };
        const t = timed(self, a);
        times[kind].push(t);
        reports[kind] = readFileSync(a.report, 'utf8');
        console.log(`round ${round + 1} ${kind.padEnd(12)} wall ${t.wall.toFixed(2)} s, cpu ${t.cpu.toFixed(2)} s`);
        if (round === ROUNDS - 1) console.log(readFileSync(a.log, 'utf8').replace(/^/gm, '    '));
        rmSync(a.runnerTemp, { recursive: true, force: true });
      };
      run('cold', head2, null);
      run('cold+save', head1, cacheDir);
      run('base-cached', head2, cacheDir);
      run('identical', head2, cacheDir);
      const ref = reports.cold;
      for (const k of ['base-cached', 'identical']) if (reports[k] !== ref) throw new Error(`${k}: report differs from the cold run on the same head`);
      rmSync(cacheDir, { recursive: true, force: true });
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const k of kinds) {
      const w = times[k].map((t) => t.wall);
      const c = times[k].map((t) => t.cpu);
      console.log(`${k.padEnd(12)} wall ${w.map((x) => x.toFixed(2)).join(', ')} s (median ${median(w).toFixed(2)}); cpu ${c.map((x) => x.toFixed(2)).join(', ')} s (median ${median(c).toFixed(2)})`);
    }
    console.log('reports of base-cached and identical runs are byte-identical to the cold run on the same head');
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
