/**
 * What a search engine indexes for each chunk: one row with the fields `id`, `path`, `title`,
 * `headings`, `text`, `index_text` and `meta`, the names a team's mappings, query bodies and SQL
 * refer to. `text` is the chunk's body exactly as `chunks --json` prints it; `index_text` is what
 * the embedded BM25 indexes (the heading path, a blank line, the body); `title` is the document's.
 */
import { createHash } from 'node:crypto';
import type { Doc } from '../../types';

export interface EngineRow {
  id: string;
  path: string;
  title: string;
  headings: string[];
  text: string;
  index_text: string;
  meta: Record<string, unknown>;
}

/** Every chunk of `docs` as an engine row, in document then chunk order. */
export function engineRows(docs: readonly Doc[]): EngineRow[] {
  const out: EngineRow[] = [];
  for (const d of docs) {
    for (const c of d.chunks) {
      out.push({
        id: c.id,
        path: c.path,
        title: c.docTitle,
        headings: c.trail.map((h) => h.text),
        text: c.text,
        index_text: c.indexText,
        meta: (d.meta ?? {}) as Record<string, unknown>,
      });
    }
  }
  return out;
}

/** A row's identity for change detection: equal hashes, equal rows (field order fixed here). */
export function rowHash(row: EngineRow): string {
  const h = createHash('sha256');
  h.update(JSON.stringify([row.id, row.path, row.title, row.headings, row.text, row.index_text, row.meta]));
  return h.digest('base64url').slice(0, 22);
}

/**
 * One digest over every row (sorted by id, so document order does not matter) and `settings`
 * (whatever else decides the index: engine, mappings, vector model): equal digests, equal indexes.
 */
export function contentDigest(rows: readonly EngineRow[], hashes: ReadonlyMap<string, string>, settings: string): string {
  const h = createHash('sha256');
  h.update(settings);
  h.update('\u0000');
  const ids = rows.map((r) => r.id).sort();
  for (const id of ids) h.update(`${id}\u0000${hashes.get(id)}\u0000`);
  return h.digest('hex');
}
