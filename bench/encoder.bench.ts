/**
 * The shipped sentence encoder's figures for docs/embeddings.md, `npm run bench -- encoder`:
 *
 * 1. Cranfield (../shared/corpora/cranfield, BEIR layout; what `retrieval-gate beir` reads): BM25
 *    (defaults), the encoder alone, and BM25 fused with the encoder (the
 *    `hybrid` defaults, rrf k=60; rrf k=5, the choice made held out on the quality sets; weighted
 *    alpha=0.5), scored as trec_eval scores them: nDCG@10 and recall@10 (MRR too).
 * 2. Cost (RG_ENCODER_COST=0 skips it): the built CLI's `eval` of a quality golden set, BM25 and
 *    the hybrid with no `dense` section, cold (an empty embeddings cache), warm (the vectors
 *    cached), on sides embedded whole (flask-docs; site-800, flask-docs with most of asciidoctor-docs,
 *    the size of a small site; astro-docs) and one pooled (cpp-docs), with
 *    `--jobs 1` and `--jobs 2` (the encoder's threads, and BM25's workers alike), each ratio
 *    against BM25 with the same --jobs in the same run. BM25 and warm runs alternate, round
 *    after round (RG_ENCODER_RUNS, default 3), so load from other work falls on both alike; the
 *    cold runs (RG_ENCODER_COLD_RUNS, default 1 on the pooled side, else 3) sit between rounds.
 *    Medians of wall time, and of CPU time (user + system, from /usr/bin/time), which other work
 *    on the cores inflates far less. The machine's load (`uptime`) is printed beside each row.
 *    RG_ENCODER_SIDES picks the sides, RG_ENCODER_JOBS the --jobs values (default 1,2); RG_ENCODER_CLI runs another build's cli.js instead of this
 *    tree's (a before/after against an earlier commit's dist/). Peak memory: the largest resident
 *    set of a run (/usr/bin/time's %M), the cold runs' and BM25's.
 * 3. A pull request's increment: with the side's vectors cached, `eval` of a copy of the side
 *    where 5 files changed (a paragraph added to each, so their chunks are new texts): what a PR's
 *    head costs once the base's vectors are in the cache (the workflow's push run puts them there).
 */
import { spawnSync } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beirDoc } from '../src/cli/commands/beir';
import { DEFAULT_CONFIG, DEFAULT_DOCS_GLOBS } from '../src/config/types';
import { parseQrels, scoreTrec, trecOrder, type Run } from '../src/measure/trec';
import { createRetriever } from '../src/retrieve/factory';
import { createEncoderRetriever } from '../src/retrieve/embed/encoder-retriever';
import { fuseRrf, fuseWeighted } from '../src/retrieve/common/fusion';
import { readBeirDir } from '../src/source/beir';
import type { Hit } from '../src/types';
import { corporaRoot, runBench, sharedCorpus } from './support/bench-main';

const CANDIDATES = DEFAULT_CONFIG.retriever.hybrid.candidates;
const f3 = (x: number) => x.toFixed(3);
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

async function cranfield(root: string): Promise<void> {
  const dir = sharedCorpus('cranfield');
  if (!dir) return;
  const data = await readBeirDir(dir);
  const qrels = parseQrels(data.qrelsText, data.qrelsFile);
  const docs = data.corpus.map(beirDoc);
  const queries = data.queries.map((q) => q.text);
  const deps = { cwd: root, env: {} };
  const t0 = performance.now();
  // The product's encoder over every document (1,400: under pool_from, so embedded whole), vectors
  // kept in the project's embeddings cache between runs.
  const chunks = docs.flatMap((d) => d.chunks);
  const bm25 = await createRetriever(docs, DEFAULT_CONFIG.retriever, deps);
  const sparse = await bm25.search(queries, CANDIDATES);
  const encoder = await createEncoderRetriever(chunks, bm25, { pool: 0, pool_from: 0 }, { ...deps, log: (m) => console.log(m) });
  const dense = await encoder.search(queries, CANDIDATES);
  console.log(`encoder on cranfield: ${Math.round((performance.now() - t0) / 1000)} s (load ${load()})`);
  const rows: Array<[string, Hit[][]]> = [
    ['BM25 (defaults)', sparse],
    ['the encoder alone', dense],
    ['hybrid rrf k=60 (the `hybrid` defaults)', sparse.map((s, i) => fuseRrf([s, dense[i]], 60, CANDIDATES))],
    ['hybrid rrf k=5 (chosen held out on the quality sets)', sparse.map((s, i) => fuseRrf([s, dense[i]], 5, CANDIDATES))],
    ['hybrid weighted alpha=0.5', sparse.map((s, i) => fuseWeighted(s, dense[i], 0.5, CANDIDATES))],
  ];
  console.log(`\n### Cranfield (${data.corpus.length} documents, ${data.queries.length} queries; trec_eval's measures)\n`);
  console.log('| retriever | nDCG@10 | recall@10 | MRR |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, hits] of rows) {
    const run: Run = { queries: new Map() };
    data.queries.forEach((q, i) => {
      if (hits[i].length) run.queries.set(q.id, hits[i].map((h) => ({ docno: h.id, score: Number(h.score.toPrecision(9)) })).sort(trecOrder));
    });
    const m = scoreTrec(qrels, run, [10]).metrics;
    console.log(`| ${name} | ${f3(m['ndcg@10'])} | ${f3(m['recall@10'])} | ${f3(m.mrr)} |`);
  }
}

