/**
 * compare vs eval on cpp-docs (issue 5, "Speed"): base = the corpus folder, head = a copy with 1 %
 * of its files changed, a generated golden set of 50 questions whose labels point at real headings.
 * Goal: one `compare` costs under 1.3x one `eval` of the base (unchanged files are read and parsed
 * once). Prints both times and the ratio; exits 1 when the goal is missed.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDocs } from '../src/chunk/corpus';
import { DEFAULT_CONFIG } from '../src/config/types';
import { runCompare } from '../src/engine/run-compare';
import { runEval } from '../src/engine/run-eval';
import { openFolderSource } from '../src/source/folder';
import { selectionFromConfig } from '../src/source/select';
import { runBench, sharedCorpus } from './support/bench-main';
import { goldenFromCorpus } from './support/golden-from-corpus';

const QUESTIONS = 50;
const CHANGED_SHARE = 0.01;
const ROUNDS = Number(process.env.RG_BENCH_ROUNDS ?? 5);
const GOAL = 1.3;


async function main(): Promise<number> {
  const corpus = sharedCorpus('cpp-docs/docs');
  if (!corpus) return 0;
  const work = mkdtempSync(join(tmpdir(), 'rg-compare-bench-'));
  try {
    // Golden set: 50 sections spread evenly over the corpus (bench/support/golden-from-corpus.ts).
    const reader = await openFolderSource(corpus);
    const snapshot = await reader.snapshot(selectionFromConfig(DEFAULT_CONFIG));
    const { docs } = buildDocs(snapshot, DEFAULT_CONFIG.chunking);
    const golden = join(work, 'golden.yml');
    writeFileSync(golden, goldenFromCorpus(docs, QUESTIONS));

    // Head: a copy with 1 % of the documents edited (every 100th by path).
    const head = join(work, 'head');
    cpSync(corpus, head, { recursive: true });
    const paths = snapshot.files.map((f) => f.path).sort();
    const every = Math.round(1 / CHANGED_SHARE);
    let changed = 0;
    for (let i = 0; i < paths.length; i += every) {
      appendFileSync(join(head, paths[i]), '\n\n## Revision note\n\nThis page was revised: see the release notes for what changed in this version.\n');
      changed++;
    }
    console.log(`cpp-docs: ${docs.length} documents, ${docs.reduce((n, d) => n + d.chunks.length, 0)} chunks; head changes ${changed} files; ${QUESTIONS} questions`);

    const deps = { cwd: work, env: {} };
    const evalTimes: number[] = [];
    const compareTimes: number[] = [];
    // CPU time (user + system) of this process: what a run costs, nearly independent of how many
    // other processes share the machine (wall-clock times swing by 2x on a busy 2-core runner).
    const evalCpu: number[] = [];
    const compareCpu: number[] = [];
    const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
    let summary = '';
    let t0 = 0;
    const logged = { ...deps, log: (m: string) => console.log(`  ${(performance.now() - t0).toFixed(0).padStart(6)} ms  ${m}`) };
    for (let round = 0; round < ROUNDS; round++) {
      global.gc?.();
      t0 = performance.now();
      let c0 = process.cpuUsage();
      const e = await runEval({ dir: corpus, goldenPath: golden }, deps);
      evalTimes.push(performance.now() - t0);
      evalCpu.push(cpuMs(process.cpuUsage(c0)));
      global.gc?.();
      t0 = performance.now();
      c0 = process.cpuUsage();
      const r = await runCompare({ baseDir: corpus, headDir: head, goldenPath: golden }, deps);
      compareTimes.push(performance.now() - t0);
      compareCpu.push(cpuMs(process.cpuUsage(c0)));
      summary = `eval recall@5 ${e.metrics['recall@5'].toFixed(3)}; compare: ${r.corpus.docs_changed} docs changed, recall@5 ${r.base.metrics['recall@5'].toFixed(3)} → ${r.head.metrics['recall@5'].toFixed(3)}, gate ${r.gate.passed ? 'passed' : 'failed'}`;
    }
    // One more run of each with progress lines, to show where the time goes.
    for (const [name, run] of [
      ['eval', () => runEval({ dir: corpus, goldenPath: golden }, logged)],
      ['compare', () => runCompare({ baseDir: corpus, headDir: head, goldenPath: golden }, logged)],
    ] as const) {
      global.gc?.();
      t0 = performance.now();
      console.log(`-- ${name} phases:`);
      await run();
    }
    // Judged on the median CPU time of each (see above); wall-clock figures are printed too.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const list = (xs: number[]) => xs.map((t) => t.toFixed(0)).join(', ');
    const ratio = median(compareCpu) / median(evalCpu);
    console.log(summary);
    console.log(`eval    wall: ${list(evalTimes)} ms (median ${median(evalTimes).toFixed(0)}); cpu: ${list(evalCpu)} ms (median ${median(evalCpu).toFixed(0)})`);
    console.log(`compare wall: ${list(compareTimes)} ms (median ${median(compareTimes).toFixed(0)}); cpu: ${list(compareCpu)} ms (median ${median(compareCpu).toFixed(0)})`);
    console.log(`compare / eval: ${ratio.toFixed(2)}x cpu (median), ${(median(compareTimes) / median(evalTimes)).toFixed(2)}x wall (median), ${(Math.min(...compareTimes) / Math.min(...evalTimes)).toFixed(2)}x wall (fastest runs); goal < ${GOAL}x: ${ratio < GOAL ? 'PASS' : 'FAIL'}`);
    console.log(`heap used after the runs: ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`);
    return ratio < GOAL ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
