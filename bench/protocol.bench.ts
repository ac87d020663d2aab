/**
 * Command retriever protocol 1 vs protocol 2 (documents mode) on cpp-docs (issue 12, "Speed"):
 * the same engine behind both, the gate's own BM25 and chunker in a Node adapter (from the adapter
 * kit, dist/kit.js, rebuilt here from src/ first). Through protocol 1 the adapter gets our chunks;
 * through protocol 2 it gets the documents and cuts the same chunks itself, declaring their byte
 * spans. Same chunks and same scores, so both runs must give the same figures (checked), and the
 * difference in time is what documents mode costs. Goal: protocol 2 adds under 20 % to the eval.
 * Rounds alternate v1/v2 so that machine load hits both alike; prints medians and the ratio.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDocs } from '../src/chunk/corpus';
import { DEFAULT_CONFIG } from '../src/config/types';
import { runEval } from '../src/engine/run-eval';
import type { EvalResult } from '../src/engine/types';
import { openFolderSource } from '../src/source/folder';
import { selectionFromConfig } from '../src/source/select';
import { runBench, sharedCorpus } from './support/bench-main';
import { goldenFromCorpus } from './support/golden-from-corpus';

const QUESTIONS = 50;
const ROUNDS = Number(process.env.RG_BENCH_ROUNDS ?? 3);
const GOAL = 1.2;

/** The adapter: MODE=1 indexes the chunks it is sent; MODE=2 asks for documents and chunks them with the kit. */
const ADAPTER = String.raw`
const kit = require(process.env.KIT);
const out = (m) => process.stdout.write(JSON.stringify(m) + '\n');
const v2 = process.env.MODE === '2';
const texts = [];
let index;
require('node:readline').createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.type === 'hello') out(v2 ? { type: 'hello', protocol: 2, wants: 'documents', offsets: 'bytes', name: 'kit bm25' } : { type: 'hello', protocol: 1, name: 'kit bm25' });
  else if (m.type === 'chunk') texts.push({ id: m.id, text: m.index_text });
  else if (m.type === 'document') {
    for (const c of kit.chunkDocument(m.path, m.text)) {
      texts.push({ id: c.id, text: c.indexText });
      out({ type: 'chunk', id: c.id, path: m.path, start: c.start, end: c.end });
    }
  } else if (m.type === 'index') {
    index = kit.createBm25(texts);
    texts.length = 0;
    out({ type: 'ready' });
  } else if (m.type === 'query') out({ type: 'results', id: m.id, hits: index.search(m.text, m.k) });
}).on('close', () => process.exit(0));
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<number> {
  const corpus = sharedCorpus('cpp-docs/docs');
  if (!corpus) return 0;
  const work = mkdtempSync(join(tmpdir(), 'rg-protocol-bench-'));
  try {
    const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
    const kit = resolve(root, 'dist/kit.js');
    const adapter = join(work, 'adapter.cjs');
    writeFileSync(adapter, ADAPTER);
    const snapshot = await (await openFolderSource(corpus)).snapshot(selectionFromConfig(DEFAULT_CONFIG));
    const { docs } = buildDocs(snapshot, DEFAULT_CONFIG.chunking);
    const golden = join(work, 'golden.yml');
    writeFileSync(golden, goldenFromCorpus(docs, QUESTIONS));
    const config = join(work, 'config.yml');
    writeFileSync(config, `retriever:\n  type: command\n  run: node ${JSON.stringify(adapter)}\n`);
    console.log(`cpp-docs: ${docs.length} documents, ${docs.reduce((n, d) => n + d.chunks.length, 0)} chunks; ${QUESTIONS} questions; ${ROUNDS} rounds each`);

    const times: Record<'1' | '2', number[]> = { '1': [], '2': [] };
    const results: Partial<Record<'1' | '2', EvalResult>> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of round % 2 === 0 ? (['1', '2'] as const) : (['2', '1'] as const)) {
        const t0 = performance.now();
        const r = await runEval({ dir: corpus, configPath: config, goldenPath: golden }, { cwd: work, env: { ...process.env, KIT: kit, MODE: mode } });
        times[mode].push(performance.now() - t0);
        results[mode] = r;
        console.log(`  round ${round + 1} protocol ${mode}: ${(times[mode][round] / 1000).toFixed(2)} s (${r.chunks} chunks, recall@5 ${r.metrics['recall@5'].toFixed(3)})`);
      }
    }
    // Same engine, same chunks: the figures must not depend on the protocol.
    const a = results['1']!;
    const b = results['2']!;
    const same = JSON.stringify(a.metrics) === JSON.stringify(b.metrics) && a.chunks === b.chunks;
    console.log(same ? 'figures: identical through both protocols' : `figures DIFFER: v1 ${JSON.stringify(a.metrics)} v2 ${JSON.stringify(b.metrics)}`);
    const ratio = median(times['2']) / median(times['1']);
    console.log(`eval median: protocol 1 ${(median(times['1']) / 1000).toFixed(2)} s, protocol 2 ${(median(times['2']) / 1000).toFixed(2)} s; ratio ${ratio.toFixed(3)} (goal < ${GOAL})`);
    return same && ratio < GOAL ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
