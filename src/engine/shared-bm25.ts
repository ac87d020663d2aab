/**
 * compare builds two BM25 indexes over corpora that share almost every chunk (a docs PR changes a
 * few files). Analysing text (tokenising, stemming) is most of an index build, so analysing every
 * unchanged chunk a second time would make compare cost two evals. The first side's index is built
 * `reusable` (it keeps each chunk's term frequencies); the second is built from it: chunks with the
 * same id, indexed text and heading copy their term frequencies, only the changed and added ones are
 * analysed (retrieve/bm25/bm25-index.ts; the result is the index a build from scratch makes, tested). Both
 * sides use one analyzer object, so the stemming memo the first build filled serves the second.
 * The retriever is built as retrieve/factory.ts builds it (filters, then the index, its name).
 * The hybrid of BM25 and the shipped sentence encoder shares its BM25 half the same way; anything else
 * (dense, a hybrid with an API model, command, rerank) goes through createRetriever unchanged.
 */
import type { RetrieverConfig } from '../config/types';
import { createAnalyzer, type Analyzer } from '../retrieve/bm25/analyzer';
import type { Bm25Index, MergedAnalysis } from '../retrieve/bm25/bm25';
import { bm25IndexRetriever, buildBm25Index, chunkLookup, createBm25Retriever } from '../retrieve/bm25/bm25-retriever';
import { sectionLookup } from '../retrieve/bm25/collapse';
import type { SourceTexts } from '../retrieve/external/external-documents';
import { createRetriever, hybridWith, type RetrieverDeps } from '../retrieve/factory';
import { keptDocs } from '../retrieve/filters';
import { pageBoosts } from '../retrieve/boosts';
import type { Chunk, Doc, Retriever } from '../types';
import type { SideAnalysis } from './workers/side-analysis';

/** The analysis both sides of one comparison share: one analyzer, and the first side's index to build the second from. */
export class SharedAnalysis {
  private analyzer: Analyzer | undefined;
  /** The first build's index, until the second build has used it. */
  private first: Bm25Index | undefined;
  private builds = 0;
  /** Chunks whose analysis the second build copied instead of analysing again (for tests and progress lines). */
  reused = 0;
  /** The analyzer settings of the chain's last build (a revision may change them: the chain then starts again). */
  private chainKey: string | undefined;

  /**
   * `chain`: every build is reusable and built from the one before (`history` evaluates one
   * revision after another); otherwise the first of two builds serves the second (compare).
   */
  constructor(private readonly chain = false) {}

  /** Builds the side's index: the first reusable, the second from the first (which is then released). */
  build(chunks: readonly Chunk[], config: RetrieverConfig, boosts?: ReadonlyMap<string, number>, analysed?: MergedAnalysis): Bm25Index {
    if (this.chain) return this.buildChained(chunks, config, boosts, analysed);
    // sharedAnalysisFor checked that both sides' analyzer settings are equal, so one analyzer serves both.
    this.analyzer ??= createAnalyzer(config.analyzer);
    if (this.builds++ === 0) {
      this.first = buildBm25Index(chunks, config, { analyzer: this.analyzer, reusable: true, analysed, boosts });
      return this.first;
    }
    const from = this.first;
    this.first = undefined;
    const index = buildBm25Index(chunks, config, { analyzer: this.analyzer, from, boosts });
    // The base's forward index is not needed any more (the base retriever keeps only its postings).
    from?.forgetAnalysis();
    this.reused += index.reusedDocs();
    return index;
  }

  private buildChained(chunks: readonly Chunk[], config: RetrieverConfig, boosts?: ReadonlyMap<string, number>, analysed?: MergedAnalysis): Bm25Index {
    const key = JSON.stringify(config.analyzer);
    if (key !== this.chainKey) {
      // Other analyzer settings: terms analysed before are other terms now.
      this.first?.forgetAnalysis();
      this.first = undefined;
      this.analyzer = createAnalyzer(config.analyzer);
      this.chainKey = key;
    }
    const from = this.first;
    const index = buildBm25Index(chunks, config, { analyzer: this.analyzer as Analyzer, reusable: true, ...(from ? { from } : { analysed }), boosts });
    from?.forgetAnalysis();
    this.first = index;
    this.reused += index.reusedDocs();
    return index;
  }
}

/** The analysis for evaluating many revisions in order, or null when the retriever does not build a plain BM25 index. */
export function chainedAnalysisFor(config: RetrieverConfig): SharedAnalysis | null {
  return sameAnalysis(config, config) ? new SharedAnalysis(true) : null;
}

/** True when both sides index with plain BM25 and the same analyzer, so analysed terms carry over. */
function sameAnalysis(a: RetrieverConfig, b: RetrieverConfig): boolean {
  // The encoder hybrid's BM25 half is a plain index too (its vectors are reused through the embeddings cache).
  const plain = (c: RetrieverConfig) => (c.type === 'bm25' || encoderHybrid(c)) && !c.rerank;
  const x = a.analyzer;
  const y = b.analyzer;
  return (
    plain(a) &&
    plain(b) &&
    x.language === y.language &&
    x.stemming === y.stemming &&
    x.cjk_bigrams === y.cjk_bigrams &&
    x.code_identifiers === y.code_identifiers &&
    JSON.stringify(x.stopwords) === JSON.stringify(y.stopwords)
  );
}

/** The shared analysis for a comparison, or null when the sides cannot share analysis. */
export function sharedAnalysisFor(base: RetrieverConfig, head: RetrieverConfig): SharedAnalysis | null {
  return sameAnalysis(base, head) ? new SharedAnalysis() : null;
}

/**
 * The side's retriever: plain BM25 through the shared analysis when there is one, else the factory's.
 * `analysis`: the side's chunks analysed on worker threads while they were chunked (workers/), which
 * the BM25 build then lays out instead of analysing (same index).
 */
export async function createSideRetriever(docs: readonly Doc[], config: RetrieverConfig, deps: RetrieverDeps, shared: SharedAnalysis | null, texts?: SourceTexts, analysis?: SideAnalysis): Promise<Retriever> {
  if ((!shared && !analysis) || (config.type !== 'bm25' && !encoderHybrid(config)) || config.rerank) return createRetriever(docs, config, deps, texts);
  // Same steps as createRetriever: filters first, then the index.
  const kept = keptDocs(docs, config.filters, deps.log);
  const chunks: Chunk[] = kept.flatMap((d) => d.chunks);
  const taken = analysis?.take(chunks, config) ?? {};
  if (analysis && !taken.analysed) deps.log?.('the chunks worker threads worked on are not the ones indexed; doing the work here');
  const boosts = pageBoosts(kept, config.boosts);
  const { analysed } = taken;
  if (!shared) {
    const alone = createBm25Retriever(chunks, config, { boosts, analysed });
    return config.type === 'bm25' ? alone : hybridWith(alone, chunks, config, deps);
  }
  const index = shared.build(chunks, config, boosts, analysed);
  const reused = index.reusedDocs();
  if (reused) deps.log?.(`bm25: ${chunks.length - reused} chunks analysed, ${reused} kept from the base index`);
  const sparse = bm25IndexRetriever(index, config, { chunkOf: chunkLookup(chunks), sectionOf: sectionLookup(chunks) });
  return config.type === 'bm25' ? sparse : hybridWith(sparse, chunks, config, deps);
}

/** BM25 fused with the shipped sentence encoder (a hybrid with no `dense` section). */
function encoderHybrid(c: RetrieverConfig): boolean {
  return c.type === 'hybrid' && !c.dense;
}
