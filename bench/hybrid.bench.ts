/**
 * How should BM25 and the shipped sentence encoder be fused, and does the fusion beat BM25 on
 * documentation it was not tuned on? `npm run bench -- hybrid` ranks every question of every
 * quality golden set (bench/quality/*.golden.yml) once with the default BM25 and once with the
 * encoder in process (100 candidates each, as `retriever.type: hybrid` asks them; pooled on a big
 * corpus as the product pools), reading each chunk's indexed text (heading trail, then body) or its
 * body alone, then fuses the two lists for every setting of the grid below, reciprocal rank fusion
 * (k) and the convex combination of min-max normalised scores (alpha), each judged as `eval`
 * judges.
 *
 * Prints, per corpus, recall@5 of BM25, the encoder alone and every fusion; then leave-one-corpus-
 * out: the setting best on the other corpora (mean recall@5, MRR breaks ties), scored on the
 * held-out one, against BM25 there. That is the figure a default must win on. Paraphrase-tagged
 * questions are pooled and held out the same way.
 */
import { DEFAULT_CONFIG, type Config } from '../src/config/types';
import { parseConfig } from '../src/config/parse';
import { retrievalDepth } from '../src/engine/load-side';
import type { EngineDeps } from '../src/engine/types';
import { rankQuestions } from '../src/engine/evaluate-side';
import { createRetriever } from '../src/retrieve/factory';
import { fuseRrf, fuseWeighted } from '../src/retrieve/common/fusion';
import { createEncoderRetriever } from '../src/retrieve/embed/encoder-retriever';
import type { Chunk, Hit, QuestionResult } from '../src/types';
import { benchEmbeddingsDir, runBench } from './support/bench-main';
import { eachQualityCorpus, scoreRankings, SET_KINDS, type QualityScore } from './support/quality-eval';

const CANDIDATES = 100;
const RRF_K = [5, 10, 20, 30, 60, 100];
const ALPHA = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];

interface Setting {
  name: string;
  /** Which dense list the setting reads: the shipped encoder's over each chunk's indexed text (heading trail, then body), or over its body alone. */
  dense: DenseList;
  fuse: (sparse: readonly Hit[], dense: readonly Hit[], depth: number) => Hit[];
}

type DenseList = 'encoder' | 'encoder body';

/** The fusions of BM25 with one dense list, named after it. */
function fusions(dense: DenseList): Setting[] {
  const p = `${dense} `;
  return [
    ...RRF_K.map((k): Setting => ({ name: `${p}rrf k=${k}`, dense, fuse: (s, d, depth) => fuseRrf([s, d], k, depth) })),
    ...ALPHA.map((a): Setting => ({ name: `${p}weighted alpha=${a}`, dense, fuse: (s, d, depth) => fuseWeighted(s, d, a, depth) })),
  ];
}

const BM25: Setting = { name: 'bm25', dense: 'encoder', fuse: (s, _d, depth) => s.slice(0, depth) };
const alone = (dense: DenseList): Setting => ({ name: dense, dense, fuse: (_s, d, depth) => d.slice(0, depth) });
/** HYBRID_BODY=0 leaves out the encoder over the body alone (half the embedding on a cold cache). */
const WITH_BODY = process.env.HYBRID_BODY !== '0';
const ENCODER_SETTINGS: Setting[] = [alone('encoder'), ...fusions('encoder'), ...(WITH_BODY ? [alone('encoder body'), ...fusions('encoder body')] : [])];
/** Corpora with more chunks are ranked by the encoder over BM25's pooled top ENCODER_POOL (the product's default rule). */
const ENCODER_POOL = Number(process.env.RG_ENCODER_POOL ?? DEFAULT_CONFIG.retriever.hybrid.pool);
const ENCODER_POOL_FROM = Number(process.env.RG_ENCODER_POOL_FROM ?? DEFAULT_CONFIG.retriever.hybrid.pool_from);

