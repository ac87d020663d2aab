import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawDocument } from '../../src/chunk/raw';
import { chunkRst } from '../../src/chunk/rst';
import { docutilsId, rstInlineText } from '../../src/chunk/rst-inline';
import { corpusPath } from '../support/corpora';

const headings = (d: RawDocument) => d.sections.filter((s) => s.heading).map((s) => [s.heading!.level, s.heading!.text, s.heading!.ids]);
const kinds = (d: RawDocument) => d.sections.map((s) => s.blocks.map((b) => b.kind));

describe('chunkRst', () => {
  test('titles of any adornment, levels in order of first appearance, overline distinct from underline', () => {
    const text = [
      '=====', 'Guide', '=====', '', 'Intro.', '',
      'First', '-----', '', 'One.', '',
      'Deep', '~~~~', '', 'Two.', '',
      'Second', '------', '', 'Three.', '',
      'Plain', '=====', '', 'Four.', '',
    ].join('\n');
    const d = chunkRst(text, 0);
    expect(d.title).toBe('Guide');
    expect(headings(d)).toEqual([
      [1, 'Guide', []],
      [2, 'First', []],
      [3, 'Deep', []],
      [2, 'Second', []],
      [4, 'Plain', []],
    ]);
    const h = d.sections[1].heading!;
    expect(text.slice(h.start, h.end)).toBe('First\n-----');
    expect(text.slice(d.sections[0].heading!.start, d.sections[0].heading!.end)).toBe('=====\nGuide\n=====');
    expect(d.sections[0].blocks.map((b) => b.text)).toEqual(['Intro.']);
  });

  test('the docutils id is added where it differs from the GitHub slug; a repeat keeps only the first', () => {
    const d = chunkRst('In / out\n========\n\na\n\nIn / out\n========\n\nb\n', 0);
    expect(headings(d)).toEqual([
      [1, 'In / out', ['in-out']],
      [1, 'In / out', []],
    ]);
  });

  test('heading text has inline markup stripped; short underlines under 4 are not titles', () => {
    const d = chunkRst('Using ``async`` and :func:`~flask.url_for` with `Jinja <https://x>`_ *now*\n==========\n\nab\n--\n\nlong text\n--\n', 0);
    expect(headings(d)).toEqual([
      [1, 'Using async and url_for with Jinja now', ['using-async-and-url-for-with-jinja-now']],
      [2, 'ab', []],
    ]);
    expect(d.sections[1].blocks.map((b) => b.text)).toEqual(['long text\n--']);
  });

  test('`.. _label:` targets become ids of the next title; a label before a block lands in its section', () => {
    const text = '.. _intro:\n.. _Other Name:\n\nIntro\n=====\n\nx\n\n.. _inner-note:\n\n.. note::\n\n   Body.\n\n.. _link: https://example.com\n\nNext\n====\n';
    const d = chunkRst(text, 0);
    expect(headings(d)).toEqual([
      [1, 'Intro', ['intro', 'Other Name', 'other-name', 'inner-note']],
      [1, 'Next', []],
    ]);
  });

  test('directives, literal blocks after ::, doctest blocks kept whole; comments dropped', () => {
    const text = [
      'Title', '=====', '',
      'Example::', '', '    def f():', '', '        return 1', '',
      '.. code-block:: python', '   :caption: x', '', '   a = 1', '', '   b = 2', '',
      '.. note::', '   A note', '   on two lines.', '',
      '.. This is a comment', '   spanning lines.', '',
      '..', '   also a comment', '',
      '.. highlight:: python', '',
      '.. |sub| replace:: text', '',
      '>>> 1 + 1', '2', '',
      '.. [#] A footnote.', '',
      'After.', '',
      '::', '', '    literal after a lone ::',
    ].join('\n');
    const d = chunkRst(text, 0);
    const blocks = d.sections[0].blocks;
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'code', 'code', 'other', 'code', 'paragraph', 'paragraph', 'code']);
    expect(blocks[7].text).toBe('    literal after a lone ::');
    expect(blocks[1].text).toBe('    def f():\n\n        return 1');
    expect(blocks[2].text).toBe('.. code-block:: python\n   :caption: x\n\n   a = 1\n\n   b = 2');
    expect(blocks[3].text).toBe('.. note::\n   A note\n   on two lines.');
    expect(blocks.some((b) => b.text.includes('comment'))).toBe(false);
    for (const b of blocks) expect(text.slice(b.start, b.end)).toBe(b.text);
  });

  test('grid and simple tables kept whole with their header rows', () => {
    const grid = '+-----+-----+\n| a   | b   |\n+=====+=====+\n| 1   | 2   |\n+-----+-----+';
    const simple = '=====  =====\nkey    value\n=====  =====\nx      1\ny      2\n=====  =====';
    const d = chunkRst(`Tables\n======\n\n${grid}\n\n${simple}\n\nafter\n`, 0);
    const [g, s, p] = d.sections[0].blocks;
    expect(g).toMatchObject({ kind: 'table', text: grid, tableHeader: '+-----+-----+\n| a   | b   |\n+=====+=====+' });
    expect(s).toMatchObject({ kind: 'table', text: simple, tableHeader: '=====  =====\nkey    value\n=====  =====' });
    expect(p).toMatchObject({ kind: 'paragraph', text: 'after' });
  });

  test('lists stay whole and stick to a lead-in ending in a colon; transitions dropped', () => {
    const d = chunkRst('Steps:\n\n1. one\n   more\n\n2. two\n\n----------\n\n- a\n- b\n\n:param x: y\n', 0);
    expect(kinds(d)).toEqual([['paragraph', 'list', 'list']]);
    const [, l1, l2] = d.sections[0].blocks;
    expect(l1.text).toBe('1. one\n   more\n\n2. two');
    expect(l1.keepWithPrevious).toBe(true);
    expect(l2.text).toBe('- a\n- b\n\n:param x: y');
    expect(l2.keepWithPrevious).toBeUndefined();
  });

  test('starts at bodyStart, handles CRLF, never throws on junk', () => {
    const text = 'skip me\r\n\r\nTitle\r\n=====\r\n\r\nBody\r\n';
    const d = chunkRst(text, text.indexOf('Title'));
    expect(headings(d)).toEqual([[1, 'Title', []]]);
    expect(d.sections[0].blocks[0].text).toBe('Body');
    for (const junk of ['', '\n\n', '====', '.. ', '::\n\n', '+--+\n|', '=== ===\nx', '\u0000\uFFFD', '.. _:\n', 'a\n=\n=\n']) {
      expect(() => chunkRst(junk, 0)).not.toThrow();
    }
    expect(chunkRst('=== ===\nx', 0).notes[0]).toMatch(/no closing border/);
  });

  test('inline text and docutils ids', () => {
    expect(rstInlineText('``a *b*`` and :ref:`Title <label>` and |name|_ and \\*x\\*')).toBe('a *b* and Title and name and *x*');
    expect(rstInlineText(':meth:`!flask.Flask.run`')).toBe('flask.Flask.run');
    expect(docutilsId('Core Signals_List')).toBe('core-signals-list');
    expect(docutilsId('2nd-try')).toBe('nd-try');
  });
});

