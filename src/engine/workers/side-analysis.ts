/**
 * A side's per-chunk work done while the side is being chunked: each batch of documents, once
 * chunked here, goes to a worker thread to be analysed for BM25 (tokenised, stemmed, counted)
 * while this thread chunks the next; the index build later lays out the merged result instead of
 * analysing (retrieve/bm25/bm25-types.ts `analysed`). Every document is done, filtered out or not: the builds take the ones they index,
 * in their order (merge-analysed.ts), so the indexes are the ones a build in one thread makes.
 */
import { randomUUID } from 'node:crypto';
import { buildDocs, SideBudget, type DocCache } from '../../chunk/corpus';
import type { ChunkingConfig, RetrieverConfig } from '../../config/types';
import type { MergedAnalysis } from '../../retrieve/bm25/bm25';
import { bm25Doc, bm25Params, type Bm25DocMemo } from '../../retrieve/bm25/bm25-retriever';
import type { Chunk, Doc, FileNote, Snapshot } from '../../types';
import { encodeBatch } from './chunk-batch';
import { mergeAnalysed } from './merge-analysed';
import type { TaskRunner } from './pool';
import type { ChunkBatch } from './chunk-batch';
import { type Bm25AnalysisSettings, type SideWork, type SideWorkSettings } from './tasks';

/** The settings the analysis of `retriever`'s index reads (two configs with the same key analyse alike). */
function analysisSettings(retriever: RetrieverConfig): Omit<Bm25AnalysisSettings, 'run'> {
  return { analyzer: retriever.analyzer, params: bm25Params(retriever) };
}

/** Whether `retriever` indexes with the embedded BM25 (alone, or as a hybrid's sparse half). */
function usesBm25(retriever: RetrieverConfig): boolean {
  return retriever.type === 'bm25' || (retriever.type === 'hybrid' && !retriever.dense);
}

/** Whether worker threads can do `retriever`'s per-chunk work: the embedded BM25's analysis, with no reranker. */
export function workerRetriever(retriever: RetrieverConfig): boolean {
  return !retriever.rerank && usesBm25(retriever);
}

/** What the build of a side's retriever takes from the workers (each part absent when not done, or not for these chunks). */
export interface TakenWork {
  analysed?: MergedAnalysis;
}

export class SideAnalysis {
  private readonly settings: SideWorkSettings;
  /** The BM25 analysis settings, as a key (undefined when the side's retriever has no BM25 index). */
  private readonly key: string | undefined;
  /** Each batch's work, by batch number: under way, or done here. */
  private readonly pending: Array<Promise<SideWork> | SideWork> = [];
  /** Batches not handed to a worker yet (workers get at most three each at a time; this thread takes the last ones once it has chunked everything). */
  private readonly queue: Array<{ at: number; batch: ChunkBatch }> = [];
  private readonly batches: Chunk[][] = [];
  private parts: SideWork[] | undefined;

  constructor(
    private readonly runner: TaskRunner,
    private readonly retriever: RetrieverConfig,
  ) {
    this.settings = {};
    if (usesBm25(retriever)) {
      const settings = analysisSettings(retriever);
      this.key = JSON.stringify(settings);
      // A name of the side's own, so a thread starts a new session for it (a counter would be a module global).
      this.settings.bm25 = { ...settings, run: randomUUID() };
    }
  }

  /** Worker threads doing the analysis (0: this thread). */
  get threads(): number {
    return this.runner.threads;
  }

  /** Sends the chunks of `docs` off to be analysed (one batch). */
  add(docs: readonly Doc[]): void {
    const chunks: Chunk[] = [];
    for (const d of docs) for (const c of d.chunks) chunks.push(c);
    if (chunks.length === 0) return;
    const memo: Bm25DocMemo = {};
    const batch = encodeBatch(chunks.map((c) => bm25Doc(c, this.retriever, { memo })));
    this.queue.push({ at: this.pending.length, batch });
    this.pending.push(undefined as unknown as SideWork);
    this.batches.push(chunks);
    this.dispatch();
    // This thread keeps chunking while the workers analyse, and takes its share of the analysis
    // only once every batch is chunked (settle). Taking a batch whenever the workers were busy
    // made it analyse about half of them on top of all the chunking, while the workers, fed only
    // between this thread's batches, went idle. A queued batch costs little memory: its strings
    // are the chunks' own, copied only when it is sent.
  }

