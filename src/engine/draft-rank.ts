/**
 * The rankings draft's candidates are pooled from (draft/candidates.ts). Candidates are a recall
 * problem (the right section must be among eight; a person picks), so several rankings that miss
 * different questions are pooled: the embedded BM25 with the side's own analyzer and settings; the
 * same with pseudo-relevance feedback (it adds the words of the first sections found, reaching
 * sections that say it differently) and with page evidence (a section of the page that answers);
 * and an embedding model: the configured retriever when it has one (hybrid, dense, a command),
 * else the shipped sentence encoder alone (in process, no key; over BM25's pooled top hits on a
 * side of `hybrid.pool_from` chunks or more, as the hybrid does). On the quality bench each added
 * ranking found questions the others missed (docs/golden-set-guide.md "Drafting from a query log").
 */
import type { Config, RetrieverConfig } from '../config/types';
import { withThreads, type LoadedSide } from './load-side';
import { createSideRetriever } from './shared-bm25';
import type { EngineDeps } from './types';
import { createBm25Retriever } from '../retrieve/bm25/bm25-retriever';
import { keptDocs } from '../retrieve/filters';
import { pageBoosts } from '../retrieve/boosts';
import { createEncoderRetriever } from '../retrieve/embed/encoder-retriever';
import type { Chunk, Hit, Retriever } from '../types';
import { CANDIDATE_DEPTH, poolCandidates, type Candidate } from '../draft/candidates';

/** The BM25 variants pooled, as settings over the side's own BM25 (values from the quality bench's variants). */
const BM25_VARIANTS: ReadonlyArray<(c: RetrieverConfig) => RetrieverConfig> = [
  (c) => c,
  (c) => ({ ...c, bm25: { ...c.bm25, feedback: { docs: 5, terms: 10, weight: 0.6, pool: 100 } } }),
  (c) => ({ ...c, bm25: { ...c.bm25, page: { weight: 0.5, pool: 100 } } }),
];

/** The retrievers a side's candidates come from, BM25 first; each is closed by the caller. */
export async function candidateRetrievers(side: LoadedSide, config: Config, deps: EngineDeps): Promise<Retriever[]> {
  const kept = keptDocs(side.docs, config.retriever.filters, deps.log);
  const chunks: Chunk[] = kept.flatMap((d) => d.chunks);
  const boosts = pageBoosts(kept, config.retriever.boosts);
  const plain: RetrieverConfig = { ...config.retriever, type: 'bm25', rerank: undefined };
  const out = BM25_VARIANTS.map((v) => createBm25Retriever(chunks, v(plain), { boosts }));
  if (config.retriever.type === 'bm25' && !config.retriever.rerank) out.push(await createEncoderRetriever(chunks, out[0], config.retriever.hybrid, withThreads(deps, config)));
  else {
    const texts = new Map(side.snapshot.files.map((f) => [f.path, f.text]));
    out.push(await createSideRetriever(side.docs, config.retriever, deps, null, (path) => texts.get(path)));
  }
  return out;
}

/** Each question's candidates on one side, in the questions' order. */
export async function rankCandidates(side: LoadedSide, retrievers: readonly Retriever[], questions: readonly string[]): Promise<Candidate[][]> {
  const byId = new Map<string, Chunk>();
  for (const d of side.docs) for (const c of d.chunks) byId.set(c.id, c);
  const rankings: Hit[][][] = [];
  for (const r of retrievers) rankings.push(questions.length ? await r.search(questions, CANDIDATE_DEPTH) : []);
  return questions.map((_, i) => poolCandidates(rankings.map((per) => per[i] ?? []), (id) => byId.get(id)));
}
