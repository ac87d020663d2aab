/**
 * A loopback rerank server speaking one real wire format:
 * - `results` (Cohere, Jina) and `data` (Voyage): request `{model?, query, documents, top_n?}`,
 *   answer `{results|data: [{index, relevance_score}]}` cut to `top_n`;
 * - `tei` (Hugging Face Text Embeddings Inference): request `{query, texts, raw_scores?}`, answer
 *   a bare array `[{index, score}]` over every text (TEI has no `top_n`).
 * A request of the other family is refused with 422, as the real servers refuse a body missing
 * their required field. Its "cross-encoder" scores a document by the share of query words it contains.
 */
import { startLoopbackServer, words, type LoopbackServer } from './loopback-server';

export type RerankShape = 'results' | 'data' | 'tei';

/** The fake cross-encoder: distinct query words found in the document / distinct query words. */
export function overlapScore(query: string, doc: string): number {
  const q = new Set(words(query));
  const d = new Set(words(doc));
  let n = 0;
  for (const w of q) if (d.has(w)) n++;
  return q.size ? n / q.size : 0;
}

/** Starts the server on `/rerank`; answers are sorted by score, best first. */
export async function startRerankServer(shape: RerankShape): Promise<LoopbackServer> {
  const listKey = shape === 'tei' ? 'texts' : 'documents';
  return startLoopbackServer((req) => {
    const body = req.body as Record<string, unknown> | null;
    if (req.method !== 'POST' || req.path !== '/rerank') return { status: 404, body: { error: `no route ${req.path}` } };
    if (typeof body?.query !== 'string' || !Array.isArray(body[listKey])) {
      return { status: 422, body: { error: `missing field \`query\` or \`${listKey}\``, error_type: 'Validation' } };
    }
    const docs = body[listKey] as string[];
    const ranked = docs
      .map((d, index) => ({ index, score: overlapScore(body.query as string, d) }))
      .sort((a, b) => b.score - a.score || a.index - b.index);
    if (shape === 'tei') return { status: 200, body: ranked };
    const list = ranked
      .slice(0, typeof body.top_n === 'number' ? body.top_n : docs.length)
      .map((r) => ({ index: r.index, relevance_score: r.score }));
    return { status: 200, body: shape === 'results' ? { id: 'x', results: list, meta: {} } : { object: 'list', data: list, model: 'm' } };
  });
}
