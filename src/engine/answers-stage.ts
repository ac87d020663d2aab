/**
 * The engine's side of the answers stage: the inputs of one side (context and fact presence,
 * from the documents the retriever indexed), and the stage itself run over both sides with the
 * chat client and store the edges give (or the HTTP client and on-disk store the config names),
 * its result added to the report with its gate rule. Without `answers:` nothing here runs.
 */
import { folderAnswerStore } from '../answers/answer-store';
import { NO_STORE } from '../answers/chat';
import { answersApiKey, createChatClient } from '../answers/chat-client';
import { withAnswers } from '../answers/gate-rule';
import { answerSideInputs, type AnswerSideInput } from '../answers/side-inputs';
import { runAnswersStage } from '../answers/stage';
import type { Config } from '../config/types';
import type { Report } from '../report/types';
import { applyFilters } from '../retrieve/filters';
import type { Doc, GoldenSet, QuestionResult } from '../types';
import type { EngineDeps } from './types';

/** One side's answer inputs, over the documents its own retrieval config indexes; null without `answers:`. */
export function sideAnswerInputs(config: Config, sideConfig: Config, golden: GoldenSet, questions: readonly QuestionResult[], docs: readonly Doc[]): AnswerSideInput[] | null {
  if (!config.answers) return null;
  return answerSideInputs(golden, questions, applyFilters(docs, sideConfig.retriever.filters).kept, config.context);
}

/** The report with its `answers` block and rule; the report unchanged without `answers:`. */
export async function addAnswers(report: Report, config: Config, golden: GoldenSet, base: readonly AnswerSideInput[], head: readonly AnswerSideInput[], deps: EngineDeps): Promise<Report> {
  const cfg = config.answers;
  if (!cfg) return report;
  let client = deps.chat ?? null;
  let skippedReason: string | undefined;
  if (!client) {
    const key = answersApiKey(cfg, deps);
    if (key.missing) {
      skippedReason = key.missing;
      deps.log?.(`answers: not run: ${key.missing}`);
    } else client = createChatClient(cfg, key.key, deps);
  }
  const store = deps.answerStore ?? (cfg.cache_dir && deps.answersCacheDir ? folderAnswerStore(deps.answersCacheDir, (m) => deps.log?.(m)) : NO_STORE);
  const block = await runAnswersStage({ cfg, golden, base, head, client, skippedReason, store, log: deps.log });
  return withAnswers(report, block, cfg, config.gate.acknowledged.map((a) => a.id));
}
