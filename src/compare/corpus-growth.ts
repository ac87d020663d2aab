import { chunkRanges, rangesLength } from '../golden/spans';
import type { ChunkingChange, ChunkingSideStats, CorpusGrowth } from '../report/types';
import type { Doc } from '../types';

/** Path → change of every head document that differs from base (`added`: new path, `changed`: other blob). */
export function docChanges(baseDocs: readonly Doc[], headDocs: readonly Doc[]): Map<string, 'added' | 'changed'> {
  const base = new Map(baseDocs.map((d) => [d.path, d.hash]));
  const out = new Map<string, 'added' | 'changed'>();
  for (const d of headDocs) {
    const h = base.get(d.path);
    if (h === undefined) out.set(d.path, 'added');
    else if (h !== d.hash) out.set(d.path, 'changed');
  }
  return out;
}

/**
 * How the corpus grew: documents added, changed and deleted, the change in chunks, and the share of
 * head chunks any relevant label resolves to (a corpus that grows while that share shrinks is
 * filling up with text no question asks about).
 */
export function corpusGrowth(baseDocs: readonly Doc[], headDocs: readonly Doc[], labelledHeadChunks: number): CorpusGrowth {
  const changes = docChanges(baseDocs, headDocs);
  let added = 0;
  let changed = 0;
  for (const c of changes.values()) c === 'added' ? added++ : changed++;
  const headPaths = new Set(headDocs.map((d) => d.path));
  const deleted = baseDocs.filter((d) => !headPaths.has(d.path)).length;
  const chunks = (docs: readonly Doc[]) => docs.reduce((s, d) => s + d.chunks.length, 0);
  const headChunks = chunks(headDocs);
  const growth: CorpusGrowth = {
    docs_added: added,
    docs_changed: changed,
    docs_deleted: deleted,
    chunks_delta: headChunks - chunks(baseDocs),
    labelled_chunk_share: headChunks ? labelledHeadChunks / headChunks : 0,
  };
  const chunking = chunkingChange(baseDocs, headDocs);
  if (chunking) growth.chunking = chunking;
  return growth;
}

/**
 * Whether the chunking changed, read from the chunks themselves: a document with the same path and
 * content on both sides that was cut into other spans (new chunk settings, another chunker, a
 * command retriever's own chunking). Null when every unchanged document was cut the same way.
 */
export function chunkingChange(baseDocs: readonly Doc[], headDocs: readonly Doc[]): ChunkingChange | null {
  const base = new Map(baseDocs.map((d) => [d.path, d]));
  let rechunked = 0;
  for (const h of headDocs) {
    const b = base.get(h.path);
    if (b && b.hash === h.hash && (b.chunkedBy !== h.chunkedBy || spansKey(b) !== spansKey(h))) rechunked++;
  }
  return rechunked ? { docs_rechunked: rechunked, base: sideStats(baseDocs), head: sideStats(headDocs) } : null;
}

function spansKey(d: Doc): string {
  return d.chunks.map((c) => chunkRanges(c).flat().join('-')).join(',');
}

function sideStats(docs: readonly Doc[]): ChunkingSideStats {
  let chunks = 0;
  let bytes = 0;
  let byRetriever = false;
  for (const d of docs) {
    if (d.chunkedBy === 'retriever') byRetriever = true;
    for (const c of d.chunks) {
      chunks++;
      bytes += rangesLength(chunkRanges(c));
    }
  }
  return { chunks, mean_bytes: chunks ? Math.round(bytes / chunks) : 0, chunked_by: byRetriever ? 'retriever' : 'gate' };
}
