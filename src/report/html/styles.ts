/**
 * The page's style sheet, inline and allowed by its hash in the Content-Security-Policy. System
 * fonts only (nothing to fetch). The print rules drop the controls, keep the rows the filter shows
 * with the opened ones' top k, and avoid breaking a question across pages.
 */
export const PAGE_STYLES = `
:root { --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg: #ffffff; --soft: #f6f8fa; --bad: #cf222e; --bad-bg: #ffebe9; --ok: #1a7f37; --ok-bg: #dafbe1; --base: #8250df; --head: #0969da; --pr: #9a6700; --pr-bg: #fff8c5; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", "Liberation Sans", Helvetica, Arial, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 1180px; margin: 0 auto; padding: 24px 20px 48px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 18px; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
h3 { font-size: 15px; margin: 16px 0 6px; }
h4 { font-size: 13px; margin: 4px 0; }
code { font: 12px/1.4 ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, Consolas, monospace; background: var(--soft); padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
nav.toc { font-size: 13px; color: var(--muted); }
nav.toc a { color: var(--head); margin-right: 12px; }
.sub { color: var(--muted); margin: 0 0 16px; }
.verdict { border: 1px solid var(--line); border-radius: 8px; padding: 8px 16px; }
.verdict.bad { background: var(--bad-bg); border-color: var(--bad); }
.verdict.ok { background: var(--ok-bg); border-color: var(--ok); }
.verdict .big { font-size: 20px; font-weight: 600; margin: 4px 0; }
.notice { border-left: 4px solid var(--pr); background: var(--pr-bg); padding: 6px 10px; }
ul.rules.bad li { color: var(--bad); }
ul.rules li { margin: 2px 0; }
dl.context { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 12px 0 0; }
dl.context dt { color: var(--muted); }
dl.context dd { margin: 0; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; }
th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid var(--line); }
thead th { background: var(--soft); font-weight: 600; }
table.small { width: auto; }
table.metrics td, table.small td { font-variant-numeric: tabular-nums; }
tr.sig-down th, tr.sig-down td { background: var(--bad-bg); }
tr.sig-up th, tr.sig-up td { background: var(--ok-bg); }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
figure.curve { margin: 8px 0; }
figcaption { color: var(--muted); font-size: 12px; }
svg.chart { max-width: 100%; height: auto; }
svg .grid { stroke: var(--line); stroke-width: 1; }
svg .axis, svg .legend { fill: var(--muted); font-size: 11px; }
svg .value { font-size: 10px; }
svg .series polyline { fill: none; stroke-width: 2.5; }
svg .series line { stroke-width: 2.5; }
svg .base polyline, svg .base line { stroke: var(--base); stroke-dasharray: 6 4; }
svg .base circle, svg .base .value { fill: var(--base); }
svg .head polyline, svg .head line { stroke: var(--head); }
svg .head circle, svg .head .value { fill: var(--head); }
svg .zero { stroke: var(--muted); stroke-width: 1; }
svg .ci { stroke-width: 4; stroke-linecap: round; }
svg .ci.down, svg .pt.down { stroke: var(--bad); fill: var(--bad); }
svg .ci.up, svg .pt.up { stroke: var(--ok); fill: var(--ok); }
svg .ci.flat { stroke: #8c959f; }
svg .pt.flat { fill: var(--fg); }
svg rect.down { fill: var(--bad); }
svg rect.up { fill: var(--ok); }
.controls { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; margin: 8px 0; }
fieldset { border: 1px solid var(--line); border-radius: 6px; padding: 4px 10px; margin: 0; }
legend { color: var(--muted); font-size: 12px; padding: 0 4px; }
label.view { margin-right: 10px; white-space: nowrap; }
.n { color: var(--muted); }
input[type="search"] { font: inherit; padding: 3px 6px; width: 280px; border: 1px solid var(--line); border-radius: 6px; }
.count { color: var(--muted); font-size: 12px; }
.hint { color: var(--muted); font-size: 12px; }
button { font: inherit; color: inherit; }
button.sort { background: none; border: 0; padding: 0; font-weight: 600; cursor: pointer; }
th[aria-sort="ascending"] button.sort::after { content: " \\25B2"; }
th[aria-sort="descending"] button.sort::after { content: " \\25BC"; }
button.toggle { background: var(--soft); border: 1px solid var(--line); border-radius: 6px; padding: 0 6px; cursor: pointer; }
button.toggle::before { content: "\\25B8 "; }
button.toggle[aria-expanded="true"]::before { content: "\\25BE "; }
:focus-visible { outline: 2px solid var(--head); outline-offset: 2px; }
table.questions > tbody > tr:first-child > th { font-weight: normal; width: 55%; }
.qid { font-weight: 600; }
.qtext { margin-top: 2px; overflow-wrap: anywhere; }
.tag { display: inline-block; font-size: 11px; color: var(--muted); border: 1px solid var(--line); border-radius: 10px; padding: 0 6px; margin-right: 4px; }
tbody.st-newly-failing .status { color: var(--bad); font-weight: 600; }
tbody.st-newly-passing .status, tbody.st-newly-answerable .status { color: var(--ok); font-weight: 600; }
tbody.st-broken-label .status { color: var(--pr); font-weight: 600; }
.pass { color: var(--ok); }
.fail { color: var(--bad); }
.move { white-space: nowrap; }
tr.detail > td { background: var(--soft); }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
table.topk { background: var(--bg); font-size: 12px; margin: 0; }
table.topk td.rank, table.topk td.score { white-space: nowrap; font-variant-numeric: tabular-nums; }
table.topk tr.is-ev td { background: var(--ok-bg); }
table.topk tr.cut td { border-bottom: 2px solid var(--muted); }
.trail { display: block; overflow-wrap: anywhere; }
.path { display: block; color: var(--muted); font-family: ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 11px; overflow-wrap: anywhere; }
.mark { display: inline-block; font-size: 10px; font-weight: 600; border-radius: 4px; padding: 0 4px; margin-right: 4px; }
.mark.ev { background: var(--ok); color: #fff; }
.mark.pr { background: var(--pr-bg); color: var(--pr); border: 1px solid var(--pr); }
.mark.fb { background: var(--bad); color: #fff; }
ul.moves { margin: 0 0 8px; padding-left: 18px; }
.since { color: var(--muted); font-size: 12px; }
footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
@media (max-width: 760px) { .sides { grid-template-columns: 1fr; } }
@media print {
  body { font-size: 11px; }
  main { max-width: none; padding: 0; }
  nav.toc, .controls, .hint, button.sort::after { display: none; }
  button.toggle { border: 0; background: none; padding: 0; }
  button.toggle::before { content: ""; }
  tbody.q { break-inside: avoid; }
  h2 { break-after: avoid; }
  .verdict, tr.detail > td, .mark, tr.sig-down td, table.topk tr.is-ev td { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;
