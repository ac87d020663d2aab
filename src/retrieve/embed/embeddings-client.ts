/**
 * Client of an OpenAI-compatible `POST {base_url}/embeddings` endpoint (OpenAI, Azure, Ollama,
 * vLLM, TEI, LM Studio…): batches, bounded concurrency, retries (http-retry.ts), and strict
 * checks of what comes back, because a wrong vector silently poisons every ranking.
 */
import type { DenseConfig } from '../../config/types';
import { ERROR_CODES, InputError } from '../../errors';
import { postJsonWithRetry, redact, safeEndpoint } from '../../util/http-retry';
import type { RetrieverDeps } from '../common/retriever-deps';
import { normalizeInPlace } from './vector';

export interface EmbeddingsClient {
  /** The endpoint, safe to print. */
  readonly endpoint: string;
  /** Vectors (L2-normalised) for the texts, in order. Texts are sent as given (prefixes already applied). */
  embed(texts: readonly string[], progress?: (done: number) => void): Promise<Float32Array[]>;
  /** Requests sent so far (for logs and tests). */
  readonly requests: number;
}

/** Reads the API key from the variable `envName` names; InputError naming the variable when unset. */
export function readApiKey(envName: string | undefined, field: string, deps: RetrieverDeps): string | undefined {
  if (!envName) return undefined;
  const key = deps.env[envName];
  if (key === undefined || key === '') {
    throw new InputError(ERROR_CODES.CONFIG, `the environment variable ${envName} (named by ${field}) is not set`, { field });
  }
  deps.secret?.(key);
  return key;
}

/** The slashes ending a path; the lookbehind starts the match at the run's first (`/\/+$/` tried every slash of the run to the end). */
export const TRAILING_SLASHES = /(?<!\/)\/+$/;

/** `{base_url}/embeddings`, keeping a query string where it belongs (Azure's `?api-version=`). */
export function embeddingsUrl(baseUrl: string): string {
  try {
    const u = new URL(baseUrl);
    u.pathname = `${u.pathname.replace(TRAILING_SLASHES, '')}/embeddings`;
    return u.toString();
  } catch {
    return `${baseUrl.replace(TRAILING_SLASHES, '')}/embeddings`;
  }
}

/** Auth headers: Bearer everywhere; Azure OpenAI keys go in `api-key` as well. */
export function authHeaders(url: string, key: string | undefined): Record<string, string> {
  if (!key) return {};
  let azure = false;
  try {
    azure = new URL(url).hostname.endsWith('.azure.com');
  } catch {
    /* not a URL: the request will say so */
  }
  return azure ? { authorization: `Bearer ${key}`, 'api-key': key } : { authorization: `Bearer ${key}` };
}

/** Builds the client; reads (and reports to deps.secret) the API key now, so a missing one fails before any work. */
export function createEmbeddingsClient(dense: DenseConfig, deps: RetrieverDeps): EmbeddingsClient {
  const key = readApiKey(dense.api_key_env, 'retriever.dense.api_key_env', deps);
  const url = embeddingsUrl(dense.base_url);
  const endpoint = safeEndpoint(url);
  const headers = authHeaders(url, key);
  let dims = dense.dimensions;
  let requests = 0;

  const embedBatch = async (batch: readonly string[]): Promise<Float32Array[]> => {
    requests++;
    const body: Record<string, unknown> = { model: dense.model, input: batch };
    if (dense.dimensions !== undefined) body.dimensions = dense.dimensions;
    const json = await postJsonWithRetry(
      { url, body, headers, what: 'embeddings', redact: key ? [key] : [] },
      { timeoutMs: dense.timeout_ms, maxRetries: dense.max_retries },
      deps,
    );
    const bad = (why: string) =>
      new InputError(ERROR_CODES.HTTP, redact(`embeddings: ${endpoint} (model ${dense.model}): ${why}`, key ? [key] : []));
    const data = (json as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) throw bad('the response has no "data" array');
    if (data.length !== batch.length) throw bad(`sent ${batch.length} texts but got ${data.length} embeddings back`);
    const out: Array<Float32Array | undefined> = new Array(batch.length);
    data.forEach((item: unknown, pos: number) => {
      const { index, embedding } = (item ?? {}) as { index?: unknown; embedding?: unknown };
      // `index` is optional in some servers; fall back to position, as the OpenAI client does.
      const i = index === undefined ? pos : index;
      if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= batch.length || out[i]) {
        throw bad(`data[${pos}].index is ${JSON.stringify(index)}, expected a distinct integer 0–${batch.length - 1}`);
      }
      if (!Array.isArray(embedding) || embedding.some((x) => typeof x !== 'number' || !Number.isFinite(x))) {
        throw bad(`data[${pos}].embedding is not an array of numbers`);
      }
      if (dims === undefined) dims = embedding.length;
      if (embedding.length !== dims || dims === 0) {
        const which = dense.dimensions !== undefined ? ' (retriever.dense.dimensions)' : ' (as the first vector)';
        throw bad(`data[${pos}].embedding has ${embedding.length} dimensions, expected ${dims}${which}`);
      }
      out[i] = normalizeInPlace(Float32Array.from(embedding));
    });
    return out as Float32Array[];
  };

  return {
    endpoint,
    get requests() {
      return requests;
    },
    async embed(texts) {
      const batches: Array<{ start: number; texts: readonly string[] }> = [];
      const size = Math.max(1, dense.batch_size);
      for (let s = 0; s < texts.length; s += size) batches.push({ start: s, texts: texts.slice(s, s + size) });
      const result: Float32Array[] = new Array(texts.length);
      let next = 0;
      let failed: unknown;
      // A fixed pool of workers bounds the requests in flight to `concurrency`.
      const worker = async () => {
        while (failed === undefined && next < batches.length) {
          const b = batches[next++];
          try {
            const vecs = await embedBatch(b.texts);
            vecs.forEach((v, j) => (result[b.start + j] = v));
          } catch (e) {
            failed ??= e;
          }
        }
      };
      const pool = Math.max(1, Math.min(dense.concurrency, batches.length));
      await Promise.all(Array.from({ length: pool }, worker));
      if (failed !== undefined) throw failed;
      return result;
    },
  };
}
