/**
 * The one place every command gets its retriever from: filters first (excluded documents are not
 * indexed at all), then the configured kind (bm25 | dense | hybrid | command | elasticsearch |
 * opensearch), then rerank.
 */
import type { DenseConfig, RetrieverConfig } from '../config/types';
import { ERROR_CODES, InputError } from '../errors';
import type { Chunk, Doc, Retriever } from '../types';
import { createBm25Retriever } from './bm25/bm25-retriever';
import { createDenseRetriever, denseLabel } from './embed/dense';
import { createEncoderHybrid } from './embed/encoder-retriever';
import { createExternalRetriever } from './external/external';
import type { SourceTexts } from './external/external-documents';
import type { RetrieverDeps } from './common/retriever-deps';
import { keptDocs } from './filters';
import { pageBoosts } from './boosts';
import { createHybridRetriever, fusionLabel } from './common/fusion';
import { createRerankRetriever } from './rerank';
import { createSearchServerRetriever } from './engines/search-server/search-server';

// Every retriever's dependencies are typed below the retrievers (common/), so none imports this file back.
export type { RetrieverDeps };


function requireDense(config: RetrieverConfig): DenseConfig {
  if (!config.dense) {
    throw new InputError(ERROR_CODES.CONFIG, `retriever type ${config.type} needs a "dense" section (base_url, model)`, {
      field: 'retriever.dense',
    });
  }
  return config.dense;
}

/**
 * BM25 fused with its dense half: the `dense` section's API model when there is one, else the
 * shipped sentence encoder (in process, no key: every run, a fork's too, measures the same retriever).
 */
export async function hybridWith(sparse: Retriever, chunks: readonly Chunk[], config: RetrieverConfig, deps: RetrieverDeps): Promise<Retriever> {
  if (!config.dense) return createEncoderHybrid(sparse, chunks, config.hybrid, deps);
  const dense = await createDenseRetriever(chunks, config.dense, deps);
  return createHybridRetriever(sparse, dense, config.hybrid, `hybrid(${fusionLabel(config.hybrid)}: bm25 + ${denseLabel(config.dense)})`);
}

/**
 * Builds the configured retriever over the documents that pass the filters. `texts` gives each
 * document's text, for a command retriever that asks for whole documents (protocol 2).
 */
export async function createRetriever(docs: readonly Doc[], config: RetrieverConfig, deps: RetrieverDeps, texts?: SourceTexts): Promise<Retriever> {
  const kept = keptDocs(docs, config.filters, deps.log);
  const chunks: Chunk[] = kept.flatMap((d) => d.chunks);
  const boosts = pageBoosts(kept, config.boosts);

  let base: Retriever;
  switch (config.type) {
    case 'bm25':
      base = createBm25Retriever(chunks, config, { boosts });
      break;
    case 'dense':
      base = await createDenseRetriever(chunks, requireDense(config), deps);
      break;
    case 'hybrid': {
      const sparse = createBm25Retriever(chunks, config, { boosts });
      base = await hybridWith(sparse, chunks, config, deps);
      break;
    }
    case 'command': {
      if (!config.run || !config.run.trim()) {
        throw new InputError(ERROR_CODES.CONFIG, 'retriever type command needs "run": the command line of your retriever', {
          field: 'retriever.run',
        });
      }
      base = await createExternalRetriever(kept, { run: config.run, timeoutMs: config.timeout_ms, passEnv: config.pass_env, ...(config.options ? { options: config.options } : {}) }, deps, texts);
      break;
    }
    case 'elasticsearch':
    case 'opensearch':
      base = await createSearchServerRetriever(kept, config, deps);
      break;
    default:
      throw new InputError(ERROR_CODES.CONFIG, `unknown retriever type ${JSON.stringify(config.type)}`, { field: 'retriever.type' });
  }
  if (!config.rerank) return base;
  // A retriever that chunked the documents itself is reranked on its own chunks' text.
  const ranked = base.documents ? base.documents.flatMap((d) => d.chunks) : chunks;
  const chunkTexts = new Map(ranked.map((c) => [c.id, c.indexText]));
  try {
    const reranked = createRerankRetriever(base, (id) => chunkTexts.get(id) ?? '', config.rerank, deps);
    if (!base.documents) return reranked;
    const documents = base.documents;
    return { name: reranked.name, search: (q, depth) => reranked.search(q, depth), close: () => reranked.close?.() ?? Promise.resolve(), documents };
  } catch (e) {
    await base.close?.();
    throw e;
  }
}