/**
 * The shipped encoder's ranking of every question (the product's own code: whole corpus, or
 * pooled on a big one), reading `text` of each chunk. Its vectors stay in the benches' embeddings
 * folder between runs (benchEmbeddingsDir), as the product's would in its cache.
 */
async function encoderRank(docs: Parameters<typeof createRetriever>[0], golden: Parameters<typeof rankQuestions>[1], defaults: Config, deps: EngineDeps, text: (c: Chunk) => string): Promise<Hit[][]> {
  const chunks = docs.flatMap((d) => d.chunks);
  const sparse = await createRetriever(docs, defaults.retriever, { cwd: deps.cwd, env: {} });
  const dense = await createEncoderRetriever(chunks, sparse, { pool: ENCODER_POOL, pool_from: ENCODER_POOL_FROM }, { cwd: deps.cwd, env: {}, embeddingsCacheDir: benchEmbeddingsDir(deps.cwd), log: (m) => console.log(m) }, text);
  return rankQuestions(dense, golden, CANDIDATES);
}

interface Cell {
  r5: number;
  mrr: number;
  questions: QuestionResult[];
}

const f3 = (x: number) => x.toFixed(3);

async function rankWith(config: Config, docs: Parameters<typeof createRetriever>[0], questions: Parameters<typeof rankQuestions>[1], deps: EngineDeps, depth = CANDIDATES): Promise<Hit[][]> {
  const r = await createRetriever(docs, config.retriever, { cwd: deps.cwd, env: {} });
  try {
    return await rankQuestions(r, questions, depth);
  } finally {
    await r.close?.();
  }
}

type Cells = Map<string, Map<string, Cell>>; // setting → corpus → figures

const paraOf = (qs: readonly QuestionResult[]) => qs.filter((q) => q.tags.includes('paraphrase'));
const meanR5 = (qs: readonly QuestionResult[]) => (qs.length ? qs.reduce((n, q) => n + q.measures['recall@5'], 0) / qs.length : 0);

/** Scores every setting's fused lists on one corpus into `cells`. */
function scoreSettings(settings: readonly Setting[], lists: { sparse: Hit[][] } & Partial<Record<DenseList, Hit[][]>>, judge: (hits: Hit[][]) => QualityScore, set: string, cells: Cells, depth: number): void {
  for (const s of settings) {
    const dense = lists[s.dense]!;
    const score = judge(lists.sparse.map((h, i) => s.fuse(h, dense[i], depth)));
    if (!cells.has(s.name)) cells.set(s.name, new Map());
    cells.get(s.name)!.set(set, { r5: score.metrics['recall@5'], mrr: score.metrics.mrr, questions: score.questions.filter((q) => score.counting.has(q.id)) });
  }
}

/** The per-corpus table of every setting named. */
function printTable(title: string, names: readonly string[], corpora: readonly string[], cells: Cells): void {
  const cell = (s: string, c: string) => cells.get(s)!.get(c)!;
  const mean = (s: string) => corpora.reduce((n, c) => n + cell(s, c).r5, 0) / corpora.length;
  const para = (s: string) => paraOf(corpora.flatMap((c) => cell(s, c).questions));
  console.log(`\n### ${title}\n`);
  console.log(`| setting | mean | ${corpora.join(' | ')} | paraphrase (${para('bm25').length}) |`);
  console.log(`| --- | ---: | ${corpora.map(() => '---:').join(' | ')} | ---: |`);
  for (const s of names) console.log(`| ${s} | ${f3(mean(s))} | ${corpora.map((c) => `${f3(cell(s, c).r5)} (${f3(cell(s, c).mrr)})`).join(' | ')} | ${f3(meanR5(para(s)))} |`);
}

