/**
 * Dense retrieval: chunks and queries embedded through an OpenAI-compatible endpoint (with the
 * on-disk cache in front of it), then exact cosine top-k.
 */
import type { DenseConfig } from '../../config/types';
import { ERROR_CODES, InputError } from '../../errors';
import type { Chunk, Hit, Retriever } from '../../types';
import { EmbeddingCache, textKey, type CacheNamespace } from './embedding-cache';
import { createEmbeddingsClient, type EmbeddingsClient } from './embeddings-client';
import type { RetrieverDeps } from '../common/retriever-deps';
import type { ModelBudget } from '../common/model-budget';
import type { ProgressSink } from '../../util/progress';
import { VectorIndex } from './vector';

type Role = 'document' | 'query';

/** Counts of one embedding pass, for the log line and for tests. */
export interface EmbedStats {
  texts: number;
  fromCache: number;
  embedded: number;
}

/** Texts embedded between two looks at the side's clock: under 10 s of the encoder on a runner, one round of API batches (64 × 4). */
const SLICE = 256;

/** Embeds texts with a prefix, reading and filling the cache; identical texts are embedded once. */
export class CachedEmbedder {
  private readonly caches = new Map<string, EmbeddingCache | undefined>();

  constructor(
    readonly client: EmbeddingsClient,
    /** What names the vectors besides the text: the model (for the shipped encoder, with its hash), output size, the endpoint of a service or, in process, the runtime. */
    private readonly model: Pick<DenseConfig, 'model' | 'dimensions'> & { endpoint?: string; runtime?: string },
    private readonly cacheDir: string | undefined,
    private readonly log: (message: string) => void,
    /** The side's budget: document passes are charged to it (cached texts too), every pass watches its clock. */
    private readonly budget?: ModelBudget,
    /** Who embeds, for the budget's messages (`the sentence encoder`, `the embeddings model X`). */
    private readonly what = 'the embeddings model',
    /** Where a long document pass shows how far it is (a terminal's bar, a log's lines); `label` names who embeds. */
    private readonly progress?: { sink: ProgressSink; label: string },
  ) {}

  private cacheFor(prefix: string, role: Role): EmbeddingCache | undefined {
    if (!this.cacheDir) return undefined;
    const id = `${role}\u0000${prefix}`;
    if (!this.caches.has(id)) {
      const ns: CacheNamespace = {
        model: this.model.model,
        dimensions: this.model.dimensions,
        prefix,
        role,
        ...(this.model.endpoint ? { endpoint: this.model.endpoint } : {}),
        ...(this.model.runtime ? { runtime: this.model.runtime } : {}),
      };
      this.caches.set(id, EmbeddingCache.open(this.cacheDir, ns, this.log));
    }
    return this.caches.get(id);
  }

  /**
   * Vectors for `prefix + text` of each text, in order. A document pass lets go of its cache
   * afterwards, so once the index has copied the vectors only the index holds them in memory.
   */
  async embed(texts: readonly string[], prefix: string, role: Role): Promise<{ vectors: Float32Array[]; stats: EmbedStats }> {
    // Charged before anything is embedded, and whatever the cache holds: the count decides, not the cache.
    if (role === 'document') this.budget?.charge(texts.length, this.what);
    const cache = this.cacheFor(prefix, role);
    if (role === 'document') this.caches.delete(`${role}\u0000${prefix}`);
    const keys = texts.map((t) => textKey(t));
    const vectors: Array<Float32Array | undefined> = keys.map((k) => cache?.get(k));
    const missing = new Map<string, string>(); // key → text, first occurrence wins (same key = same text)
    keys.forEach((k, i) => {
      if (!vectors[i] && !missing.has(k)) missing.set(k, texts[i]);
    });
    const fromCache = vectors.filter((v) => v).length;
    if (missing.size > 0) {
      const missingKeys = [...missing.keys()];
      const byKey = new Map<string, Float32Array>();
      // Over the whole pass, not a slice: the count and the time left are the pass's.
      const shown = role === 'document' ? this.progress?.sink.start(this.progress.label, missingKeys.length) : undefined;
      try {
        for (let at = 0; at < missingKeys.length; at += SLICE) {
          this.budget?.checkTime(`${this.what} was embedding`);
          const slice = missingKeys.slice(at, at + SLICE);
          const fresh = await this.client.embed(
            slice.map((k) => prefix + missing.get(k)),
            shown && ((done) => shown.update(at + done)),
          );
          slice.forEach((k, i) => {
            byKey.set(k, fresh[i]);
            cache?.put(k, fresh[i]);
          });
        }
      } finally {
        shown?.end();
        // A run stopped by its budget keeps what it embedded: the next run does not pay for it again.
        cache?.flush();
      }
      this.budget?.checkTime(`${this.what} was embedding`);
      keys.forEach((k, i) => (vectors[i] ??= byKey.get(k)));
    }
    return { vectors: vectors as Float32Array[], stats: { texts: texts.length, fromCache, embedded: missing.size } };
  }
}

