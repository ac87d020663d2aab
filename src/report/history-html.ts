/**
 * `history --html F`: one self-contained page for a history series. Nothing leaves the page: a
 * Content-Security-Policy that allows no request and no script (`default-src 'none'`, inline
 * styles only), the chart is inline SVG, and every text that comes from the repository (commit
 * subjects, question ids) is escaped for HTML. Readable printed, usable with the keyboard (it has
 * no controls: tables and a chart with a text alternative).
 */
import type { HistoryPoint, HistoryResult } from './history-point';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values: the five characters that can end a text or an attribute, and controls shown as U+FFFD. */
export const html = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd');

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";
const f3 = (x: number | undefined) => (x === undefined ? '–' : x.toFixed(3));

/** The series' chart: one line per metric over the points, as inline SVG. */
function chart(points: readonly HistoryPoint[], metrics: readonly string[]): string {
  const W = 720;
  const H = 240;
  const pad = 36;
  const n = points.length;
  if (n === 0) return '<p>No commit in the range changed the docs in scope.</p>';
  const x = (i: number) => pad + (n === 1 ? (W - 2 * pad) / 2 : (i * (W - 2 * pad)) / (n - 1));
  const y = (v: number) => H - pad - v * (H - 2 * pad);
  const colours = ['#1f5fbf', '#b3261e', '#2e7d32'];
  const lines = metrics.map((m, mi) => {
    const pts = points.map((p, i) => `${x(i).toFixed(1)},${y(p.metrics[m] ?? 0).toFixed(1)}`).join(' ');
    return `<polyline fill="none" stroke="${colours[mi % colours.length]}" stroke-width="2" points="${pts}"/>`;
  });
  const grid = [0, 0.25, 0.5, 0.75, 1].map((v) => `<line x1="${pad}" x2="${W - pad}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/><text x="4" y="${y(v) + 4}" font-size="11">${v.toFixed(2)}</text>`);
  const legend = metrics.map((m, mi) => `<tspan fill="${colours[mi % colours.length]}">■ ${html(m)}</tspan>`).join(' ');
  const alt = metrics.map((m) => `${m} from ${f3(points[0].metrics[m])} to ${f3(points[n - 1].metrics[m])}`).join('; ');
  return `<svg role="img" aria-label="${html(`${alt} over ${n} commits`)}" viewBox="0 0 ${W} ${H}" width="100%" style="max-width:${W}px">${grid.join('')}${lines.join('')}<text x="${pad}" y="16" font-size="12">${legend}</text></svg>`;
}

/** The page for a history series (see the file's comment). */
export function renderHistoryHtml(h: HistoryResult, title = 'retrieval history'): string {
  const passK = h.from.pass_k;
  const metrics = [`recall@${passK}`, 'mrr'].filter((m) => m in h.from.metrics);
  const passed = (p: HistoryPoint) => `${p.questions.filter((q) => q.counted && q.pass).length}/${p.counted}`;
  const row = (p: HistoryPoint, label?: string) =>
    `<tr><td><code>${html(p.commit.slice(0, 12))}</code></td><td>${html(p.date.slice(0, 10))}</td><td>${html(label ?? p.subject)}</td>${metrics.map((m) => `<td class="n">${f3(p.metrics[m])}</td>`).join('')}<td class="n">${passed(p)}</td></tr>`;
  const failing = h.started_failing.length
    ? `<table><thead><tr><th scope="col">question</th><th scope="col">started failing at</th><th scope="col">subject</th><th scope="col">evidence ranks before → after</th></tr></thead><tbody>${h.started_failing
        .map((s) => `<tr><td>${html(s.id)}</td><td><code>${html(s.commit.slice(0, 12))}</code></td><td>${html(s.subject)}</td><td>${html(s.ranks_before.map((r) => r ?? '–').join(', '))} → ${html(s.ranks_after.map((r) => r ?? '–').join(', '))}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p>No question that passed at an earlier point fails at the last one.</p>';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b1b1b}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
td.n{text-align:right;font-variant-numeric:tabular-nums}code{font-size:12px}
@media print{body{margin:0;max-width:none}svg{max-width:100%}}
</style></head><body>
<h1>${html(title)}</h1>
<p>${h.points.length} commit${h.points.length === 1 ? '' : 's'} changed the docs in scope, of ${h.commits} first-parent commit${h.commits === 1 ? '' : 's'} after <code>${html(h.from.commit.slice(0, 12))}</code>.</p>
${chart([h.from, ...h.points], metrics)}
<h2>Questions that started failing</h2>
${failing}
<h2>Every point</h2>
<table><thead><tr><th scope="col">commit</th><th scope="col">date</th><th scope="col">subject</th>${metrics.map((m) => `<th scope="col">${html(m)}</th>`).join('')}<th scope="col">pass@${passK}</th></tr></thead>
<tbody>${row(h.from, `(start) ${h.from.subject}`)}${h.points.map((p) => row(p)).join('')}</tbody></table>
</body></html>
`;
}
