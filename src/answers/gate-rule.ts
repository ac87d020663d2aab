/**
 * The answers stage's gate rule, `answers.max_newly_missing_facts`, added to a built report with
 * its `answers` block: the report's verdict and reasons are recomputed with it. Acknowledged
 * questions (`gate.acknowledged`) are shown but not counted, as in the other question rules. Pure.
 */
import type { AnswersConfig } from '../config/answers';
import type { AnswersReport } from '../report/answers-types';
import type { GateRule, Report } from '../report/types';

export const ANSWERS_RULE = 'answers.max_newly_missing_facts';

/** The rule for an answers block. */
export function answersRule(a: AnswersReport, cfg: AnswersConfig, acknowledged: ReadonlySet<string>): GateRule {
  if (a.skipped_reason) return { rule: ANSWERS_RULE, passed: true, detail: `answers not run (${a.skipped_reason}): rule skipped` };
  const items: string[] = [];
  let acked = 0;
  for (const q of a.questions) {
    if (!q.newly_missing.length) continue;
    if (acknowledged.has(q.id)) {
      acked += q.newly_missing.length;
      continue;
    }
    for (const i of q.newly_missing) items.push(`${q.id} fact ${i + 1}`);
  }
  const unjudged = a.questions.filter((q) => q.base.status !== 'done' || q.head.status !== 'done').map((q) => q.id);
  const n = items.length;
  const list = n ? `: ${items.slice(0, 10).join(', ')}${n > 10 ? ', …' : ''}` : '';
  const parts = [`${n} required fact${n === 1 ? '' : 's'} newly missing or contradicted in the answers at head${list}, ${cfg.max_newly_missing_facts} allowed`];
  if (acked) parts.push(`${acked} in acknowledged questions, not counted`);
  if (unjudged.length) parts.push(`${unjudged.length} question${unjudged.length === 1 ? '' : 's'} not fully judged (skipped or failed: ${unjudged.slice(0, 5).join(', ')}${unjudged.length > 5 ? ', …' : ''})`);
  return { rule: ANSWERS_RULE, passed: n <= cfg.max_newly_missing_facts, detail: parts.join('; ') };
}

/** The report with its answers block and the rule in its gate. */
export function withAnswers(report: Report, a: AnswersReport, cfg: AnswersConfig, acknowledged: readonly string[]): Report {
  const rules = [...report.gate.rules.filter((r) => r.rule !== ANSWERS_RULE), answersRule(a, cfg, new Set(acknowledged))];
  const failed = rules.filter((r) => !r.passed);
  return { ...report, answers: a, gate: { passed: failed.length === 0, reasons: failed.map((r) => `${r.rule}: ${r.detail}`), rules } };
}
