/**
 * A snapshot's files → Docs, with a cache so that a blob unchanged between base and head (same
 * hash, same path, same chunking settings) is parsed once. The path is part of the key because
 * chunk ids and the title fallback contain it: a moved file is parsed again.
 */
import type { ChunkingConfig } from '../config/types';
import type { Doc, FileNote, Snapshot, SourceFile } from '../types';
import { SideBudget } from './corpus-budget';

export { SideBudget } from './corpus-budget';
import { MAX_FILE_SECTIONS, parseDocument } from './document';

/** Parsed documents keyed by blob hash + path + chunking settings. Shared by the base and head builds. */
export class DocCache {
  /** chunking key → blob hash → path → Doc (nested, so no key string is built per lookup). */
  private readonly docs = new Map<string, Map<string, Map<string, Doc>>>();
  private count = 0;
  /** How many lookups were answered from the cache (for benches and progress lines). */
  hits = 0;
  misses = 0;

  /** The settings of the last lookup and their map: a build asks with the same settings for every file. */
  private last: { key: ChunkingConfig; byHash: Map<string, Map<string, Doc>> } | undefined;

  /** The Doc for `file` under `chunking`, parsed on first request only. */
  get(file: SourceFile, chunking: ChunkingConfig): Doc {
    const byHash = this.byHashFor(chunking);
    let byPath = byHash.get(file.hash);
    if (!byPath) byHash.set(file.hash, (byPath = new Map()));
    const cached = byPath.get(file.path);
    if (cached) {
      this.hits++;
      return cached;
    }
    this.misses++;
    const doc = parseDocument(file, chunking);
    byPath.set(file.path, doc);
    this.count++;
    return doc;
  }

  /** The per-settings map, found by comparing the settings with the last ones before building a key. */
  private byHashFor(c: ChunkingConfig): Map<string, Map<string, Doc>> {
    const l = this.last?.key;
    if (l && l.max_chars === c.max_chars && l.hard_limit === c.hard_limit && l.overlap === c.overlap && l.heading_path === c.heading_path && l.fold_empty_sections === c.fold_empty_sections && l.combine_under === c.combine_under && l.max_file_sections === c.max_file_sections && l.site === c.site) {
      return this.last!.byHash;
    }
    const key = chunkingKey(c);
    let byHash = this.docs.get(key);
    if (!byHash) this.docs.set(key, (byHash = new Map()));
    this.last = { key: { ...c }, byHash };
    return byHash;
  }

  get size(): number {
    return this.count;
  }
}

/** A stable key for the chunking settings (fixed key order, so equal settings give equal keys). */
export function chunkingKey(c: ChunkingConfig): string {
  const sections = c.max_file_sections !== undefined && c.max_file_sections !== MAX_FILE_SECTIONS ? `/s${c.max_file_sections}` : '';
  const site = c.site !== undefined && c.site !== 'github' ? `/${c.site}` : '';
  return `${c.max_chars}/${c.hard_limit}/${c.overlap}/${c.heading_path ? 1 : 0}/${c.fold_empty_sections === false ? 0 : 1}${c.combine_under ? `/c${c.combine_under}` : ''}${sections}${site}`;
}

/**
 * Parses every file of a snapshot. Docs come back sorted by path; documents with notes add a
 * `parse-error` note (repaired: still indexed) to the snapshot's own notes. Over the side's budget
 * (chunking.max_corpus_bytes / max_corpus_chunks / max_corpus_seconds) it throws an InputError
 * (corpus-budget.ts); `budget` is passed when one side is built in several calls.
 */
export function buildDocs(snapshot: Snapshot, chunking: ChunkingConfig, cache?: DocCache, budget = new SideBudget(snapshot, chunking)): { docs: Doc[]; notes: FileNote[] } {
  // Snapshots usually come sorted already; sorting is only paid for when they do not.
  let sorted = true;
  for (let i = 1; i < snapshot.files.length && sorted; i++) sorted = snapshot.files[i - 1].path < snapshot.files[i].path;
  const files = sorted ? snapshot.files : [...snapshot.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const docs: Doc[] = [];
  const notes: FileNote[] = [...snapshot.notes];
  for (const file of files) {
    const doc = budget.build(file.path, () => (cache ? cache.get(file, chunking) : parseDocument(file, chunking)));
    if (doc.skipped !== undefined) {
      notes.push({ path: doc.path, reason: doc.skipReason ?? 'time-budget', action: 'skipped', detail: doc.skipped });
      continue;
    }
    docs.push(doc);
    for (const detail of doc.notes) notes.push({ path: doc.path, reason: 'parse-error', action: 'repaired', detail });
  }
  return { docs, notes };
}
