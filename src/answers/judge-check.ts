/**
 * `judge-check`: the judge of the answers stage run on hand-labelled examples, with the same
 * prompts, parsing and cache, and its agreement with the labels (accuracy, Cohen's kappa). Teams
 * run it before trusting the gate on answers (docs/answers.md). A failed judgement is listed, not
 * counted in the agreement.
 */
import type { AnswersConfig } from '../config/answers';
import { DECLINE_VERDICTS, FACT_VERDICTS } from '../report/answers-types';
import type { AnswerStore, ChatClient } from './chat';
import { agreement, type Agreement } from './kappa';
import type { LabelledExample } from './labels';
import { declineJudgeMessages, factJudgeMessages } from './prompts';
import { Budget, caller, judge } from './stage';

export interface JudgeCheckResult {
  examples: number;
  judged: Array<{ id: string; line: number; expected: string; got: string; reason: string }>;
  errors: Array<{ id: string; line: number; message: string }>;
  agreement: Agreement;
  calls: { made: number; cached: number };
}

/** Judges every example and measures the agreement. */
export async function runJudgeCheck(examples: readonly LabelledExample[], cfg: Pick<AnswersConfig, 'judge_model'>, client: ChatClient, store: AnswerStore, log?: (m: string) => void): Promise<JudgeCheckResult> {
  const budget = new Budget(Number.POSITIVE_INFINITY);
  const call = caller({ client, store, log }, budget);
  const judged: JudgeCheckResult['judged'] = [];
  const errors: JudgeCheckResult['errors'] = [];
  for (const ex of examples) {
    try {
      const got =
        ex.fact !== undefined
          ? await judge(call, cfg, factJudgeMessages(ex.question, ex.answer, ex.fact), FACT_VERDICTS, `judge-check ${ex.id}`)
          : await judge(call, cfg, declineJudgeMessages(ex.question, ex.answer), DECLINE_VERDICTS, `judge-check ${ex.id}`);
      judged.push({ id: ex.id, line: ex.line, expected: ex.verdict, got: got.verdict, reason: got.reason });
    } catch (e) {
      errors.push({ id: ex.id, line: ex.line, message: e instanceof Error ? e.message : String(e) });
    }
  }
  await store.flush?.();
  return { examples: examples.length, judged, errors, agreement: agreement(judged), calls: { made: budget.made, cached: budget.cached } };
}
