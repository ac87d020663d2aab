/**
 * Vectors for a retriever that stores them elsewhere (a search engine's `dense_vector` or
 * `knn_vector` field, a Postgres `vector` column): the `dense` section's model when there is one,
 * else the shipped sentence encoder, both through the embeddings cache, with the same prefixes the
 * dense retriever uses. Unit length either way, so a cosine distance in the engine ranks as the
 * gate's own dense retriever does.
 */
import { DENSE_DEFAULTS, type DenseConfig } from '../../config/types';
import type { RetrieverDeps } from '../common/retriever-deps';
import { createCachedEmbedder, denseLabel, embeddingsCacheDir, CachedEmbedder } from './dense';
import { encoderCacheModel, loadEncoder } from './encoder';
import { encoderClient } from './encoder-retriever';

export interface VectorSource {
  /** What names the vectors (model and its hash or endpoint): part of an index's identity. */
  identity: string;
  /** The model as a retriever's name shows it (`dense MODEL dims=N`, or the encoder's name and hash). */
  label: string;
  /** The vectors' length (a column's type needs it before any vector is made). */
  dims(): Promise<number>;
  documents(texts: readonly string[]): Promise<Float32Array[]>;
  queries(texts: readonly string[]): Promise<Float32Array[]>;
}

export function vectorSource(dense: DenseConfig | undefined, deps: RetrieverDeps): VectorSource {
  if (dense) {
    const embedder = createCachedEmbedder(dense, deps);
    const queries = async (texts: readonly string[]) => (await embedder.embed(texts, dense.query_prefix, 'query')).vectors;
    let dims: Promise<number> | undefined;
    return {
      identity: JSON.stringify([embedder.client.endpoint, dense.model, dense.dimensions ?? null, dense.document_prefix, dense.query_prefix]),
      label: denseLabel(dense),
      // The model's size, when the config does not give it: one vector says (cached like any other).
      dims: () => (dims ??= dense.dimensions !== undefined ? Promise.resolve(dense.dimensions) : queries(['dimensions']).then((v) => v[0].length)),
      documents: async (texts) => (await embedder.embed(texts, dense.document_prefix, 'document')).vectors,
      queries,
    };
  }
  const log = deps.log ?? (() => {});
  const encoder = loadEncoder(deps.threads ? { threads: deps.threads } : {});
  const embedder = new CachedEmbedder(encoderClient(encoder, log), encoderCacheModel(encoder), embeddingsCacheDir(DENSE_DEFAULTS.cache_dir, deps), log, deps.modelBudget, 'the sentence encoder');
  return {
    identity: encoder.identity,
    label: encoder.identity,
    dims: async () => encoder.dims,
    documents: async (texts) => (await embedder.embed(texts, '', 'document')).vectors,
    queries: async (texts) => (await embedder.embed(texts, '', 'query')).vectors,
  };
}
