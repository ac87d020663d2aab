// The pure parts of review's screen (src/cli/review-render.ts, review-passage.ts, snippet-html.ts):
// the question wrapped to the width, each candidate's best-matching passage with the question's
// words in bold (plain without colour, every document text escaped first), raw HTML as text, page
// or section said, and what Enter writes for "either answers" and for "all needed".
import { chunkMarkdown } from '../../src/chunk/markdown';
import { buildChunks } from '../../src/chunk/build';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { bestPassage, sectionText, sentences } from '../../src/cli/review-passage';
import { BOLD, BOLD_OFF, candidateLines, highlight, previewLine, relevantText, wrap, writtenLine, type CandidateView } from '../../src/cli/review-render';
import { htmlToText } from '../../src/cli/snippet-html';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';

const analyzer = createAnalyzer(DEFAULT_CONFIG.retriever.analyzer);
const terms = (t: string) => analyzer.analyze(t);
const q = (text: string) => new Set(terms(text));
const ESC = '\u001b';

describe('wrap', () => {
  const question = 'I bought headphones from the refurbished outlet three weeks ago and they stopped working, how long do I have to send them back and will I get my money refunded?';
  test('a long question: every word, in order, on lines no wider than the width, the indent on each', () => {
    const lines = wrap(question, 60, '  ');
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) {
      expect(l.length).toBeLessThanOrEqual(60);
      expect(l.startsWith('  ')).toBe(true);
    }
    expect(lines.map((l) => l.trim()).join(' ')).toBe(question);
    // Broken at spaces: no line ends inside a word the next line goes on with.
    expect(lines[0]).toBe('  I bought headphones from the refurbished outlet three');
  });
  test('a word wider than a line is broken inside; the first line has its own prefix', () => {
    const lines = wrap(`see ${'x'.repeat(50)} now`, 20, '> ', '  ');
    expect(lines[0]).toBe('> see');
    expect(lines.every((l) => l.length <= 20)).toBe(true);
    expect(lines).toEqual(['> see', `  ${'x'.repeat(18)}`, `  ${'x'.repeat(18)}`, `  ${'x'.repeat(14)} now`]);
    expect(wrap('', 20, '  ')).toEqual(['  ']);
  });
});

describe('the passage shown', () => {
  const section = [
    'Acme Audio wants you to love what you bought.',
    'This page explains the rules in detail, with examples.',
    'Items from the Refurbished Outlet can be returned within 7 days of delivery.',
    'Gift cards are not returnable.',
  ].join(' ');

  test("the sentence that shares most of the question's words, not the section's first words; stemmed (returning ~ returned)", () => {
    const p = bestPassage(section, q('Is returning refurbished outlet items possible?'), terms, 80);
    expect(p.text).toBe('Items from the Refurbished Outlet can be returned within 7 days of delivery.');
    expect(p).toMatchObject({ before: true, after: true });
    // With room, the sentences after it come too.
    expect(bestPassage(section, q('refurbished outlet returns'), terms, 200).text).toBe(
      'Items from the Refurbished Outlet can be returned within 7 days of delivery. Gift cards are not returnable.',
    );
  });
  test('no word shared: the opening, cut at a word', () => {
    const p = bestPassage(section, q('Do you deliver to the Moon?'), terms, 60);
    expect(p.text).toBe('Acme Audio wants you to love what you bought. This page');
    expect(p).toMatchObject({ before: false, after: true });
  });
  test('a sentence longer than the room is shown from a little before its first matching word', () => {
    const long = `${'Filler words '.repeat(30)}and then the warranty covers defects for two years.`;
    const p = bestPassage(long, q('warranty defects'), terms, 60);
    expect(p.text).toContain('warranty covers defects');
    expect(p.before).toBe(true);
    expect(p.text.length).toBeLessThanOrEqual(60);
  });
  test('sentences: paragraphs, list items and table rows end one; whitespace collapsed', () => {
    expect(sentences('One two.\nthree four. Five!\n\n- item a\n- item b\n| a | b |')).toEqual(['One two.', 'three four.', 'Five!', '- item a', '- item b', '| a | b |']);
  });
  test("a section's text: its own heading line left out (the trail shows it), HTML as text", () => {
    const md = '# Build\n\nIntro.\n\n## Options\n\n<dl>\n<dt class="option-term"><code>-p</code> <em>spec</em>…</dt>\n<dd class="option-desc">Build only the specified packages &amp; nothing else.</dd>\n</dl>\n';
    const raw = chunkMarkdown(md, 0, false);
    const { chunks } = buildChunks('build.md', 'Build', raw, md, DEFAULT_CONFIG.chunking);
    const options = chunks.filter((c) => c.trail.at(-1)?.text === 'Options');
    const text = sectionText(options);
    expect(text).not.toContain('## Options');
    expect(text).not.toMatch(/<|&amp;/);
    expect(text).toContain('Build only the specified packages & nothing else.');
    expect(bestPassage(text, q('build only some packages'), terms, 100).text).toBe('Build only the specified packages & nothing else.');
  });
});

