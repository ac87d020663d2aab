/**
 * The base side of a comparison as a cache entry: everything `compare` takes from the base once it
 * is judged (per-question results, the retriever's name, file notes, token counts of retrieved
 * chunks) plus the skeleton of its documents that the comparison reads (paths, blob hashes,
 * anchors, heading trails, chunk ids and counts: doc changes, corpus growth, broken-label fixes).
 * Chunk text is not kept: nothing after judging reads base text except the token counts, which
 * are stored. Chunk spans are (the comparison says when the chunking changed, and by how much). Pure: values in, bytes out, and back; gzip'd JSON with a format tag and its key.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { AnswerSideInput } from '../answers/side-inputs';
import type { Config } from '../config/types';
import { chunkBodyHash } from '../compare/section-text';
import { cacheKey } from '../retrieve/common/cache-key';
import type { Chunk, Doc, DocFormat, EncoderSide, FileNote, GoldenSet, HeadingRef, QuestionResult } from '../types';

/** Bumped whenever the entry's layout or meaning changes: older entries then simply miss. */
export const BASE_SIDE_FORMAT = 'retrieval-gate/base-side@6';

/** What a cached base side gives back to the comparison. */
export interface CachedBaseSide {
  retrieverName: string;
  docs: Doc[];
  notes: FileNote[];
  questions: QuestionResult[];
  /** Tokens of the retrieved chunks by id; only when the head config sets a token budget. */
  tokens: Map<string, number> | null;
  /** Context and fact presence per question, when the head config has `answers:` (no chunk text is kept otherwise). */
  answers?: AnswerSideInput[];
  /** How many chunks the sentence encoder embedded for this side (kept in the entry, so a cached base reports what a built one does). */
  encoder?: EncoderSide;
}

/** Everything the base side's evaluation depends on; the key is their hash (the tool version and the model join in cacheKey). */
export interface BaseSideKeyParts {
  /** The selected docs: git `mode object size path` lines, or a folder's path + blob hash lines. */
  docsListing: string;
  baseConfig: Config;
  golden: GoldenSet;
  ks: number[];
  passK: number;
  depth: number;
  /** Whether token counts are stored (the head config sets a token budget). */
  tokens: boolean;
  /** The context settings the answers stage assembles with, when `answers:` is on. */
  answers?: { top_k: number; token_budget: number };
}

/**
 * Hex key of a base side: the engine's content key, with no scope (the action's store files it
 * under its run's scope, the CLI's folder is the user's own). The retriever's settings go in as
 * its identity, and cacheKey adds the tool version and the shipped model's hash; of the rest only
 * what shapes the base side, so a gate tweak still hits.
 */
export function baseSideKey(p: BaseSideKeyParts): string {
  const c = p.baseConfig;
  const content: unknown[] = [BASE_SIDE_FORMAT, p.docsListing, { docs: c.docs, exclude: c.exclude, chunking: c.chunking, ...(c.exclude_defaults === false ? { exclude_defaults: false } : {}) }, p.golden, p.ks, p.passK, p.depth, p.tokens];
  if (p.answers) content.push({ answers: p.answers });
  return cacheKey({ cache: 'base-side', scope: null, retriever: c.retriever, content });
}

// Heading as stored: [text, slug, ids, level], then the published site's anchor when it has its own.
type HeadingRow = [string, string, readonly string[], number] | [string, string, readonly string[], number, string];
// Chunk as stored: [id, part, trail (indices into the document's heading table), anchors, byte ranges flat: s, e, s, e…,
// folded sections' anchors (when any, or when combined sections follow), combined sections as [id, anchors, heading] (when any)].
type CombinedRow = [string, string[], string];
type ChunkRow =
  | [string, number, number[], string[], number[]]
  | [string, number, number[], string[], number[], string[][]]
  | [string, number, number[], string[], number[], string[][], CombinedRow[]];
// Document as stored: [path, hash, format, title, anchors, headings, chunks, 1 when the retriever chunked it].
type DocRow = [string, string, DocFormat, string, string[], HeadingRow[], ChunkRow[], (0 | 1)?];

interface Entry {
  format: string;
  key: string;
  retriever: string;
  notes: FileNote[];
  questions: QuestionResult[];
  tokens: Array<[string, number]> | null;
  docs: DocRow[];
  answers?: AnswerSideInput[];
  /** [chunk id, body hash] of the chunks some question retrieved, sorted: text is not kept, and the additions analysis compares these. */
  bodies?: Array<[string, string]>;
  encoder?: EncoderSide;
}

