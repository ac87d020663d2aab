/**
 * Scale and worker threads: wall time and peak memory (the process's max resident set, worker
 * threads included) of
 *   - `eval` of cpp-docs with 1 worker (this thread alone) and with one per core, against
 *     MiniSearch merely indexing the same files whole (read + index, no chunking, no questions);
 *   - cpp-docs ×8 (every file eight times under eight prefixes: about 780k chunks), eval with one per core;
 *   - a synthetic corpus of 1M chunks (seeded: 100k pages of 10 sections), eval with one per core.
 * Each measurement is a child process of its own (peak memory is per process); the cpp-docs ones
 * run in rounds, their order rotated (the machine is shared: medians of alternating runs, and
 * ratios within a round). The reports of 1, 2 and 4 workers must be byte-identical (their hashes
 * are compared). Each round also runs one one-thread eval per core at once: the time each takes
 * against one alone is what this machine gives threads doing this work side by side, the floor
 * under any split of one eval (a split cannot run its halves faster than whole evals run). Goals (2 cores): eval ≤ 0.5× MiniSearch and ≤ 0.6× one worker; 1M chunks ≤ 60 s
 * and ≤ 3 GB (10^9 bytes: 2,861 MiB). RG_BENCH_ROUNDS (default 3) sets the rounds; RG_SCALE_BIG=0 skips the two large corpora.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import MiniSearch from 'minisearch';
import { DocCache } from '../src/chunk/corpus';
import { defaultConfig } from '../src/config/parse';
import { judgeSide, measureKs } from '../src/engine/evaluate-side';
import { loadSide, rankSide, retrievalDepth } from '../src/engine/load-side';
import type { OpenedSide } from '../src/engine/load-inputs';
import { runEval } from '../src/engine/run-eval';
import { parseGoldenSet } from '../src/golden/parse';
import { openFolderSource } from '../src/source/folder';
import { selectionFromConfig } from '../src/source/select';
import type { Snapshot, SourceFile } from '../src/types';
import { mulberry32 } from '../src/util/prng';
import { runBench, sharedCorpus } from './support/bench-main';

const ROUNDS = Number(process.env.RG_BENCH_ROUNDS ?? 3);
const CORES = availableParallelism();
const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
const goldenFile = resolve(root, 'bench/quality/cpp-docs.golden.yml');

interface Measure {
  wallMs: number;
  rssMb: number;
  hash?: string;
  chunks?: number;
}

const maxRssMb = () => process.resourceUsage().maxRSS / 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ── children: one measurement each, printed as one JSON line ──

async function childEval(corpus: string, jobs: number): Promise<Measure> {
  const t0 = performance.now();
  const result = await runEval({ dir: corpus, goldenPath: goldenFile }, { cwd: root, env: {}, jobs });
  const wallMs = performance.now() - t0;
  return { wallMs, rssMb: maxRssMb(), hash: createHash('sha256').update(JSON.stringify(result)).digest('hex').slice(0, 16), chunks: result.chunks };
}

async function childMiniSearch(corpus: string): Promise<Measure> {
  const t0 = performance.now();
  const snapshot = await (await openFolderSource(corpus)).snapshot(selectionFromConfig(defaultConfig()));
  const mini = new MiniSearch<{ id: string; text: string }>({ fields: ['text'], storeFields: [] });
  mini.addAll(snapshot.files.map((f) => ({ id: f.path, text: f.text })));
  return { wallMs: performance.now() - t0, rssMb: maxRssMb(), chunks: mini.documentCount };
}

/** One side from an in-memory snapshot, loaded, ranked and judged as eval does. */
async function evalSnapshot(snapshot: Snapshot, goldenText: string, jobs: number): Promise<Measure> {
  // Scale is the point here: the corpus budgets (128 MiB, 250,000 chunks by default) are raised
  // past these corpora, as a team with docs this large would raise them in its config.
  const base = defaultConfig();
  // BM25 named: this measures how indexing and ranking scale, not the encoder (the default retriever's other half).
  const config = { ...base, chunking: { ...base.chunking, max_corpus_bytes: 2 ** 30, max_corpus_chunks: 2_000_000 }, retriever: { ...base.retriever, type: 'bm25' as const } };
  const golden = parseGoldenSet(goldenText, 'golden.yml');
  const side: OpenedSide = { reader: { label: snapshot.label, kind: 'folder', readText: async () => null, sizeOf: async () => null, snapshot: async () => snapshot }, label: snapshot.label, root };
  const deps = { cwd: root, env: {}, jobs };
  const t0 = performance.now();
  const loaded = await loadSide(side, config, new DocCache(), deps, { read: snapshot });
  const ranked = await rankSide(loaded, config, golden, retrievalDepth(config), deps);
  judgeSide(golden, ranked.hits, loaded.docs, loaded.resolver, { ks: measureKs(config.k, config.pass_k), passK: config.pass_k });
  const chunks = loaded.docs.reduce((n, d) => n + d.chunks.length, 0);
  return { wallMs: performance.now() - t0, rssMb: maxRssMb(), chunks };
}

