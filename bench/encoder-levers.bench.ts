/**
 * What makes a cold embed cheaper, measured in one process as processor time (docs/embeddings.md,
 * "Levers"), `npm run bench -- encoder-levers`: the shipped encoder's onnxruntime session on one
 * thread (as each encoder thread runs it), over a corpus side's chunks as the hybrid embeds them.
 *
 * 1. The work itself: duplicate texts (embedded once already), the token counts (how many texts
 *    share a count with another: the only batches with no padding), the tokenizer's share.
 * 2. Session options, each against the shipped options in the same run, the texts taken in slices
 *    and the candidates taking turns slice by slice, so load from other work falls on all alike:
 *    graph optimisation levels, the CPU arena and memory patterns.
 * 3. Batches of texts with the same token count (no padding): whether every text's vector is the
 *    same bytes as alone, and the processor time against one text a run.
 *
 * RG_LEVERS_CORPUS (default flask-docs), RG_LEVERS_TEXTS (default 400: the first texts of the
 * side, in a fixed spread over it), RG_LEVERS_ROUNDS (default 2); RG_LEVERS_STATS_ONLY=1 prints
 * part 1 alone.
 */
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseConfig } from '../src/config/parse';
import { loadEncoder } from '../src/retrieve/embed/encoder';
import { openModelFolder } from '../src/retrieve/model/model-folder';
import { ENCODER_NAME, ENCODER_SPEC } from '../src/retrieve/model/encoder-model';
import { runBench, sharedCorpus } from './support/bench-main';
import { QualityCorpus } from './support/quality-eval';

type Options = InferenceSession.SessionOptions;
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const cpuMs = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
};

const SHIPPED: Options = { executionProviders: ['cpu'], intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'all' };
const CANDIDATES: Array<[string, Options]> = [
  ['shipped (level all, arena, memory patterns)', SHIPPED],
  ['level extended', { ...SHIPPED, graphOptimizationLevel: 'extended' }],
  ['level basic', { ...SHIPPED, graphOptimizationLevel: 'basic' }],
  ['no CPU arena', { ...SHIPPED, enableCpuMemArena: false }],
  ['no memory patterns', { ...SHIPPED, enableMemPattern: false }],
  ['sequential, no spinning', { ...SHIPPED, executionMode: 'sequential', extra: { session: { 'intra_op.allow_spinning': '0' } } }],
];