/** Creates the cached embedder for a dense config (`cache_dir: ''` turns the cache off). */
export function createCachedEmbedder(dense: DenseConfig, deps: RetrieverDeps): CachedEmbedder {
  const client = createEmbeddingsClient(dense, deps);
  // The endpoint is part of what names a vector: the same model name at another server is another model.
  const identity = { model: dense.model, dimensions: dense.dimensions, endpoint: client.endpoint };
  return new CachedEmbedder(client, identity, embeddingsCacheDir(dense.cache_dir, deps), deps.log ?? (() => {}), deps.modelBudget, `the embeddings model ${dense.model}`);
}

/**
 * The embeddings cache folder: the one the caller names (the user's cache folder on the command
 * line, the action's own under RUNNER_TEMP), and only while the config's `cache_dir` is not `''`.
 * Never a folder of the checkout: a pull request can commit vectors there under keys anyone can
 * compute, and a vector cannot be checked without the model. No folder named: no cache.
 */
export function embeddingsCacheDir(cacheDir: string, deps: RetrieverDeps): string | undefined {
  return cacheDir ? deps.embeddingsCacheDir : undefined;
}

/** Short description, e.g. `dense text-embedding-3-small` or `dense nomic-embed-text dims=256`. */
export function denseLabel(dense: DenseConfig): string {
  return `dense ${dense.model}${dense.dimensions !== undefined ? ` dims=${dense.dimensions}` : ''}`;
}

/** Embeds every chunk's indexed text (with the document prefix) and returns a cosine retriever. */
export async function createDenseRetriever(chunks: readonly Chunk[], dense: DenseConfig, deps: RetrieverDeps): Promise<Retriever> {
  const embedder = createCachedEmbedder(dense, deps);
  const { vectors, stats } = await embedder.embed(
    chunks.map((c) => c.indexText),
    dense.document_prefix,
    'document',
  );
  deps.log?.(
    `dense: ${stats.texts} chunks, ${stats.fromCache} from the cache, ${stats.embedded} embedded by ${embedder.client.endpoint}`,
  );
  const dims = vectors[0]?.length ?? dense.dimensions ?? 0;
  const index = new VectorIndex(
    chunks.map((c, i) => ({ id: c.id, vector: vectors[i] })),
    dims,
  );
  return {
    name: `${denseLabel(dense)}`,
    async search(queries: readonly string[], depth: number): Promise<Hit[][]> {
      if (queries.length === 0 || index.size === 0) return queries.map(() => []);
      const { vectors: qv } = await embedder.embed(queries, dense.query_prefix, 'query');
      const wrong = qv.find((v) => v.length !== index.dims);
      if (wrong) {
        throw new InputError(
          ERROR_CODES.HTTP,
          `embeddings: ${embedder.client.endpoint} (model ${dense.model}): query vectors have ${wrong.length} dimensions but the chunk vectors have ${index.dims}`,
        );
      }
      return qv.map((v) => index.topK(v, depth).map((h) => ({ id: h.id, score: h.score })));
    },
  };
}
