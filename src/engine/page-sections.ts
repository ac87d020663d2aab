/**
 * The sections of a page ranked for a question (draft/page-sections.ts), as `review`'s `p` key and
 * the draft bench both ask for them: BM25 over that page's chunks alone, so the words that tell
 * the page's sections apart weigh most, with the side's own retriever settings.
 */
import type { RetrieverConfig } from '../config/types';
import { pageSections, PAGE_OFFERED } from '../draft/page-sections';
import { createBm25Retriever, plainBm25 } from '../retrieve/bm25/bm25-retriever';
import type { Chunk } from '../types';

export async function rankPageSections(pageChunks: readonly Chunk[], question: string, retriever: RetrieverConfig, skip: ReadonlySet<string>, max = PAGE_OFFERED): Promise<string[]> {
  if (!pageChunks.length) return [];
  const bm25 = createBm25Retriever(pageChunks, plainBm25(retriever));
  const [hits] = await bm25.search([question], pageChunks.length);
  return pageSections(pageChunks, hits ?? [], skip, max);
}
