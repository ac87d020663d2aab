import type { CorpusGrowth } from '../report/types';
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
  return {
    docs_added: added,
    docs_changed: changed,
    docs_deleted: deleted,
    chunks_delta: headChunks - chunks(baseDocs),
    labelled_chunk_share: headChunks ? labelledHeadChunks / headChunks : 0,
  };
}