/** cpp-docs eight times over, each copy under its own prefix (labels point into the first). */
async function childTimes8(corpus: string, jobs: number): Promise<Measure> {
  const snap = await (await openFolderSource(corpus)).snapshot(selectionFromConfig(defaultConfig()));
  const files: SourceFile[] = [];
  for (let k = 0; k < 8; k++) for (const f of snap.files) files.push({ ...f, path: `copy${k}/${f.path}`, hash: `${k}${f.hash.slice(1)}` });
  const golden = readFileSync(goldenFile, 'utf8').replace(/relevant: \[([^\]]*)\]/g, (_, l: string) => `relevant: [${l.split(',').map((x) => `copy0/${x.trim()}`).join(', ')}]`);
  return evalSnapshot({ label: 'cpp-docs x8', files, notes: [] }, golden, jobs);
}

/** 100k seeded pages of 10 sections each under a title with no text of its own (folded: not a chunk), a Zipf-like vocabulary of 50k words: 1M chunks. */
async function childMillion(jobs: number): Promise<Measure> {
  const rnd = mulberry32(42);
  const vocab = Array.from({ length: 50_000 }, (_, i) => `w${i.toString(36)}${'aeiou'[i % 5]}`);
  const word = () => vocab[Math.floor(vocab.length * rnd() ** 3)];
  const sentence = (n: number) => Array.from({ length: n }, word).join(' ');
  const files: SourceFile[] = [];
  for (let p = 0; p < 100_000; p++) {
    const parts = [`# Page ${p} ${sentence(3)}\n`];
    for (let s = 0; s < 10; s++) parts.push(`\n## ${sentence(2)} ${s}\n\n${sentence(30)}.\n`);
    const text = parts.join('');
    files.push({ path: `p${String(Math.floor(p / 1000)).padStart(3, '0')}/${String(p).padStart(6, '0')}.md`, hash: String(p), text, size: text.length });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  const golden = `questions:\n${[1, 500, 99_999].map((p, i) => `  - id: m${i}\n    question: ${sentence(4)}\n    relevant: [${files[p].path}]`).join('\n')}\n`;
  return evalSnapshot({ label: 'synthetic 1M', files, notes: [] }, golden, jobs);
}

async function child(what: string, arg: string): Promise<number> {
  const corpus = sharedCorpus('cpp-docs/docs');
  const m =
    what === 'eval' ? await childEval(corpus!, Number(arg)) : what === 'minisearch' ? await childMiniSearch(corpus!) : what === 'x8' ? await childTimes8(corpus!, Number(arg)) : await childMillion(Number(arg));
  console.log(`RESULT ${JSON.stringify(m)}`);
  return 0;
}

// ── parent: runs the children, in rotated order, and prints medians and ratios ──

const childArgs = (what: string, arg: string) => ['--max-old-space-size=8192', process.argv[1], 'child', what, arg];

/** The child's measurement, from its output (a failed child is an error with its stderr's end). */
function parseChild(what: string, arg: string, status: number | null, stdout: string, stderr: string): Measure {
  const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (status !== 0 || !line) throw new Error(`${what} ${arg} failed (${status}): ${stderr.slice(-2000)}`);
  return JSON.parse(line.slice(7)) as Measure;
}

function measure(what: string, arg = ''): Measure {
  const r = spawnSync(process.execPath, childArgs(what, arg), { encoding: 'utf8', env: process.env, maxBuffer: 1 << 26 });
  return parseChild(what, arg, r.status, r.stdout, r.stderr);
}

/** `count` copies of the child started together, each measured while the others run. */
async function measureTogether(count: number, what: string, arg: string): Promise<Measure[]> {
  const one = () =>
    new Promise<Measure>((done, fail) => {
      const child = spawn(process.execPath, childArgs(what, arg), { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
      child.on('error', fail);
      child.on('close', (status) => {
        try {
          done(parseChild(what, arg, status, out, err));
        } catch (e) {
          fail(e);
        }
      });
    });
  return Promise.all(Array.from({ length: count }, one));
}

/** The label of the round's side-by-side one-thread evals (not one of `kinds`). */
const TOGETHER = 'one-thread evals at once';

const fmt = (m: { wallMs: number; rssMb: number }) => `${(m.wallMs / 1000).toFixed(2)} s, ${m.rssMb.toFixed(0)} MiB`;

async function main(): Promise<number> {
  if (process.argv[2] === 'child') return child(process.argv[3], process.argv[4]);
  const corpus = sharedCorpus('cpp-docs/docs');
  if (!corpus) return 0;
  const n = Math.max(2, CORES);
  const kinds: Array<[string, string, string]> = [
    ['minisearch', '', 'MiniSearch, files whole'],
    ['eval', '1', 'eval --jobs 1'],
    ['eval', String(n), `eval --jobs ${n}`],
  ];
  const runs = new Map<string, Measure[]>(kinds.map(([, , label]) => [label, []]));
  const perRound: Array<Record<string, Measure>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    const got: Record<string, Measure> = {};
    for (let i = 0; i < kinds.length; i++) {
      const [what, arg, label] = kinds[(i + round) % kinds.length];
      got[label] = measure(what, arg);
      runs.get(label)!.push(got[label]);
      console.log(`round ${round + 1}: ${label.padEnd(24)} ${fmt(got[label])}`);
    }
    // One one-thread eval per core, all at once: their mean time against this round's eval alone.
    const together = await measureTogether(n, 'eval', '1');
    const mean = together.reduce((t, m) => t + m.wallMs, 0) / together.length;
    got[TOGETHER] = { wallMs: mean, rssMb: Math.max(...together.map((m) => m.rssMb)) };
    console.log(`round ${round + 1}: ${`${n} x eval --jobs 1 at once`.padEnd(24)} ${(mean / 1000).toFixed(2)} s each`);
    perRound.push(got);
  }
  const med = (label: string) => ({ wallMs: median(runs.get(label)!.map((m) => m.wallMs)), rssMb: median(runs.get(label)!.map((m) => m.rssMb)) });
  const ratio = (a: string, b: string, k: 'wallMs' | 'rssMb') => median(perRound.map((r) => r[a][k] / r[b][k]));
  const par = `eval --jobs ${n}`;
  for (const [, , label] of kinds) console.log(`median ${label.padEnd(24)} ${fmt(med(label))}`);
  const vsMini = ratio(par, 'MiniSearch, files whole', 'wallMs');
  const vsOne = ratio(par, 'eval --jobs 1', 'wallMs');
  console.log(`eval --jobs ${n} / MiniSearch: wall ${vsMini.toFixed(2)}x (goal ≤ 0.5), memory ${ratio(par, 'MiniSearch, files whole', 'rssMb').toFixed(2)}x`);
  console.log(`eval --jobs ${n} / --jobs 1: wall ${vsOne.toFixed(2)}x (goal ≤ 0.6), memory ${ratio(par, 'eval --jobs 1', 'rssMb').toFixed(2)}x`);
  // n whole evals side by side did n evals' work in `together` each: one eval split n ways, with
  // no cost of its own for the split, would take together / n. That, against one thread alone,
  // is the least any split can reach on this machine (1 / n where threads never slow each other).
  const floor = median(perRound.map((r) => r[TOGETHER].wallMs / (n * r['eval --jobs 1'].wallMs)));
  const floorMini = median(perRound.map((r) => r[TOGETHER].wallMs / (n * r['MiniSearch, files whole'].wallMs)));
  console.log(
    `${n} one-thread evals at once: each ${ratio(TOGETHER, 'eval --jobs 1', 'wallMs').toFixed(2)}x its time alone, so no split over ${n} threads can go below ${floor.toFixed(2)}x --jobs 1 (${floorMini.toFixed(2)}x MiniSearch) here`,
  );

  // Byte-identical reports whatever the number of workers.
  const hashes = new Set([...runs.get('eval --jobs 1')!, ...runs.get(par)!].map((m) => m.hash));
  for (const jobs of [2, 4]) if (jobs !== n) hashes.add(measure('eval', String(jobs)).hash);
  console.log(`reports with 1, 2, 4 and ${n} workers: ${hashes.size === 1 ? 'byte-identical' : `DIFFERENT (${[...hashes].join(', ')})`}`);

  let ok = hashes.size === 1 && vsMini <= 0.5 && vsOne <= 0.6;
  if (process.env.RG_SCALE_BIG !== '0') {
    const x8 = measure('x8', String(n));
    console.log(`cpp-docs x8 (${x8.chunks} chunks), --jobs ${n}: ${fmt(x8)}`);
    const m = measure('million', String(n));
    const gb = (m.rssMb * 2 ** 20) / 1e9;
    console.log(`synthetic (${m.chunks} chunks), --jobs ${n}: ${fmt(m)} = ${gb.toFixed(2)} GB (goal ≤ 60 s, ≤ 3 GB)`);
    ok = ok && m.wallMs <= 60_000 && gb <= 3;
  }
  if (!ok) console.log('GOAL MISSED');
  return ok ? 0 : 1;
}

runBench(main);
