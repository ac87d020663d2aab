/**
 * The page's charts as inline SVG, computed here (no script draws them, nothing is fetched): a line
 * chart of values over labelled points (recall@k, base against head; a later trend over commits
 * uses the same), a confidence interval on a shared axis, and a bar for a share. Coordinates are
 * rounded to one decimal so the same report always gives the same bytes. Colours come from classes
 * in the style sheet (no inline style: the page's Content-Security-Policy allows none).
 */
import { fmtNum } from '../format';
import { html, type Html } from './escape';

/** One line of a chart: its name (the legend), one value per point (null: no value), its class (colour and marker). */
export interface Series {
  name: string;
  values: ReadonlyArray<number | null>;
  cls: string;
}

export interface LineChartSpec {
  /** What the chart shows, for screen readers and as its caption. */
  title: string;
  /** The x axis: one label per point, equally spaced. */
  points: readonly string[];
  series: readonly Series[];
  /** The y axis range (default 0 to 1). */
  min?: number;
  max?: number;
  width?: number;
  height?: number;
}

const r1 = (n: number) => String(Math.round(n * 10) / 10);

/** A line chart with a marker and the value at each point, a 0–1 grid, and a legend. */
export function lineChart(spec: LineChartSpec): Html {
  const width = spec.width ?? 520;
  const height = spec.height ?? 260;
  const min = spec.min ?? 0;
  const max = spec.max ?? 1;
  const pad = { left: 44, right: 16, top: 16, bottom: 54 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const n = spec.points.length;
  const x = (i: number) => pad.left + (n <= 1 ? plotW / 2 : (plotW * i) / (n - 1));
  const y = (v: number) => pad.top + plotH - (plotH * (Math.min(max, Math.max(min, v)) - min)) / (max - min || 1);
  const grid = [0, 0.25, 0.5, 0.75, 1].map((t) => {
    const v = min + t * (max - min);
    return html`<line class="grid" x1="${r1(pad.left)}" x2="${r1(width - pad.right)}" y1="${r1(y(v))}" y2="${r1(y(v))}"/><text class="axis" x="${r1(pad.left - 6)}" y="${r1(y(v) + 4)}" text-anchor="end">${fmtNum(v, 2)}</text>`;
  });
  const ticks = spec.points.map((p, i) => html`<text class="axis" x="${r1(x(i))}" y="${r1(pad.top + plotH + 16)}" text-anchor="middle">${p}</text>`);
  const lines = spec.series.map((s, si) => {
    const pts = s.values.map((v, i) => (typeof v === 'number' && Number.isFinite(v) ? [x(i), y(v), v] : null)).filter((p): p is number[] => p !== null);
    const path = pts.map((p) => `${r1(p[0])},${r1(p[1])}`).join(' ');
    // Labels of the second series sit below its points, the first's above, so equal values stay readable.
    const dy = si % 2 === 0 ? -8 : 16;
    return html`<g class="series ${s.cls}"><polyline points="${path}"/>${pts.map(
      (p) => html`<circle cx="${r1(p[0])}" cy="${r1(p[1])}" r="3.5"/><text class="value" x="${r1(p[0])}" y="${r1(p[1] + dy)}" text-anchor="middle">${fmtNum(p[2])}</text>`,
    )}</g>`;
  });
  const legendY = height - 14;
  const legend = spec.series.map(
    (s, i) => html`<g class="series ${s.cls}"><line x1="${r1(pad.left + i * 150)}" x2="${r1(pad.left + i * 150 + 22)}" y1="${r1(legendY)}" y2="${r1(legendY)}"/><circle cx="${r1(pad.left + i * 150 + 11)}" cy="${r1(legendY)}" r="3.5"/><text class="legend" x="${r1(pad.left + i * 150 + 28)}" y="${r1(legendY + 4)}">${s.name}</text></g>`,
  );
  const described = spec.series.map((s) => `${s.name}: ${s.values.map((v, i) => `${spec.points[i]} ${typeof v === 'number' ? fmtNum(v) : 'n/a'}`).join(', ')}`).join('; ');
  return html`<svg class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${`${spec.title}. ${described}`}"><title>${spec.title}</title>${grid}${ticks}${lines}${legend}</svg>`;
}

/**
 * A paired difference and its 95 % interval on an axis from −span to +span, zero marked: a glance
 * says whether the interval holds zero (noise) or lies on one side of it.
 */
export function intervalChart(delta: number, ci: readonly [number, number] | undefined, span: number): Html {
  const width = 160;
  const height = 18;
  const s = span > 0 ? span : 1;
  const x = (v: number) => 6 + ((width - 12) * (Math.max(-s, Math.min(s, v)) + s)) / (2 * s);
  const valid = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  const cls = valid(ci?.[0]) && valid(ci?.[1]) ? (ci[1] < 0 ? 'down' : ci[0] > 0 ? 'up' : 'flat') : 'flat';
  const bar = ci && valid(ci[0]) && valid(ci[1]) ? html`<line class="ci ${cls}" x1="${r1(x(ci[0]))}" x2="${r1(x(ci[1]))}" y1="9" y2="9"/>` : html``;
  const dot = valid(delta) ? html`<circle class="pt ${cls}" cx="${r1(x(delta))}" cy="9" r="3.5"/>` : html``;
  return html`<svg class="interval" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true"><line class="zero" x1="${r1(x(0))}" x2="${r1(x(0))}" y1="1" y2="17"/>${bar}${dot}</svg>`;
}

/** A horizontal bar for a share of `span` (a cost: drawn from the right edge leftwards when negative). */
export function costBar(value: number, span: number): Html {
  const width = 120;
  const share = span > 0 && Number.isFinite(value) ? Math.min(1, Math.abs(value) / span) : 0;
  const w = r1(Math.max(share > 0 ? 1 : 0, share * width));
  return html`<svg class="bar" viewBox="0 0 ${width} 12" width="${width}" height="12" aria-hidden="true"><rect class="${value < 0 ? 'down' : 'up'}" x="0" y="1" width="${w}" height="10"/></svg>`;
}
