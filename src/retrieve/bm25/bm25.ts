/**
 * The embedded BM25 index, in one import: the index (bm25-index.ts), its shapes (bm25-types.ts)
 * and the analysis worker threads do apart from a build (bm25-analysis.ts).
 */
export * from './bm25-types';
export { Bm25Index, type Bm25BuildOptions } from './bm25-index';
export { analyseDocs, AnalysisSession } from './bm25-analysis';
export { leadApplies } from './bm25-forward';
