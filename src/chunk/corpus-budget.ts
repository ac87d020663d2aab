/**
 * A bound on one side's whole corpus, in bytes and in chunks. Each file is bounded on its own
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
import { OverChunkAllowance, withChunkAllowance } from './deadline';

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

/** Counts chunks as documents are built; throws as soon as the side holds more than the budget. */
export class ChunkBudget {
  private count = 0;
  private readonly max: number;

  constructor(
    private readonly snapshot: Snapshot,
    chunking: ChunkingConfig,
  ) {
    this.max = chunking.max_corpus_chunks ?? DEFAULT_CONFIG.chunking.max_corpus_chunks!;
  }

  /** Builds one file within what is left of the budget (a file over it is stopped while it is built). */
  build(path: string, parse: () => Doc): Doc {
    let doc: Doc;
    try {
      doc = withChunkAllowance(this.max - this.count, parse);
    } catch (e) {
      if (e instanceof OverChunkAllowance) this.over(path, e.chunks);
      throw e;
    }
    this.count += doc.chunks.length;
    if (this.count > this.max) this.over(path, doc.chunks.length);
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
}
