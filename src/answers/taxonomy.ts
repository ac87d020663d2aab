/**
 * The failure taxonomy of one required fact on one side (docs/answers.md): a fact the answer lacks
 * or contradicts is put at the earliest stage that lost it. Pure.
 */
import type { FactVerdict, FailureClass } from '../report/answers-types';

/** Where a fact stands before generation: verbatim in the corpus, in the top k, in the assembled context. */
export interface FactPresence {
  inCorpus: boolean;
  inTopK: boolean;
  inContext: boolean;
}

/**
 * The class of a fact the judge did not find supported, or null when it is supported (or unjudged).
 * Presence is verbatim, so a paraphrased fact reads as absent upstream: the class then names the
 * first stage where the exact wording disappeared, which is what a reviewer can check by search.
 */
export function classifyFact(verdict: FactVerdict | null, p: FactPresence): FailureClass | null {
  if (verdict === null || verdict === 'supported') return null;
  if (!p.inCorpus) return 'corpus_gap';
  if (!p.inTopK) return 'retrieval_miss';
  if (!p.inContext) return 'assembly_loss';
  return 'generation_failure';
}
