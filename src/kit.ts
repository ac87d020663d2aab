/**
 * The adapter kit (`dist/kit.js`): what a command retriever written for Node may reuse from the
 * gate, so an adapter that changes one thing (its own splitter, its own embeddings) keeps the rest
 * equal to the built-in pipeline: the embedded BM25 (same analyzer, same scores), the built-in
 * chunker (same chunks, with their byte spans) and a YAML parser for the adapter's settings.
 * Plain values in and out; nothing here touches files, the network or the environment.
 */
import { parse as parseYamlText } from 'yaml';
import { parseDocument } from './chunk/document';
import { DEFAULT_CONFIG, type AnalyzerConfig, type Bm25Config, type ChunkingConfig } from './config/types';
import { buildBm25Index } from './retrieve/bm25/bm25-retriever';
import type { Chunk } from './types';

/** A piece of text to index: `id` is returned in hits; `title` and `headings` form the heading field when `heading_boost` > 0. */
export interface KitText {
  id: string;
  text: string;
  title?: string;
  headings?: string[];
}

/**
 * BM25 and analyzer settings, each optional (defaults: the gate's). Only the index's own: page
 * evidence, feedback and one place per section work on the gate's sections, which a kit text is not.
 */
export type KitBm25Options = Partial<Pick<Bm25Config, 'k1' | 'b' | 'heading_boost' | 'fields'>> & { analyzer?: Partial<AnalyzerConfig> };

/** A BM25 index built by the gate's own engine. */
export interface KitBm25 {
  /** Best hits first, at most `k`, ties broken by id: the gate's ranking for this query. */
  search(query: string, k: number): Array<{ id: string; score: number }>;
  readonly size: number;
}

/** Builds the gate's BM25 index over `texts`. */
export function createBm25(texts: readonly KitText[], options: KitBm25Options = {}): KitBm25 {
  const base = DEFAULT_CONFIG.retriever;
  const retriever = {
    ...base,
    bm25: {
      k1: options.k1 ?? base.bm25.k1,
      b: options.b ?? base.bm25.b,
      heading_boost: options.heading_boost ?? base.bm25.heading_boost,
      fields: options.fields ?? base.bm25.fields,
    },
    analyzer: { ...base.analyzer, ...(options.analyzer ?? {}) },
  };
  const chunks: Chunk[] = texts.map((t) => ({
    id: t.id,
    path: '',
    docTitle: t.title ?? '',
    trail: (t.headings ?? []).map((h) => ({ text: h, slug: '', ids: [], level: 1 })),
    anchors: [],
    text: t.text,
    indexText: t.text,
    start: 0,
    end: 0,
    part: 0,
  }));
  const index = buildBm25Index(chunks, retriever);
  return {
    search: (query, k) => index.search(query, k).map((h) => ({ id: h.id, score: h.score })),
    size: chunks.length,
  };
}

/** One chunk of the built-in chunker, with its UTF-8 byte span in the text it was cut from. */
export interface KitChunk {
  id: string;
  /** UTF-8 byte offsets, end exclusive. */
  start: number;
  end: number;
  text: string;
  /** What the built-in retrievers index: the heading path, a blank line, the text. */
  indexText: string;
  headings: string[];
}

/** Chunks one document exactly as the gate does (format by extension; `chunking` defaults to the gate's). */
export function chunkDocument(path: string, text: string, chunking: Partial<ChunkingConfig> = {}): KitChunk[] {
  const doc = parseDocument({ path, hash: '', text, size: text.length }, { ...DEFAULT_CONFIG.chunking, ...chunking });
  return doc.chunks.map((c) => ({ id: c.id, start: c.start, end: c.end, text: c.text, indexText: c.indexText, headings: c.trail.map((h) => h.text) }));
}

/** Parses YAML text (the adapter's own settings file). */
export function parseYaml(text: string): unknown {
  return parseYamlText(text);
}
