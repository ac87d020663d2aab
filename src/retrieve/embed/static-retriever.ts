/**
 * Dense retrieval with the shipped static embedding model (retrieve/embed/static-model.ts): every chunk's
 * indexed text (title and heading trail already prepended by the chunker) embedded in process,
 * then exact cosine top-k. No key, no service, so every run (a fork PR too) measures the same.
 *
 * compare builds two sides that share almost every chunk: the vectors of the last build are kept
 * by text in the run's StaticVectors (RetrieverDeps.staticVectors), so the second side embeds only
 * the chunks whose indexed text changed, and they go when the run does. Embedding is
 * deterministic, so a reused vector is the one a fresh embedding would give, byte for byte.
 */
import type { Chunk, Hit, Retriever } from '../../types';
import { loadStaticModel, STATIC_MODEL_NAME, type StaticModel } from './static-model';
import { VectorIndex } from './vector';

/** The model's name and short hash, as reports show it: `static-minilm-l6-256@1a2b3c4d5e6f`. */
export function staticModelLabel(model: StaticModel): string {
  return `${model.name}@${model.hash}`;
}

/** A build's vectors by indexed text. */
interface PreviousBuild {
  hash: string;
  rows: Map<string, number>;
  data: Float32Array;
}

/**
 * The last build's vectors, for the next build of the same run (the other side of a comparison):
 * made by the run (compare) and handed to its retrievers through their deps, so nothing is kept
 * past the run and no test has to make the process forget.
 */
export class StaticVectors {
  previous: PreviousBuild | undefined;
}

/** Counts of one build, for the log line and for tests. */
export interface StaticBuildStats {
  chunks: number;
  reused: number;
  /** Vectors taken as given (made on worker threads) rather than embedded here. */
  given: number;
  ms: number;
}

function byId(a: Chunk, b: Chunk): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Embeds the chunks (sorted by id, as the vector index keeps them) into one matrix, reusing the
 * last build's rows; `given`: the chunks' vectors already made (worker threads), row k for
 * chunks[k], copied instead of embedded (the same function of the same text: the same floats).
 */
export function embedChunks(chunks: readonly Chunk[], model: StaticModel, given?: Float32Array, kept?: StaticVectors): { index: VectorIndex; stats: StaticBuildStats } {
  const t0 = performance.now();
  const d = model.dims;
  const order = chunks.map((_, k) => k).sort((a, b) => byId(chunks[a], chunks[b]) || a - b);
  const sorted = order.map((k) => chunks[k]);
  const data = new Float32Array(sorted.length * d);
  const rows = new Map<string, number>();
  const prev = kept?.previous?.hash === model.hash ? kept.previous : undefined;
  const usable = given !== undefined && given.length === chunks.length * d ? given : undefined;
  let reused = 0;
  sorted.forEach((c, i) => {
    const row = data.subarray(i * d, (i + 1) * d);
    if (usable) {
      const k = order[i];
      row.set(usable.subarray(k * d, (k + 1) * d));
    } else {
      const was = prev?.rows.get(c.indexText);
      if (was !== undefined) {
        row.set(prev!.data.subarray(was * d, (was + 1) * d));
        reused++;
      } else model.embed(c.indexText, row);
    }
    if (!rows.has(c.indexText)) rows.set(c.indexText, i);
  });
  if (kept) kept.previous = { hash: model.hash, rows, data };
  const index = VectorIndex.fromNormalized(
    sorted.map((c) => c.id),
    data,
    d,
  );
  return { index, stats: { chunks: sorted.length, reused, given: usable ? sorted.length : 0, ms: performance.now() - t0 } };
}

export interface StaticRetrieverOptions {
  log?: (message: string) => void;
  /** Another model folder under models/ (tests); the shipped one by default. */
  modelName?: string;
  /** The chunks' vectors, made already (worker threads): row k is chunks[k]'s. */
  vectors?: Float32Array;
  /** The run's vectors of its last build, reused by text and replaced by this build's; none: nothing reused or kept. */
  kept?: StaticVectors;
}

/** A cosine retriever over the chunks, embedded with the static model. */
export function createStaticRetriever(chunks: readonly Chunk[], opts: StaticRetrieverOptions = {}): Retriever {
  const model = loadStaticModel(opts.modelName ?? STATIC_MODEL_NAME);
  const { index, stats } = embedChunks(chunks, model, opts.modelName === undefined ? opts.vectors : undefined, opts.kept);
  opts.log?.(
    `static embeddings: ${stats.chunks} chunks ${stats.given ? 'embedded on worker threads, laid out' : 'embedded'} in ${Math.round(stats.ms)} ms, ${stats.reused} reused from the other side, ${staticModelLabel(model)} (loaded in ${Math.round(model.loadMs)} ms)`,
  );
  return {
    name: `static ${staticModelLabel(model)}`,
    async search(queries: readonly string[], depth: number): Promise<Hit[][]> {
      if (index.size === 0) return queries.map(() => []);
      const q = new Float32Array(model.dims);
      return queries.map((text) => index.topK(model.embed(text, q), depth).map((h) => ({ id: h.id, score: h.score })));
    },
  };
}
