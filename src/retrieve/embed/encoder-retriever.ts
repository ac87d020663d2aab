/**
 * BM25 fused with the shipped sentence encoder (a `hybrid` retriever with no `dense` section).
 *
 * Chunk vectors go through the same on-disk cache as an API model's, keyed by the encoder's
 * identity (its name and model hash) and each text's hash, so a pull request's head reuses the
 * vectors its base made and embeds only the chunks it changed.
 *
 * On a big side, embedding every chunk would cost minutes on a runner's two cores, so the encoder
 * ranks only a pool: the union of BM25's top `pool` chunks over the questions asked (embedded when
 * the questions come, not at build). A side under `pool_from` chunks is embedded whole, so the
 * encoder can find what BM25 misses entirely. What pooling costs in recall is measured by the
 * bench (docs/embeddings.md).
 */
import { DENSE_DEFAULTS, type HybridConfig } from '../../config/types';
import type { Chunk, EncoderWork, Hit, Retriever } from '../../types';
import { CachedEmbedder, embeddingsCacheDir } from './dense';
import type { EmbeddingsClient } from './embeddings-client';
import type { RetrieverDeps } from '../common/retriever-deps';
import { createHybridRetriever, fusionLabel } from '../common/fusion';
import { normalizeInPlace, VectorIndex } from './vector';
import { encoderCacheModel, loadEncoder, type SentenceEncoder } from './encoder';
import { encoderWorkLine } from '../../util/encoder-work';
import { progressSink } from '../../util/progress';

/** The shipped encoder as an embeddings client (in process), for the cached embedder. */
export function encoderClient(encoder: SentenceEncoder, log: (m: string) => void): EmbeddingsClient {
  let requests = 0;
  return {
    endpoint: `${encoder.identity} (in process)`,
    get requests() {
      return requests;
    },
    async embed(texts: readonly string[], progress?: (done: number) => void): Promise<Float32Array[]> {
      if (requests++ === 0) log(`${encoder.name}: embedding on ${encoder.placement}`);
      const flat = await encoder.embed(texts, progress ? { progress: (done) => progress(done) } : {});
      return texts.map((_, i) => flat.subarray(i * encoder.dims, (i + 1) * encoder.dims));
    },
  };
}

/** The label reports carry: the fusion, and the encoder with its model hash. */
export function encoderHybridLabel(hybrid: HybridConfig, encoder: { identity: string }): string {
  return `hybrid(${fusionLabel(hybrid)}: bm25 + ${encoder.identity}${poolLabel(hybrid)})`;
}

function poolLabel(hybrid: HybridConfig): string {
  return hybrid.pool > 0 ? ` pool=${hybrid.pool}@${hybrid.pool_from}` : '';
}

/**
 * The encoder's half of the hybrid: whole-side or pooled cosine ranking. `text`: what the encoder
 * reads of a chunk (default: what BM25 indexes, the heading trail then the body).
 */
