/**
 * A miss that looks like a vocabulary mismatch: the question is asked in a
 * user's words ("get rid of a stuck lock") and the evidence in the product's ("Removing stale
 * lockfiles"), so the section shares few analysed terms with the question and no lexical ranking
 * can bring it up. Checked for each failing question, on its evidence chunks that did not reach the
 * top pass_k: when even the best of them holds under a third of the question's distinct terms,
 * the report says so and suggests hybrid retrieval instead of tuning BM25.
 */
import type { Analyzer } from '../retrieve/bm25/analyzer';
import type { Chunk } from '../types';

/** Under this share of the question's distinct terms in the best evidence chunk, the miss is called a vocabulary mismatch. */
export const VOCABULARY_GAP_SHARE = 1 / 3;

/** What the best evidence chunk shares with the question. */
export interface VocabularyGap {
  /** The question's distinct analysed terms. */
  question_terms: number;
  /** Those the best missed evidence chunk contains, in question order. */
  shared: string[];
  /** That chunk's id. */
  evidence: string;
}

/** The gap of a failing question, or undefined when its missed evidence shares enough words with it (or there is none). */
export function vocabularyGap(question: string, missed: readonly Chunk[], analyzer: Analyzer, termsOf?: (chunk: Chunk) => ReadonlySet<string>): VocabularyGap | undefined {
  const terms = [...new Set(analyzer.analyze(question))];
  if (terms.length === 0 || missed.length === 0) return undefined;
  let best: VocabularyGap | undefined;
  for (const c of missed) {
    const own = termsOf ? termsOf(c) : new Set(analyzer.analyze(c.indexText));
    const shared = terms.filter((t) => own.has(t));
    if (!best || shared.length > best.shared.length) best = { question_terms: terms.length, shared, evidence: c.id };
    // Enough shared terms already: no gap whatever the rest hold (a page label can name 40,000 chunks).
    if (best.shared.length >= VOCABULARY_GAP_SHARE * terms.length) return undefined;
  }
  return best && best.shared.length < VOCABULARY_GAP_SHARE * terms.length ? best : undefined;
}
