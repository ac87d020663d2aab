/**
 * Second-stage reranking by an HTTP cross-encoder: the top `top_n` candidates of the first stage
 * are sent to a `/rerank` endpoint and reordered by its scores. Two request shapes (`rerank.api`):
 * `cohere` sends `{model, query, documents, top_n}` (Cohere, Jina, Voyage, vLLM) and
 * `tei` sends `{query, texts, raw_scores: false}` (Hugging Face Text Embeddings Inference).
 * Either answer is accepted whatever was sent: `results` (Cohere/Jina), `data` (Voyage) or a bare
 * array (TEI).
 */
import type { RerankApi, RerankConfig } from '../config/types';
import { ERROR_CODES, InputError } from '../errors';
import type { Hit, Retriever } from '../types';
import { authHeaders, readApiKey } from './embed/embeddings-client';
import { postJsonWithRetry, redact, safeEndpoint } from '../util/http-retry';
import type { RetrieverDeps } from './common/retriever-deps';

/** Rerank requests in flight at once (one per query). */
const RERANK_CONCURRENCY = 4;

/**
 * The request body for one query. TEI names the list `texts`, serves one model (no `model`) and
 * scores every text (no `top_n`); `raw_scores: false` asks for its sigmoid scores, the same 0–1
 * scale the Cohere-shaped services answer with.
 */
export function rerankRequestBody(api: RerankApi, query: string, texts: string[], model?: string): Record<string, unknown> {
  if (api === 'tei') return { query, texts, raw_scores: false };
  const body: Record<string, unknown> = { query, documents: texts, top_n: texts.length };
  if (model) body.model = model;
  return body;
}

/** Parses a rerank answer into `score by candidate index`; throws a plain Error saying what is wrong. */
export function parseRerankResponse(json: unknown, count: number): number[] {
  const list: unknown = Array.isArray(json)
    ? json
    : ((json as { results?: unknown; data?: unknown } | null)?.results ?? (json as { data?: unknown } | null)?.data);
  if (!Array.isArray(list)) throw new Error('the response has neither a "results" nor a "data" array, nor is it an array');
  const scores: Array<number | undefined> = new Array(count).fill(undefined);
  list.forEach((item: unknown, pos: number) => {
    const o = (item ?? {}) as { index?: unknown; relevance_score?: unknown; score?: unknown };
    const score = o.relevance_score ?? o.score;
    if (typeof o.index !== 'number' || !Number.isInteger(o.index) || o.index < 0 || o.index >= count) {
      throw new Error(`result ${pos}: index ${JSON.stringify(o.index)} is not an integer 0–${count - 1}`);
    }
    if (typeof score !== 'number' || !Number.isFinite(score)) {
      throw new Error(`result ${pos}: no numeric "relevance_score" or "score"`);
    }
    if (scores[o.index] !== undefined) throw new Error(`result ${pos}: index ${o.index} appears twice`);
    scores[o.index] = score;
  });
  // Servers asked for top_n may return fewer; those candidates fall below every scored one.
  const lowest = Math.min(...scores.filter((s): s is number => s !== undefined));
  let below = 0;
  return scores.map((s) => s ?? (Number.isFinite(lowest) ? lowest : 0) - 1 - below++);
}

/**
 * Reorders `candidates` by `scores` (ties by id); candidates past the reranked head keep their
 * first-stage order below every reranked one (scores lowest − 1, lowest − 2, …).
 */
export function applyRerank(head: readonly Hit[], scores: readonly number[], tail: readonly Hit[], depth: number): Hit[] {
  const ranked = head
    .map((h, i) => ({ ...h, score: scores[i] }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const floor = ranked.length ? ranked[ranked.length - 1].score : 0;
  return [...ranked, ...tail.map((h, i) => ({ ...h, score: floor - 1 - i }))].slice(0, depth);
}

/** Wraps a retriever with a reranker; `textOf` gives the text sent for a chunk id. */
export function createRerankRetriever(
  inner: Retriever,
  textOf: (id: string) => string,
  rerank: RerankConfig,
  deps: RetrieverDeps,
): Retriever {
  const key = readApiKey(rerank.api_key_env, 'retriever.rerank.api_key_env', deps);
  const endpoint = safeEndpoint(rerank.url);
  const headers = authHeaders(rerank.url, key);
  const api: RerankApi = rerank.api ?? 'cohere';

  const rerankOne = async (query: string, hits: readonly Hit[], depth: number): Promise<Hit[]> => {
    const head = hits.slice(0, rerank.top_n);
    if (head.length === 0) return [];
    const body = rerankRequestBody(api, query, head.map((h) => textOf(h.id)), rerank.model);
    const json = await postJsonWithRetry(
      { url: rerank.url, body, headers, what: 'rerank', redact: key ? [key] : [] },
      { timeoutMs: rerank.timeout_ms, maxRetries: rerank.max_retries },
      deps,
    );
    let scores: number[];
    try {
      scores = parseRerankResponse(json, head.length);
    } catch (e) {
      throw new InputError(ERROR_CODES.HTTP, redact(`rerank: ${endpoint}: ${(e as Error).message}`, key ? [key] : []));
    }
    return applyRerank(head, scores, hits.slice(rerank.top_n), depth);
  };

  return {
    // The default shape is left out so names in existing reports do not change.
    name: `rerank(${rerank.model ?? endpoint}${api === 'cohere' ? '' : ` api=${api}`} top_n=${rerank.top_n}: ${inner.name})`,
    async search(queries, depth) {
      const first = await inner.search(queries, Math.max(depth, rerank.top_n));
      const out: Hit[][] = new Array(queries.length);
      let next = 0;
      let failed: unknown;
      const worker = async () => {
        while (failed === undefined && next < queries.length) {
          const i = next++;
          try {
            // A later model stage counts toward the side's time budget too.
            deps.modelBudget?.checkTime('the reranker was ranking');
            out[i] = await rerankOne(queries[i], first[i], depth);
          } catch (e) {
            failed ??= e;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(RERANK_CONCURRENCY, queries.length) }, worker));
      if (failed !== undefined) throw failed;
      return out;
    },
    close: inner.close ? () => inner.close!() : undefined,
  };
}
