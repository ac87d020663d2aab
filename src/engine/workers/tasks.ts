/**
 * The per-chunk work a worker thread does on a batch of chunks: BM25 analysis. A batch crosses
 * once and gets every part of the side's work (`side-work`); results are typed arrays,
 * transferred rather than copied.
 */
import type { AnalyzerConfig } from '../../config/types';
import { createAnalyzer, type Analyzer } from '../../retrieve/bm25/analyzer';
import { threadId } from 'node:worker_threads';
import { AnalysisSession, type AnalysedDocs, type Bm25Doc, type Bm25Params } from '../../retrieve/bm25/bm25';
import { decodeBatch, type ChunkBatch } from './chunk-batch';

/** What a task gives back: its result, and the buffers in it to transfer. */
export interface TaskOutput<R> {
  result: R;
  transfer: ArrayBuffer[];
}

/**
 * One kind of per-chunk work: the same in a worker thread or inline. What it keeps between batches
 * (warm analysers, the side's term numbering) is in the thread's ThreadState, never in the module.
 */
export interface ChunkTask<S, R> {
  run(batch: ChunkBatch, settings: S, state: ThreadState): TaskOutput<R>;
}

/** Settings of the BM25 analysis task: the analyzer and the index parameters that analysis reads. */
export interface Bm25AnalysisSettings {
  analyzer: AnalyzerConfig;
  params: Bm25Params;
  /** Names the side being analysed: its batches share one AnalysisSession in each thread. */
  run: string;
}

/**
 * What a thread keeps between the batches it is given: analysers by settings (the stemmer's memo,
 * warm after the first batch, serves the next ones: it is a third of the analysis on a cold start)
 * and the session of the side being analysed (one at a time: a new side replaces it). Owned by
 * whoever runs tasks in that thread (a worker's entry, a runner for this thread), and released by
 * it: nothing outlives its owner, and two owners never share one.
 */
export class ThreadState {
  private readonly analyzers = new Map<string, Analyzer>();
  private current: { run: string; session: AnalysisSession } | undefined;

  /** `sessionId` tells merging whose term numbering a batch has: the thread's id, unique among a side's workers. */
  constructor(private readonly sessionId: number = threadId) {}

  private analyzerFor(cfg: AnalyzerConfig): Analyzer {
    const key = JSON.stringify(cfg);
    let a = this.analyzers.get(key);
    if (!a) this.analyzers.set(key, (a = createAnalyzer(cfg)));
    return a;
  }

  /** The batch's documents analysed for BM25 in this thread's session for the side. */
  analyseBm25(docs: readonly Bm25Doc[], settings: Bm25AnalysisSettings): AnalysedDocs {
    if (this.current?.run !== settings.run) this.current = { run: settings.run, session: new AnalysisSession(this.analyzerFor(settings.analyzer), settings.params, this.sessionId) };
    return this.current.session.analyse(docs);
  }

  /** Drops the session and analysers (they hold a vocabulary's worth of memory). */
  release(): void {
    this.current = undefined;
    this.analyzers.clear();
  }
}

function analysedBuffers(a: AnalysedDocs): ArrayBuffer[] {
  return [a.terms, a.tfs, a.start, a.df, a.dl, ...a.fieldAt, ...a.fieldVal, ...a.fieldLen].map((x) => x.buffer as ArrayBuffer);
}

/** What a side's batches get: BM25 analysis (a task of its own, so another kind of per-chunk work can join it). */
export interface SideWorkSettings {
  bm25?: Bm25AnalysisSettings;
}

export interface SideWork {
  bm25?: AnalysedDocs;
}

export const sideWork: ChunkTask<SideWorkSettings, SideWork> = {
  run(batch, settings, state) {
    const docs = decodeBatch(batch);
    const result: SideWork = {};
    const transfer: ArrayBuffer[] = [];
    if (settings.bm25) {
      result.bm25 = state.analyseBm25(docs, settings.bm25);
      transfer.push(...analysedBuffers(result.bm25));
    }
    return { result, transfer };
  },
};

/** Every task a worker knows, by the name a request gives. */
export const TASKS: Record<string, ChunkTask<never, unknown>> = {
  'side-work': sideWork as ChunkTask<never, unknown>,
};
