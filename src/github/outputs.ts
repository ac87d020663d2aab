/**
 * The step outputs (action.yml), computed from the report alone. Values are strings, as the runner
 * stores them; lists and maps are JSON so workflows can use `fromJSON(...)`.
 */
import { isMeaningful } from '../report/meaningful';
import type { Report } from '../report/types';

export type Outputs = Record<'passed' | 'report' | 'newly-failing' | 'broken-labels' | 'metrics' | 'comment-url' | 'changed' | 'html' | 'html-url', string>;

/** Every output for one run. `commentUrl` is empty when no comment was written; `page`, the report page's path and artifact address when written and uploaded. */
export function computeOutputs(report: Report, reportPath: string, commentUrl: string, page: { path: string; url: string } = { path: '', url: '' }): Outputs {
  const newlyFailing = report.questions.filter((q) => q.status === 'newly_failing').map((q) => q.id);
  // `kind` (new, inherited, fixed) lets a workflow tell labels this PR broke from older ones.
  const broken = report.broken_labels.map((b) => ({ question: b.question, label: b.label, side: b.side, ...(b.kind ? { kind: b.kind } : {}) }));
  return {
    passed: String(report.gate.passed),
    report: reportPath,
    'newly-failing': JSON.stringify(newlyFailing),
    'broken-labels': JSON.stringify(broken),
    metrics: JSON.stringify({ base: report.base.metrics, head: report.head.metrics, deltas: report.deltas }),
    'comment-url': commentUrl,
    // The same rule as the comment's title and `comment: on-change`.
    changed: String(isMeaningful(report)),
    html: page.path,
    'html-url': page.url,
  };
}

/** Outputs for a run that had nothing to compare (first push of a branch). */
export function emptyOutputs(): Outputs {
  return { passed: 'true', report: '', 'newly-failing': '[]', 'broken-labels': '[]', metrics: '{}', 'comment-url': '', changed: 'false', html: '', 'html-url': '' };
}
