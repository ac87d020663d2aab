/**
 * A side's BM25 analysis done while the side is being chunked: each batch of documents, once
 * chunked here, goes to a worker thread to be analysed (tokenised, stemmed, counted) while this
 * thread chunks the next, and the index build later lays out the merged result instead of
 * analysing (retrieve/bm25-types.ts `analysed`). Every document is analysed, filtered out or not: the
 * build takes the ones it indexes, in its order (merge-analysed.ts), so the index is the one a
 * build in one thread makes.
 */
import { buildDocs, type DocCache } from '../../chunk/corpus';
import type { ChunkingConfig, RetrieverConfig } from '../../config/types';
import type { AnalysedDocs } from '../../retrieve/bm25';
import { bm25Doc, bm25Params, type Bm25DocMemo } from '../../retrieve/bm25-retriever';
import type { Chunk, Doc, FileNote, Snapshot } from '../../types';
import { encodeBatch } from './chunk-batch';
import { mergeAnalysed } from './merge-analysed';
import { runTask, type TaskRunner } from './pool';
import type { ChunkBatch } from './chunk-batch';
import { releaseThreadState, type Bm25AnalysisSettings } from './tasks';

/** The settings the analysis of `retriever`'s index reads (two configs with the same key analyse alike). */
function analysisSettings(retriever: RetrieverConfig): Omit<Bm25AnalysisSettings, 'run'> {
  return { analyzer: retriever.analyzer, params: bm25Params(retriever) };
}

/** Sides analysed so far by this process: each gets a run name of its own (a worker's session per side). */
let runs = 0;

export class SideAnalysis {
  private readonly settings: Bm25AnalysisSettings;
  private readonly key: string;
  /** Each batch's analysis, by batch number: under way, or done here. */
  private readonly pending: Array<Promise<AnalysedDocs> | AnalysedDocs> = [];
  /** Batches not handed to a worker yet (workers get at most two each at a time, so this thread can take one when they are busy). */
  private readonly queue: Array<{ at: number; batch: ChunkBatch }> = [];
  private readonly batches: Chunk[][] = [];
  private parts: AnalysedDocs[] | undefined;

  constructor(
    private readonly runner: TaskRunner,
    private readonly retriever: RetrieverConfig,
  ) {
    const settings = analysisSettings(retriever);
    this.key = JSON.stringify(settings);
    this.settings = { ...settings, run: `${process.pid}/${++runs}` };
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
    this.pending.push(undefined as unknown as AnalysedDocs);
    this.batches.push(chunks);
    this.dispatch();
    // Analysis costs more than chunking: with every worker busy, this thread takes a batch too.
    if (this.queue.length > 0 && this.runner.threads > 0) this.analyseHere();
  }

  /** Hands queued batches to workers while some has fewer than two waiting. */
  private dispatch(): void {
    while (this.queue.length > 0 && this.runner.inFlight() < 2 * this.runner.threads) {
      const { at, batch } = this.queue.shift()!;
      const done = this.runner.run<AnalysedDocs>('bm25-analysis', this.settings, batch);
      // Failures surface in settle(); until then a rejected batch must not count as unhandled.
      done.catch(() => undefined);
      this.pending[at] = done;
    }
    if (this.runner.threads === 0) while (this.queue.length > 0) this.analyseHere();
  }

  /** Analyses the last queued batch in this thread (the workers keep the earlier ones coming). */
  private analyseHere(): void {
    const { at, batch } = this.queue.pop()!;
    this.pending[at] = runTask('bm25-analysis', this.settings, batch) as AnalysedDocs;
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
      releaseThreadState();
      this.pending.length = 0;
      await this.runner.close();
    }
  }

  /** Stops the workers without waiting for their work (the side failed to load). */
  async close(): Promise<void> {
    releaseThreadState();
    this.queue.length = 0;
    this.pending.length = 0;
    this.batches.length = 0;
    await this.runner.close();
  }

  /**
   * The forward index of `chunks`, as a build over them with `retriever` would analyse them; undefined
   * when they are not a subsequence, in order, of the chunks analysed, or `retriever` analyses
   * otherwise (the build then analyses them itself). Call after settle(); the batches are released.
   */
  take(chunks: readonly Chunk[], retriever: RetrieverConfig): AnalysedDocs | undefined {
    const parts = this.parts;
    this.parts = undefined;
    if (!parts || JSON.stringify(analysisSettings(retriever)) !== this.key) return undefined;
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
      if (p >= this.batches.length) return undefined;
      part[k] = p;
      doc[k] = i;
    }
    this.batches.length = 0;
    return mergeAnalysed(parts, { part, doc });
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
  for (let from = 0; from < files.length; ) {
    let to = from;
    let chars = 0;
    while (to < files.length && (to === from || chars < per)) chars += files[to++].text.length;
    const part = buildDocs({ label: snapshot.label, files: files.slice(from, to), notes: [] }, chunking, cache);
    for (const d of part.docs) docs.push(d);
    for (const n of part.notes) notes.push(n);
    analysis.add(part.docs);
    from = to;
    // Lets the workers' finished batches in, so their results do not wait for the last one.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { docs, notes };
}
