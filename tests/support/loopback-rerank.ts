/**
 * A loopback rerank server in the Cohere/Jina (`results`), Voyage (`data`) or TEI (bare array)
 * shape. Its "cross-encoder" scores a document by the share of query words it contains.
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

/** Starts the server on `/rerank`; answers are sorted by score, best first, cut to `top_n`. */
export async function startRerankServer(shape: RerankShape): Promise<LoopbackServer> {
  return startLoopbackServer((req) => {
    const body = req.body as { query?: unknown; documents?: unknown; top_n?: unknown };
    if (req.method !== 'POST' || req.path !== '/rerank') return { status: 404, body: { error: `no route ${req.path}` } };
    if (typeof body?.query !== 'string' || !Array.isArray(body.documents)) {
      return { status: 422, body: { error: 'query and documents are required' } };
    }
    const docs = body.documents as string[];
    const ranked = docs
      .map((d, index) => ({ index, score: overlapScore(body.query as string, d) }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, typeof body.top_n === 'number' ? body.top_n : docs.length);
    if (shape === 'tei') return { status: 200, body: ranked };
    const list = ranked.map((r) => ({ index: r.index, relevance_score: r.score }));
    return { status: 200, body: shape === 'results' ? { id: 'x', results: list, meta: {} } : { object: 'list', data: list, model: 'm' } };
  });
}
