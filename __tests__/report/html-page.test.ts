/**
 * The report page (src/report/html/): one self-contained file whose Content-Security-Policy admits
 * exactly its own style sheet and script; every text from documents and the golden set escaped by
 * the one escaper; the data block safe inside <script>; the same bytes for the same report; at
 * most 2 MB for 500 questions. The browser checks (__tests__/browser/) run the page itself.
 */
import { createHash } from 'node:crypto';
import { parseDocument, DomUtils } from 'htmlparser2';
import type { Element } from 'domhandler';
import { html, jsonForScript, escapeHtmlText } from '../../src/report/html/escape';
import { renderReportPage } from '../../src/report/html/report-page';
import { pageData } from '../../src/report/html/data';
import { hostileReport, largeReport, loadFixture, PAYLOADS } from '../support/page-reports';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

function elements(page: string): Element[] {
  return DomUtils.findAll(() => true, parseDocument(page).children);
}

describe('the escaper', () => {
  test('every interpolated value is escaped; markup built with html passes as is', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'" onclick="x'}">${'<script>'}${inner}${['<', html`<br>`]}${undefined}${null}${false}${0}</p>`.text).toBe(
      '<p title="&quot; onclick=&quot;x">&lt;script&gt;<b>&lt;i&gt;</b>&lt;<br>0</p>',
    );
    expect(escapeHtmlText("a&b<c>d\"e'f")).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
    // Trojan Source and terminal controls stay visible.
    expect(escapeHtmlText('x\u202Ey\u001B')).toBe('x&lt;U+202E&gt;y\\x1B');
  });

  test('JSON for a script element: no <, >, & or line separator raw, the same value once parsed', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!-- & -->', c: '\u2028\u2029' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('the report page', () => {
  test('a strict Content-Security-Policy that admits exactly the page’s one style sheet and one script, and nothing that loads', () => {
    const page = renderReportPage(loadFixture());
    const els = elements(page);
    const meta = els.find((e) => e.name === 'meta' && e.attribs['http-equiv'] === 'Content-Security-Policy');
    const csp = meta?.attribs.content ?? '';
    const styles = els.filter((e) => e.name === 'style');
    const scripts = els.filter((e) => e.name === 'script' && !e.attribs.type);
    expect(styles).toHaveLength(1);
    expect(scripts).toHaveLength(1);
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      `style-src ${sha(DomUtils.textContent(styles[0]))}`,
      `script-src ${sha(DomUtils.textContent(scripts[0]))}`,
      'img-src data:',
      "base-uri 'none'",
      "form-action 'none'",
    ]);
    // Nothing that fetches: no src, no stylesheet link, no link out of the page, no inline style or handler.
    for (const e of els) {
      expect(Object.keys(e.attribs).filter((a) => a === 'src' || a === 'style' || a.startsWith('on') || a === 'srcset')).toEqual([]);
      if (e.name === 'a') expect(e.attribs.href).toMatch(/^#[a-z][a-z0-9-]*$/);
      expect(['link', 'img', 'iframe', 'object', 'embed', 'base', 'form']).not.toContain(e.name);
    }
    // The style sheet loads nothing either.
    expect(page).not.toMatch(/url\(|@import/);
  });

  test('hostile text in questions, headings, paths, labels, tags, rules and fixes stays text', () => {
    const r = hostileReport();
    const page = renderReportPage(r);
    const els = elements(page);
    // Only the page's own script, its data block and elements it builds: no payload became an element or an attribute.
    expect(els.filter((e) => e.name === 'script').map((e) => e.attribs.type ?? 'js')).toEqual(['application/json', 'js']);
    expect(els.filter((e) => e.name === 'img')).toEqual([]);
    for (const e of els) {
      expect(Object.keys(e.attribs).filter((a) => a.startsWith('on') || a === 'autofocus' || (a === 'href' && !/^#[a-z]/.test(e.attribs.href)))).toEqual([]);
    }
    // The question and rule texts are on the page as text, payloads included.
    const text = DomUtils.textContent(parseDocument(page));
    expect(text).toContain(r.questions[0].question.split('\u202E').join('<U+202E>'));
    expect(text).toContain(r.gate.rules[2].detail);
    // The data block reads back as the report's strings, and holds nothing that could end it.
    const data = els.find((e) => e.attribs.type === 'application/json');
    const raw = DomUtils.textContent(data as Element);
    expect(raw).not.toMatch(/<|>|&|\u2028|\u2029/);
    const parsed = JSON.parse(raw);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(pageData(r))));
    expect(JSON.stringify(parsed)).toContain(PAYLOADS[5]);
  });

  test('the same report gives the same bytes: no date, no random id', () => {
    const r = loadFixture();
    const a = renderReportPage(r);
    const b = renderReportPage(JSON.parse(JSON.stringify(r)));
    expect(b).toBe(a);
    expect(a).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
  });

  test('sections: verdict with failed rules, metrics with intervals, the recall@k chart, a row per question, the precision cost, the broken labels with fixes', () => {
    const r = loadFixture();
    const page = renderReportPage(r);
    const els = elements(page);
    const ids = els.filter((e) => e.name === 'section').map((e) => e.attribs.id);
    expect(ids).toEqual(['verdict', 'metrics', 'recall', 'questions', 'cost', 'labels']);
    expect(page).toContain('✗ Gate failed');
    for (const reason of r.gate.rules.filter((x) => !x.passed)) expect(page).toContain(`<code>${reason.rule}</code>`);
    expect(els.filter((e) => e.name === 'svg' && e.attribs.class === 'interval')).toHaveLength(r.significance.length);
    const chart = els.find((e) => e.name === 'svg' && e.attribs.class === 'chart') as Element;
    expect(DomUtils.findAll((e) => e.name === 'polyline', [chart])).toHaveLength(2);
    expect(els.filter((e) => e.name === 'tbody' && /\bq\b/.test(e.attribs.class))).toHaveLength(r.questions.length);
    expect(els.filter((e) => e.name === 'svg' && e.attribs.class === 'bar')).toHaveLength(r.additions.length);
    expect(page).toContain('renamed: use <code>billing/refunds.md#yearly-plans</code>');
    // Newly failing rows start open (a printed page shows their top k).
    const open = els.filter((e) => e.name === 'tbody' && /\bopen\b/.test(e.attribs.class));
    expect(open.map((e) => r.questions[Number(e.attribs['data-i'])].status)).toEqual(r.questions.filter((q) => q.status === 'newly_failing').map(() => 'newly_failing'));
  });

  test('500 questions: at most 2 MB', () => {
    const page = renderReportPage(largeReport(500));
    const bytes = Buffer.byteLength(page, 'utf8');
    expect(bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    // Recorded in docs/report-page.md; printed so a change of size shows in the log.
    console.log(`report page, 500 questions (no chunk shared between them): ${bytes} bytes`);
  });
});
