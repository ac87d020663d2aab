/**
 * How much text the sentence encoder sees, `npm run bench -- truncation` (docs/embeddings.md,
 * "Truncation"): all-MiniLM-L6-v2 was trained on sequences of 128 word pieces, and
 * sentence-transformers cuts at 256; a shorter cut does less work per long chunk.
 *
 * RG_TRUNC_PART=cost (the default): processor time per passage at each cut (RG_TRUNC_CAPS,
 * default 256,192,128) in one process, on one onnxruntime session on one thread (as each encoder
 * thread runs it), over RG_TRUNC_TEXTS (default 300) chunks spread over each of flask-docs and
 * astro-docs, the cuts taking turns slice by slice so load from other work falls on all alike.
 * Then the same for BM25: the processor time of building the default BM25 index over the side and
 * ranking its real questions, beside the encoder's time over the whole side at each cut.
 *
 * RG_TRUNC_PART=quality with RG_TRUNC_CAP=N: the product's hybrid (its defaults, no `dense`
 * section: pooled on a big corpus as the product pools) on every real-question set
 * (bench/quality-real/), the encoder cutting at N tokens, recall@5 of each question written to
 * RG_TRUNC_OUT (default /tmp/rg-trunc-N.json), RG_TRUNC_SETS naming the sets (default: all);
 * no embeddings cache, so no vector of another cut is reused. Two cuts run as two processes at
 * once (one thread each) take turns on the cores alike. RG_TRUNC_PART=compare reads RG_TRUNC_A and RG_TRUNC_B (two such files) and prints
 * recall@5 per corpus and the questions gained and lost.
 */
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseConfig } from '../src/config/parse';
import { DEFAULT_DOCS_GLOBS } from '../src/config/types';
import { rankQuestions } from '../src/engine/evaluate-side';
import { retrievalDepth } from '../src/engine/load-side';
import { createRetriever } from '../src/retrieve/factory';
import { loadEncoder, type SentenceEncoder } from '../src/retrieve/embed/encoder';
import { openModelFolder } from '../src/retrieve/model/model-folder';
import { ENCODER_NAME, ENCODER_SPEC } from '../src/retrieve/model/encoder-model';
import { runBench, sharedCorpus } from './support/bench-main';
import { cpuMsSince, eachQualityCorpus, QualityCorpus, qualitySets, readQualityGolden, scoreRankings } from './support/quality-eval';

const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const root = process.env.RG_PROJECT_ROOT ?? process.cwd();

/** A text's ids cut at `cap` as the encoder cuts them: [CLS] … [SEP] kept. */
function cut(ids: number[], cap: number, sep: number): number[] {
  if (ids.length <= cap) return ids;
  const out = ids.slice(0, cap);
  out[cap - 1] = sep;
  return out;
}

async function cost(): Promise<number> {
  const caps = (process.env.RG_TRUNC_CAPS ?? '256,192,128').split(',').map(Number);
  const want = Number(process.env.RG_TRUNC_TEXTS ?? 300);
  const ort = require('onnxruntime-node') as typeof import('onnxruntime-node');
  const session = await ort.InferenceSession.create(openModelFolder(ENCODER_NAME, ENCODER_SPEC).read('model.onnx'), {
    executionProviders: ['cpu'],
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
  const run = async (row: number[]) => {
    const shape = [1, row.length];
    const r = await session.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.from(row, (v) => BigInt(v)), shape),
      attention_mask: new ort.Tensor('int64', new BigInt64Array(row.length).fill(1n), shape),
      token_type_ids: new ort.Tensor('int64', new BigInt64Array(row.length), shape),
    });
    return r.last_hidden_state as Tensor;
  };
  // The uncut ids (a cap far above any chunk), cut below per candidate.
  const encoder = loadEncoder({ threads: 1, inThread: true });
  const full = (x: string) => (encoder as unknown as { tokenize(): { encode(t: string): { ids: number[] } } }).tokenize().encode(x).ids;
  encoder.ids('warm up');
  const sep = encoder.ids('')[encoder.ids('').length - 1];
  await run(encoder.ids('warm the session up'));
  for (const name of ['flask-docs', 'astro-docs']) {
    const dir = sharedCorpus(join(name, 'docs'));
    if (!dir) continue;
    const corpus = await QualityCorpus.open(dir, { cwd: root, env: {} });
    const config = parseConfig('', 'defaults');
    const side = await corpus.load(config);
    const all = side.docs.flatMap((d) => d.chunks).map((c) => c.indexText);
    const ids = all.map(full);
    const n = Math.min(all.length, want);
    const sample = Array.from({ length: n }, (_, i) => ids[Math.floor((i * all.length) / n)]);
    const spent = caps.map(() => 0);
    const SLICE = 10;
    for (let at = 0; at < sample.length; at += SLICE) {
      const slice = sample.slice(at, at + SLICE);
      for (let k = 0; k < caps.length; k++) {
        const c = (k + at / SLICE) % caps.length;
        const t = process.cpuUsage();
        for (const row of slice) await run(cut(row, caps[c], sep));
        spent[c] += cpuMsSince(t);
      }
    }
    // BM25's own work on the side: the index and the real questions ranked (what a BM25 eval adds to loading).
    const t = process.cpuUsage();
    const bm25 = await createRetriever(side.docs, config.retriever, { cwd: root, env: {} });
    const realSet = qualitySets(root, 'real').find((s) => s.name === name);
    const questions = realSet ? readQualityGolden(realSet) : null;
    if (questions) await rankQuestions(bm25, questions, retrievalDepth(config));
    const bm25Ms = cpuMsSince(t);
    const over = (cap: number) => ids.filter((r) => r.length > cap).length;
    const tokens = (cap: number) => ids.reduce((s, r) => s + Math.min(r.length, cap), 0);
    console.log(`\n### ${name}: ${all.length} chunks, ${n} timed (spread over the side), one thread, load ${load()}\n`);
    console.log(`BM25 index + ${questions?.questions.length ?? 0} real questions ranked: ${bm25Ms.toFixed(0)} ms of processor time\n`);
    console.log('| cut | chunks over the cut | tokens of the side | processor time a passage | against 256 | the whole side at this rate |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
    caps.forEach((cap, c) => {
      const per = spent[c] / sample.length;
      console.log(`| ${cap} | ${over(cap)} | ${tokens(cap)} | ${per.toFixed(1)} ms | ${(spent[c] / spent[0]).toFixed(3)} | ${((per * all.length) / 1000).toFixed(1)} s |`);
    });
    await corpus.close();
  }
  return 0;
}

