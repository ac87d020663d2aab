/**
 * Every table cell passes through one escaping function (tableRow). Before, a `|` inside a code
 * span split the GFM cell, and what followed it was outside the span: a commit subject or
 * `since.commit` of `"|@torva"` gave a live @-mention in the PR comment, and a metric key
 * `|<img src=x>|@octocat` an image and a mention in the job summary (which lists every metric).
 * Checked by rendering with markdown-it, whose tables split cells as GFM does.
 */
import MarkdownIt from 'markdown-it';
import { renderComment } from '../../src/report/markdown';
import { code, escapeText, tableRow } from '../../src/report/markdown-escape';
import { renderSummary } from '../../src/report/summary';
import type { Report } from '../../src/report/types';
import { sampleReport } from '../github/sample-report';

const gfm = new MarkdownIt({ html: true, linkify: true });

const HOSTILE_KEY = '|<img src=x onerror=alert(1)>|@octocat';

function report(): Report {
  return sampleReport({
    broken_labels: [
      { question: 'R3', label: 'c.md#a|@labeller', side: 'head', kind: 'inherited', suggestion: 's', fix: { kind: 'unknown' }, since: { commit: '|@torva', subject: 'x|@subject|y' } },
    ],
    base: { rev: 'base', commit: 'a'.repeat(40), docs: 10, chunks: 40, metrics: { 'recall@5': 1, [HOSTILE_KEY]: 0.5 }, tag_metrics: {}, notes: [] },
    head: { rev: 'head', commit: 'b'.repeat(40), docs: 11, chunks: 43, metrics: { 'recall@5': 0.5, [HOSTILE_KEY]: 0.25 }, tag_metrics: {}, notes: [] },
  });
}

/** The HTML with code elements removed: what is left is what GitHub would render as markup. */
const outsideCode = (html: string) => html.replace(/<code>[\s\S]*?<\/code>/g, '');

/** Each rendered table row's cell count, and the header's. */
function cellCounts(html: string): Array<{ header: number; rows: number[] }> {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map(([, t]) => {
    const rows = [...t.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, r]) => (r.match(/<t[hd][ >]/g) ?? []).length);
    return { header: rows[0], rows: rows.slice(1) };
  });
}

test.each([
  ['the PR comment', () => renderComment(report())],
  ['the job summary', () => renderSummary(report())],
])('%s: no cell is split, no mention or image escapes a code span', (_name, render) => {
  const html = gfm.render(render());
  expect(outsideCode(html)).not.toMatch(/@(torva|octocat|labeller|subject)\b/);
  expect(outsideCode(html)).not.toContain('<img');
  for (const t of cellCounts(html)) for (const n of t.rows) expect(n).toBe(t.header);
});

test('the job summary still shows the hostile metric key, whole, in one code cell', () => {
  const html = gfm.render(renderSummary(report()));
  expect(html).toContain('<code>|&lt;img src=x onerror=alert(1)&gt;|@octocat</code>');
});

describe('tableRow', () => {
  /** The rendered cells of `row` under a two-column header (GFM drops cells past the header's count). */
  const cells = (row: string) => {
    const html = gfm.render(`${tableRow(['a', 'b'])}\n| --- | --- |\n${row}\n`);
    const body = /<tbody>\s*<tr>([\s\S]*?)<\/tr>/.exec(html)![1];
    return [...body.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => m[1]);
  };
  test.each([
    ['a bare pipe', 'x|y'],
    ['a pipe in a code span', code('x|@y')],
    ['an already escaped pipe', escapeText('x|y')],
    ['a backslash before a pipe', code('x\\|y')],
    ['two backslashes before a pipe', code('x\\\\|y')],
    ['a trailing backslash', code('x\\')],
    ['a line break', 'x\ny|z'],
  ])('%s stays in its cell', (_name, cell) => {
    const [first, second] = cells(tableRow([cell, 'second']));
    expect(second).toBe('second');
    expect(first.replace(/<\/?code>/g, '')).toMatch(/^x.*y|^x\\$/);
    expect(tableRow([cell, 'second'])).not.toContain('\n');
  });
});
