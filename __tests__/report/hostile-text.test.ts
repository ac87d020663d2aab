/**
 * Untrusted text in the comment (file names, headings, questions): no hidden marker, no link,
 * no invisible reordering. Rendered with markdown-it (linkify on, as GitHub autolinks bare URLs).
 */
import MarkdownIt from 'markdown-it';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { code, codeHtml, escapeHtml, escapeText, visibleControls, ZWJ } from '../../src/report/markdown-escape';
import { renderComment, commentMarker } from '../../src/report/markdown';
import type { Report } from '../../src/report/types';

const gfm = new MarkdownIt({ html: true, linkify: true });
const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\uFEFF', '\u2060'];

describe('HTML comment delimiters', () => {
  test.each([
    ['text', escapeText],
    ['HTML', escapeHtml],
    ['code span', code],
    ['code HTML', codeHtml],
  ])('%s: `<!--` and `-->` never reach the raw comment', (_name, escape) => {
    const marker = commentMarker('.github/other.yml');
    const e = escape(`${marker}.md`);
    expect(e).not.toContain('<!--');
    expect(e).not.toContain('-->');
    expect(e).not.toContain(marker);
  });

  test('a code span still shows the name (with a joiner the reader does not see)', () => {
    expect(code('<!-- x -->.md')).toBe(`\`<!${ZWJ}-- x --${ZWJ}>.md\``);
  });
});

describe('links', () => {
  test.each(['see https://evil.example/login now', 'http://x.y', 'visit www.evil.example', 'mail me@evil.example', 'ftp://files.example/a', 'WWW.EVIL.EXAMPLE'])('%s is text, not a link', (s) => {
    const html = gfm.renderInline(escapeText(s));
    expect(html).not.toMatch(/<a\b/);
    expect(gfm.renderInline(escapeHtml(s))).not.toMatch(/<a\b/);
  });

  test('a whole comment with URLs in file names and headings has no link but its own', () => {
    const report = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/report/hostile.json'), 'utf8')) as Report;
    report.additions[0].path = 'https://evil.example/a.md';
    for (const q of report.questions) {
      q.question = 'Go to www.evil.example or https://evil.example/?';
      for (const c of [...q.base.retrieved, ...q.head.retrieved]) c.headings = ['See http://evil.example/x', 'me@evil.example'];
    }
    const html = gfm.render(renderComment(report));
    expect(html).not.toMatch(/href="[^"]*evil/);
  });
});

describe('bidirectional and zero-width controls', () => {
  test.each(CONTROLS.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, c]))('%s is shown, in every escape', (name, c) => {
    const s = `invoice${c}fdp.exe`;
    expect(visibleControls(s)).toBe(`invoice<${name}>fdp.exe`);
    for (const e of [escapeText(s), escapeHtml(s)]) {
      expect(e).not.toContain(c);
      expect(e).toContain(`&lt;${name}&gt;`);
    }
    expect(code(s)).toBe(`\`invoice<${name}>fdp.exe\``);
  });

  test('the joiners the escaping adds itself stay invisible', () => {
    expect(escapeText('@octocat')).toBe(`@${ZWJ}octocat`);
  });

  test('an @name after an underscore is broken too (HTML writes the underscore as an entity); recall@10 is not', () => {
    expect(escapeHtml('_@octocat')).toBe(`&#95;@${ZWJ}octocat`);
    expect(escapeText('_@octocat')).toContain(`@${ZWJ}octocat`);
    expect(escapeText('recall@10')).toBe('recall@10');
  });
});
