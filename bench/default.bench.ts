/**
 * Which retriever should a config with no `retriever` get? `npm run bench -- default` applies the
 * rule of docs/embeddings.md ("The default, decided on real questions") to the real-question sets
 * (bench/quality-real/*.golden.yml): the zero-config BM25 against BM25 fused with the shipped
 * sentence encoder, leave one corpus out, every knob of the hybrid chosen on the four other
 * corpora (mean recall@5, MRR breaking ties, then the order of the grid) and scored on the fifth:
 *
 * - the text the encoder reads of a chunk: what BM25 indexes (the page title and heading trail,
 *   then the body), the body alone, or the page title then the body (DEFAULT_TEXTS picks);
 * - the fusion: rrf with its k, or weighted with its alpha;
 * - the pool on a pooled side (cpp-docs): BM25's top 100 or top 50 per question as asked;
 * - the query handling, for BM25 and for the encoder apart: as asked, conversational filler
 *   dropped, or split into its own sentences (each sentence and the whole question ranked, their
 *   lists fused); and the encoder's weight in the fusion for wordy questions (> 10 words).
 *
 * Prints, per fold, the setting chosen and its figures on the held-out corpus against BM25
 * (recall@5, questions lost and won, wordy / paraphrase / keyword questions), the mean, the rule's
 * quality verdict, what each query treatment adds held out, and the setting chosen on all five
 * sets (what a default would ship). The cost half of the rule is `npm run bench -- encoder`.
 *
 * The encoder's vectors are kept in RG_BENCH_EMBEDDINGS (default: .retrieval-gate/bench-embeddings
 * under the project root), keyed by model and text as the product keys them, so a second run and
 * the hybrid bench reuse them.
 */
import { DEFAULT_CONFIG, type Config } from '../src/config/types';
import { retrievalDepth } from '../src/engine/load-side';
import type { EngineDeps } from '../src/engine/types';
import { createRetriever } from '../src/retrieve/factory';
import { fuseRrf, fuseWeighted } from '../src/retrieve/common/fusion';
import { createEncoderRetriever } from '../src/retrieve/embed/encoder-retriever';
import type { Chunk, Doc, GoldenSet, Hit, Retriever } from '../src/types';
import { benchEmbeddingsDir, runBench } from './support/bench-main';
import { dropFiller, sentences, wordCount } from './support/query-handling';
import { eachQualityCorpus, scoreRankings, variantConfig, type QualityCorpus } from './support/quality-eval';

const CANDIDATES = DEFAULT_CONFIG.retriever.hybrid.candidates;
/** rrf's k when a question's sub-query lists (its sentences and itself) are merged into one. */
const SUB_K = 60;
const RRF_K = [5, 10, 20, 30, 60, 100];
const ALPHA = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];
/** The encoder's weight against BM25's in the fusion of a wordy question (keyword questions: 1). */
const WORDY_WEIGHT = [1, 1.5, 2, 3];
const POOLS = [DEFAULT_CONFIG.retriever.hybrid.pool, 50];
const POOL_FROM = DEFAULT_CONFIG.retriever.hybrid.pool_from;
const WORDY = 10;
/** Chunks a cache-filling batch embeds (DEFAULT_WARM). */
const WARM_BATCH = 128;

type Handling = 'raw' | 'nofiller' | 'split' | 'nofiller+split';
const BM25_HANDLING: Handling[] = ['raw', 'nofiller', 'split'];
const ENCODER_HANDLING: Handling[] = ['raw', 'nofiller', 'split', 'nofiller+split'];

const TEXT_KINDS = { index: (c: Chunk) => c.indexText, body: (c: Chunk) => c.text, title: (c: Chunk) => `${c.docTitle}\n\n${c.text}` } as const;
type TextKind = keyof typeof TEXT_KINDS;
const TEXTS = (process.env.DEFAULT_TEXTS ?? 'index,body').split(',').map((t) => t.trim()) as TextKind[];
for (const t of TEXTS) if (!(t in TEXT_KINDS)) throw new Error(`DEFAULT_TEXTS: ${t} is not one of ${Object.keys(TEXT_KINDS).join(', ')}`);