interface QuestionRow {
  corpus: string;
  id: string;
  r5: number;
}

async function quality(): Promise<number> {
  const cap = Number(process.env.RG_TRUNC_CAP ?? 256);
  const out = process.env.RG_TRUNC_OUT ?? `/tmp/rg-trunc-${cap}.json`;
  const only = process.env.RG_TRUNC_SETS ? new Set(process.env.RG_TRUNC_SETS.split(',')) : null;
  // The encoder the hybrid loads (one thread, in this thread: deps.threads = 1), cut at `cap`, and
  // named for it (nothing is cached here, but a label must not claim the shipped cut).
  const encoder: SentenceEncoder = loadEncoder({ threads: 1 });
  Object.assign(encoder, { maxTokens: cap, identity: `${encoder.identity}/cut${cap}` });
  const config = parseConfig(`docs: ${JSON.stringify([...DEFAULT_DOCS_GLOBS])}\nretriever:\n  type: hybrid\n`, 'truncation bench');
  const rows: QuestionRow[] = [];
  console.log(`encoder cut at ${encoder.maxTokens} tokens; load ${load()}`);
  await eachQualityCorpus(
    root,
    { cwd: root, env: {} },
    async (set, golden, corpus) => {
      if (only && !only.has(set.name)) return;
      const side = await corpus.load(config);
      const t = process.cpuUsage();
      const r = await createRetriever(side.docs, config.retriever, { cwd: root, env: {}, threads: 1 });
      const hits = await rankQuestions(r, golden, retrievalDepth(config));
      await r.close?.();
      const score = scoreRankings(golden, hits, side, config);
      for (const q of score.questions) if (score.counting.has(q.id)) rows.push({ corpus: set.name, id: q.id, r5: q.measures['recall@5'] });
      console.log(`${set.label}: recall@5 ${score.metrics['recall@5'].toFixed(3)} over ${score.counted} questions, ${(cpuMsSince(t) / 1000).toFixed(0)} s of processor time (load ${load()})`);
      writeFileSync(out, JSON.stringify({ cap, rows }, null, 1));
    },
    ['real'],
  );
  return 0;
}

function compare(): number {
  const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as { cap: number; rows: QuestionRow[] };
  const a = read(process.env.RG_TRUNC_A ?? '/tmp/rg-trunc-256.json');
  const b = read(process.env.RG_TRUNC_B ?? '/tmp/rg-trunc-128.json');
  const corpora = [...new Set(a.rows.map((r) => r.corpus))].filter((c) => b.rows.some((r) => r.corpus === c));
  console.log(`| corpus | questions | recall@5 at ${a.cap} | at ${b.cap} | gained | lost |`);
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  let ma = 0;
  let mb = 0;
  for (const c of corpora) {
    const ra = new Map(a.rows.filter((r) => r.corpus === c).map((r) => [r.id, r.r5]));
    const rb = new Map(b.rows.filter((r) => r.corpus === c).map((r) => [r.id, r.r5]));
    const mean = (m: Map<string, number>) => [...m.values()].reduce((s, x) => s + x, 0) / m.size;
    // A question gained or lost: its recall@5 up or down (a question with one relevant label: found or not).
    const gained = [...ra].filter(([id, x]) => (rb.get(id) ?? 0) > x).map(([id]) => id);
    const lost = [...ra].filter(([id, x]) => (rb.get(id) ?? 0) < x).map(([id]) => id);
    ma += mean(ra);
    mb += mean(rb);
    console.log(`| ${c} | ${ra.size} | ${mean(ra).toFixed(3)} | ${mean(rb).toFixed(3)} | ${gained.length}${gained.length ? ` (${gained.join(', ')})` : ''} | ${lost.length}${lost.length ? ` (${lost.join(', ')})` : ''} |`);
  }
  console.log(`| mean of ${corpora.length} | | ${(ma / corpora.length).toFixed(3)} | ${(mb / corpora.length).toFixed(3)} | | |`);
  return 0;
}

async function main(): Promise<number> {
  const part = process.env.RG_TRUNC_PART ?? 'cost';
  if (part === 'quality') return quality();
  if (part === 'compare') return compare();
  return cost();
}

runBench(main);