async function main(): Promise<number> {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  const corpusName = process.env.RG_LEVERS_CORPUS ?? 'flask-docs';
  const dir = sharedCorpus(join(corpusName, 'docs'));
  if (!dir) return 0;
  console.log(`load at start: ${load()}`);
  const corpus = await QualityCorpus.open(dir, { cwd: root, env: {} });
  const side = await corpus.load(parseConfig('', 'defaults'));
  const all = side.docs.flatMap((d) => d.chunks).map((c) => c.indexText);
  const want = Math.min(all.length, Number(process.env.RG_LEVERS_TEXTS ?? 400));
  // A fixed spread over the side, not its first pages only.
  const texts = Array.from({ length: want }, (_, i) => all[Math.floor((i * all.length) / want)]);
  const rounds = Number(process.env.RG_LEVERS_ROUNDS ?? 2);

  // 1. The work.
  const encoder = loadEncoder({ threads: 1, inThread: true });
  encoder.ids('warm the tokenizer up');
  let t = process.cpuUsage();
  const ids = all.map((x) => encoder.ids(x));
  const tokenizeMs = cpuMs(t);
  const byLen = new Map<number, number>();
  for (const r of ids) byLen.set(r.length, (byLen.get(r.length) ?? 0) + 1);
  const shared = [...byLen.values()].filter((n) => n > 1).reduce((a, b) => a + b, 0);
  const tokens = ids.reduce((n, r) => n + r.length, 0);
  console.log(`\n### ${corpusName}: ${all.length} chunks, ${new Set(all).size} distinct texts, ${tokens} tokens (mean ${(tokens / all.length).toFixed(1)}), ${byLen.get(encoder.maxTokens) ?? 0} at the ${encoder.maxTokens}-token cap`);
  console.log(`texts sharing their token count with another: ${shared} of ${all.length}, in ${byLen.size} distinct counts`);
  console.log(`tokenizer: ${tokenizeMs.toFixed(0)} ms of processor time for all ${all.length} chunks (${(tokenizeMs / all.length).toFixed(2)} ms a text)`);

  if (process.env.RG_LEVERS_STATS_ONLY === '1') return 0;
  // 2. Session options, taking turns slice by slice.
  const ort = require('onnxruntime-node') as typeof import('onnxruntime-node');
  const model = openModelFolder(ENCODER_NAME, ENCODER_SPEC).read('model.onnx');
  const sessions = await Promise.all(CANDIDATES.map(([, o]) => ort.InferenceSession.create(model, o)));
  const mine = texts.map((x) => encoder.ids(x));
  const runOne = async (s: InferenceSession, rows: number[][]): Promise<Float32Array> => {
    const L = rows[0].length;
    const shape = [rows.length, L];
    const r = await s.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.from(rows.flat(), (v) => BigInt(v)), shape),
      attention_mask: new ort.Tensor('int64', new BigInt64Array(rows.length * L).fill(1n), shape),
      token_type_ids: new ort.Tensor('int64', new BigInt64Array(rows.length * L), shape),
    });
    return (r.last_hidden_state as Tensor).data as Float32Array;
  };
  const spent = CANDIDATES.map(() => 0);
  const firstOut: Float32Array[] = [];
  const sameAsShipped = CANDIDATES.map(() => true);
  const SLICE = 20;
  for (let round = 0; round < rounds; round++) {
    for (let at = 0; at < mine.length; at += SLICE) {
      const slice = mine.slice(at, at + SLICE);
      // The order of the candidates turns each slice, so none always runs first.
      for (let k = 0; k < CANDIDATES.length; k++) {
        const c = (k + at / SLICE + round) % CANDIDATES.length;
        t = process.cpuUsage();
        const outs: Float32Array[] = [];
        for (const row of slice) outs.push((await runOne(sessions[c], [row])).slice());
        spent[c] += cpuMs(t);
        if (round === 0) {
          if (c === 0) firstOut[at / SLICE] = concat(outs);
          else (firstOut as unknown as Record<string, Float32Array>)[`${c}:${at}`] = concat(outs);
        }
      }
    }
  }
  for (let c = 1; c < CANDIDATES.length; c++) {
    for (let at = 0; at < mine.length; at += SLICE) {
      const a = firstOut[at / SLICE];
      const b = (firstOut as unknown as Record<string, Float32Array>)[`${c}:${at}`];
      if (!equalBytes(a, b)) sameAsShipped[c] = false;
    }
  }
  console.log(`\n### Session options (one thread, ${mine.length} texts × ${rounds} rounds, taking turns; load ${load()})\n`);
  console.log('| options | processor time | against shipped | hidden states the same bytes |');
  console.log('| --- | ---: | ---: | --- |');
  CANDIDATES.forEach(([name], c) => console.log(`| ${name} | ${(spent[c] / 1000).toFixed(2)} s | ${(spent[c] / spent[0]).toFixed(3)} | ${c === 0 ? '' : sameAsShipped[c] ? 'yes' : 'no'} |`));

  // 3. Batches of one token count, against each text alone.
  const groups = new Map<number, number[]>();
  mine.forEach((r, i) => groups.set(r.length, [...(groups.get(r.length) ?? []), i]));
  let alone = 0;
  let batched = 0;
  let same = 0;
  let differ = 0;
  let texts2 = 0;
  const byBand = new Map<string, { alone: number; batched: number; n: number }>();
  const band = (L: number) => (L < 64 ? 'under 64 tokens' : L < 128 ? '64-127 tokens' : L < 256 ? '128-255 tokens' : '256 tokens (cut)');
  for (let round = 0; round < rounds; round++) {
    for (const [L, group] of [...groups].sort((a, b) => a[0] - b[0])) {
      if (group.length < 2) continue;
      // At most 16 a batch: the attention scores grow with the batch.
      for (let at = 0; at < group.length; at += 16) {
        const part = group.slice(at, at + 16);
        const order = (round + L) % 2 === 0;
        let a: Float32Array[] = [];
        let b = new Float32Array();
        for (const turn of order ? [0, 1] : [1, 0]) {
          t = process.cpuUsage();
          if (turn === 0) {
            a = [];
            for (const i of part) a.push((await runOne(sessions[0], [mine[i]])).slice());
            const ms = cpuMs(t);
            alone += ms;
            bandOf(byBand, band(L)).alone += ms;
          } else {
            b = (await runOne(sessions[0], part.map((i) => mine[i]))).slice();
            const ms = cpuMs(t);
            batched += ms;
            bandOf(byBand, band(L)).batched += ms;
          }
        }
        if (round === 0) {
          texts2 += part.length;
          bandOf(byBand, band(L)).n += part.length;
          part.forEach((_, k) => (equalBytes(a[k], b.subarray(k * L * encoder.dims, (k + 1) * L * encoder.dims)) ? same++ : differ++));
        }
      }
    }
  }
  console.log(`\n### Batches of one token count (no padding), ${texts2} texts in groups of 2 to 16 × ${rounds} rounds (load ${load()})\n`);
  console.log(`hidden states the same bytes as alone: ${same} texts; different: ${differ}`);
  console.log('| token count | texts | alone | batched | batched against alone |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, v] of byBand) console.log(`| ${name} | ${v.n} | ${(v.alone / 1000).toFixed(2)} s | ${(v.batched / 1000).toFixed(2)} s | ${(v.batched / v.alone).toFixed(3)} |`);
  console.log(`| all | ${texts2} | ${(alone / 1000).toFixed(2)} s | ${(batched / 1000).toFixed(2)} s | ${(batched / alone).toFixed(3)} |`);
  await corpus.close();
  return 0;
}

function bandOf(m: Map<string, { alone: number; batched: number; n: number }>, k: string) {
  let v = m.get(k);
  if (!v) m.set(k, (v = { alone: 0, batched: 0, n: 0 }));
  return v;
}

function concat(xs: Float32Array[]): Float32Array {
  const out = new Float32Array(xs.reduce((n, x) => n + x.length, 0));
  let at = 0;
  for (const x of xs) {
    out.set(x, at);
    at += x.length;
  }
  return out;
}

function equalBytes(a: Float32Array, b: Float32Array): boolean {
  return a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

runBench(main);