/** What a retriever is handed for one question: the question (filler dropped or not), then its sentences when split. */
function subQueries(question: string, h: Handling): string[] {
  const q = h.startsWith('nofiller') ? dropFiller(question) : question;
  if (!h.endsWith('split')) return [q];
  const parts = sentences(q);
  return parts.length > 1 ? [q, ...parts] : [q];
}

interface Setting {
  name: string;
  text: TextKind;
  pool: number;
  bm25: Handling;
  encoder: Handling;
  method: 'rrf' | 'weighted';
  /** rrf's k or weighted's alpha. */
  param: number;
  /** The encoder's weight for wordy questions. */
  wordy: number;
}

/** The grid, the hybrid's shipped settings first (so that ties go to them). */
function grid(): Setting[] {
  const out: Setting[] = [];
  for (const text of TEXTS)
    for (const pool of POOLS)
      for (const bm25 of BM25_HANDLING)
        for (const encoder of ENCODER_HANDLING)
          for (const wordy of WORDY_WEIGHT) {
            const fusions: Array<['rrf' | 'weighted', number]> = [...[60, ...RRF_K.filter((k) => k !== 60)].map((k): ['rrf', number] => ['rrf', k]), ...ALPHA.map((a): ['weighted', number] => ['weighted', a])];
            for (const [method, param] of fusions) {
              const name = `${text} text, pool ${pool}, bm25 ${bm25}, encoder ${encoder}, ${method === 'rrf' ? `rrf k=${param}` : `weighted alpha=${param}`}${wordy !== 1 ? `, wordy ×${wordy}` : ''}`;
              out.push({ name, text, pool, bm25, encoder, method, param, wordy });
            }
          }
  return out;
}

/** rrf with a weight per list: Σ w / (k + rank); ties by chunk id, as fuseRrf. */
function fuseRrfWeighted(sparse: readonly Hit[], dense: readonly Hit[], k: number, w: number, depth: number): Hit[] {
  if (w === 1) return fuseRrf([sparse, dense], k, depth);
  const scores = new Map<string, number>();
  const add = (list: readonly Hit[], weight: number) => {
    const seen = new Set<string>();
    list.forEach((h, i) => {
      if (seen.has(h.id)) return;
      seen.add(h.id);
      scores.set(h.id, (scores.get(h.id) ?? 0) + weight / (k + i + 1));
    });
  };
  add(sparse, 1);
  add(dense, w);
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, depth);
}

/** One question's lists for its sub-queries, merged (one sub-query: its list). */
const merge = (lists: readonly Hit[][]): Hit[] => (lists.length === 1 ? lists[0] : fuseRrf(lists, SUB_K, CANDIDATES));

/** Per question of a corpus: recall@5 and reciprocal rank, counted questions only, in golden order. */
interface Judged {
  r5: number[];
  rr: number[];
}