export async function createEncoderRetriever(
  chunks: readonly Chunk[],
  sparse: Retriever,
  hybrid: Pick<HybridConfig, 'pool' | 'pool_from'>,
  deps: RetrieverDeps,
  text: (c: Chunk) => string = (c) => c.indexText,
): Promise<EncoderRetriever> {
  const log = deps.log ?? (() => {});
  const encoder = loadEncoder(deps.threads ? { threads: deps.threads } : {});
  // With no display of its own (a bench, the kit), the progress goes to the log as lines every few seconds.
  const progress = deps.progress ?? progressSink({ mode: 'lines', write: (t) => log(t.replace(/\n$/, '')) });
  const embedder = new CachedEmbedder(encoderClient(encoder, log), encoderCacheModel(encoder), embeddingsCacheDir(DENSE_DEFAULTS.cache_dir, deps), log, deps.modelBudget, 'the sentence encoder', {
    sink: progress,
    label: encoder.name,
  });
  const texts = new Map(chunks.map((c) => [c.id, text(c)]));
  const pooled = hybrid.pool > 0 && chunks.length >= hybrid.pool_from;
  const work: EncoderWork = { model: encoder.identity, ranked: 0, from_cache: 0, embedded: 0, pooled };
  const embedChunks = async (ids: readonly string[]): Promise<VectorIndex> => {
    const { vectors, stats } = await embedder.embed(ids.map((id) => texts.get(id) ?? ''), '', 'document');
    work.ranked += stats.texts;
    work.from_cache += stats.fromCache;
    work.embedded += stats.embedded;
    log(encoderWorkLine(work, chunks.length));
    return new VectorIndex(ids.map((id, i) => ({ id, vector: vectors[i] })), encoder.dims);
  };
  const whole = pooled ? undefined : await embedChunks(chunks.map((c) => c.id));
  /**
   * What the questions are ranked with: the index (the pool of BM25's top `pool` for them, or the
   * whole side), BM25's lists when the pool needed them, and the questions' vectors. The last one
   * is kept: draft ranks the same questions twice (plain and with feedback).
   */
  let last: { key: string; index: VectorIndex; lists?: Hit[][]; vectors: Float32Array[] } | undefined;
  const prepare = async (queries: readonly string[]) => {
    const key = queries.join('\u0000');
    if (last?.key === key) return last;
    let index = whole;
    let lists: Hit[][] | undefined;
    if (!index) {
      // The pool: every chunk BM25 ranks in any question's top `pool`, in a fixed order.
      lists = await sparse.search(queries, hybrid.pool);
      index = await embedChunks([...new Set(lists.flatMap((l) => l.map((h) => h.id)))].sort());
    }
    const vectors = queries.length && index.size ? (await embedder.embed(queries, '', 'query')).vectors : [];
    last = { key, index, lists, vectors };
    return last;
  };
  /** Each question's ranking; with `seeds`, its vector first moved toward the mean of those chunks' vectors. */
  const rank = (ready: { index: VectorIndex; vectors: Float32Array[] }, queries: readonly string[], depth: number, seeds?: ReadonlyArray<readonly Hit[]>, weight = 0): Hit[][] => {
    if (!ready.vectors.length) return queries.map(() => []);
    return ready.vectors.map((v, i) => {
      const q = seeds ? towardSeeds(v, seeds[i].map((h) => ready.index.vectorOf(h.id)), weight) : v;
      return ready.index.topK(q, depth).map((h) => ({ id: h.id, score: h.score }));
    });
  };
  return {
    name: encoder.identity,
    encoderWork: () => ({ ...work }),
    async search(queries, depth) {
      return rank(await prepare(queries), queries, depth);
    },
    async searchWithFeedback(queries, depth, feedback) {
      const ready = await prepare(queries);
      // BM25's first chunks are in the pool (its top `pool`), or the side is embedded whole.
      const lists = ready.lists ?? (await sparse.search(queries, feedback.docs));
      return rank(ready, queries, depth, lists.map((l) => l.slice(0, feedback.docs)), feedback.weight);
    },
  };
}

/** What moves a query toward the chunks BM25 ranks first (`searchWithFeedback`). */
export interface EncoderFeedback {
  /** How many of BM25's first chunks. */
  docs: number;
  /** How far: the query (unit length) plus `weight` times their mean vector. */
  weight: number;
}

export interface EncoderRetriever extends Retriever {
  /**
   * The encoder's ranking with each query moved toward BM25's first chunks for it (Rocchio's
   * feedback, with the lexical ranking's best as the feedback documents): words the question shares
   * with the docs pick the neighbourhood, and the encoder ranks by meaning within it.
   */
  searchWithFeedback(queries: readonly string[], depth: number, feedback: EncoderFeedback): Promise<Hit[][]>;
}

/** `query` at unit length plus `weight` times the mean of the seed vectors found (absent seeds left out). */
function towardSeeds(query: Float32Array, seeds: ReadonlyArray<Float32Array | undefined>, weight: number): Float32Array {
  const q = normalizeInPlace(Float32Array.from(query));
  const found = seeds.filter((v): v is Float32Array => v !== undefined);
  if (!found.length || weight === 0) return q;
  const w = weight / found.length;
  for (const v of found) for (let d = 0; d < q.length; d++) q[d] += w * v[d];
  return q;
}

/** BM25 fused with the shipped encoder. */
export async function createEncoderHybrid(sparse: Retriever, chunks: readonly Chunk[], hybrid: HybridConfig, deps: RetrieverDeps): Promise<Retriever> {
  const dense = await createEncoderRetriever(chunks, sparse, hybrid, deps);
  return createHybridRetriever(sparse, dense, hybrid, encoderHybridLabel(hybrid, { identity: dense.name }));
}
