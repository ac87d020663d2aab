import { buildChunks } from '../../src/chunk/build';
import { chunkMarkdown } from '../../src/chunk/markdown';
import { DEFAULT_CONFIG, type ChunkingConfig } from '../../src/config/types';

export const CHUNKING: ChunkingConfig = DEFAULT_CONFIG.chunking;

/** Markdown text → chunks through the real chunker and builder. */
export function mdChunks(text: string, opts: { mdx?: boolean; bodyStart?: number; chunking?: Partial<ChunkingConfig>; path?: string } = {}) {
  const raw = chunkMarkdown(text, opts.bodyStart ?? 0, opts.mdx ?? false);
  const built = buildChunks(opts.path ?? 'doc.md', raw.title ?? 'doc.md', raw, text, { ...CHUNKING, ...opts.chunking });
  return { raw, ...built };
}

/** Text with all whitespace removed (for "nothing lost" comparisons). */
export const squash = (s: string) => s.replace(/\s+/g, '');
