/**
 * The questions: a view switch (changed, newly failing, moved, all), a text filter, and one row
 * per question in a table whose column headers sort it. Each row's button opens the base's and the
 * head's top k side by side (the script draws them from the page's data when first opened; newly
 * failing rows start open, so a printed page shows them). Everything here works from the keyboard:
 * the switch is a radio group, the filter a search box, the headers and the row toggles buttons.
 */
import { fmtInt, fmtRank, statusWords } from '../format';
import type { Report } from '../types';
import { bestRank, type PageData } from './data';
import { html, type Html } from './escape';

/** The sortable columns: the header's words and the sort key the script reads (an index into the row's keys, or `id`). */
const COLUMNS: ReadonlyArray<{ label: string; key: string; title?: string }> = [
  { label: 'Question', key: 'id' },
  { label: 'Status', key: '0' },
  { label: 'Evidence at base', key: '1', title: 'best rank of the evidence at base (— when not in the retrieved depth)' },
  { label: 'Evidence at head', key: '2', title: 'best rank of the evidence at head' },
  { label: 'Move', key: '3', title: 'how many places the evidence moved (positive: down)' },
];

function passMark(pass: boolean): Html {
  return pass ? html`<span class="pass" title="passes">✓</span>` : html`<span class="fail" title="fails">✗</span>`;
}

/** The questions section: controls, then the table. */
export function questionsSection(r: Report, data: PageData): Html {
  const counts = {
    changed: data.q.filter((q) => q.c).length,
    failing: data.q.filter((q) => q.st === 'newly_failing').length,
    moved: data.q.filter((q) => q.m).length,
    all: data.q.length,
  };
  const start = counts.changed ? 'changed' : 'all';
  const views: Array<[keyof typeof counts, string]> = [
    ['changed', 'Changed'],
    ['failing', 'Newly failing'],
    ['moved', 'Evidence moved'],
    ['all', 'All'],
  ];
  const radios = views.map(
    ([v, label]) => html`<label class="view"><input type="radio" name="view" value="${v}"${v === start ? html` checked` : html``}> ${label} <span class="n">(${fmtInt(counts[v])})</span></label>`,
  );
  const headers = COLUMNS.map(
    (c) => html`<th scope="col" aria-sort="none"><button type="button" class="sort" data-key="${c.key}"${c.title ? html` title="${c.title}"` : html``}>${c.label}</button></th>`,
  );
  const rows = r.questions.map((q, i) => {
    const b = bestRank(q.base.labels);
    const h = bestRank(q.head.labels);
    const d = data.q[i];
    const move = d.k[3] === 0 ? '' : b === null ? 'entered' : h === null ? 'left' : d.k[3] > 0 ? `↓ ${fmtInt(d.k[3])}` : `↑ ${fmtInt(-d.k[3])}`;
    const open = q.status === 'newly_failing';
    const tags = q.tags.length ? html` <span class="tags">${q.tags.map((t) => html`<span class="tag">${t}</span>`)}</span>` : html``;
    return html`<tbody class="q st-${statusClass(q.status)}${open ? html` open` : html``}" data-i="${i}"${start === 'changed' && !d.c ? html` hidden` : html``}><tr><th scope="row"><button type="button" class="toggle" aria-expanded="${open ? 'true' : 'false'}" aria-controls="d${i}"><span class="qid">${q.id}</span></button><div class="qtext">${q.question}</div>${tags}</th><td><span class="status">${statusWords(q.status)}</span></td><td>${fmtRank(b)} ${passMark(q.base.pass)}</td><td>${fmtRank(h)} ${passMark(q.head.pass)}</td><td class="move">${move}</td></tr><tr class="detail"${open ? html`` : html` hidden`}><td colspan="5"><div class="detail-box" id="d${i}"></div></td></tr></tbody>`;
  });
  return html`<div class="controls" role="search"><fieldset><legend>Show</legend>${radios}</fieldset><label class="filter">Filter <input type="search" id="q-filter" placeholder="id, words of the question, tag, status" autocomplete="off"></label><span id="q-count" class="count" aria-live="polite"></span></div>
<p class="hint">A question's button opens its top ${fmtInt(Math.max(...r.k.filter((k) => Number.isInteger(k)), r.pass_k))} at base and at head side by side: <span class="mark ev">evidence</span> marks the chunks its labels name, <span class="mark pr">PR</span> a chunk of a document this change added or changed, <span class="mark fb">forbidden</span> a source the question must not retrieve. A question passes when all its evidence is in the top ${fmtInt(r.pass_k)}.</p>
<table id="q-table" class="questions"><thead><tr>${headers}</tr></thead>${rows}</table>`;
}

/** A status as a class name: only the known ones (report.json may say anything in `mode: post`). */
function statusClass(s: string): string {
  return /^[a-z_]{1,32}$/.test(s) ? s.replace(/_/g, '-') : 'other';
}
