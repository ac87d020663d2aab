/** The recall@k chart, base vs head, as a Mermaid `xychart-beta` block (GitHub renders it). */
import type { Report } from './types';

/** A Mermaid chart of recall at every reported k: bars for base, a line for head. */
export function recallChart(report: Report): string {
  // Integers only: a k is printed into the chart's labels (report.json may be untrusted in `mode: post`).
  const ks = report.k.filter((k) => Number.isInteger(k)).filter((k) => `recall@${k}` in report.base.metrics || `recall@${k}` in report.head.metrics);
  if (ks.length === 0) return '';
  const values = (side: 'base' | 'head') => ks.map((k) => num(report[side].metrics[`recall@${k}`] ?? 0)).join(', ');
  return [
    '```mermaid',
    'xychart-beta',
    '  title "recall@k: base (bars) vs head (line)"',
    `  x-axis [${ks.map((k) => `"k=${k}"`).join(', ')}]`,
    '  y-axis "recall" 0 --> 1',
    `  bar [${values('base')}]`,
    `  line [${values('head')}]`,
    '```',
  ].join('\n');
}

/** Three decimals, plain ASCII (Mermaid parses `-0.5`, not the typographic minus). */
function num(n: number): string {
  return Number.isFinite(n) ? String(Number(n.toFixed(3))) : '0';
}
