/**
 * Reading and writing the judged base side through `EngineDeps.sideCache`. A new push to a PR
 * changes the head but rarely the base, so the base's read, chunk, index and search are skipped
 * when its docs, its retrieval settings, the golden set and the tool version are the same as in an
 * earlier run. A cache problem is never a failure: it is a log line and the base is built.
 *
 * An entry is input from whoever could write the store. Its key is recomputed here from what this
 * run read (the base's docs listing, its config, the golden set), never taken from the entry; and
 * before use the entry's claims are judged against the same inputs: its documents must be the
 * base's own files with their blob hashes, its questions the golden set's, and every chunk a
 * question retrieved one of its documents' chunks. That catches a stale, corrupt or careless
 * entry; a well-forged ranking over real chunks is kept out by where the action reads entries
 * from (src/github/run-caches.ts), not by this check.
 */
import type { Config } from '../config/types';
import { gitDocsListing } from '../source/git-docs-listing';
import { selectionFromConfig } from '../source/select';
import type { Doc, GoldenSet, QuestionResult, Snapshot } from '../types';
import { baseSideKey, decodeBaseSide, encodeBaseSide, type CachedBaseSide } from './base-side-entry';
import type { OpenedSide } from './load-inputs';
import { chunkTokenCounter } from './tokens';
import type { EngineDeps, SideCache } from './types';

/**
 * The side's selected docs as text lines that change whenever its snapshot would. A git revision
 * is listed without reading blobs; a folder has no hashes to list, so it is read (and the snapshot
 * is returned for the build to reuse on a miss).
 */
export async function docsListing(side: OpenedSide, config: Config): Promise<{ listing: string; snapshot?: Snapshot }> {
  const selection = selectionFromConfig(config);
  if (side.reader.kind === 'git' && side.reader.commit) return { listing: `git\n${await gitDocsListing(side.root, side.reader.commit, selection)}` };
  const snapshot = await side.reader.snapshot(selection);
  const lines = snapshot.files.map((f) => `${f.hash} ${f.size} ${f.path}`);
  return { listing: `folder\n${lines.join('\n')}\n${JSON.stringify(snapshot.notes)}`, snapshot };
}

/**
 * The base side's cache key and, for a folder, the snapshot read to compute it; null when there is
 * no cache or the base cannot be cached (said in a log line).
 */
export async function baseCacheKey(
  side: OpenedSide,
  baseConfig: Config,
  golden: GoldenSet,
  opts: { ks: number[]; passK: number; depth: number; tokens: boolean; answers?: { top_k: number; token_budget: number } },
  deps: EngineDeps,
): Promise<{ key: string; listing: string; snapshot?: Snapshot } | null> {
  if (!deps.sideCache) return null;
  const why = uncacheableReason(baseConfig);
  if (why) {
    deps.log?.(`base side cache: not used: ${why}`);
    return null;
  }
  let docs: { listing: string; snapshot?: Snapshot };
  try {
    docs = await docsListing(side, baseConfig);
  } catch (e) {
    deps.log?.(`base side cache: not used: cannot list the base docs (${message(e)})`);
    return null;
  }
  const key = baseSideKey({ docsListing: docs.listing, baseConfig, golden, ...opts });
  return docs.snapshot ? { key, listing: docs.listing, snapshot: docs.snapshot } : { key, listing: docs.listing };
}

/** Token counts of every chunk a question retrieved (the assembly check asks for no other). */
export function retrievedTokens(questions: readonly QuestionResult[], docs: readonly Doc[]): Map<string, number> {
  const count = chunkTokenCounter(docs);
  const out = new Map<string, number>();
  for (const q of questions) for (const c of q.retrieved) if (!out.has(c.id)) out.set(c.id, count(c.id));
  return out;
}

/** Why a retriever's results cannot be cached, or null. A command retriever runs a program the key cannot see. */
export function uncacheableReason(config: Config): string | null {
  if (config.retriever.type === 'command') return "retriever 'command' runs a program whose behaviour is not part of the key";
  // The server's analyzers, version and the team's index and query files are not part of the key either.
  if (config.retriever.type === 'elasticsearch' || config.retriever.type === 'opensearch') return `retriever '${config.retriever.type}' ranks on a search server whose behaviour is not part of the key`;
  return null;
}

/** What this run read itself, to judge an entry's claims by. */
export interface BaseSideInputs {
  /** The listing the key was computed from (docsListing). */
  listing: string;
  golden: GoldenSet;
}

/**
 * Why a decoded entry's claims do not match this run's own inputs, or null. Linear in the
 * entry's size: one map of the listing, one set of chunk ids.
 */
export function claimsMismatch(side: CachedBaseSide, inputs: BaseSideInputs): string | null {
  const want = inputs.golden.questions;
  if (side.questions.length !== want.length) return `${side.questions.length} questions, the golden set has ${want.length}`;
  // The retrieved ids (a few per question) are the set; the many chunks are only looked up in it.
  const unseen = new Set<string>();
  for (let i = 0; i < want.length; i++) {
    const q = side.questions[i];
    if (q.id !== want[i].id) return `question ${i + 1} is '${q.id}', the golden set's is '${want[i].id}'`;
    for (const r of q.retrieved) unseen.add(r.id);
  }
  const blobs = listedBlobs(inputs.listing);
  for (const d of side.docs) {
    if (blobs.get(d.path) !== d.hash) return `document '${d.path}' is not at the base with blob ${d.hash}`;
    if (unseen.size) for (const c of d.chunks) unseen.delete(c.id);
  }
  for (const q of side.questions) {
    const stray = q.retrieved.find((r) => unseen.has(r.id));
    if (stray) return `question '${q.id}' retrieved '${stray.id}', which is no chunk of the entry's documents`;
  }
  return null;
}

/** path → blob hash of a docs listing: git `mode object size path` lines, or a folder's `hash size path` lines. */
function listedBlobs(listing: string): Map<string, string> {
  const lines = listing.split('\n');
  const fields = lines[0] === 'git' ? 3 : 2;
  const hashAt = lines[0] === 'git' ? 1 : 0;
  const out = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const parts = line.split(' ');
    if (parts.length <= fields) continue;
    out.set(parts.slice(fields).join(' '), parts[hashAt]);
  }
  return out;
}

/**
 * The entry for `key`, or null (absent, unreadable, other format or key, claims that do not match
 * `inputs`: said in a log line).
 */
export async function readBaseSide(cache: SideCache, key: string, deps: EngineDeps, inputs: BaseSideInputs): Promise<CachedBaseSide | null> {
  let data: Uint8Array | null;
  try {
    data = await cache.get(key);
  } catch (e) {
    deps.log?.(`base side cache: read failed, building the base (${message(e)})`);
    return null;
  }
  if (!data) {
    deps.log?.(`base side cache: miss ${key}`);
    return null;
  }
  try {
    const side = decodeBaseSide(key, data);
    const why = claimsMismatch(side, inputs);
    if (why) throw new Error(`it does not match this run's inputs: ${why}`);
    deps.log?.(`base side cache: hit ${key}`);
    return side;
  } catch (e) {
    deps.log?.(`base side cache: entry ${key} ignored, building the base (${message(e)})`);
    return null;
  }
}

/** Stores the judged base side under `key`; a failure is a log line (the report does not depend on it). */
export async function writeBaseSide(cache: SideCache, key: string, side: CachedBaseSide, deps: EngineDeps): Promise<void> {
  try {
    await cache.put(key, encodeBaseSide(key, side));
    deps.log?.(`base side cache: saved ${key}`);
  } catch (e) {
    deps.log?.(`base side cache: save failed (${message(e)})`);
  }
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
