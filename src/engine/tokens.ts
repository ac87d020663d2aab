import { memoTokenCounter } from '../compare/assembly';
import type { Chunk, Doc } from '../types';

/** Token counts of a side's chunks by id, counted on first request only (the check looks at a few per question). */
export function chunkTokenCounter(docs: readonly Doc[]): (chunkId: string) => number {
  const byId = new Map<string, Chunk>();
  for (const d of docs) for (const c of d.chunks) byId.set(c.id, c);
  return memoTokenCounter((id) => byId.get(id));
}
