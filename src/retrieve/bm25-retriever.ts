/**
 * The embedded BM25 retriever (the default): chunks → Bm25Index over `indexText`, with the
 * heading path as its own field when `retriever.bm25.heading_boost` > 0.
 */
import type { RetrieverConfig } from '../config/types';
import type { Chunk, Hit, Retriever } from '../types';
import { createAnalyzer, type Analyzer } from './analyzer';
import { Bm25Index, type Bm25BuildOptions, type Bm25Doc } from './bm25';

/** The heading path of a chunk as one line: title, then the trail, without repeating the title. */
export function headingText(chunk: Chunk): string {
  const parts = chunk.docTitle ? [chunk.docTitle] : [];
  for (const h of chunk.trail) if (h.text !== parts[parts.length - 1]) parts.push(h.text);
  return parts.join(' > ');
}

/**
 * Builds the BM25 index for `chunks` with the BM25 settings of `retriever`; `analyzer` defaults to
 * the configured one. `opts` makes the index reusable by a later build, or builds from an earlier
 * one (engine/shared-bm25.ts: compare's head from its base; same rankings as a build from scratch).
 */
export function buildBm25Index(chunks: readonly Chunk[], retriever: RetrieverConfig, analyzer: Analyzer = createAnalyzer(retriever.analyzer), opts: Bm25BuildOptions = {}): Bm25Index {
  const { k1, b, heading_boost } = retriever.bm25;
  const docs: Bm25Doc[] = chunks.map((c) => ({ id: c.id, text: c.indexText, heading: heading_boost > 0 ? headingText(c) : undefined }));
  return Bm25Index.build(docs, analyzer, { k1, b, headingBoost: heading_boost }, opts);
}

/**
 * What ran, for reports: `bm25(k1=1.2,b=0.75)`, plus every analyzer or field setting that differs
 * from the defaults (`heading_boost=2`, `language=french`, `stemming=off`…), so two reports that
 * name the same retriever ranked the same way.
 */
export function bm25Label(retriever: RetrieverConfig): string {
  const { k1, b, heading_boost } = retriever.bm25;
  const a = retriever.analyzer;
  const parts = [`k1=${k1}`, `b=${b}`];
  if (heading_boost > 0) parts.push(`heading_boost=${heading_boost}`);
  if (a.language !== 'english') parts.push(`language=${a.language}`);
  if (!a.stemming) parts.push('stemming=off');
  if (a.stopwords === false) parts.push('stopwords=off');
  else if (Array.isArray(a.stopwords)) parts.push(`stopwords=${a.stopwords.length}`);
  if (!a.cjk_bigrams) parts.push('cjk_bigrams=off');
  return `bm25(${parts.join(',')})`;
}

/** The embedded BM25 retriever over `chunks` (Hit.matched holds the query terms each hit contains). */
export function createBm25Retriever(chunks: readonly Chunk[], retriever: RetrieverConfig, analyzer?: Analyzer): Retriever {
  return bm25IndexRetriever(buildBm25Index(chunks, retriever, analyzer), retriever);
}

/** The retriever over an index built by buildBm25Index with the settings of `retriever`. */
export function bm25IndexRetriever(index: Bm25Index, retriever: RetrieverConfig): Retriever {
  return {
    name: bm25Label(retriever),
    async search(queries: readonly string[], depth: number): Promise<Hit[][]> {
      return queries.map((q) => index.search(q, depth));
    },
  };
}
