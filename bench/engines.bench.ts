/**
 * The search-engine retrievers beside the embedded BM25, in one run (`npm run bench -- engines`):
 * bulk-loading cpp-docs (about 97k chunks) into each local server, the eval (200 questions), and a
 * 5-file pull request's head side (the delta only: the base index copied, the changed chunks
 * written). Servers come from RG_TEST_ELASTICSEARCH_URL and RG_TEST_OPENSEARCH_URL
 * (.ci/search-servers.sh starts them); an engine whose variable is unset is skipped, saying so.
 * Times are by the clock (the servers are other processes), with the load average printed beside
 * them; the embedded BM25's are measured in the same run, so the ratios hold for the same load.
 */
import { loadavg } from 'node:os';
import { parseDocument } from '../src/chunk/document';
import { buildDocs } from '../src/chunk/corpus';
import { DEFAULT_CONFIG, type RetrieverConfig } from '../src/config/types';
import { createSideRetriever, sharedAnalysisFor } from '../src/engine/shared-bm25';
import { SidePair } from '../src/retrieve/common/side-pair';
import { createRetriever } from '../src/retrieve/factory';
import { lastWork } from '../src/retrieve/engines/search-server/search-server';
import { openFolderSource } from '../src/source/folder';
import { selectionFromConfig } from '../src/source/select';
import type { Doc, Retriever } from '../src/types';
import { runBench, sharedCorpus } from './support/bench-main';

const QUESTIONS = 200;
const DEPTH = 10;
const PR_FILES = 5;

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () => loadavg()[0].toFixed(1);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await fn();
  return [out, performance.now() - t0];
}

interface Row {
  engine: string;
  load: number;
  eval: number;
  head: number;
  note: string;
}

async function main(): Promise<number> {
  const corpus = sharedCorpus('cpp-docs/docs');
  if (!corpus) return 0;
  const reader = await openFolderSource(corpus);
  const snapshot = await reader.snapshot(selectionFromConfig(DEFAULT_CONFIG));
  const { docs } = buildDocs(snapshot, DEFAULT_CONFIG.chunking);
  const chunkCount = docs.reduce((n, d) => n + d.chunks.length, 0);
  console.log(`corpus: cpp-docs, ${docs.length} documents, ${chunkCount} chunks; load average ${load()} on ${require('node:os').availableParallelism()} cores`);

  // Questions: heading texts spread evenly over the corpus.
  const withHeading = docs.flatMap((d) => d.chunks).filter((c) => c.trail.length > 0);
  const step = Math.max(1, Math.floor(withHeading.length / QUESTIONS));
  const questions: string[] = [];
  for (let i = 0; i < withHeading.length && questions.length < QUESTIONS; i += step) questions.push(withHeading[i].trail[withHeading[i].trail.length - 1].text);

  // The pull request: one sentence added to the first section of 5 files spread over the corpus.
  const texts = new Map(snapshot.files.map((f) => [f.path, f.text]));
  const changedPaths = new Set<string>();
  for (let i = 0; changedPaths.size < PR_FILES && i < docs.length; i += Math.floor(docs.length / PR_FILES)) changedPaths.add(docs[i].path);
  const headDocs: Doc[] = docs.map((d) => {
    if (!changedPaths.has(d.path)) return d;
    const text = `${texts.get(d.path)!}\n\nThis page was edited by the pull request under test.\n`;
    return parseDocument({ path: d.path, hash: `${d.hash}-pr`, text, size: Buffer.byteLength(text) }, DEFAULT_CONFIG.chunking);
  });
  const changedChunks = headDocs.filter((d) => changedPaths.has(d.path)).reduce((n, d) => n + d.chunks.length, 0);
  console.log(`pull request: ${PR_FILES} files changed (${changedChunks} of their chunks may differ)`);

  const rows: Row[] = [];
  const deps = { cwd: process.cwd(), env: process.env as Record<string, string | undefined> };

  // ── the embedded BM25: base built reusable, head built from it (what compare does) ──
  {
    const config: RetrieverConfig = { ...DEFAULT_CONFIG.retriever, type: 'bm25' };
    const shared = sharedAnalysisFor(config, config);
    const [base, loadMs] = await timed(() => createSideRetriever(docs, config, deps, shared));
    const [, evalMs] = await timed(() => base.search(questions, DEPTH));
    const [head, headMs] = await timed(async () => {
      const h = await createSideRetriever(headDocs, config, deps, shared);
      await h.search(questions, DEPTH);
      return h;
    });
    await base.close?.();
    await head.close?.();
    rows.push({ engine: 'embedded BM25', load: loadMs, eval: evalMs, head: headMs, note: `index in process; load ${load()}` });
  }

  for (const [type, variable] of [['elasticsearch', 'RG_TEST_ELASTICSEARCH_URL'], ['opensearch', 'RG_TEST_OPENSEARCH_URL']] as const) {
    const url = process.env[variable];
    if (!url) {
      console.log(`${type}: skipped (${variable} is not set; RG_SEARCH_SERVERS_FULL=1 bash .ci/search-servers.sh run npm run bench -- engines starts the servers as shipped)`);
      continue;
    }
    const config: RetrieverConfig = { ...DEFAULT_CONFIG.retriever, type, url_env: variable };
    const pair = new SidePair();
    const paired = { ...deps, sidePair: pair };
    let base: Retriever | undefined;
    let head: Retriever | undefined;
    try {
      const [b, loadMs] = await timed(() => createRetriever(docs, config, paired));
      base = b;
      const baseWork = lastWork!;
      const [, evalMs] = await timed(() => b.search(questions, DEPTH));
      await b.close?.();
      const [h, headMs] = await timed(async () => {
        const x = await createRetriever(headDocs, config, paired);
        await x.search(questions, DEPTH);
        return x;
      });
      head = h;
      const headWork = lastWork!;
      await h.close?.();
      rows.push({
        engine: `${b.name.split(' (')[0]}`,
        load: loadMs,
        eval: evalMs,
        head: headMs,
        note: `base ${baseWork.how}: ${baseWork.bulk.written} rows in ${baseWork.bulk.requests} bulk requests; head ${headWork.how}: ${headWork.bulk.written} written, ${headWork.bulk.deleted} deleted; load ${load()}`,
      });
    } finally {
      await pair.close();
      if (!base) console.log(`${type}: failed before its index was built`);
      void head;
    }
  }

  console.log(`\n| retriever | load ${chunkCount} chunks | eval ${questions.length} questions | head side of a ${PR_FILES}-file PR (index + eval) | |`);
  console.log('| --- | --: | --: | --: | --- |');
  for (const r of rows) console.log(`| ${r.engine} | ${s(r.load)} | ${s(r.eval)} | ${s(r.head)} | ${r.note} |`);
  return 0;
}

runBench(main);