interface CorpusRun {
  label: string;
  ids: string[];
  questions: string[];
  tags: string[][];
  wordy: boolean[];
  bm25: Judged;
  plain: Judged;
  /** Setting index → judged. */
  cells: Judged[];
  pooled: boolean;
  chunks: number;
  /** The encoder alone, over the first text of DEFAULT_TEXTS, questions as asked. */
  encoderAlone: Judged;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const f3 = (x: number) => x.toFixed(3);
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(x % 1 === 0 ? 0 : 1)}`;

/** The encoder's ranking of every sub-query over the chunks of `pool` (every chunk when absent). */
async function encoderLists(chunks: readonly Chunk[], sparse: Retriever, text: TextKind, queries: readonly string[], deps: EngineDeps, cacheDir: string, depth: number): Promise<Map<string, Hit[]>> {
  const threads = Number(process.env.RG_BENCH_THREADS ?? 2);
  const enc = await createEncoderRetriever(chunks, sparse, { pool: 0, pool_from: POOL_FROM }, { cwd: deps.cwd, env: {}, embeddingsCacheDir: cacheDir, threads, log: (m) => console.log(`  ${m}`) }, TEXT_KINDS[text]);
  const lists = await enc.search(queries, depth);
  await enc.close?.();
  return new Map(queries.map((q, i) => [q, lists[i]]));
}

async function runCorpus(label: string, golden: GoldenSet, corpus: QualityCorpus, settings: readonly Setting[], deps: EngineDeps, cacheDir: string): Promise<CorpusRun | null> {
  const bm25Config: Config = variantConfig({ name: 'bm25 (zero-config)', base: 'defaults', overrides: { retriever: { type: 'bm25' } } });
  const plainConfig: Config = variantConfig({ name: 'plain BM25 (pinned)', base: 'plain' });
  const side = await corpus.load(bm25Config);
  const docs: Doc[] = side.docs;
  const chunks = docs.flatMap((d) => d.chunks);
  const pooled = chunks.length >= POOL_FROM;
  const qs = golden.questions.map((q) => q.question);
  const depth = retrievalDepth(bm25Config);
  /**
   * Judges rankings as eval does (cut at its depth, then label matching), over a side that holds only
   * the chunks some ranking can name: looking every chunk of cpp-docs up again for each of a thousand
   * settings would cost more than ranking. The labels still resolve over the whole side.
   */
  let lite: typeof side = side;
  const judge = (hits: Hit[][]): Judged => {
    const s = scoreRankings(golden, hits.map((l) => l.slice(0, depth)), lite, bm25Config);
    const counted = s.questions.filter((q) => s.counting.has(q.id));
    return { r5: counted.map((q) => q.measures['recall@5']), rr: counted.map((q) => q.measures.mrr) };
  };
  const counted = scoreRankings(golden, qs.map(() => []), side, bm25Config);
  const countedQs = counted.questions.filter((q) => counted.counting.has(q.id));

  // BM25 (the zero-config settings) for every sub-query of every handling, 100 deep (the pool's depth too).
  const sparse = await createRetriever(docs, bm25Config.retriever, { cwd: deps.cwd, env: {} });
  const allBm25 = [...new Set(BM25_HANDLING.flatMap((h) => qs.flatMap((q) => subQueries(q, h))))];
  const bm25Sub = new Map((await sparse.search(allBm25, CANDIDATES)).map((l, i) => [allBm25[i], l]));
  const bm25Lists = new Map(BM25_HANDLING.map((h) => [h, qs.map((q) => merge(subQueries(q, h).map((s) => bm25Sub.get(s)!)))]));

  // The pool of each size: every chunk in BM25's top `pool` for any question as asked (the product pools the
  // same way, over the questions asked); whatever the query handling, the encoder ranks within it.
  const poolOf = new Map<string, Set<string>>();
  if (pooled) for (const p of POOLS) poolOf.set(String(p), new Set(qs.flatMap((q) => bm25Sub.get(q)!.slice(0, p).map((x) => x.id))));
  const ranked = pooled ? chunks.filter((c) => [...poolOf.values()].some((s) => s.has(c.id))) : chunks;
  const allEnc = [...new Set(ENCODER_HANDLING.flatMap((h) => qs.flatMap((q) => subQueries(q, h))))];
  // DEFAULT_WARM=i/n: only fill the vectors' cache, batch by batch (each batch's vectors saved as it ends, so
  // a run stopped loses one batch), the batches whose number is i modulo n: n runs side by side share the work.
  const warm = process.env.DEFAULT_WARM?.split('/').map(Number);
  if (warm) {
    const [part, parts] = warm;
    for (const text of TEXTS)
      for (let b = 0; b * WARM_BATCH < ranked.length; b++) {
        if (b % parts !== part) continue;
        await encoderLists(ranked.slice(b * WARM_BATCH, (b + 1) * WARM_BATCH), sparse, text, [], deps, cacheDir, 1);
      }
    return null;
  }
  const plainSide = await corpus.load(plainConfig);
  const plainR = await createRetriever(plainSide.docs, plainConfig.retriever, { cwd: deps.cwd, env: {} });
  const plainHits = await plainR.search(qs, CANDIDATES);
  const ps = scoreRankings(golden, plainHits, plainSide, plainConfig);
  const plain: Judged = { r5: ps.questions.filter((q) => ps.counting.has(q.id)).map((q) => q.measures['recall@5']), rr: ps.questions.filter((q) => ps.counting.has(q.id)).map((q) => q.measures.mrr) };

  const t0 = process.cpuUsage();
  const encSub = new Map<TextKind, Map<string, Hit[]>>();
  for (const text of TEXTS) encSub.set(text, await encoderLists(ranked, sparse, text, allEnc, deps, cacheDir, pooled ? ranked.length : CANDIDATES));
  await sparse.close?.();
  await plainR.close?.();
  const named = new Set([...bm25Sub.values(), ...[...encSub.values()].flatMap((m) => [...m.values()])].flatMap((l) => l.map((h) => h.id)));
  lite = { ...side, docs: docs.map((d) => ({ ...d, chunks: d.chunks.filter((c) => named.has(c.id)) })) };
  const cpu = process.cpuUsage(t0);
  console.log(`${label}: ${chunks.length} chunks, the encoder ranked ${ranked.length}${pooled ? ` (BM25's top ${Math.max(...POOLS)} for the questions)` : ''} for ${allEnc.length} sub-queries, ${Math.round((cpu.user + cpu.system) / 1e6)} s of CPU`);

  // The encoder's list of a question under a handling, within the pool of a BM25 handling and size.
  const encCache = new Map<string, Hit[][]>();
  const encList = (s: Setting): Hit[][] => {
    const key = pooled ? `${s.text}/${s.encoder}/${s.pool}` : `${s.text}/${s.encoder}`;
    let lists = encCache.get(key);
    if (!lists) {
      const pool = pooled ? poolOf.get(String(s.pool))! : undefined;
      const sub = encSub.get(s.text)!;
      lists = qs.map((q) => merge(subQueries(q, s.encoder).map((x) => (pool ? sub.get(x)!.filter((h) => pool.has(h.id)) : sub.get(x)!).slice(0, CANDIDATES))));
      encCache.set(key, lists);
    }
    return lists;
  };
  const wordy = qs.map((q) => wordCount(q) > WORDY);
  const judgedCache = new Map<string, Judged>();
  const cells = settings.map((s) => {
    // Off a pooled side the pool changes nothing, nor does BM25's handling change the encoder's list.
    const key = pooled ? s.name : s.name.replace(/, pool \d+/, '');
    let j = judgedCache.get(key);
    if (!j) {
      const sp = bm25Lists.get(s.bm25)!;
      const de = encList(s);
      j = judge(sp.map((l, i) => {
        const w = wordy[i] ? s.wordy : 1;
        if (s.method === 'rrf') return fuseRrfWeighted(l, de[i], s.param, w, CANDIDATES);
        return fuseWeighted(l, de[i], (s.param * w) / (s.param * w + 1 - s.param), CANDIDATES);
      }));
      judgedCache.set(key, j);
    }
    return j;
  });
  return {
    label,
    ids: countedQs.map((q) => q.id),
    questions: countedQs.map((q) => q.question),
    tags: countedQs.map((q) => q.tags),
    wordy: countedQs.map((q) => wordCount(q.question) > WORDY),
    bm25: judge(bm25Lists.get('raw')!),
    plain,
    cells,
    pooled,
    chunks: chunks.length,
    encoderAlone: judge(qs.map((q) => encSub.get(TEXTS[0])!.get(q)!.filter((h) => !pooled || poolOf.get(String(POOLS[0]))!.has(h.id)).slice(0, CANDIDATES))),
  };
}

/** The setting of `pool` best on `on` (mean over corpora of recall@5, then MRR, then grid order). */
function choose(pool: readonly number[], on: readonly CorpusRun[]): number {
  let best = pool[0];
  let bestR = -1;
  let bestM = -1;
  for (const i of pool) {
    const r = mean(on.map((c) => mean(c.cells[i].r5)));
    const m = mean(on.map((c) => mean(c.cells[i].rr)));
    if (r > bestR + 1e-12 || (Math.abs(r - bestR) <= 1e-12 && m > bestM + 1e-12)) {
      best = i;
      bestR = r;
      bestM = m;
    }
  }
  return best;
}

interface Fold {
  run: CorpusRun;
  chosen: number;
  got: Judged;
}

const SHAPES = ['wordy', 'paraphrase', 'keyword'] as const;

/** Leave one corpus out over `pool` (setting indexes): the fold of each corpus. */
const folds = (pool: readonly number[], runs: readonly CorpusRun[]): Fold[] =>
  runs.map((run) => {
    const chosen = choose(pool, runs.filter((r) => r !== run));
    return { run, chosen, got: run.cells[chosen] };
  });

/** Recall@5 over the questions of a shape, pooled over folds: the held-out choice's and BM25's. */
function shapeFigures(fs: readonly Fold[], shape: string): { n: number; got: number; bm25: number } {
  const got: number[] = [];
  const base: number[] = [];
  for (const f of fs)
    f.run.tags.forEach((t, i) => {
      if (!t.includes(shape)) return;
      got.push(f.got.r5[i]);
      base.push(f.run.bm25.r5[i]);
    });
  return { n: got.length, got: mean(got), bm25: mean(base) };
}

const net = (a: Judged, b: Judged) => a.r5.reduce((n, x, i) => n + x - b.r5[i], 0);
const lostWon = (a: Judged, b: Judged) => ({ lost: a.r5.filter((x, i) => x < b.r5[i]).length, won: a.r5.filter((x, i) => x > b.r5[i]).length });

function printFolds(title: string, fs: readonly Fold[], settings: readonly Setting[]): void {
  console.log(`\n### ${title}\n`);
  console.log('| held out | chosen on the other four | recall@5 held out | BM25 | questions (net; lost / won) | wordy | paraphrase | keyword |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const f of fs) {
    const lw = lostWon(f.got, f.run.bm25);
    const shape = (s: string) => {
      const x = shapeFigures([f], s);
      return x.n ? `${f3(x.got)} / ${f3(x.bm25)} (${x.n})` : '–';
    };
    console.log(`| ${f.run.label} | ${settings[f.chosen].name} | ${f3(mean(f.got.r5))} | ${f3(mean(f.run.bm25.r5))} | ${signed(net(f.got, f.run.bm25))} (−${lw.lost} / +${lw.won}) | ${shape('wordy')} | ${shape('paraphrase')} | ${shape('keyword')} |`);
  }
  const m = mean(fs.map((f) => mean(f.got.r5)));
  const b = mean(fs.map((f) => mean(f.run.bm25.r5)));
  const pooledShape = (s: string) => {
    const x = shapeFigures(fs, s);
    return `${f3(x.got)} / ${f3(x.bm25)} (${x.n})`;
  };
  console.log(`| **mean** | | **${f3(m)}** | **${f3(b)}** | | ${pooledShape('wordy')} | ${pooledShape('paraphrase')} | ${pooledShape('keyword')} |`);
}

