/**
 * A chunk as a search engine stores it: the fields every engine indexes, named the same for
 * each (`id`, `path`, `title`, `headings`, `text`, `index_text`, `meta`), so a team's own index
 * and query files can name them. `text` is the chunk's text exactly as `chunks --json` prints it.
 */
import type { Chunk } from '../../types';

export interface EngineRow {
  id: string;
  path: string;
  /** The document's title. */
  title: string;
  /** The heading trail, outermost first. */
  headings: string[];
  text: string;
  /** What the embedded BM25 indexes: the heading path, a blank line, the text. */
  index_text: string;
  /** The document's front matter. */
  meta: Record<string, unknown>;
}

export function chunkRow(chunk: Chunk, meta: Record<string, unknown> = {}): EngineRow {
  return {
    id: chunk.id,
    path: chunk.path,
    title: chunk.docTitle,
    headings: chunk.trail.map((h) => h.text),
    text: chunk.text,
    index_text: chunk.indexText,
    meta,
  };
}
