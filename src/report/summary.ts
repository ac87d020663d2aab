/** The job-summary variant ($GITHUB_STEP_SUMMARY): the comment's content, fuller (every metric, every trace). */
import type { Detail } from './markdown-detail';
import { renderTrimmed, type RenderOptions } from './markdown';
import type { Report } from './types';

/** GitHub's limit for one step summary is 1 MiB (bytes). */
export const SUMMARY_MAX_BYTES = 1024 * 1024;

const utf8 = new TextEncoder();

/** The job summary for a report, under 1 MiB with the same trimming rule as the comment. */
export function renderSummary(report: Report, opts: { maxBytes?: number } & RenderOptions = {}): string {
  const full: Detail = {
    traces: 'all',
    traceDepth: Math.max(report.pass_k, ...report.k),
    allMetrics: true,
    lists: true,
    perDoc: true,
    maxItems: Infinity,
    chart: true,
    minimal: false,
  };
  return renderTrimmed(report, full, 'summary', opts.maxBytes ?? SUMMARY_MAX_BYTES, (s) => utf8.encode(s).length, opts.pageUrl !== undefined ? { pageUrl: opts.pageUrl } : {});
}
