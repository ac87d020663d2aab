/**
 * How should BM25 and the shipped static embedding model be fused, and does the fusion beat BM25
 * on documentation it was not tuned on? `npm run bench -- hybrid` ranks every question of every
 * quality golden set (bench/quality/*.golden.yml) once with the default BM25 and once with the
 * static model (100 candidates each, as `retriever.type: hybrid` asks them), then fuses the two
 * lists for every setting of the grid below, reciprocal rank fusion (k) and the convex
 * combination of min-max normalised scores (alpha), each judged as `eval` judges.
 *
 * Prints, per corpus, recall@5 of BM25, the static model and the best of each fusion; then
 * leave-one-corpus-out: the setting best on the other corpora (mean recall@5, MRR breaks ties),
 * scored on the held-out one, against BM25 there. That is the figure a default must win on.
 * Then paraphrase-tagged questions pooled, held out the same way. With RG_TEACHER_PYTHON (a
 * Python with the teacher packages), the teacher itself ranks the corpora of at most
 * RG_TEACHER_MAX_CHUNKS chunks, as the upper bound; without it the row is skipped with a message.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Config } from '../src/config/types';
import { parseConfig } from '../src/config/parse';
import { retrievalDepth } from '../src/engine/load-side';
import type { EngineDeps } from '../src/engine/types';
import { rankQuestions } from '../src/engine/evaluate-side';
import { createRetriever } from '../src/retrieve/factory';
import { fuseRrf, fuseWeighted } from '../src/retrieve/fusion';
import type { Hit, QuestionResult } from '../src/types';
import { runBench } from './support/bench-main';
import { eachQualityCorpus, scoreRankings } from './support/quality-eval';

const CANDIDATES = 100;
/** The teacher row runs the teacher over every chunk on a CPU (about 0.1–0.2 s a chunk): small corpora only. */
const TEACHER_MAX_CHUNKS = Number(process.env.RG_TEACHER_MAX_CHUNKS ?? 2500);
const RRF_K = [5, 10, 20, 30, 60, 100];
const ALPHA = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];

interface Setting {
  name: string;
  fuse: (sparse: readonly Hit[], dense: readonly Hit[], depth: number) => Hit[];
}

const SETTINGS: Setting[] = [
  { name: 'bm25', fuse: (s, _d, depth) => s.slice(0, depth) },
  { name: 'static', fuse: (_s, d, depth) => d.slice(0, depth) },
  ...RRF_K.map((k): Setting => ({ name: `rrf k=${k}`, fuse: (s, d, depth) => fuseRrf([s, d], k, depth) })),
  ...ALPHA.map((a): Setting => ({ name: `weighted alpha=${a}`, fuse: (s, d, depth) => fuseWeighted(s, d, a, depth) })),
];

interface Cell {
  r5: number;
  mrr: number;
  questions: QuestionResult[];
}

const f3 = (x: number) => x.toFixed(3);

async function rankWith(config: Config, docs: Parameters<typeof createRetriever>[0], questions: Parameters<typeof rankQuestions>[1], deps: EngineDeps): Promise<Hit[][]> {
  const r = await createRetriever(docs, config.retriever, { cwd: deps.cwd, env: {} });
  try {
    return await rankQuestions(r, questions, CANDIDATES);
  } finally {
    await r.close?.();
  }
}

/**
 * The teacher itself ranking the corpus (scripts/distill/teacher_rank.py, run by the Python of
 * RG_TEACHER_PYTHON with the teacher packages installed), or a reason it did not run.
 */
function teacherRank(root: string, chunks: Array<[string, string]>, queries: string[], depth: number): Hit[][] | string {
  const python = process.env.RG_TEACHER_PYTHON;
  if (!python) return 'RG_TEACHER_PYTHON is not set (a Python with scripts/distill/requirements.txt and the teacher packages)';
  if (chunks.length > TEACHER_MAX_CHUNKS) return `${chunks.length} chunks, over RG_TEACHER_MAX_CHUNKS=${TEACHER_MAX_CHUNKS}`;
  const r = spawnSync(python, [join(root, 'scripts/distill/teacher_rank.py')], { input: JSON.stringify({ chunks, queries, depth }), maxBuffer: 1 << 28, encoding: 'utf8' });
  if (r.status !== 0) return `teacher_rank.py exited ${r.status}: ${(r.stderr ?? '').trim().split('\n').pop()}`;
  return (JSON.parse(r.stdout) as Array<Array<[string, number]>>).map((list) => list.map(([id, score]) => ({ id, score })));
}

