/**
 * One line for the job log when a pull request adds or edits the golden set (its first run
 * included), or leaves labels broken: the local command that checks every label before pushing.
 * Pure: the report in, the line (or nothing) out.
 */
import type { Report } from '../report/types';

/** The hint, or null when the golden set is unchanged and every label resolves at head. */
export function validateHint(report: Pick<Report, 'golden' | 'broken_labels'>, goldenFile: string): string | null {
  const broken = report.broken_labels.filter((b) => b.side === 'head').length;
  if (!report.golden.changed_in_pr && broken === 0) return null;
  const why = report.golden.changed_in_pr ? 'this pull request adds or edits the golden set' : `${broken} golden-set label${broken === 1 ? '' : 's'} need fixing`;
  const flag = goldenFile === '.github/retrieval-golden.yml' ? '' : ` --golden ${goldenFile}`;
  return `retrieval-gate: ${why}: check every label locally before pushing with 'npx retrieval-gate validate${flag}' (it fails on a label that names nothing, and warns on numbered anchors such as #options-2 that move when a page is reordered)`;
}
