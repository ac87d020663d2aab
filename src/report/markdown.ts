/**
 * The two Markdown renderings and their size rule. The job summary (renderBody): verdict and reason
 * first, then the metrics with their significance, then what a reviewer acts on (regressions, stale
 * sources, broken labels, the PR's documents), then every trace. The PR comment
 * (markdown-comment.ts) shows only what changed. Both are trimmed to a limit by their own ladder.
 * Pure: a Report in, Markdown out, byte-identical for the same Report in any locale or time zone.
 */
import { historyLines } from './markdown-history';
import { recallChart } from './markdown-chart';
import { commentTrimLadder, trimLadder, type Detail, type TrimStep } from './markdown-detail';
import { COMMENT_TRACES, coverageLine, draftsLines, EVERYTHING_ELSE, renderCommentBody } from './markdown-comment';
import {
  acknowledgedSection,
  additionsSection,
  assemblySection,
  changesSection,
  contextLine,
  encoderLines,
  diagnosisSection,
  excludedSection,
  forbiddenSection,
  metricsTable,
  newlyFailingSection,
  otherStatusesSection,
  tagSection,
  verdict,
} from './markdown-sections';
import { safetySection } from './markdown-safety';
import { scopeLines } from './markdown-scope';
import { tracesSection } from './markdown-traces';
import { brokenLabelsSection, factsLine, rankMoversSection, relabelledSection } from './markdown-labels';
import { answersSection } from './markdown-answers';
import type { Report } from './types';
import { escapeText } from './markdown-escape';
import { fmtWord } from './format';

/**
 * GitHub rejects comment bodies over 65,536 characters. The comment's hard cap stays well under
 * it: a comment that long is unread anyway, and the job summary has room for everything.
 */
export const DEFAULT_COMMENT_MAX_CHARS = 40_000;

/** The hidden marker the Action finds its comment by: one comment per golden set. */
export function commentMarker(goldenFile: string): string {
  // `--` cannot appear inside an HTML comment, and `>` would end it early.
  return `<!-- retrieval-gate:golden=${goldenFile.replace(/--/g, '-\u2010').replace(/>/g, '%3E')} -->`;
}

/** Which rendering: the PR comment, or the fuller job summary. */
export type Variant = 'comment' | 'summary';

/** The job summary: everything, at one level of detail (the comment is markdown-comment.ts). */
export function renderBody(r: Report, d: Detail, cut: readonly string[], pageUrl?: string): string {
  const blocks: string[][] = [];
  blocks.push(verdict(r), [contextLine(r)], encoderLines(r), safetySection(r), scopeLines(r));
  if (cut.length) blocks.push([`> ✂️ Trimmed to fit the job summary's 1 MiB limit: left out ${escapeText(cut.join('; '))}. report.json has everything.`]);
  blocks.push(metricsTable(r, d));
  if (d.chart) blocks.push(['<details><summary>recall@k chart, base vs head</summary>', '', recallChart(r), '', '</details>']);
  if (!d.minimal) {
    blocks.push(
      newlyFailingSection(r, d),
      rankMoversSection(r, d),
      forbiddenSection(r, d),
      brokenLabelsSection(r, d),
      acknowledgedSection(r, d),
      additionsSection(r, d),
      coverageLine(r),
      draftsLines(r),
      d.lists ? otherStatusesSection(r, d) : [],
      relabelledSection(r, d),
      excludedSection(r, d),
      factsLine(r),
      diagnosisSection(r),
      assemblySection(r, d),
      answersSection(r, d),
      changesSection(r, d),
      d.lists ? withTitle('#### Per tag', tagSection(r, d)) : [],
      tracesSection(r, d),
    );
  }
  blocks.push(historyLines(r));
  blocks.push([footer(r, 'summary', pageUrl)]);
  return `${blocks.filter((b) => b.length).map((b) => b.join('\n')).join('\n\n')}\n`;
}

function footer(r: Report, variant: Variant, pageUrl?: string): string {
  const tail = `<sub>${escapeText(`${fmtWord(r.tool.name, ['retrieval-gate'])} ${r.tool.version}`)} · ${variant === 'comment' ? 'every number and trace: the job summary and report.json' : 'machine-readable: report.json'}</sub>`;
  const link = pageLink(pageUrl);
  return link ? `${link}\n\n${tail}` : tail;
}

/**
 * A workflow run's artifact (`https://HOST/OWNER/NAME/actions/runs/RUN/artifacts/ID`): the only
 * shape the report page's link takes, so nothing but the run's own address becomes a link.
 */
const ARTIFACT_URL = /^https:\/\/[A-Za-z0-9.-]{1,253}(?::[0-9]{1,5})?\/[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}\/actions\/runs\/[0-9]{1,20}\/artifacts\/[0-9]{1,20}$/;

/** The line linking the report page (the Action's artifact), or '' without a well-formed address. */
export function pageLink(url: string | undefined): string {
  if (url === undefined || !ARTIFACT_URL.test(url)) return '';
  return `📊 [Report page](${url}): every question's top k at base and at head side by side, the metrics with their intervals, recall@k (an HTML file, an artifact of this workflow run; it loads nothing from the network).`;
}

/** What the Action adds to a rendering: the report page's address when it was uploaded. */
export interface RenderOptions {
  pageUrl?: string;
}

function withTitle(title: string, lines: string[]): string[] {
  return lines.length ? [title, '', ...lines] : [];
}

/** Renders at full detail, then trims step by step until the text is within `limit` (measured by `size`). */
export function renderTrimmed(r: Report, full: Detail, variant: Variant, limit: number, size: (s: string) => number, opts: RenderOptions = {}): string {
  const render = (d: Detail, cut: readonly string[]) => (variant === 'comment' ? renderCommentBody(r, d, cut, commentMarker(r.golden.file), footer(r, variant, opts.pageUrl)) : renderBody(r, d, cut, opts.pageUrl));
  const ladder: TrimStep[] = variant === 'comment' ? commentTrimLadder() : trimLadder(r.pass_k);
  let detail = full;
  const cut: string[] = [];
  let text = render(detail, cut);
  for (const step of ladder) {
    if (size(text) <= limit) return text;
    detail = step.apply(detail);
    cut.push(step.cut);
    text = render(detail, cut);
  }
  if (size(text) <= limit) return text;
  // Even the minimal text is too long (a tiny limit or thousands of metrics): cut at a line.
  const note = `\n\n> ✂️ Cut at the size limit. ${variant === 'comment' ? EVERYTHING_ELSE : 'report.json has everything.'}\n`;
  const lines = text.split('\n');
  while (lines.length > 1 && size(lines.join('\n') + note) > limit) lines.pop();
  return lines.join('\n') + note;
}

/** The PR comment for a report (markdown-comment.ts), under `maxChars` (default 40,000); `repo`: the CLI's `--repo`, named in the commands shown. */
export function renderComment(report: Report, opts: { maxChars?: number; repo?: string; pageUrl?: string } = {}): string {
  const full: Detail = {
    traces: 'notable',
    traceDepth: report.pass_k,
    maxTraces: COMMENT_TRACES,
    compactTraces: true,
    chunkRefs: true,
    allMetrics: false,
    lists: true,
    perDoc: true,
    maxItems: Infinity,
    chart: true,
    minimal: false,
    ...(opts.repo !== undefined ? { repo: opts.repo } : {}),
  };
  return renderTrimmed(report, full, 'comment', opts.maxChars ?? DEFAULT_COMMENT_MAX_CHARS, (s) => s.length, opts.pageUrl !== undefined ? { pageUrl: opts.pageUrl } : {});
}