/** Serialises a judged base side under `key`. Headings are stored once per document, trails as indices. */
export function encodeBaseSide(key: string, side: CachedBaseSide): Uint8Array {
  const docs: DocRow[] = side.docs.map((d) => {
    const table: HeadingRow[] = [];
    // Chunks of one section share their heading objects: look them up by identity first, and by
    // content only for a new object (a content key per lookup cost more than the rest of encoding).
    const byRef = new Map<HeadingRef, number>();
    const byText = new Map<string, number>();
    const rowOf = (h: HeadingRef): number => {
      let i = byRef.get(h);
      if (i !== undefined) return i;
      const row: HeadingRow = h.site === undefined ? [h.text, h.slug, h.ids, h.level] : [h.text, h.slug, h.ids, h.level, h.site];
      const k = JSON.stringify(row);
      i = byText.get(k);
      if (i === undefined) {
        i = table.length;
        table.push(row);
        byText.set(k, i);
      }
      byRef.set(h, i);
      return i;
    };
    const chunks = d.chunks.map((c): ChunkRow => {
      const row: ChunkRow = [c.id, c.part, c.trail.map(rowOf), c.anchors, c.ranges ? c.ranges.flat() : [c.start, c.end]];
      const folded = c.folded?.length ? c.folded.map((f) => f.anchors) : undefined;
      if (c.combined?.length) return [...row, folded ?? [], c.combined.map((m): CombinedRow => [m.id, m.anchors, m.heading])];
      return folded ? [...row, folded] : row;
    });
    return d.chunkedBy ? [d.path, d.hash, d.format, d.title, d.anchors, table, chunks, 1] : [d.path, d.hash, d.format, d.title, d.anchors, table, chunks];
  });
  const tokens = side.tokens ? [...side.tokens].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)) : null;
  const entry: Entry = { format: BASE_SIDE_FORMAT, key, retriever: side.retrieverName, notes: side.notes, questions: side.questions, tokens, docs };
  if (side.answers) entry.answers = side.answers;
  if (side.encoder) entry.encoder = side.encoder;
  const bodies = retrievedBodies(side);
  if (bodies.length) entry.bodies = bodies;
  // Level 1: the entry is mostly repeated paths and slugs, which even the fastest level packs well.
  return gzipSync(JSON.stringify(entry), { level: 1 });
}

/**
 * Reads an entry back. Throws (with why) when it is not a whole entry of this format for this
 * key; the caller turns that into a log line and a miss.
 */
export function decodeBaseSide(key: string, data: Uint8Array): CachedBaseSide {
  const e = JSON.parse(gunzipSync(data).toString('utf8')) as Entry;
  if (!e || typeof e !== 'object') throw new Error('not an object');
  if (e.format !== BASE_SIDE_FORMAT) throw new Error(`format '${String(e.format)}', expected '${BASE_SIDE_FORMAT}'`);
  if (e.key !== key) throw new Error('entry is for another key');
  if (typeof e.retriever !== 'string' || !Array.isArray(e.notes) || !Array.isArray(e.questions) || !Array.isArray(e.docs)) throw new Error('missing fields');
  const docs = e.docs.map(([path, hash, format, title, anchors, table, rows, byRetriever]): Doc => {
    const heads: HeadingRef[] = table.map(([text, slug, ids, level, site]) => (site === undefined ? { text, slug, ids, level } : { text, slug, ids, level, site }));
    const chunks = rows.map(([id, part, trail, chunkAnchors, flat, folded, combined]): Chunk => {
      const refs = trail.map((i) => {
        const h = heads[i];
        if (!h) throw new Error(`heading ${i} missing in ${path}`);
        return h;
      });
      // Text is not kept (see the header): nothing reads it on a judged base side.
      const chunk: Chunk = { id, path, docTitle: title, trail: refs, anchors: chunkAnchors, text: '', indexText: '', start: flat[0], end: flat[flat.length - 1], part };
      if (flat.length > 2) chunk.ranges = Array.from({ length: flat.length / 2 }, (_, i): [number, number] => [flat[2 * i], flat[2 * i + 1]]);
      // Only the anchors of folded sections are kept: a cached side has no sections, so labels resolve through them (golden/resolve.ts).
      if (folded?.length) chunk.folded = folded.map((anchors) => ({ anchors, heading: '', why: 'links-only', into: id, source: { start: 0, end: 0, line: 0, end_line: 0 } }));
      // Sections combined into the chunk: their anchors resolve labels on a cached side, as folded ones do.
      if (combined?.length) chunk.combined = combined.map(([mid, anchors, heading]) => ({ id: mid, anchors, heading }));
      return chunk;
    });
    const doc: Doc = { path, hash, format, title, meta: {}, anchors, chunks, notes: [] };
    if (byRetriever === 1) doc.chunkedBy = 'retriever';
    return doc;
  });
  const out: CachedBaseSide = { retrieverName: e.retriever, docs, notes: e.notes, questions: e.questions, tokens: e.tokens ? new Map(e.tokens) : null };
  if (Array.isArray(e.answers)) out.answers = e.answers;
  if (e.encoder && typeof e.encoder.model === 'string' && Number.isInteger(e.encoder.embedded) && typeof e.encoder.pooled === 'boolean') out.encoder = { model: e.encoder.model, embedded: e.encoder.embedded, pooled: e.encoder.pooled };
  if (Array.isArray(e.bodies)) {
    const bodies = new Map(e.bodies);
    for (const c of docs.flatMap((d) => d.chunks)) {
      const h = bodies.get(c.id);
      if (typeof h === 'string') c.bodyHash = h;
    }
  }
  return out;
}

/** Body hashes of the chunks some question retrieved (the only base chunks the additions analysis compares), by id. */
function retrievedBodies(side: CachedBaseSide): Array<[string, string]> {
  const retrieved = new Set(side.questions.flatMap((q) => q.retrieved.map((r) => r.id)));
  const out: Array<[string, string]> = [];
  for (const c of side.docs.flatMap((d) => d.chunks)) {
    if (!retrieved.has(c.id)) continue;
    const h = chunkBodyHash(c);
    if (h) out.push([c.id, h]);
  }
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}
