/**
 * `history` against plain evals (npm run bench -- history). The site: Markdown pages of the cpp-docs
 * corpus (../shared/corpora/cpp-docs/docs, MicrosoftDocs/cpp-docs), taken in path order until they
 * make about 1,500 chunks, committed as the first commit of a scratch repository; then a generated
 * history of 100 docs commits, each editing one to three pages chosen by a seeded generator (a
 * paragraph appended, a section added, or a section's text replaced), with a commit outside the
 * docs every tenth. Golden set: 50 questions from the sections (bench/support/golden-from-corpus.ts).
 *   history  one `runHistory` over the 100 commits (each step reuses the previous one's chunks and index)
 *   evals    `runEval` of each of the same 100 commits, one after the other, in one process
 * Each runs in a fresh Node process under /usr/bin/time, so processor time includes git's; the two
 * run in the same bench, one after the other, and the ratio is history / evals. Checks that every
 * point's metrics equal its eval's.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildDocs } from '../src/chunk/corpus';
import { DEFAULT_CONFIG } from '../src/config/types';
import { runEval } from '../src/engine/run-eval';
import { runHistory } from '../src/engine/run-history';
import { mulberry32 } from '../src/measure/significance';
import { openFolderSource } from '../src/source/folder';
import { selectionFromConfig } from '../src/source/select';
import { runBench, sharedCorpus } from './support/bench-main';
import { goldenFromCorpus } from './support/golden-from-corpus';

const COMMITS = 100;
const TARGET_CHUNKS = 1500;
const QUESTIONS = 50;
const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@example.com', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@example.com', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', maxBuffer: 1 << 28 }).trim();

async function child(kind: string, repo: string, out: string): Promise<void> {
  const deps = { cwd: repo, env: {} };
  if (kind === 'history') {
    const h = await runHistory({ repo, from: 'base', to: 'main' }, deps);
    writeFileSync(out, JSON.stringify({ points: h.points.map((p) => ({ commit: p.commit, metrics: p.metrics })), work: h.work }));
    return;
  }
  const commits = git(repo, 'rev-list', '--first-parent', '--reverse', 'base..main').split('\n');
  const points: Array<{ commit: string; metrics: Record<string, number> }> = [];
  for (const c of commits) {
    // A code-only commit is no point of the history; its eval would repeat its parent's.
    if (!git(repo, 'diff-tree', '--no-commit-id', '--name-only', '-r', c).split('\n').some((p) => p.startsWith('docs/'))) continue;
    const r = await runEval({ repo, rev: c }, deps);
    points.push({ commit: c, metrics: r.metrics });
  }
  writeFileSync(out, JSON.stringify({ points }));
}

function timed(self: string, kind: string, repo: string, out: string): { wall: number; cpu: number } {
  const r = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S', process.execPath, '--max-old-space-size=8192', self, 'child', kind, repo, out], { encoding: 'utf8', env: process.env });
  const m = /TIME ([\d.]+) ([\d.]+) ([\d.]+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`${kind} failed (${r.status}): ${r.stderr.slice(-2000)}`);
  return { wall: Number(m[1]), cpu: Number(m[2]) + Number(m[3]) };
}

async function main(): Promise<number> {
  if (process.argv[2] === 'child') {
    await child(process.argv[3], process.argv[4], process.argv[5]);
    return 0;
  }
  const corpus = sharedCorpus('cpp-docs/docs');
  if (!corpus) return 0;
  const work = mkdtempSync(join(tmpdir(), 'rg-history-bench-'));
  try {
    const all = await (await openFolderSource(corpus)).snapshot(selectionFromConfig(DEFAULT_CONFIG));
    const files = [...all.files].sort((a, b) => (a.path < b.path ? -1 : 1));
    const picked: typeof files = [];
    let chunks = 0;
    for (const f of files) {
      if (chunks >= TARGET_CHUNKS) break;
      const { docs } = buildDocs({ ...all, files: [f] }, DEFAULT_CONFIG.chunking);
      chunks += docs.reduce((n, d) => n + d.chunks.length, 0);
      picked.push(f);
    }
    const repo = join(work, 'repo');
    for (const f of picked) {
      mkdirSync(dirname(join(repo, 'docs', f.path)), { recursive: true });
      cpSync(join(corpus, f.path), join(repo, 'docs', f.path));
    }
    const { docs } = buildDocs({ ...all, files: picked }, DEFAULT_CONFIG.chunking);
    mkdirSync(join(repo, '.github'), { recursive: true });
    writeFileSync(join(repo, '.github/retrieval-golden.yml'), goldenFromCorpus(docs, QUESTIONS, 'docs/'));
    writeFileSync(join(repo, '.github/retrieval-gate.yml'), "docs: ['docs/**/*.md']\n");
    writeFileSync(join(repo, 'app.txt'), 'code\n');
    git(work, 'init', '-q', '-b', 'main', repo);
    git(repo, 'config', 'gc.auto', '0');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    git(repo, 'tag', 'base');
    const rand = mulberry32(20261206);
    const words = docs.flatMap((d) => d.chunks.slice(0, 1).map((c) => c.text.split(/\s+/).slice(0, 12).join(' ')));
    let made = 0;
    for (let i = 0; made < COMMITS; i++) {
      if (i % 10 === 9) {
        appendFileSync(join(repo, 'app.txt'), `${i}\n`);
        git(repo, 'commit', '-q', '-am', `code ${i}`);
        continue;
      }
      const n = 1 + Math.floor(rand() * 3);
      for (let j = 0; j < n; j++) {
        const f = picked[Math.floor(rand() * picked.length)];
        const file = join(repo, 'docs', f.path);
        const text = readFileSync(file, 'utf8');
        const borrowed = words[Math.floor(rand() * words.length)];
        const kind = Math.floor(rand() * 3);
        if (kind === 0) appendFileSync(file, `\n\n${borrowed}. See also the reference.\n`);
        else if (kind === 1) appendFileSync(file, `\n\n## Note ${i}-${j}\n\n${borrowed}.\n`);
        else {
          const replaced = text.replace(/\n\n([^#\n][^\n]{40,})\n/, `\n\n${borrowed}.\n`);
          writeFileSync(file, replaced === text ? `${text}\n\n${borrowed}.\n` : replaced);
        }
      }
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '--allow-empty', '-m', `docs ${made + 1}`);
      made++;
    }
    const self = process.argv[1];
    if (process.env.RG_BENCH_KEEP) {
      // For profiling: the repository is left in place and nothing is timed.
      console.log(`repository kept at ${repo}`);
      return 0;
    }
    console.log(`cpp-docs subset: ${picked.length} pages, ${docs.reduce((n, d) => n + d.chunks.length, 0)} chunks; ${COMMITS} generated docs commits (+ code-only ones); ${QUESTIONS} questions; load ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
    const hOut = join(work, 'history.json');
    const eOut = join(work, 'evals.json');
    const e = timed(self, 'evals', repo, eOut);
    const h = timed(self, 'history', repo, hOut);
    const hist = JSON.parse(readFileSync(hOut, 'utf8')) as { points: Array<{ commit: string; metrics: Record<string, number> }>; work: Record<string, number> };
    const evals = JSON.parse(readFileSync(eOut, 'utf8')) as { points: Array<{ commit: string; metrics: Record<string, number> }> };
    const byCommit = new Map(evals.points.map((p) => [p.commit, JSON.stringify(p.metrics)]));
    const same = hist.points.filter((p) => byCommit.get(p.commit) === JSON.stringify(p.metrics)).length;
    console.log(`history: ${hist.points.length} points (${JSON.stringify(hist.work)}); evals: ${evals.points.length}; metrics equal at ${same} of ${hist.points.length} points`);
    console.log(`evals    wall ${e.wall.toFixed(2)} s, cpu ${e.cpu.toFixed(2)} s`);
    console.log(`history  wall ${h.wall.toFixed(2)} s, cpu ${h.cpu.toFixed(2)} s`);
    console.log(`ratio history/evals: cpu ${(h.cpu / e.cpu).toFixed(2)}x, wall ${(h.wall / e.wall).toFixed(2)}x (goal <= 0.3x)`);
    if (same !== hist.points.length) throw new Error('a point differs from its eval');
    return 0;
  } finally {
    if (!process.env.RG_BENCH_KEEP) rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
