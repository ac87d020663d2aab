/**
 * compare builds two BM25 indexes over corpora that share almost every chunk (a docs PR changes a
 * few files). Analysing text (tokenising, stemming) is most of an index build, so analysing every
 * unchanged chunk a second time would make compare cost two evals. This builds the embedded BM25
 * retriever as retrieve/factory.ts does (filters, then createBm25Retriever), but with an analyzer
 * that answers from one memo shared by both sides for the texts both sides index.
 * Anything but plain BM25 (dense, hybrid, command, rerank) goes through createRetriever unchanged.
 */
import type { RetrieverConfig } from '../config/types';
import { createAnalyzer, type Analyzer } from '../retrieve/analyzer';
import { createBm25Retriever } from '../retrieve/bm25-retriever';
import { createRetriever, type RetrieverDeps } from '../retrieve/factory';
import { applyFilters } from '../retrieve/filters';
import type { Chunk, Doc, Retriever } from '../types';

/** Separator of the packed terms: analyzer terms are letters, digits, marks and joiners, never a control character. */
const SEP = '\u0001';

/** Terms of texts that both sides index, analysed once. */
export class SharedAnalysis {
  /**
   * Text → its terms packed into one string. One flat string per chunk costs the first build far
   * less than keeping millions of term strings alive (measured: arrays cost more in GC than the
   * second analysis saved), and `split` is much cheaper than tokenising and stemming again.
   */
  private readonly memo = new Map<string, string>();
  hits = 0;

  /** `analyzer`, answering from the memo for shared texts (the analyzer is pure: same text, same terms). */
  wrap(analyzer: Analyzer): Analyzer {
    return {
      analyze: (text: string): string[] => {
        const packed = this.memo.get(text);
        if (packed !== undefined) {
          this.hits++;
          return packed === '' ? [] : packed.split(SEP);
        }
        const terms = analyzer.analyze(text);
        // Every text is kept, not only those the other side shares: finding the shared ones would
        // hash the whole corpus twice more, which costs more than packing the 1 % that differ.
        this.memo.set(text, terms.join(SEP));
        return terms;
      },
    };
  }
}

/** True when both sides index with plain BM25 and the same analyzer, so analysed terms carry over. */
function sameAnalysis(a: RetrieverConfig, b: RetrieverConfig): boolean {
  const plain = (c: RetrieverConfig) => c.type === 'bm25' && !c.rerank;
  const x = a.analyzer;
  const y = b.analyzer;
  return (
    plain(a) &&
    plain(b) &&
    x.language === y.language &&
    x.stemming === y.stemming &&
    x.cjk_bigrams === y.cjk_bigrams &&
    JSON.stringify(x.stopwords) === JSON.stringify(y.stopwords)
  );
}

/** The memo for a comparison, or null when the sides cannot share analysis. */
export function sharedAnalysisFor(base: RetrieverConfig, head: RetrieverConfig): SharedAnalysis | null {
  return sameAnalysis(base, head) ? new SharedAnalysis() : null;
}

/** The side's retriever: plain BM25 through the shared analysis when there is one, else the factory's. */
export async function createSideRetriever(docs: readonly Doc[], config: RetrieverConfig, deps: RetrieverDeps, shared: SharedAnalysis | null): Promise<Retriever> {
  if (!shared || config.type !== 'bm25' || config.rerank) return createRetriever(docs, config, deps);
  // Same steps as createRetriever for bm25: filters first, then the index, with the memoizing analyzer.
  const { kept, excluded } = applyFilters(docs, config.filters);
  if (excluded.length) deps.log?.(`filters: ${excluded.length} document(s) not indexed (${excluded[0].path}: ${excluded[0].rule}${excluded.length > 1 ? ', …' : ''})`);
  const chunks: Chunk[] = kept.flatMap((d) => d.chunks);
  return createBm25Retriever(chunks, config, shared.wrap(createAnalyzer(config.analyzer)));
}