async function main(): Promise<number> {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  const deps: EngineDeps = { cwd: root, env: {} };
  const defaults = parseConfig('', 'defaults');
  const statics = parseConfig('retriever:\n  type: static\n', 'static');
  const depth = retrievalDepth(defaults);
  const cells = new Map<string, Map<string, Cell>>(); // setting → corpus → figures
  const teacherRows: string[] = [];
  const corpora = await eachQualityCorpus(root, deps, async (set, golden, corpus) => {
    const side = await corpus.load(defaults);
    const sparse = await rankWith(defaults, side.docs, golden, deps);
    const dense = await rankWith(statics, side.docs, golden, deps);
    const chunks = side.docs.flatMap((d) => d.chunks.map((c): [string, string] => [c.id, c.indexText]));
    const teacher = teacherRank(root, chunks, golden.questions.map((q) => q.question), depth);
    if (typeof teacher === 'string') console.log(`teacher row skipped on ${set.name}: ${teacher}`);
    else {
      const t = scoreRankings(golden, teacher, side, defaults);
      const para = t.questions.filter((q) => t.counting.has(q.id) && q.tags.includes('paraphrase'));
      const p5 = para.length ? (para.reduce((n, q) => n + q.measures['recall@5'], 0) / para.length).toFixed(3) : '–';
      teacherRows.push(`| ${set.name} (${chunks.length} chunks) | ${f3(t.metrics['recall@5'])} (${f3(t.metrics.mrr)}) | ${p5} (${para.length}) |`);
    }
    for (const s of SETTINGS) {
      const hits = sparse.map((h, i) => s.fuse(h, dense[i], depth));
      const score = scoreRankings(golden, hits, side, defaults);
      if (!cells.has(s.name)) cells.set(s.name, new Map());
      cells.get(s.name)!.set(set.name, { r5: score.metrics['recall@5'], mrr: score.metrics.mrr, questions: score.questions.filter((q) => score.counting.has(q.id)) });
    }
  });
  if (teacherRows.length) {
    console.log(`\n### The teacher itself (all-MiniLM-L6-v2 int8 ONNX, from Python), the upper bound\n`);
    console.log('| corpus | recall@5 (MRR) | paraphrase recall@5 |\n| --- | ---: | ---: |');
    for (const r of teacherRows) console.log(r);
  }
  if (corpora.length < 2) return 0;
  const names = SETTINGS.map((s) => s.name);
  const cell = (s: string, c: string) => cells.get(s)!.get(c)!;
  const mean = (s: string, on: string[], k: 'r5' | 'mrr') => on.reduce((n, c) => n + cell(s, c)[k], 0) / on.length;
  const better = (on: string[]) => (a: string, b: string) => mean(b, on, 'r5') - mean(a, on, 'r5') || mean(b, on, 'mrr') - mean(a, on, 'mrr') || (a < b ? -1 : 1);
  const para = (s: string, on: string[]) => {
    const qs = on.flatMap((c) => cell(s, c).questions.filter((q) => q.tags.includes('paraphrase')));
    return { n: qs.length, r5: qs.length ? qs.reduce((n, q) => n + q.measures['recall@5'], 0) / qs.length : 0 };
  };

  console.log(`\n### recall@5 per corpus (MRR in brackets), every setting\n`);
  console.log(`| setting | mean | ${corpora.join(' | ')} | paraphrase (${para('bm25', corpora).n}) |`);
  console.log(`| --- | ---: | ${corpora.map(() => '---:').join(' | ')} | ---: |`);
  for (const s of names) console.log(`| ${s} | ${f3(mean(s, corpora, 'r5'))} | ${corpora.map((c) => `${f3(cell(s, c).r5)} (${f3(cell(s, c).mrr)})`).join(' | ')} | ${f3(para(s, corpora).r5)} |`);

  for (const family of ['rrf', 'weighted', '']) {
    const pool = names.filter((n) => n !== 'bm25' && n !== 'static' && n.startsWith(family));
    console.log(`\n### Leave one corpus out: ${family || 'either fusion'} (recall@5)\n`);
    console.log('| held out | best on the others | its recall@5 there | BM25 there | paraphrase there (fused / BM25) |');
    console.log('| --- | --- | ---: | ---: | ---: |');
    let got = 0;
    let base = 0;
    const paraQs: Array<{ fused: number; bm25: number }> = [];
    for (const held of corpora) {
      const rest = corpora.filter((c) => c !== held);
      const best = [...pool].sort(better(rest))[0];
      got += cell(best, held).r5;
      base += cell('bm25', held).r5;
      const pf = cell(best, held).questions.filter((q) => q.tags.includes('paraphrase'));
      const pb = cell('bm25', held).questions.filter((q) => q.tags.includes('paraphrase'));
      pf.forEach((q, i) => paraQs.push({ fused: q.measures['recall@5'], bm25: pb[i].measures['recall@5'] }));
      const pm = (xs: QuestionResult[]) => (xs.length ? f3(xs.reduce((n, q) => n + q.measures['recall@5'], 0) / xs.length) : '–');
      console.log(`| ${held} | ${best} | ${f3(cell(best, held).r5)} | ${f3(cell('bm25', held).r5)} | ${pm(pf)} / ${pm(pb)} |`);
    }
    const pMean = (k: 'fused' | 'bm25') => f3(paraQs.reduce((n, q) => n + q[k], 0) / Math.max(paraQs.length, 1));
    console.log(`| **mean** | | **${f3(got / corpora.length)}** | **${f3(base / corpora.length)}** | **${pMean('fused')} / ${pMean('bm25')}** (${paraQs.length} pooled) |`);
  }
  return 0;
}

runBench(main);
