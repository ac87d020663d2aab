import { chunkHtml } from '../../src/chunk/html';
import type { RawDocument } from '../../src/chunk/raw';

const headings = (d: RawDocument) => d.sections.filter((s) => s.heading).map((s) => [s.heading!.level, s.heading!.text, s.heading!.ids]);
const blocks = (d: RawDocument) => d.sections.map((s) => s.blocks.map((b) => [b.kind, b.text]));

const PAGE = `<!DOCTYPE html>
<html><head><title>My &amp; Page</title><style>body { color: red }</style>
<script>var x = "<h1>not a heading</h1>";</script><meta name="description" content="meta text"></head>
<body>
<nav><h3>Site menu</h3><ul><li><a href="/">Home</a></li></ul></nav>
<!-- a comment <h2>not a heading</h2> -->
<p>Intro &lt;text&gt; here.</p>
<section id="install"><h1>Install <a class="headerlink" href="#install">¶</a></h1>
<p>Run:</p>
<ul><li>one</li><li>two <b>bold</b>
  <ul><li>nested</li></ul></li></ul>
<h2 id="opts"><a name="options"></a>Options &amp; <code>flags</code></h2>
<pre><code>npm i
  --save  &lt;x&gt;
</code></pre>
<table><thead><tr><th>Key</th><th>Value</th></tr></thead>
<tbody><tr><td>a</td><td>1</td></tr><tr><td>b<br>c</td><td>2</td></tr></tbody></table>
<div>Loose   text<br>after break</div>
<a id="loose"></a>
<blockquote><p>Quoted.</p><p>Twice.</p></blockquote>
</section>
</body></html>`;

describe('chunkHtml', () => {
  const d = chunkHtml(PAGE, 0);

  test('<title> is the title; h1–h6 are sections with id attributes, <a id/name> inside, and wrapper ids', () => {
    expect(d.title).toBe('My & Page');
    expect(headings(d)).toEqual([
      [1, 'Install', ['install']],
      [2, 'Options & flags', ['opts', 'options', 'loose']],
    ]);
    const h = d.sections[1].heading!;
    // The heading's span is its own text (the builder quotes it), not the tags around it.
    expect(PAGE.slice(h.start, h.end)).toBe('Install');
    const h2 = d.sections[2].heading!;
    expect(PAGE.slice(h2.start, h2.end)).toBe('Options &amp; <code>flags');
  });

  test('scripts, styles, head metadata and comments are dropped; entities decoded; pre/table/list/quote whole', () => {
    expect(blocks(d)).toEqual([
      [['paragraph', 'Intro <text> here.']],
      [
        ['paragraph', 'Run:'],
        ['list', '- one\n- two bold\n- nested'],
      ],
      [
        ['code', 'npm i\n  --save  <x>'],
        ['table', 'Key | Value\na | 1\nb c | 2'],
        ['paragraph', 'Loose text after break'],
        ['quote', 'Quoted.\nTwice.'],
      ],
    ]);
    expect(JSON.stringify(d)).not.toMatch(/not a heading|color: red|meta text|Site menu|Home/);
    const list = d.sections[1].blocks[1];
    expect(list.keepWithPrevious).toBe(true);
    const table = d.sections[2].blocks[1];
    expect(table.tableHeader).toBe('Key | Value');
    expect(PAGE.slice(table.start, table.end)).toMatch(/^<table>[\s\S]*<\/table>$/);
    const pre = d.sections[2].blocks[0];
    expect(PAGE.slice(pre.start, pre.end)).toMatch(/^<pre><code>npm i[\s\S]*<\/code><\/pre>$/);
  });

  test('offsets start at bodyStart', () => {
    const text = '---\ntitle: x\n---\n<h1>A</h1><p>b</p>';
    const r = chunkHtml(text, 16);
    const h = r.sections[0].heading!;
    expect(text.slice(h.start, h.end)).toBe('A');
    expect(chunkHtml('<h2 id="e"></h2>', 0).sections[0].heading).toMatchObject({ text: '', ids: ['e'], start: 0, end: 16 });
    const b = r.sections[0].blocks[0];
    expect(text.slice(b.start, b.end)).toBe('b');
  });

  test('broken markup: best effort, a note for an unclosed pre, never a throw', () => {
    const r = chunkHtml('<h2>Open <i>heading</h2><p>para<pre>code\n\n<table><tr><td>x', 0);
    expect(headings(r)).toEqual([[2, 'Open heading', []]]);
    expect(r.notes).toEqual(['html: <pre> never closed; kept to the end of the file']);
    expect(r.sections[0].blocks.map((b) => b.kind)).toEqual(['paragraph', 'code']);
    for (const junk of ['', '<', '</h1>', '<h1', '<script>', '<!--', '&#xFFFFFF;', '<table><td>', '\u0000<p>\uFFFD']) {
      expect(() => chunkHtml(junk, 0)).not.toThrow();
    }
  });

  test('a wrapper id names its heading only for sections (not layout divs)', () => {
    const r = chunkHtml('<div id="content"><div class="section" id="old-sphinx"><h2>A</h2></div><article id="art"><h2>B</h2></article><div id="layout"><h2>C</h2></div></div>', 0);
    expect(headings(r)).toEqual([
      [2, 'A', ['old-sphinx']],
      [2, 'B', ['art']],
      [2, 'C', []],
    ]);
  });

  test('a fragment without <title> has no title; text outside tags becomes paragraphs', () => {
    const r = chunkHtml('Just text\n<h3 id="x">Third</h3>more &eacute;', 0);
    expect(r.title).toBeUndefined();
    expect(blocks(r)).toEqual([[['paragraph', 'Just text']], [['paragraph', 'more é']]]);
  });
});
