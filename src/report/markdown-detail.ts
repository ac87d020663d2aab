/** How much detail a rendering carries, and the ladder used to trim it to a size limit. */

export interface Detail {
  /** Which questions get a collapsed trace: every one, the ones whose outcome is notable, none. */
  traces: 'all' | 'notable' | 'none';
  /** How many retrieved chunks each trace lists per side. */
  traceDepth: number;
  /** Every metric in the table (the summary), or the headline ones (the comment). */
  allMetrics: boolean;
  /** Still-failing and newly-passing lists, and the per-tag table. */
  lists: boolean;
  /** Per-document displacement detail under the additions table. */
  perDoc: boolean;
  /** Cap on the rows of any list or table of questions or documents. */
  maxItems: number;
  chart: boolean;
  /** Only the verdict, the metrics and the counts. */
  minimal: boolean;
  /** The comment's traces: chunk ids and relevance only (the summary adds headings and scores). */
  compactTraces?: boolean;
  /** The comment: how many changed questions get a trace (the rest are listed without one). */
  maxTraces?: number;
  /** The comment: chunks named by heading trail and line range (linked at the head commit), not by id (markdown-chunk-ref.ts). */
  chunkRefs?: boolean;
  /** The CLI's `--repo`, when given: the fix-labels command shown must name it too to work from the same folder. */
  repo?: string;
}

/**
 * The first `d.maxItems` of a list, and the line that says how many were left out (empty when
 * none were): every list and table of the rendering is cut the same way, pointing at report.json.
 */
export function capped<T>(items: readonly T[], d: Detail): { shown: readonly T[]; more: string } {
  if (items.length <= d.maxItems) return { shown: items, more: '' };
  return { shown: items.slice(0, d.maxItems), more: `…and ${items.length - d.maxItems} more (see report.json)` };
}

/** One trimming step: the detail after it, and what it cut (said in the output). */
export interface TrimStep {
  cut: string;
  apply(d: Detail): Detail;
}

/** The order in which detail goes when the text is too long: traces first, then lists, then per-document detail. */
export function trimLadder(passK: number): TrimStep[] {
  return [
    { cut: `trace rows below rank ${passK}`, apply: (d) => ({ ...d, traceDepth: Math.min(d.traceDepth, passK) }) },
    { cut: 'per-question traces', apply: (d) => ({ ...d, traces: 'none' }) },
    { cut: 'still-failing and newly-passing lists, per-tag metrics', apply: (d) => ({ ...d, lists: false }) },
    { cut: 'per-document detail of the additions', apply: (d) => ({ ...d, perDoc: false }) },
    { cut: 'list rows beyond the first 10', apply: (d) => ({ ...d, maxItems: Math.min(d.maxItems, 10) }) },
    { cut: 'the chart, list rows beyond the first 3', apply: (d) => ({ ...d, chart: false, maxItems: Math.min(d.maxItems, 3) }) },
    { cut: 'every section but the verdict and the metrics', apply: (d) => ({ ...d, minimal: true, allMetrics: false }) },
  ];
}

/**
 * The comment's ladder: the least important parts go first. Traces beyond the first three, trace
 * rows below rank 3, every trace, then list rows, then everything but the title and the metrics.
 */
export function commentTrimLadder(): TrimStep[] {
  return [
    { cut: 'traces beyond the first 3 questions', apply: (d) => ({ ...d, maxTraces: Math.min(d.maxTraces ?? Infinity, 3) }) },
    { cut: 'trace rows below rank 3', apply: (d) => ({ ...d, traceDepth: Math.min(d.traceDepth, 3) }) },
    { cut: 'per-question traces', apply: (d) => ({ ...d, traces: 'none' }) },
    { cut: 'list rows beyond the first 10', apply: (d) => ({ ...d, maxItems: Math.min(d.maxItems, 10) }) },
    { cut: 'list rows beyond the first 3', apply: (d) => ({ ...d, maxItems: Math.min(d.maxItems, 3) }) },
    { cut: 'every section but the title and the metrics', apply: (d) => ({ ...d, minimal: true }) },
  ];
}
