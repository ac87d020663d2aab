/**
 * The `answers` block of report.json (docs/answers.md): what a chat model answered from each
 * question's assembled context at base and at head, how a judge rated each required fact, and,
 * for a fact that is not supported, where it was lost (the failure taxonomy).
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schema';

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

export type FactOutcome = Static<typeof S.FactOutcomeSchema>;
export type AnswerSideResult = Static<typeof S.AnswerSideResultSchema>;
export type AnswerQuestion = Static<typeof S.AnswerQuestionSchema>;
export type AnswersCalls = Static<typeof S.AnswersCallsSchema>;
export type AnswersReport = Static<typeof S.AnswersReportSchema>;
