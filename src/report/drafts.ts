/**
 * The one line every output gives a golden set's drafts (questions `retrieval-gate draft` wrote,
 * `draft: true`, not yet reviewed): they are never scored and never gate, so a half-reviewed set can
 * land, and the line says how to finish it. The PR comment, the job summary, `eval` and `validate`
 * print the same words.
 */

/** "12 draft questions not yet reviewed: `retrieval-gate review`", or nothing without drafts. */
export function draftsNote(drafts: number): string | null {
  if (!Number.isInteger(drafts) || drafts <= 0) return null;
  return `${drafts} draft question${drafts === 1 ? '' : 's'} not yet reviewed: \`retrieval-gate review\``;
}

/** What the PR comment says under its newly failing questions: where their new labels come from. */
export const FROM_REPORT_HINT =
  'To grow the golden set from these misses: `retrieval-gate review --from-report report.json` offers the chunks that took their places as labels to add (a section that answers too goes in an any-of group).';
