/** What collapse.test.ts and collapse-corpora.test.ts share: the reference collapse, and a retriever config. */
import { DEFAULT_CONFIG, type Bm25Collapse, type RetrieverConfig } from '../../src/config/types';
import type { Hit } from '../../src/types';

/** The reference: a ranking filtered to each section's first chunk, written out independently of collapseSections. */
export function firstPerSection(hits: readonly Hit[], sectionOf: (id: string) => string): Hit[] {
  const seen = new Set<string>();
  return hits.filter((h) => !seen.has(sectionOf(h.id)) && seen.add(sectionOf(h.id)));
}

/** The default retriever with `retriever.bm25.collapse` set. */
export function withCollapse(collapse: Bm25Collapse): RetrieverConfig {
  const r = structuredClone(DEFAULT_CONFIG.retriever);
  r.bm25.collapse = collapse;
  return r;
}
