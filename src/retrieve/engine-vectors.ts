/**
 * The vectors a search engine stores and queries with: the `dense` section's model when there is
 * one, else the shipped sentence encoder (in process, no key). Unit length either way, so cosine
 * distance in the engine ranks as the gate's own dense retriever does.
 */
import type { RetrieverConfig } from '../config/types';
import type { RetrieverDeps } from './common/retriever-deps';
import { createCachedEmbedder, denseLabel } from './embed/dense';
import { loadEncoder } from './embed/encoder';
import { normalizeInPlace } from './embed/vector';
import type { EngineEmbedder } from './engines/engine-embedder';

export async function engineEmbedder(config: RetrieverConfig, deps: RetrieverDeps): Promise<EngineEmbedder> {
  const dense = config.dense;
  if (dense) {
    const embedder = createCachedEmbedder(dense, deps);
    const embed = async (texts: readonly string[], role: 'document' | 'query') => {
      const { vectors } = await embedder.embed(texts, role === 'document' ? dense.document_prefix : dense.query_prefix, role);
      return vectors.map((v) => normalizeInPlace(Float32Array.from(v)));
    };
    // The model's size, when the config does not give it: one question's vector says.
    const dims = dense.dimensions ?? (await embed(['dimensions'], 'query'))[0].length;
    return { identity: denseLabel(dense), dims, embed };
  }
  const encoder = loadEncoder(deps.threads !== undefined ? { threads: deps.threads } : {});
  return {
    identity: encoder.identity,
    dims: encoder.dims,
    async embed(texts) {
      const flat = await encoder.embed(texts);
      return texts.map((_, i) => flat.slice(i * encoder.dims, (i + 1) * encoder.dims));
    },
  };
}
