/**
 * The per-chunk work a worker thread can do on a batch of chunks, by name. BM25 analysis is the
 * first; other work on each chunk's indexed text (an embedding model computing vectors, say) is
 * added as one more entry: it gets the same batch (decodeBatch gives each chunk's indexed text),
 * runs in the same workers, and hands back typed arrays, transferred rather than copied.
 */
import type { AnalyzerConfig } from '../../config/types';
import { createAnalyzer, type Analyzer } from '../../retrieve/analyzer';
import { threadId } from 'node:worker_threads';
import { AnalysisSession, type AnalysedDocs, type Bm25Params } from '../../retrieve/bm25';
import { decodeBatch, type ChunkBatch } from './chunk-batch';

/** What a task gives back: its result, and the buffers in it to transfer. */
export interface TaskOutput<R> {
  result: R;
  transfer: ArrayBuffer[];
}

/** One kind of per-chunk work: pure, so it runs the same in a worker thread or inline. */
export interface ChunkTask<S, R> {
  run(batch: ChunkBatch, settings: S): TaskOutput<R>;
}

/** Settings of the BM25 analysis task: the analyzer and the index parameters that analysis reads. */
export interface Bm25AnalysisSettings {
  analyzer: AnalyzerConfig;
  params: Bm25Params;
  /** Names the side being analysed: its batches share one AnalysisSession in each thread. */
  run: string;
}

/**
 * Analysers by settings, kept for the thread's life: the stemmer's memo, warm after the first
 * batch, serves the next ones (it is a third of the analysis on a cold start).
 */
const analyzers = new Map<string, Analyzer>();

function analyzerFor(cfg: AnalyzerConfig): Analyzer {
  const key = JSON.stringify(cfg);
  let a = analyzers.get(key);
  if (!a) analyzers.set(key, (a = createAnalyzer(cfg)));
  return a;
}

/** The thread's session for the side being analysed (one at a time: a new side replaces it). */
let current: { run: string; session: AnalysisSession } | undefined;

export const bm25Analysis: ChunkTask<Bm25AnalysisSettings, AnalysedDocs> = {
  run(batch, settings) {
    if (current?.run !== settings.run) current = { run: settings.run, session: new AnalysisSession(analyzerFor(settings.analyzer), settings.params, threadId) };
    const result = current.session.analyse(decodeBatch(batch));
    const transfer = [result.terms, result.tfs, result.start, result.df, result.dl, ...result.fieldAt, ...result.fieldVal, ...result.fieldLen].map((a) => a.buffer as ArrayBuffer);
    return { result, transfer };
  },
};

/** Drops this thread's session and analysers (the thread that chunks, once its side is analysed: they hold a vocabulary's worth of memory). */
export function releaseThreadState(): void {
  current = undefined;
  analyzers.clear();
}

/** Every task a worker knows, by the name a request gives. */
export const TASKS: Record<string, ChunkTask<never, unknown>> = {
  'bm25-analysis': bm25Analysis as ChunkTask<never, unknown>,
};
