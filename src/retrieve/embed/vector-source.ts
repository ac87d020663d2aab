/**
 * Vectors for a retriever that stores them elsewhere (a search engine's `dense_vector` or
 * `knn_vector` field): the `dense` section's model when there is one, else the shipped sentence
 * encoder, both through the embeddings cache, with the same prefixes the dense retriever uses.
 */
import { DENSE_DEFAULTS, type DenseConfig } from '../../config/types';
import type { RetrieverDeps } from '../common/retriever-deps';
import { createCachedEmbedder, embeddingsCacheDir, CachedEmbedder } from './dense';
import { encoderCacheModel, loadEncoder } from './encoder';
import { encoderClient } from './encoder-retriever';

export interface VectorSource {
  /** What names the vectors (model and its hash or endpoint): part of an index's identity. */
  identity: string;
  documents(texts: readonly string[]): Promise<Float32Array[]>;
  queries(texts: readonly string[]): Promise<Float32Array[]>;
}

export function vectorSource(dense: DenseConfig | undefined, deps: RetrieverDeps): VectorSource {
  if (dense) {
    const embedder = createCachedEmbedder(dense, deps);
    return {
      identity: JSON.stringify([embedder.client.endpoint, dense.model, dense.dimensions ?? null, dense.document_prefix, dense.query_prefix]),
      documents: async (texts) => (await embedder.embed(texts, dense.document_prefix, 'document')).vectors,
      queries: async (texts) => (await embedder.embed(texts, dense.query_prefix, 'query')).vectors,
    };
  }
  const log = deps.log ?? (() => {});
  const encoder = loadEncoder(deps.threads ? { threads: deps.threads } : {});
  const embedder = new CachedEmbedder(encoderClient(encoder, log), encoderCacheModel(encoder), embeddingsCacheDir(DENSE_DEFAULTS.cache_dir, deps), log, deps.modelBudget, 'the sentence encoder');
  return {
    identity: encoder.identity,
    documents: async (texts) => (await embedder.embed(texts, '', 'document')).vectors,
    queries: async (texts) => (await embedder.embed(texts, '', 'query')).vectors,
  };
}
