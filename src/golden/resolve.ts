/**
 * Golden-set labels → the chunks they cover in one snapshot (CONTRACT §2): `path` is every chunk
 * of that document; `path#anchor` is every chunk whose anchors include the anchor, so a section's
 * label covers its subsections (their anchors start with the section's trail). An empty result
 * is a broken label on that side. A section folded into another chunk (only links, or only a
 * heading: chunk/fold.ts) is matched by the chunk that carries it.
 */
import type { Chunk, Doc, Label } from '../types';

export interface LabelResolver {
  /** Ids of the chunks a label covers, in document order; empty = broken label. */
  resolve(label: Label): string[];
  /** Whether one chunk is covered by a label. */
  matches(chunk: Chunk, label: Label): boolean;
}

/** Builds a resolver over one snapshot's documents. */
export function createLabelResolver(docs: readonly Doc[]): LabelResolver {
  const byPath = new Map<string, Doc>();
  for (const d of docs) byPath.set(d.path, d);
  const matches = (chunk: Chunk, label: Label): boolean =>
    chunk.path === label.path &&
    (label.anchor === undefined || chunk.anchors.includes(label.anchor) || (chunk.folded !== undefined && chunk.folded.some((f) => f.anchors.includes(label.anchor!))));
  return {
    resolve(label: Label): string[] {
      const doc = byPath.get(label.path);
      if (!doc) return [];
      return doc.chunks.filter((c) => matches(c, label)).map((c) => c.id);
    },
    matches,
  };
}
