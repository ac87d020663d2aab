/**
 * Property tests: whatever text a golden set or a document holds, the rendered comment, read by a
 * CommonMark + GFM-tables renderer (markdown-it, raw HTML allowed as GitHub allows some), has no
 * element the renderer did not write itself, no broken table, no mention and no issue reference.
 */
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { code, escapeText } from '../../src/report/markdown-escape';
import { renderComment } from '../../src/report/markdown';
import type { Report } from '../../src/report/types';

const fixture = readFileSync(path.resolve(__dirname, '../fixtures/report/hostile.json'), 'utf8');
const md = new MarkdownIt({ html: true, linkify: false });

// Strings biased towards what breaks Markdown: pipes, HTML, mentions, refs, brackets, backticks, newlines.
const nasty = fc
  .array(
  fc.oneof(
    fc.constantFrom('|', '<', '>', '&', '@', '#', '[', ']', '(', ')', '!', '`', '*', '_', '~', '\\', '\n', '\r', ' ', '-', ':', '"', "'"),
    fc.constantFrom('<script>', '</details>', '<img src=x>', '@octocat', '#12', 'GH-3', '](http://x)', '![i](j)', '<!--', '-->', '&amp;', '```'),
    fc.string({ maxLength: 1, unit: 'binary' }),
  ),
  { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** Tags the renderer writes itself; anything else in the HTML came from the documents. */
const OWN_TAGS = new Set(['p', 'h3', 'h4', 'strong', 'em', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'li', 'blockquote', 'details', 'summary', 'sub', 'br']);

function tagsIn(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1].toLowerCase());
}

describe('escaping holds for any text', () => {
  it('escapeText gives one line with no raw HTML, unescaped pipe, mention or issue reference', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const e = escapeText(s);
        expect(e).not.toMatch(/[\n\r<>]/);
        expect(e.replace(/\\\\/g, '')).not.toMatch(/(^|[^\\])\|/);
        expect(e).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/);
        expect(e).not.toMatch(/(?<!&)#\d/);
        expect(md.renderInline(e)).not.toMatch(/<(a|img|script)\b/);
      }),
      { numRuns: 300 },
    );
  });

  it('code spans render back to the text they hold', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }).filter((s) => s.trim() === s && !/[\n\r\t]/.test(s) && s.length > 0), (s) => {
        const html = md.renderInline(code(s));
        const unescaped = html.replace(/^<code>|<\/code>$/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
        expect(unescaped).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  it('a whole comment with hostile questions, headings and paths keeps its tables and elements', () => {
    fc.assert(
      fc.property(nasty, nasty, nasty, (question, heading, file) => {
        const r = JSON.parse(fixture) as Report;
        for (const q of r.questions) {
          q.question = question;
          for (const c of [...q.base.retrieved, ...q.head.retrieved]) c.headings = [heading, file];
        }
        r.excluded[0].reason = question;
        r.additions[0].path = file;
        r.broken_labels[0].label = file;
        const text = renderComment(r);
        const html = md.render(text);
        for (const tag of tagsIn(html)) expect(OWN_TAGS.has(tag) ? tag : `foreign <${tag}>`).toBe(tag);
        // Every table line of the Markdown became one row of the HTML (no row split or swallowed).
        const tableLines = text.split('\n').filter((l) => /^ *\| /.test(l) && !/^ *\| (-|:)/.test(l)).length;
        expect((html.match(/<tr>/g) ?? []).length).toBe(tableLines);
        // GitHub links neither inside code; everywhere else the text must not hold a live reference.
        const prose = html.replace(/<code>[\s\S]*?<\/code>/g, '').replace(/<pre>[\s\S]*?<\/pre>/g, '').replace(/&#\d+;/g, '');
        expect(prose).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/m);
        expect(prose).not.toMatch(/#\d/);
      }),
      { numRuns: 20 },
    );
  });
});