const flask = corpusPath('flask-docs/docs');
(existsSync(flask) ? describe : describe.skip)('flask-docs (real reST)', () => {
  test('quickstart.rst: labels, code-block directives, literal blocks, a simple table', () => {
    const text = readFileSync(join(flask, 'quickstart.rst'), 'utf8');
    const d = chunkRst(text, 0);
    expect(d.title).toBe('Quickstart');
    const byText = new Map(d.sections.filter((s) => s.heading).map((s) => [s.heading!.text, s]));
    expect(byText.get('URL Building')!.heading!.ids).toEqual(['url-building']);
    // The id docutils gives the title, which is what GitHub's and Sphinx's rendering link to.
    expect(byText.get('Unique URLs / Redirection Behavior')!.heading!.ids).toEqual(['unique-urls-redirection-behavior']);
    expect(byText.get('URL Building')!.heading!.level).toBe(3);
    // `.. _public-server:` names an admonition inside "A Minimal Application".
    expect(byText.get('A Minimal Application')!.heading!.ids).toContain('public-server');
    const minimal = byText.get('A Minimal Application')!.blocks;
    const code = minimal.find((b) => b.kind === 'code')!;
    expect(code.text.startsWith('.. code-block:: python\n')).toBe(true);
    expect(code.text).toContain('return "<p>Hello, World!</p>"');
    const variable = byText.get('Variable Rules')!.blocks;
    expect(variable.find((b) => b.kind === 'table')!.text).toContain('``uuid``');
  });

  test('async-await.rst: a label on the first line names the document title', () => {
    const d = chunkRst(readFileSync(join(flask, 'async-await.rst'), 'utf8'), 0);
    expect(d.sections[0].heading).toMatchObject({ text: 'Using async and await', level: 1, ids: ['async_await', 'async-await'] });
  });

  test('every .rst file chunks without exception, with exact offsets and no code block split', () => {
    const files = readdirSync(flask, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.rst'));
    expect(files.length).toBeGreaterThan(70);
    let titled = 0;
    for (const p of files) {
      const text = readFileSync(join(flask, p), 'utf8');
      const d = chunkRst(text, 0);
      expect(d.notes).toEqual([]);
      if (d.title) titled++;
      for (const s of d.sections) {
        for (const b of s.blocks) expect(text.slice(b.start, b.end)).toBe(b.text);
        // A directive's indented body never leaks out as a separate block.
        for (const b of s.blocks) if (b.kind === 'quote') expect(b.text.startsWith(' ')).toBe(true);
      }
    }
    expect(titled).toBe(files.length);
  });
});
