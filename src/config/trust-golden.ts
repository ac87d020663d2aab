/**
 * The trust model's golden-set half (docs/security.md). Under a privileged event the questions
 * and their labels are part of the verdict as much as the gate is: a PR that relabels a failing
 * question to a chunk that ranks first, drops it, or marks it unanswerable would pass a gate it
 * fails. So the base's golden set is the one judged, and the head's changes are listed as a
 * proposal (question ids only, with what changed: the PR's text is not repeated). Pure.
 */
import { evidenceKey } from '../golden/label';
import type { GoldenSet, Question } from '../types';

/** Most proposal lines kept; the rest are counted in one more line. */
const MAX_LINES = 500;

/** `R03: relevant changed`, `R23: added`, `R05: removed`, one line per question the head's golden set changes, in the head's order then the removed ones. */
export function goldenProposal(head: GoldenSet, base: GoldenSet): string[] {
  const before = new Map(base.questions.map((q) => [q.id, q]));
  const now = new Set(head.questions.map((q) => q.id));
  const lines: string[] = [];
  for (const q of head.questions) {
    const b = before.get(q.id);
    if (!b) {
      lines.push(`${q.id}: added`);
      continue;
    }
    const changed = changedFields(b, q);
    if (changed.length) lines.push(`${q.id}: ${changed.join(', ')} changed`);
  }
  for (const q of base.questions) if (!now.has(q.id)) lines.push(`${q.id}: removed`);
  return lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `… and ${lines.length - MAX_LINES} more`] : lines;
}

function changedFields(a: Question, b: Question): string[] {
  // Labels compared as data (a group by its members), never by printed text a member could forge.
  const labels = (q: Question, k: 'relevant' | 'forbidden') => JSON.stringify(q[k].map(evidenceKey).sort());
  const out: string[] = [];
  if (a.question !== b.question) out.push('question');
  if (labels(a, 'relevant') !== labels(b, 'relevant')) out.push('relevant');
  if (labels(a, 'forbidden') !== labels(b, 'forbidden')) out.push('forbidden');
  if (JSON.stringify(a.requiredFacts) !== JSON.stringify(b.requiredFacts)) out.push('required_facts');
  if (a.answerable !== b.answerable) out.push('answerable');
  if (JSON.stringify(a.tags) !== JSON.stringify(b.tags)) out.push('tags');
  return out;
}