/** Leave one corpus out over `corpora`: the setting of `pool` best on the others (mean recall@5, then MRR), scored on the held-out one. */
function printHeldOut(title: string, pool: readonly string[], corpora: readonly string[], cells: Cells): void {
  const cell = (s: string, c: string) => cells.get(s)!.get(c)!;
  const mean = (s: string, on: string[], k: 'r5' | 'mrr') => on.reduce((n, c) => n + cell(s, c)[k], 0) / on.length;
  const better = (on: string[]) => (a: string, b: string) => mean(b, on, 'r5') - mean(a, on, 'r5') || mean(b, on, 'mrr') - mean(a, on, 'mrr') || (a < b ? -1 : 1);
  console.log(`\n### Leave one corpus out: ${title} (recall@5)\n`);
  console.log('| held out | best on the others | its recall@5 there | BM25 there | paraphrase there (fused / BM25) |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  let got = 0;
  let base = 0;
  const pf: QuestionResult[] = [];
  const pb: QuestionResult[] = [];
  for (const held of corpora) {
    const best = [...pool].sort(better(corpora.filter((c) => c !== held)))[0];
    got += cell(best, held).r5;
    base += cell('bm25', held).r5;
    const f = paraOf(cell(best, held).questions);
    const b = paraOf(cell('bm25', held).questions);
    pf.push(...f);
    pb.push(...b);
    const pm = (xs: QuestionResult[]) => (xs.length ? f3(meanR5(xs)) : '–');
    console.log(`| ${held} | ${best} | ${f3(cell(best, held).r5)} | ${f3(cell('bm25', held).r5)} | ${pm(f)} / ${pm(b)} |`);
  }
  console.log(`| **mean** | | **${f3(got / corpora.length)}** | **${f3(base / corpora.length)}** | **${f3(meanR5(pf))} / ${f3(meanR5(pb))}** (${pf.length} pooled) |`);
}

async function main(): Promise<number> {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  const deps: EngineDeps = { cwd: root, env: {} };
  // BM25 with its default settings, named (the default retriever is the hybrid this bench takes apart).
  const defaults = parseConfig('retriever:\n  type: bm25\n', 'defaults');
  const depth = retrievalDepth(defaults);
  const cells: Cells = new Map();
  const ran = await eachQualityCorpus(root, deps, async (set, golden, corpus) => {
    const side = await corpus.load(defaults);
    const sparse = await rankWith(defaults, side.docs, golden, deps);
    const judge = (hits: Hit[][]) => scoreRankings(golden, hits, side, defaults);
    const t0 = performance.now();
    const encoder = await encoderRank(side.docs, golden, defaults, deps, (c) => c.indexText);
    const body = WITH_BODY ? await encoderRank(side.docs, golden, defaults, deps, (c) => c.text) : [];
    console.log(`encoder on ${set.label}: ${Math.round((performance.now() - t0) / 1000)} s`);
    scoreSettings([BM25, ...ENCODER_SETTINGS], { sparse, encoder, 'encoder body': body }, judge, set.label, cells, depth);
  });
  // Fusion method, its parameter and the text read, all chosen held out (docs/embeddings.md), within
  // each kind of set: real questions first, the ones a default must win on.
  const encoderNames = ENCODER_SETTINGS.map((s) => s.name);
  const fused = encoderNames.filter((n) => n !== 'encoder' && n !== 'encoder body');
  for (const kind of [...SET_KINDS].reverse()) {
    const corpora = ran.filter((s) => s.kind === kind).map((s) => s.label);
    if (corpora.length < 2) continue;
    const sets = kind === 'real' ? 'real questions' : 'curated questions';
    printTable(`${sets}: recall@5 per corpus (MRR in brackets): BM25, the shipped encoder alone and fused`, ['bm25', ...encoderNames], corpora, cells);
    for (const family of ['encoder rrf', 'encoder weighted', ...(WITH_BODY ? ['encoder body rrf', 'encoder body weighted'] : [])]) printHeldOut(`${sets}, ${family}`, fused.filter((n) => n.startsWith(family)), corpora, cells);
    printHeldOut(`${sets}, encoder, any fusion and either text`, fused, corpora, cells);
  }
  return 0;
}

runBench(main);
