/**
 * Embedded BM25 vs MiniSearch on the cpp-docs sections (issue 4, "Speed").
 *
 * Both indexes get the same chunks (buildDocs with the default chunking) and the SAME terms: our
 * analyzer is MiniSearch's tokenizer (processTerm = identity), so the comparison is of index
 * structures, not of tokenizers. Each index gets its own analyzer, so each pays its own stemmer
 * memo warm-up; ours is built first (JIT warm-up then favours MiniSearch).
 * Queries: 200 heading texts spread evenly over the corpus, top 10 (our default depth 20 is also timed).
 * Memory: heapUsed delta after a forced gc, with the index alive.
 * Goals: build ≥ 2x faster than MiniSearch, median query < 5 ms. Exits 1 when one is missed.
 */
import MiniSearch from 'minisearch';
import { buildDocs } from '../src/chunk/corpus';
import { DEFAULT_CONFIG } from '../src/config/types';
import { createAnalyzer } from '../src/retrieve/bm25/analyzer';
import { Bm25Index } from '../src/retrieve/bm25/bm25';
import { headingText } from '../src/retrieve/bm25/bm25-retriever';
import { openFolderSource } from '../src/source/folder';
import { selectionFromConfig } from '../src/source/select';
import type { Chunk } from '../src/types';
import { runBench, sharedCorpus } from './support/bench-main';

const QUERIES = 200;
const K = 10;

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
const heap = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
/** CPU time (user + system) since `from`: steadier than wall time on a busy machine. */
const cpuMs = (from: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
};
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

function timeQueries(queries: string[], search: (q: string) => unknown): { median: number; p95: number } {
  for (const q of queries.slice(0, 20)) search(q); // warm-up
  const times = queries.map((q) => {
    const t0 = performance.now();
    search(q);
    return performance.now() - t0;
  });
  times.sort((a, b) => a - b);
  return { median: pct(times, 0.5), p95: pct(times, 0.95) };
}

async function main(): Promise<number> {
  const corpus = sharedCorpus('cpp-docs/docs');
  if (!corpus) return 0;
  let t0 = performance.now();
  const reader = await openFolderSource(corpus);
  const snapshot = await reader.snapshot(selectionFromConfig(DEFAULT_CONFIG));
  const { docs } = buildDocs(snapshot, DEFAULT_CONFIG.chunking);
  const chunks: Chunk[] = docs.flatMap((d) => d.chunks);
  const chars = chunks.reduce((n, c) => n + c.indexText.length, 0);
  console.log(`corpus: ${docs.length} documents, ${chunks.length} chunks, ${(chars / 1e6).toFixed(1)} M chars (read + chunk ${ms(performance.now() - t0)})`);

  const withHeading = chunks.filter((c) => c.trail.length > 0);
  const step = Math.max(1, Math.floor(withHeading.length / QUERIES));
  const queries: string[] = [];
  for (let i = 0; i < withHeading.length && queries.length < QUERIES; i += step) queries.push(withHeading[i].trail[withHeading[i].trail.length - 1].text);

  const { k1, b, heading_boost } = DEFAULT_CONFIG.retriever.bm25;

  // ── ours ──
  let before = heap();
  let c0 = process.cpuUsage();
  t0 = performance.now();
  const ourAnalyzer = createAnalyzer(DEFAULT_CONFIG.retriever.analyzer);
  const ours = Bm25Index.build(
    chunks.map((c) => ({ id: c.id, text: c.indexText, heading: heading_boost > 0 ? headingText(c) : undefined })),
    ourAnalyzer,
    { k1, b, headingBoost: heading_boost },
  );
  const ourBuild = performance.now() - t0;
  const ourCpu = cpuMs(c0);
  const ourMem = heap() - before;
  const ourQ = timeQueries(queries, (q) => ours.search(q, K));
  const ourQ20 = timeQueries(queries, (q) => ours.search(q, 20));
  const st = ours.stats();

  // ── MiniSearch, same chunks, same terms ──
  before = heap();
  c0 = process.cpuUsage();
  t0 = performance.now();
  const msAnalyzer = createAnalyzer(DEFAULT_CONFIG.retriever.analyzer);
  const mini = new MiniSearch<{ id: string; indexText: string }>({
    fields: ['indexText'],
    storeFields: [],
    tokenize: (text) => msAnalyzer.analyze(text),
    processTerm: (term) => term,
  });
  mini.addAll(chunks.map((c) => ({ id: c.id, indexText: c.indexText })));
  const miniBuild = performance.now() - t0;
  const miniCpu = cpuMs(c0);
  const miniMem = heap() - before;
  const miniQ = timeQueries(queries, (q) => mini.search(q).slice(0, K));

  // Both should agree on what is relevant: overlap of the top 10 (MiniSearch scores BM25+, so not identical).
  let overlap = 0;
  for (const q of queries) {
    const a = new Set(ours.search(q, K).map((h) => h.id));
    overlap += mini.search(q).slice(0, K).filter((r) => a.has(String(r.id))).length / K;
  }

  console.log(`ours:       build ${ms(ourBuild)} (cpu ${ms(ourCpu)}), ${st.terms} terms, ${st.postings} postings; memory ${mb(ourMem)}`);
  console.log(`MiniSearch: build ${ms(miniBuild)} (cpu ${ms(miniCpu)}); memory ${mb(miniMem)}`);
  console.log(`build: ours ${(miniBuild / ourBuild).toFixed(1)}x faster than MiniSearch by wall time, ${(miniCpu / ourCpu).toFixed(1)}x by cpu time (goal ≥ 2x)`);
  console.log(`query (${queries.length} heading texts, top ${K}): ours median ${ms(ourQ.median)} p95 ${ms(ourQ.p95)} | MiniSearch median ${ms(miniQ.median)} p95 ${ms(miniQ.p95)} | ratio ${(miniQ.median / ourQ.median).toFixed(1)}x (goal: ours < 5 ms)`);
  console.log(`query top 20 (the default depth): ours median ${ms(ourQ20.median)} p95 ${ms(ourQ20.p95)}`);
  console.log(`memory: ours ${mb(ourMem)} vs MiniSearch ${mb(miniMem)} (${(miniMem / ourMem).toFixed(1)}x)`);
  console.log(`top-${K} overlap with MiniSearch: ${((overlap / queries.length) * 100).toFixed(0)} %`);

  const ok = miniBuild / ourBuild >= 2 && ourQ.median < 5;
  if (!ok) console.log('GOAL MISSED');
  return ok ? 0 : 1;
}

runBench(main);