  /**
   * Hands queued batches to workers while some has fewer than three waiting; each answer hands
   * on the next (between this thread's own batches, when it gets to the answer).
   */
  private dispatch(): void {
    while (this.queue.length > 0 && this.runner.inFlight() < 3 * this.runner.threads) {
      const { at, batch } = this.queue.shift()!;
      const done = this.runner.run<SideWork>('side-work', this.settings, batch);
      // Failures surface in settle(); until then a rejected batch must not count as unhandled.
      done.then(() => this.dispatch(), () => undefined);
      this.pending[at] = done;
    }
    if (this.runner.threads === 0) while (this.queue.length > 0) this.analyseHere();
  }

  /** Analyses the last queued batch in this thread (the workers keep the earlier ones coming). */
  private analyseHere(): void {
    const { at, batch } = this.queue.pop()!;
    this.pending[at] = this.runner.runHere<SideWork>('side-work', this.settings, batch);
  }

  /** Waits for every batch's analysis, then stops the workers. */
  async settle(): Promise<void> {
    try {
      // The queue's rest: to workers as they free up, to this thread meanwhile.
      while (this.queue.length > 0) {
        this.dispatch();
        if (this.queue.length > 0) this.analyseHere();
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      this.parts = await Promise.all(this.pending);
    } finally {
      // Closing the runner releases its state for this thread too.
      this.pending.length = 0;
      await this.runner.close();
    }
  }

  /** Stops the workers without waiting for their work (the side failed to load). */
  async close(): Promise<void> {
    this.queue.length = 0;
    this.pending.length = 0;
    this.batches.length = 0;
    await this.runner.close();
  }

  /**
   * The work done for `chunks`, as builds over them with `retriever` would do it: the forward
   * index (undefined when `retriever` analyses otherwise, or has no BM25 index); nothing when `chunks` are not a subsequence, in
   * order, of the chunks sent (the builds then do the work themselves). Call after settle(); the
   * batches are released.
   */
  take(chunks: readonly Chunk[], retriever: RetrieverConfig): TakenWork {
    const parts = this.parts;
    this.parts = undefined;
    if (!parts) return {};
    const part = new Uint32Array(chunks.length);
    const doc = new Uint32Array(chunks.length);
    let p = 0;
    let i = 0;
    for (let k = 0; k < chunks.length; k++) {
      const c = chunks[k];
      while (p < this.batches.length && this.batches[p][i] !== c) {
        if (++i >= this.batches[p].length) {
          p++;
          i = 0;
        }
      }
      if (p >= this.batches.length) return {};
      part[k] = p;
      doc[k] = i;
    }
    this.batches.length = 0;
    const taken: TakenWork = {};
    if (this.key !== undefined && usesBm25(retriever) && JSON.stringify(analysisSettings(retriever)) === this.key) {
      taken.analysed = mergeAnalysed(parts.map((w) => w.bm25!), { part, doc });
    }
    return taken;
  }
}

/**
 * Characters of source text per batch: about four batches a thread, so that the threads finish
 * together, within bounds (a batch too small costs its vocabulary again, too large holds a worker's
 * memory and delays the first results).
 */
export function batchChars(total: number, threads: number): number {
  return Math.max(64 << 10, Math.min(1 << 20, Math.ceil(total / (4 * Math.max(1, threads)))));
}

/**
 * buildDocs (chunk/corpus.ts) in batches of files, each batch's documents handed to `analysis` as
 * soon as they are chunked. Same documents and notes, in the same order, as one buildDocs call.
 */
export async function buildDocsAnalysed(snapshot: Snapshot, chunking: ChunkingConfig, cache: DocCache, analysis: SideAnalysis): Promise<{ docs: Doc[]; notes: FileNote[] }> {
  const files = [...snapshot.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const docs: Doc[] = [];
  const notes: FileNote[] = [...snapshot.notes];
  let total = 0;
  for (const f of files) total += f.text.length;
  const per = batchChars(total, analysis.threads);
  // One budget for the side, not one per batch: the side's bytes, chunks and time are bounded as a whole.
  const budget = new SideBudget(snapshot, chunking);
  for (let from = 0; from < files.length; ) {
    let to = from;
    let chars = 0;
    while (to < files.length && (to === from || chars < per)) chars += files[to++].text.length;
    const part = buildDocs({ label: snapshot.label, files: files.slice(from, to), notes: [] }, chunking, cache, budget);
    for (const d of part.docs) docs.push(d);
    for (const n of part.notes) notes.push(n);
    analysis.add(part.docs);
    from = to;
    // Lets the workers' finished batches in, so their results do not wait for the last one.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { docs, notes };
}
