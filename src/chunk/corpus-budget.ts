/**
 * A bound on one side's whole corpus, in bytes, in chunks and in time. Each file is bounded on its own
 * (chunking.max_file_bytes, the per-file time budget), but a pull request can add many files: 16
 * files of 2 MB of `# x\nx\n` (333,000 one-line sections each) took 3 min 20 s and 4.8 GB. An honest
 * corpus stays far below the defaults (the largest shared one, 9,746 Markdown files of Microsoft's
 * C++ docs, is 44 MB and 96,914 chunks).
 *
 * Going over is an error (exit 2), not a skip: skipping files past the budget would measure a
 * different corpus than the one the docs hold, and a report on part of the docs would look like a
 * report on all of them. The message names the key to raise and the scope keys to narrow.
 */
import type { ChunkingConfig } from '../config/types';
import { DEFAULT_CONFIG } from '../config/types';
import { ERROR_CODES, InputError } from '../errors';
import type { Doc, Snapshot } from '../types';
import { OverChunkAllowance, OverSideBudget, withChunkAllowance, withSideDeadline } from './deadline';

const n = (x: number) => x.toLocaleString('en-US');

/** The side's name in a message: its revision or folder, or nothing when it has none. */
function sideOf(snapshot: Snapshot): string {
  return snapshot.label ? ` of '${snapshot.label}'` : '';
}

/** The budget in bytes, checked before any file is chunked (the files are already read, chunking is what costs). */
export function checkCorpusBytes(snapshot: Snapshot, chunking: ChunkingConfig): void {
  const max = chunking.max_corpus_bytes ?? DEFAULT_CONFIG.chunking.max_corpus_bytes!;
  let bytes = 0;
  for (const f of snapshot.files) bytes += f.size;
  if (bytes <= max) return;
  throw new InputError(
    ERROR_CODES.CONFIG,
    `the documents${sideOf(snapshot)} hold ${n(bytes)} bytes in ${n(snapshot.files.length)} files, over the corpus budget of ${n(max)} bytes; ` +
      `narrow 'docs' or 'exclude', or raise 'chunking.max_corpus_bytes'`,
    { field: 'chunking.max_corpus_bytes' },
  );
}

/**
 * The budgets of one side while its documents are built: chunks (max_corpus_chunks) and wall time
 * (max_corpus_seconds), counted across every buildDocs call of the side (a side chunked in batches
 * for the analysis workers is still one side). The bytes are checked when it is made.
 *
 * The time budget bounds the side, not only each file: 14 files of nested HTML under the per-file
 * budget took 74 s, and the per-file budget alone allows 10 s for each of thousands of files.
 * Checked inside the chunkers' loops (deadline.ts), so the side stops within milliseconds of it.
 */
export class SideBudget {
  private count = 0;
  private readonly max: number;
  private readonly seconds: number;
  private readonly deadline: number;

  constructor(
    private readonly snapshot: Snapshot,
    chunking: ChunkingConfig,
  ) {
    checkCorpusBytes(snapshot, chunking);
    this.max = chunking.max_corpus_chunks ?? DEFAULT_CONFIG.chunking.max_corpus_chunks!;
    this.seconds = chunking.max_corpus_seconds ?? DEFAULT_CONFIG.chunking.max_corpus_seconds!;
    this.deadline = performance.now() + this.seconds * 1000;
  }

  /** Builds one file within what is left of the budgets (a file over them is stopped while it is built). */
  build(path: string, parse: () => Doc): Doc {
    let doc: Doc;
    try {
      doc = withSideDeadline(this.deadline, () => withChunkAllowance(this.max - this.count, parse));
    } catch (e) {
      if (e instanceof OverChunkAllowance) this.over(path, e.chunks);
      if (e instanceof OverSideBudget) this.overTime(path);
      throw e;
    }
    this.count += doc.chunks.length;
    if (this.count > this.max) this.over(path, doc.chunks.length);
    if (performance.now() > this.deadline) this.overTime(path);
    return doc;
  }

  private over(path: string, chunks: number): never {
    throw new InputError(
      ERROR_CODES.CONFIG,
      `the documents${sideOf(this.snapshot)} make more than ${n(this.max)} chunks (the corpus budget), reached at ${path} (${n(chunks)} chunks or more); ` +
        `narrow 'docs' or 'exclude', or raise 'chunking.max_corpus_chunks'`,
      { field: 'chunking.max_corpus_chunks' },
    );
  }

  private overTime(path: string): never {
    throw new InputError(
      ERROR_CODES.CONFIG,
      `chunking the documents${sideOf(this.snapshot)} took more than ${n(this.seconds)} s (the side's time budget), stopped at ${path}; ` +
        `narrow 'docs' or 'exclude', or raise 'chunking.max_corpus_seconds'`,
      { field: 'chunking.max_corpus_seconds' },
    );
  }
}