describe('HTML in a snippet', () => {
  // The shape of a CLI reference page generated to Markdown (an mdBook site's command pages).
  const generated = `<dl>

<dt class="option-term" id="option-cargo-build--p"><a class="option-anchor" href="#option-cargo-build--p"></a><code>-p</code> <em>spec</em>…</dt>
<dd class="option-desc">Build only the specified packages. See <a href="cargo-pkgid.html">cargo-pkgid(1)</a> for the
SPEC format &amp; <code>&lt;glob&gt;</code> patterns.</dd>
</dl>`;
  test('tags of HTML elements go, entities are decoded, a block boundary ends a paragraph', () => {
    const t = htmlToText(generated);
    expect(t).not.toMatch(/<\/?(dl|dt|dd|a|code|em)\b|class=|&amp;|&lt;/);
    expect(t).toBe('\n-p spec…\n\nBuild only the specified packages. See cargo-pkgid(1) for the\nSPEC format & <glob> patterns.\n');
    expect(sentences(t)[0]).toBe('-p spec…');
  });
  test('what only looks like a tag stays, and so does code; scripts and comments go', () => {
    expect(htmlToText('Use Vec<T> or <https://example.com>, and a < b.')).toBe('Use Vec<T> or <https://example.com>, and a < b.');
    expect(htmlToText('Write `<div>` or `&amp;` in code.')).toBe('Write `<div>` or `&amp;` in code.');
    expect(htmlToText('before\n```html\n<p>kept &amp;</p>\n```\nafter <b>bold</b>')).toBe('before\n```html\n<p>kept &amp;</p>\n```\nafter bold');
    expect(htmlToText('a<script>alert(1)</script> b<!-- hidden --> c')).toBe('a b c');
    expect(htmlToText('no markup at all')).toBe('no markup at all');
  });
});

