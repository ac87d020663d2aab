/**
 * The comment's history block: the metric over the last recorded merges as a Mermaid
 * `xychart-beta` (GitHub renders it; elsewhere it reads as numbers), base and head against the
 * baseline with their significance, and the merges since the baseline that cost the most. What
 * goes inside the chart is numbers, a metric name the store's checks allow, and hex commit ids:
 * no text from the repository. Commit subjects appear only in escaped Markdown text.
 */
import { code, escapeText } from './markdown-escape';
import type { HistorySection, Report } from './types';

const f3 = (x: number) => x.toFixed(3);
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;
const short = (sha: string) => (/^[0-9a-f]+$/.test(sha) ? sha.slice(0, 7) : '?');

/** The Mermaid block of the trend (at least two points), or nothing. */
export function trendChart(h: HistorySection): string[] {
  if (h.trend.length < 2) return [];
  const metric = /^[a-z]+(@\d+)?$/.test(h.metric) ? h.metric : 'metric';
  const values = h.trend.map((t) => Math.min(1, Math.max(0, t.value)));
  const lo = Math.max(0, Math.floor((Math.min(...values) - 0.05) * 20) / 20);
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${metric} over the last ${h.trend.length} recorded merges"`,
    `  x-axis [${h.trend.map((t) => `"${short(t.commit)}"`).join(', ')}]`,
    `  y-axis "${metric}" ${lo.toFixed(2)} --> 1`,
    `  line [${values.map(f3).join(', ')}]`,
    '```',
  ];
}

/** The block, or nothing when the report has no history. */
export function historyLines(r: Report): string[] {
  const h = r.history;
  if (!h) return [];
  const lines: string[] = [];
  const m = code(h.metric);
  if (h.baseline && h.since) {
    const b = h.baseline;
    const sig = (s: NonNullable<HistorySection['since']>['head']) => `${signed(s.delta)} (p ${s.p_value < 0.001 ? '< 0.001' : f3(s.p_value)}, 95 % [${signed(s.ci95[0])}, ${signed(s.ci95[1])}])${s.significant ? ' significant' : ''}`;
    lines.push(`**Since ${code(b.ref)}** (${short(b.commit)}, ${b.from === 'store' ? 'recorded' : 'measured now'}): ${m} over ${h.since.questions} questions`);
    lines.push('', '| | ' + h.metric.replace(/\|/g, '') + ' | against the baseline |', '| --- | --- | --- |');
    lines.push(`| baseline | ${f3(b.value)} | |`);
    lines.push(`| base | ${f3(h.since.base.value)} | ${sig(h.since.base)} |`);
    lines.push(`| head | ${f3(h.since.head.value)} | ${sig(h.since.head)} |`);
    if (h.costliest.length) {
      lines.push('', `Merges since the baseline that cost the most ${m}: ${h.costliest.map((c) => `${short(c.commit)} ${escapeText(c.subject.slice(0, 80))} (${signed(c.delta)})`).join('; ')}.`);
    }
  }
  const chart = trendChart(h);
  if (chart.length) lines.push(...(lines.length ? [''] : []), ...chart);
  for (const n of h.notes.slice(0, 3)) lines.push(...(lines.length ? [''] : []), `History: ${escapeText(n)}.`);
  if (h.store.skipped) lines.push(...(lines.length ? [''] : []), `${h.store.skipped} line${h.store.skipped === 1 ? '' : 's'} of the history branch ${code(h.store.ref)} did not validate and ${h.store.skipped === 1 ? 'was' : 'were'} skipped (the job log names them).`);
  return lines.length ? ['#### History of the default branch', '', ...lines] : [];
}