/** The held-out summary of a family of settings: mean, gain, worst corpus, shapes. */
function summary(fs: readonly Fold[]): { mean: number; gain: number; worst: number; shapes: Record<string, { got: number; bm25: number; n: number }> } {
  const m = mean(fs.map((f) => mean(f.got.r5)));
  const b = mean(fs.map((f) => mean(f.run.bm25.r5)));
  return { mean: m, gain: m - b, worst: Math.min(...fs.map((f) => net(f.got, f.run.bm25))), shapes: Object.fromEntries(SHAPES.map((s) => [s, shapeFigures(fs, s)])) };
}

async function main(): Promise<number> {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  const cacheDir = benchEmbeddingsDir(root);
  const deps: EngineDeps = { cwd: root, env: {} };
  const settings = grid();
  // DEFAULT_CORPORA=a,b: only those corpora (to fill the vectors' cache in parallel runs; a verdict needs all five).
  const only = (process.env.DEFAULT_CORPORA ?? '').split(',').filter(Boolean);
  console.log(`${settings.length} settings of the hybrid (texts: ${TEXTS.join(', ')}); vectors cached in ${cacheDir}`);
  const runs: CorpusRun[] = [];
  await eachQualityCorpus(
    root,
    deps,
    async (set, golden, corpus) => {
      if (only.length && !only.includes(set.name)) return;
      const run = await runCorpus(set.name, golden, corpus, settings, deps, cacheDir);
      if (run) runs.push(run);
    },
    ['real'],
  );
  if (runs.length < 2) {
    console.log('fewer than two real-question corpora present: nothing to hold out');
    return 0;
  }
  const all = settings.map((_, i) => i);
  const shipped = 0; // index text, pool 100, questions as asked, rrf k=60: the `hybrid` defaults
  const idx = (pred: (s: Setting) => boolean) => all.filter((i) => pred(settings[i]));

  // ── per corpus, in sample: what each retriever finds ──
  console.log(`\n### Real questions: recall@5 per corpus (MRR in brackets)\n`);
  console.log(`| retriever | mean | ${runs.map((r) => `${r.label} (${r.bm25.r5.length})`).join(' | ')} |`);
  console.log(`| --- | ---: | ${runs.map(() => '---:').join(' | ')} |`);
  const row = (name: string, pick: (r: CorpusRun) => Judged) => console.log(`| ${name} | ${f3(mean(runs.map((r) => mean(pick(r).r5))))} | ${runs.map((r) => `${f3(mean(pick(r).r5))} (${f3(mean(pick(r).rr))})`).join(' | ')} |`);
  row('plain BM25 (pinned, bench/quality/plain-bm25-baseline.json)', (r) => r.plain);
  row('BM25, zero-config (today\'s default)', (r) => r.bm25);
  row('the encoder alone (the first text)', (r) => r.encoderAlone);
  row(`hybrid as shipped (${settings[shipped].name})`, (r) => r.cells[shipped]);

  // ── the rule: every knob chosen held out ──
  const full = folds(all, runs);
  printFolds('Leave one corpus out, every knob chosen on the other four (recall@5; shapes: held-out choice / BM25, questions)', full, settings);
  const s = summary(full);
  const gainOk = s.gain >= 0.05 - 1e-9;
  const lossOk = s.worst >= -1 - 1e-9;
  console.log(`\nRule, quality half: mean recall@5 held out ${f3(s.mean)} against BM25's ${f3(s.mean - s.gain)}: ${signed(Math.round(s.gain * 1000) / 10)} points (needs ≥ +5): ${gainOk ? 'PASS' : 'FAIL'}; worst corpus ${signed(s.worst)} questions (needs ≥ −1): ${lossOk ? 'PASS' : 'FAIL'}.`);
  console.log(`Quality verdict: ${gainOk && lossOk ? 'the hybrid passes the quality half of the rule' : 'BM25 stays (the quality half fails)'}. The cost half: npm run bench -- encoder.`);
  const goal = s.mean >= 0.75;
  console.log(`Goal (held-out mean recall@5 ≥ 0.75): ${f3(s.mean)}, ${goal ? 'reached' : 'not reached'}.`);

  // ── the shipped hybrid as it stood (fixed before these sets: held out by construction) ──
  const fixed: Fold[] = runs.map((run) => ({ run, chosen: shipped, got: run.cells[shipped] }));
  printFolds('The hybrid defaults as they stood (rrf k=60, index text, questions as asked: no choice made on these sets)', fixed, settings);

  // ── what each query treatment adds, held out ──
  const base = (s: Setting) => s.bm25 === 'raw' && s.encoder === 'raw' && s.wordy === 1;
  const families: Array<[string, number[]]> = [
    ['none: questions as asked, equal weights (text, pool, fusion chosen)', idx(base)],
    ['+ filler dropped (for BM25, the encoder, or both)', idx((x) => x.wordy === 1 && (x.bm25 === 'raw' || x.bm25 === 'nofiller') && (x.encoder === 'raw' || x.encoder === 'nofiller'))],
    ['+ the encoder weighted up on wordy questions', idx((x) => x.bm25 === 'raw' && x.encoder === 'raw')],
    ['+ sentences split (for BM25, the encoder, or both)', idx((x) => x.wordy === 1 && (x.bm25 === 'raw' || x.bm25 === 'split') && (x.encoder === 'raw' || x.encoder === 'split'))],
    ['every treatment (the full grid)', all],
    ['rrf only, questions as asked', idx((x) => base(x) && x.method === 'rrf')],
    ['weighted only, questions as asked', idx((x) => base(x) && x.method === 'weighted')],
    ...TEXTS.map((t): [string, number[]] => [`${t} text only, questions as asked`, idx((x) => base(x) && x.text === t)]),
  ];
  console.log('\n### What each choice adds, held out (recall@5; shapes pooled over the folds: chosen / BM25)\n');
  console.log('| settings chosen among | n | mean held out | gain | worst corpus (questions) | wordy | paraphrase | keyword | chosen per fold |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const [name, pool] of families) {
    const fs = folds(pool, runs);
    const x = summary(fs);
    const sh = (k: string) => `${f3(x.shapes[k].got)} / ${f3(x.shapes[k].bm25)}`;
    console.log(`| ${name} | ${pool.length} | ${f3(x.mean)} | ${signed(Math.round(x.gain * 1000) / 10)} | ${signed(x.worst)} | ${sh('wordy')} | ${sh('paraphrase')} | ${sh('keyword')} | ${fs.map((f) => `${f.run.label}: ${settings[f.chosen].name}`).join('; ')} |`);
  }

  // ── what a default would ship: chosen on all five ──
  const onAll = choose(all, runs);
  const onAllBase = choose(idx(base), runs);
  console.log(`\nChosen on all ${runs.length} sets (every knob): ${settings[onAll].name}: mean recall@5 ${f3(mean(runs.map((r) => mean(r.cells[onAll].r5))))} in sample, per corpus ${runs.map((r) => `${r.label} ${f3(mean(r.cells[onAll].r5))} (${signed(net(r.cells[onAll], r.bm25))})`).join(', ')}.`);
  console.log(`Chosen on all ${runs.length} sets (questions as asked): ${settings[onAllBase].name}: mean recall@5 ${f3(mean(runs.map((r) => mean(r.cells[onAllBase].r5))))} in sample, per corpus ${runs.map((r) => `${r.label} ${f3(mean(r.cells[onAllBase].r5))} (${signed(net(r.cells[onAllBase], r.bm25))})`).join(', ')}.`);

  if (process.env.DEFAULT_DETAIL === '1') {
    for (const f of full) {
      const lost = f.run.ids.filter((_, i) => f.got.r5[i] < f.run.bm25.r5[i]);
      const won = f.run.ids.filter((_, i) => f.got.r5[i] > f.run.bm25.r5[i]);
      console.log(`\n${f.run.label}: lost ${lost.join(', ') || 'none'}; won ${won.join(', ') || 'none'}`);
    }
  }
  return 0;
}

runBench(main);