describe('a candidate on the screen', () => {
  const opts = (color: boolean, width = 100) => ({ width, color, question: q('how long to return refurbished items'), terms });
  const view = (over: Partial<CandidateView> = {}): CandidateView => ({
    label: 'returns.md#refurbished-products',
    kind: 'section',
    heading: 'Returns › Refurbished products',
    passage: { text: 'Items from the Refurbished Outlet can be returned within 7 days of delivery.', before: true, after: false },
    ...over,
  });

  test('the question\u2019s words in bold with colour, plain without; `…` where the section goes on', () => {
    const plain = candidateLines(view(), 0, true, opts(false));
    expect(plain).toEqual([
      '  [x] 1. returns.md#refurbished-products · section',
      '         Returns › Refurbished products',
      '         …Items from the Refurbished Outlet can be returned within 7 days of delivery.',
    ]);
    expect(plain.join('\n')).not.toContain(ESC);
    const bold = candidateLines(view(), 0, true, opts(true));
    expect(bold[2]).toBe(`         …${BOLD}Items${BOLD_OFF} from the ${BOLD}Refurbished${BOLD_OFF} Outlet can be ${BOLD}returned${BOLD_OFF} within 7 days of delivery.`);
    expect(highlight('Items returned', q('return'), terms, false)).toBe('Items returned');
  });
  test('page or section: a page says accepting it labels the whole page; a page-title section says it covers the page', () => {
    expect(candidateLines(view({ label: 'billing/refunds.md', kind: 'page', heading: 'Refunds' }), 2, false, opts(false))[0]).toBe('  [ ] 3. billing/refunds.md · page: labels the whole page');
    expect(candidateLines(view({ label: 'returns.md#returns', wholePage: true }), 0, false, opts(false))[0]).toBe('  [ ] 1. returns.md#returns · section: the page title, covers the whole page');
    expect(candidateLines(view({ heading: null, passage: { text: '', before: false, after: false } }), 0, false, opts(false))).toEqual([
      '  [ ] 1. returns.md#refurbished-products · section',
      '         (resolves nowhere on this side)',
    ]);
  });
  test('document text is escaped before any style: the only escapes written are the bold', () => {
    const hostile = view({ label: `returns.md#x${ESC}]52;c;cHduZWQ=\u0007`, heading: `Returns ${ESC}[2J`, passage: { text: `Refurbished ${ESC}]0;pwned\u0007 items \u202Ereturned`, before: false, after: false } });
    const lines = candidateLines(hostile, 0, false, opts(true)).join('\n');
    expect(lines).toContain('returns.md#x\\x1B]52;c;cHduZWQ=\\x07');
    expect(lines).toContain('Returns \\x1B[2J');
    expect(lines).toContain('\\u202E');
    expect(lines.split(BOLD).join('').split(BOLD_OFF).join('')).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E]/);
  });
  test('a character reference to a control character, decoded from HTML, is shown escaped too', () => {
    const text = htmlToText('<p>Refurbished &#x1b;]0;pwned&#x7; items &#27;[2J returned</p>');
    expect(text).toContain(`${ESC}]0;pwned\u0007`);
    const lines = candidateLines(view({ passage: { text, before: false, after: false } }), 0, false, opts(true)).join('\n');
    expect(lines).toContain('\\x1B]0;pwned\\x07');
    expect(lines).toContain('\\x1B[2J');
    expect(lines.split(BOLD).join('').split(BOLD_OFF).join('')).not.toContain(ESC);
  });
  test('a long passage wraps to the width, two lines at most', () => {
    const long = view({ passage: { text: 'Items from the Refurbished Outlet can be returned within 7 days of delivery. '.repeat(4).trim(), before: false, after: false } });
    const lines = candidateLines(long, 0, false, opts(false, 80));
    expect(lines).toHaveLength(4);
    expect(lines.every((l) => l.length <= 80)).toBe(true);
    expect(lines[3].endsWith('…')).toBe(true);
  });
});

describe('what Enter writes, said before and after', () => {
  const a: CandidateView = { label: 'a.md#x', kind: 'section', heading: 'A', passage: { text: '', before: false, after: false } };
  const b: CandidateView = { label: 'b.md', kind: 'page', heading: 'B', passage: { text: '', before: false, after: false } };
  test('either answers: one any-of group; all needed: separate labels', () => {
    expect(relevantText(['a.md#x', 'b.md'], 'any')).toBe('[{any: [a.md#x, b.md]}]');
    expect(relevantText(['a.md#x', 'b.md'], 'all')).toBe('[a.md#x, b.md]');
    expect(relevantText(['a.md#x'], 'any')).toBe('[a.md#x]');
    expect(previewLine([a, b], 'any')).toBe('Enter writes: relevant: [{any: [a.md#x, b.md]}] (b.md: the whole page), either answers: one any-of group (m: all needed)');
    expect(previewLine([a, b], 'all')).toBe('Enter writes: relevant: [a.md#x, b.md] (b.md: the whole page), all needed: each holds part of the answer (a multi-section question) (m: either answers)');
    expect(previewLine([], 'all')).toBe('several toggled: all needed: each holds part of the answer (a multi-section question) (m: either answers)');
    expect(previewLine([a], 'any')).toBe('Enter writes: relevant: [a.md#x] · several toggled: either answers: one any-of group (m: all needed)');
    expect(previewLine([a], 'any', { groupWith: 'r.md#w' })).toBe('Enter writes: r.md#w becomes {any: [r.md#w, a.md#x]}');
  });
  test('after: what relevant holds now, and a page labelled whole', () => {
    expect(writtenLine('draft-002', [a, b], 'all')).toBe('saved draft-002: relevant: [a.md#x, b.md], all needed; b.md labels the whole page');
    expect(writtenLine('draft-002', [a, b], 'any')).toBe('saved draft-002: relevant: [{any: [a.md#x, b.md]}], either answers; b.md labels the whole page');
    expect(writtenLine('draft-001', [a], 'all')).toBe('saved draft-001: relevant: [a.md#x]');
  });
});
