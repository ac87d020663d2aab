/**
 * Golden-set labels → the chunks they cover in one snapshot (docs/golden-set.md), judged on spans
 * (golden/spans.ts): `path` is every chunk of that document; `path#anchor` is every chunk that
 * overlaps the anchor's section (its subsections included) by the evidence rule. An empty result
 * is a broken label on that side. Documents read back from the base-side cache carry no sections;
 * their chunks are judged by their anchor trail, which gives the same verdicts for our chunks.
 * A section folded into another chunk (only links, or only a heading: chunk/fold.ts) is part of
 * that chunk's ranges, so the span rule counts it; on a cached side, its anchors do. So do the
 * anchors of short sections combined into a chunk (chunk/combine.ts). An "any of" group covers
 * what any of its members covers, so it is broken only when no member resolves.
 */
import type { Chunk, Doc, Label } from '../types';
import { anchorRanges, chunkRanges, spanCovers } from './spans';

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
  const matches = (chunk: Chunk, label: Label): boolean => {
    if (chunk.path !== label.path) return false;
    if (label.anchor === undefined) return true;
    const doc = byPath.get(chunk.path);
    const section = doc ? anchorRanges(doc, label.anchor) : undefined;
    if (section === undefined) {
      const a = label.anchor;
      return chunk.anchors.includes(a) || (chunk.folded?.some((f) => f.anchors.includes(a)) ?? false) || (chunk.combined?.some((m) => m.anchors.includes(a)) ?? false);
    }
    return section.length > 0 && spanCovers(chunkRanges(chunk), section);
  };
  const resolveOne = (label: Label): string[] => {
    const doc = byPath.get(label.path);
    if (!doc) return [];
    return doc.chunks.filter((c) => matches(c, label)).map((c) => c.id);
  };
  return {
    // A group: every chunk any member covers, members in the order written, each chunk once.
    resolve: (label: Label): string[] => (label.any ? [...new Set(label.any.flatMap(resolveOne))] : resolveOne(label)),
    matches: (chunk: Chunk, label: Label): boolean => (label.any ? label.any.some((m) => matches(chunk, m)) : matches(chunk, label)),
  };
}
