/**
 * The `answers` block of report.json (docs/answers.md): what a chat model answered from each
 * question's assembled context at base and at head, how a judge rated each required fact, and,
 * for a fact that is not supported, where it was lost (the failure taxonomy).
 */

export const FACT_VERDICTS = ['supported', 'missing', 'contradicted'] as const;
export type FactVerdict = (typeof FACT_VERDICTS)[number];

export const DECLINE_VERDICTS = ['declined', 'answered'] as const;
export type DeclineVerdict = (typeof DECLINE_VERDICTS)[number];

/**
 * Where a fact that the answer lacks was lost, earliest stage first: in no document of the side
 * (`corpus_gap`), in the corpus but not in the top `context.top_k` (`retrieval_miss`), retrieved
 * but cut by `context.token_budget` (`assembly_loss`), or in the context yet not in the answer
 * (`generation_failure`).
 */
export const FAILURE_CLASSES = ['corpus_gap', 'retrieval_miss', 'assembly_loss', 'generation_failure'] as const;
export type FailureClass = (typeof FAILURE_CLASSES)[number];

/** `done`: answered and judged; `skipped`: not run (max_calls, no key); `error`: a call failed after retries. */
export const ANSWER_STATUSES = ['done', 'skipped', 'error'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export interface FactOutcome {
  /** Verbatim (case and whitespace aside) in some chunk of the side's indexed documents. */
  in_corpus: boolean;
  /** Verbatim in a chunk within the top `context.top_k`. */
  in_top_k: boolean;
  /** Verbatim in a chunk that fits the token budget (the context the model saw). */
  in_context: boolean;
  /** The judge's verdict; null when the side was not judged. */
  verdict: FactVerdict | null;
  /** Where a missing or contradicted fact was lost; null when supported or not judged. */
  class: FailureClass | null;
  /** The judge's one-sentence reason. */
  reason?: string;
}

export interface AnswerSideResult {
  status: AnswerStatus;
  /** Why skipped, or what failed. */
  note?: string;
  /** Ids of the chunks in the context, in order. */
  context_chunks: string[];
  /** Tokens of those chunks (o200k_base). */
  context_tokens: number;
  answer?: string;
  /** Per required fact, same order as the question's `facts`. */
  facts?: FactOutcome[];
  /** Unanswerable questions: whether the answer declines. */
  decline?: DeclineVerdict | null;
  decline_reason?: string;
}

export interface AnswerQuestion {
  id: string;
  /** `facts`: an answerable question judged on its required facts; `decline`: an unanswerable one. */
  kind: 'facts' | 'decline';
  facts?: string[];
  /** The head's context is the base's, character for character: the base's answer and verdicts are reused. */
  reused_from_base: boolean;
  base: AnswerSideResult;
  head: AnswerSideResult;
  /** Indices into `facts` of the facts supported at base and missing or contradicted at head. */
  newly_missing: number[];
  /** Unanswerable: declined at base, answered at head. */
  newly_answered?: boolean;
}

export interface AnswersCalls {
  /** Chat requests sent in this run (retries of one request count once). */
  made: number;
  /** Answers and judgements taken from the cache. */
  cached: number;
  /** Head sides that reused the base's result (identical context). */
  reused: number;
  /** Question sides not run because `answers.max_calls` was reached. */
  skipped: number;
  max_calls: number;
}

export interface AnswersReport {
  model: string;
  judge_model: string;
  /** The chat endpoint, without credentials or query string. */
  endpoint: string;
  /** Set when the whole stage did not run (e.g. the API key variable is not set on a fork PR). */
  skipped_reason?: string;
  calls: AnswersCalls;
  /** Tokens the provider reported for the requests sent in this run. */
  usage: { prompt_tokens: number; completion_tokens: number };
  /** Facts newly missing at head, all questions together (the gate's `answers.max_newly_missing_facts`). */
  newly_missing_facts: number;
  questions: AnswerQuestion[];
}
