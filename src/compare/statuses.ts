import type { QuestionStatus } from '../report/types';
import type { QuestionResult } from '../types';

/** Labels of a question that match nothing on a side (raw text, golden-set order). */
export function unresolvedLabels(side: QuestionResult): string[] {
  return side.labels.filter((l) => !l.resolved).map((l) => l.label);
}

/**
 * The status of one question. `broken_label` when a label resolves at base but not at
 * head, or on neither side; a label that only resolves at head (evidence the PR adds) is no
 * breakage: such a question is `newly_answerable` (and stays out of the aggregates).
 * `relabelled`: the golden set gives it other labels at base than at head (see label-plan.ts).
 */
export function questionStatus(base: QuestionResult, head: QuestionResult, relabelled = false): QuestionStatus {
  if (!head.answerable) return 'unanswerable';
  if (unresolvedLabels(head).length > 0) return 'broken_label';
  // Its labels changed in this change: compared through the old ones at base, one status, never a flip.
  if (relabelled) return 'relabelled';
  // Evidence that did not exist at base and does now: the question became answerable, nothing broke.
  if (unresolvedLabels(base).length > 0) return 'newly_answerable';
  if (base.pass && head.pass) return 'still_passing';
  if (base.pass) return 'newly_failing';
  if (head.pass) return 'newly_passing';
  return 'still_failing';
}

/**
 * Why a question is out of every denominator, or null when it counts: aggregates are means over
 * the answerable questions whose labels resolve on both sides (docs/measures.md).
 */
export function exclusionReason(base: QuestionResult, head: QuestionResult, relabelled = false): string | null {
  if (!head.answerable) return 'unanswerable';
  if (relabelled && unresolvedLabels(head).length === 0 && unresolvedLabels(base).length) {
    return `relabelled in this change; its old label ${unresolvedLabels(base).join(', ')} does not resolve at base`;
  }
  const atHead = unresolvedLabels(head);
  const atBase = unresolvedLabels(base);
  if (atHead.length && atBase.length) {
    const both = atHead.filter((l) => atBase.includes(l));
    if (both.length) return `label ${both.join(', ')} resolves on neither side`;
  }
  if (atHead.length) return `label ${atHead.join(', ')} does not resolve at head`;
  if (atBase.length) return `label ${atBase.join(', ')} does not resolve at base (new evidence in this change)`;
  return null;
}

/** Why a question is out of the aggregates of a lone side (`eval`), or null when it counts. */
export function sideExclusionReason(side: QuestionResult): string | null {
  if (!side.answerable) return 'unanswerable';
  const broken = unresolvedLabels(side);
  return broken.length ? `label ${broken.join(', ')} does not resolve` : null;
}
