/**
 * A snapshot's files → Docs, with a cache so that a blob unchanged between base and head (same
 * hash, same path, same chunking settings) is parsed once. The path is part of the key because
 * chunk ids and the title fallback contain it: a moved file is parsed again.
 */
import type { ChunkingConfig } from '../config/types';
import type { Doc, FileNote, Snapshot, SourceFile } from '../types';
import { parseDocument } from './document';

/** Parsed documents keyed by blob hash + path + chunking settings. Shared by the base and head builds. */
export class DocCache {
  private readonly docs = new Map<string, Doc>();
  /** How many lookups were answered from the cache (for benches and progress lines). */
  hits = 0;
  misses = 0;

  /** The Doc for `file` under `chunking`, parsed on first request only. */
  get(file: SourceFile, chunking: ChunkingConfig): Doc {
    const key = `${chunkingKey(chunking)}\u0000${file.hash}\u0000${file.path}`;
    const cached = this.docs.get(key);
    if (cached) {
      this.hits++;
      return cached;
    }
    this.misses++;
    const doc = parseDocument(file, chunking);
    this.docs.set(key, doc);
    return doc;
  }

  get size(): number {
    return this.docs.size;
  }
}

/** A stable key for the chunking settings (fixed key order, so equal settings give equal keys). */
export function chunkingKey(c: ChunkingConfig): string {
  return `${c.max_chars}/${c.hard_limit}/${c.overlap}/${c.heading_path ? 1 : 0}`;
}

/**
 * Parses every file of a snapshot. Docs come back sorted by path; documents with notes add a
 * `parse-error` note (repaired: still indexed) to the snapshot's own notes.
 */
export function buildDocs(snapshot: Snapshot, chunking: ChunkingConfig, cache?: DocCache): { docs: Doc[]; notes: FileNote[] } {
  const files = [...snapshot.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const docs: Doc[] = [];
  const notes: FileNote[] = [...snapshot.notes];
  for (const file of files) {
    const doc = cache ? cache.get(file, chunking) : parseDocument(file, chunking);
    docs.push(doc);
    for (const detail of doc.notes) notes.push({ path: doc.path, reason: 'parse-error', action: 'repaired', detail });
  }
  return { docs, notes };
}
