/**
 * The `answers` block of report.json (docs/answers.md): what a chat model answered from each
 * question's assembled context at base and at head, how a judge rated each required fact, and,
 * for a fact that is not supported, where it was lost (the failure taxonomy).
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schema';

export { FACT_VERDICTS, DECLINE_VERDICTS, FAILURE_CLASSES, ANSWER_STATUSES } from './vocabulary';
export type { FactVerdict, DeclineVerdict, FailureClass, AnswerStatus } from './vocabulary';

export type FactOutcome = Static<typeof S.FactOutcomeSchema>;
export type AnswerSideResult = Static<typeof S.AnswerSideResultSchema>;
export type AnswerQuestion = Static<typeof S.AnswerQuestionSchema>;
export type AnswersCalls = Static<typeof S.AnswersCallsSchema>;
export type AnswersReport = Static<typeof S.AnswersReportSchema>;