interface CostSide {
  name: string;
  /** The corpus folder under the shared corpora, and its golden set under bench/quality/. */
  corpus: string;
  coldRuns: number;
  /** Puts the side's docs folder together in `work` when it is not the corpus's own (a side made for its size). */
  make?: (corpora: string, work: string) => string;
}

/** asciidoctor-docs modules left out of the 800-chunk side, so that with flask-docs it has about 800 chunks. */
const LEFT_OUT_MODULES = ['api', 'extensions', 'html-backend', 'migrate'];

/**
 * A side of about 800 chunks, the size of a small documentation site: flask-docs' documents with
 * asciidoctor-docs' beside them under `asciidoctor/` (but for LEFT_OUT_MODULES), 810 chunks. Its
 * questions are flask-docs' (their labels name flask-docs' files, which stay where they were).
 */
function side800(corpora: string, work: string): string {
  const dir = join(work, 'site-800');
  cpSync(join(corpora, 'flask-docs', 'docs'), dir, { recursive: true });
  const modules = join(corpora, 'asciidoctor-docs', 'docs', 'modules');
  for (const m of readdirSync(modules)) if (!LEFT_OUT_MODULES.includes(m)) cpSync(join(modules, m), join(dir, 'asciidoctor', 'modules', m), { recursive: true });
  return dir;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? (e as unknown as { path: string }).path, e.name))
    .sort();
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function cost(root: string): void {
  const corpora = corporaRoot(root);
  const runs = Number(process.env.RG_ENCODER_RUNS ?? 3);
  const coldEnv = process.env.RG_ENCODER_COLD_RUNS;
  const sides: CostSide[] = [
    { name: 'flask-docs', corpus: 'flask-docs', coldRuns: Number(coldEnv ?? 3) },
    { name: 'site-800', corpus: 'flask-docs', coldRuns: Number(coldEnv ?? 3), make: side800 },
    { name: 'astro-docs', corpus: 'astro-docs', coldRuns: Number(coldEnv ?? 3) },
    { name: 'cpp-docs', corpus: 'cpp-docs', coldRuns: Number(coldEnv ?? 1) },
  ].filter((s) => (process.env.RG_ENCODER_SIDES ?? 'flask-docs,site-800,astro-docs,cpp-docs').split(',').includes(s.name));
  const work = mkdtempSync(join(tmpdir(), 'rg-encoder-cost-'));
  try {
    const dirs = new Map(sides.map((s) => [s, s.make ? s.make(corpora, work) : join(corpora, s.corpus, 'docs')]));
    // RG_ENCODER_CLI: another build's cli.js (an earlier release's, for a before/after), else this tree built fresh.
    let cli = process.env.RG_ENCODER_CLI ?? '';
    if (!cli) {
      const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--outdir', join(work, 'dist')], { cwd: root, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('the build failed');
      cli = join(work, 'dist', 'cli.js');
    }
    const configs = {
      bm25: join(work, 'bm25.yml'),
      hybrid: join(work, 'hybrid.yml'),
    };
    // The side's time budget raised: on a loaded machine a cold embed can take longer than the default 300 s by the clock.
    const docs = `docs:\n${DEFAULT_DOCS_GLOBS.map((g) => `  - ${JSON.stringify(g)}\n`).join('')}chunking:\n  max_corpus_seconds: 36000\n`;
    // BM25 named, whatever the default: the yardstick every ratio is taken against.
    writeFileSync(configs.bm25, `${docs}retriever:\n  type: bm25\n`);
    writeFileSync(configs.hybrid, `${docs}retriever:\n  type: hybrid\n`);
    const timeFile = join(work, 'time.txt');
    /** One `eval`, in `cwd` (whose .retrieval-gate/embeddings is the cache): wall and CPU seconds, peak memory (MB), and the encoder's line. */
    const evalOnce = (side: CostSide, config: string, jobs: number, cwd: string, dir = dirs.get(side)!): { s: number; cpu: number; mb: number; said: string } => {
      const args = [cli, 'eval', '--dir', dir, '--config', config, '--golden', join(root, 'bench/quality', `${side.corpus}.golden.yml`), '--jobs', String(jobs), '--json', '--verbose'];
      // The user cache folder inside the run's own folder: cold is an empty folder.
      const env = { ...process.env, RETRIEVAL_GATE_CACHE_DIR: join(cwd, '.retrieval-gate') };
      const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', '-o', timeFile, process.execPath, ...args], { cwd, env, encoding: 'utf8', maxBuffer: 1 << 28 });
      if (r.status !== 0 && r.status !== 1) throw new Error(`eval ${side.name} exited ${r.status}: ${r.stderr.slice(-2000)}`);
      const [wall, user, sys, kb] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
      const said = r.stderr.split('\n').filter((l) => / ranked .*embedded in this run/.test(l)).pop() ?? '';
      return { s: wall, cpu: user + sys, mb: kb / 1024, said };
    };
    /** A copy of the side with a paragraph added to 5 of its files (spread over the side), as a PR's head. */
    const changed = (side: CostSide): string => {
      const to = join(work, `${side.name}-pr`);
      rmSync(to, { recursive: true, force: true });
      cpSync(dirs.get(side)!, to, { recursive: true });
      const files = listFiles(to).filter((f) => /\.(md|mdx|rst|adoc)$/.test(f));
      for (let i = 0; i < 5; i++) {
        const f = files[Math.floor((i * files.length) / 5)];
        writeFileSync(f, `${readFileSync(f, 'utf8')}\n\nA paragraph this pull request adds (${i}): the setting is read once at startup, so restart the server after changing it.\n`);
      }
      return to;
    };
    console.log('\n### Cost: the built CLI\'s eval, wall seconds (median), ratio against BM25 with the same --jobs\n');
    console.log('| side | --jobs | BM25 wall (CPU) | hybrid cold, wall (CPU) | hybrid warm, wall (CPU) | PR of 5 files, warm cache, wall (CPU) | peak memory: BM25 / cold | load before / after (1, 5, 15 min) |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
    const notes: string[] = [];
    for (const side of sides) {
      for (const jobs of (process.env.RG_ENCODER_JOBS ?? '1,2').split(',').map(Number)) {
        const before = load();
        const cwd = join(work, `${side.name}-${jobs}`);
        mkdirSync(cwd);
        type Run = { s: number; cpu: number; mb: number; said: string };
        const bm25: Run[] = [];
        const warm: Run[] = [];
        const cold: Run[] = [];
        const pr: Run[] = [];
        const head = changed(side);
        for (let i = 0; i < Math.max(runs, side.coldRuns); i++) {
          bm25.push(evalOnce(side, configs.bm25, jobs, cwd));
          if (i < side.coldRuns) {
            rmSync(join(cwd, '.retrieval-gate'), { recursive: true, force: true });
            cold.push(evalOnce(side, configs.hybrid, jobs, cwd));
          }
          warm.push(evalOnce(side, configs.hybrid, jobs, cwd));
          // The base's vectors only: the PR's own are dropped again by a fresh copy of the cache.
          const kept = join(work, 'cache-before-pr');
          rmSync(kept, { recursive: true, force: true });
          cpSync(join(cwd, '.retrieval-gate'), kept, { recursive: true });
          pr.push(evalOnce(side, configs.hybrid, jobs, cwd, head));
          rmSync(join(cwd, '.retrieval-gate'), { recursive: true, force: true });
          cpSync(kept, join(cwd, '.retrieval-gate'), { recursive: true });
        }
        const b = { s: median(bm25.map((r) => r.s)), cpu: median(bm25.map((r) => r.cpu)) };
        const x = (rs: Array<{ s: number; cpu: number }>) => {
          const s = median(rs.map((r) => r.s));
          const cpu = median(rs.map((r) => r.cpu));
          return `${s.toFixed(2)} s (${cpu.toFixed(2)} s): ${(s / b.s).toFixed(2)}× (${(cpu / b.cpu).toFixed(2)}×)`;
        };
        const peak = (rs: Run[]) => `${Math.max(...rs.map((r) => r.mb)).toFixed(0)} MB`;
        console.log(`| ${side.name} | ${jobs} | ${b.s.toFixed(2)} s (${b.cpu.toFixed(2)} s) | ${x(cold)} | ${x(warm)} | ${x(pr)} | ${peak(bm25)} / ${peak(cold)} | ${before} / ${load()} |`);
        notes.push(`${side.name}, --jobs ${jobs}: cold: ${cold[cold.length - 1].said}; warm: ${warm[warm.length - 1].said}; PR: ${pr[pr.length - 1].said}`);
      }
    }
    console.log(`\n${notes.join('\n')}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  console.log(`load at start: ${load()}`);
  if (process.env.RG_ENCODER_CRANFIELD !== '0') await cranfield(root);
  if (process.env.RG_ENCODER_COST !== '0') cost(root);
  return 0;
}

runBench(main);
