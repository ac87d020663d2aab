// Property tests for the reST, AsciiDoc, HTML and text chunkers: on any input they return
// (never throw), every offset lies inside the body, and line-based formats quote the file exactly.
import fc from 'fast-check';
import { chunkAsciidoc } from '../../src/chunk/asciidoc';
import { chunkHtml } from '../../src/chunk/html';
import type { RawDocument } from '../../src/chunk/raw';
import { chunkRst } from '../../src/chunk/rst';
import { chunkText } from '../../src/chunk/text';
import { fastestMs, smallestRatio } from '../support/timing';

const PIECES = [
  '\n', '\n\n', '  ', '\t', 'word ', 'Title', '=====', '-----', '~~~~', '.. ', '.. _label:', '.. code-block:: python', '::', '   indented',
  '+---+---+', '| a | b |', '+===+===+', '=== ===', '- item', '1. item', '>>> x', '``lit``', ':ref:`x <y>`', '*', '`',
  '= Doc', '== Sec', '[[id]]', '[#id.role]', '[source,ruby]', '.Title', '----', '....', '====', '****', '|===', '++++', '____', '--', '//', '////',
  ':attr: v', 'include::x[]', '+', 'term::', '<h1>', '</h1>', '<h2 id="x">', '<a name="n">', '<pre>', '</pre>', '<table>', '<tr><td>', '<script>',
  '</script>', '<!--', '-->', '&amp;', '&#0;', '<p>', '<ul><li>', '\r\n', '\uFFFD', 'é', '😀', '\u0000',
];
const doc = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((a) => a.join(''));

function check(d: RawDocument, text: string, bodyStart: number, exact: boolean): void {
  for (const s of d.sections) {
    if (s.heading) {
      expect(s.heading.start).toBeGreaterThanOrEqual(bodyStart);
      expect(s.heading.end).toBeLessThanOrEqual(text.length);
      expect(s.heading.start).toBeLessThanOrEqual(s.heading.end);
    }
    for (const b of s.blocks) {
      expect(b.start).toBeGreaterThanOrEqual(bodyStart);
      expect(b.end).toBeLessThanOrEqual(text.length);
      expect(b.start).toBeLessThan(b.end);
      expect(b.text.trim()).not.toBe('');
      if (exact) expect(text.slice(b.start, b.end)).toBe(b.text);
    }
  }
}

const cases: Array<[string, (t: string, s: number) => RawDocument, boolean]> = [
  ['rst', chunkRst, true],
  ['asciidoc', chunkAsciidoc, true],
  ['html', chunkHtml, false],
  ['text', chunkText, true],
];

describe.each(cases)('%s chunker on generated input', (_name, chunk, exact) => {
  test('never throws; offsets inside the body; blocks quote the file', () => {
    fc.assert(
      fc.property(doc, fc.nat(40), (text, cut) => {
        // bodyStart at a line start, as parseFrontMatter gives it.
        const nl = text.indexOf('\n', Math.min(cut, text.length));
        const bodyStart = cut === 0 || nl < 0 ? 0 : nl + 1;
        const d = chunk(text, bodyStart);
        check(d, text, bodyStart, exact);
      }),
      { numRuns: 300, seed: 20261130 },
    );
  });
});

test('huge single-line and many-line inputs finish within a few times prose of their size', () => {
  const long = 'x'.repeat(2_000_000);
  const many = 'line\n'.repeat(200_000);
  // The yardstick: ordinary paragraphs of the same sizes, through the same chunkers.
  const prose = (n: number) => 'Items can be returned within 30 days of delivery.\n\n'.repeat(Math.ceil(n / 51)).slice(0, n);
  const [longProse, manyProse] = [prose(long.length), prose(many.length)];
  for (const chunk of [chunkRst, chunkAsciidoc, chunkHtml, chunkText]) {
    let seen = '';
    const ratio = smallestRatio(() => {
      const hostile = fastestMs(() => {
        chunk(long, 0);
        chunk(many, 0);
      });
      const yardstick = fastestMs(() => {
        chunk(longProse, 0);
        chunk(manyProse, 0);
      });
      seen += ` ${hostile.toFixed(0)} ms against ${yardstick.toFixed(0)};`;
      return hostile / yardstick;
    }, 10);
    if (ratio >= 10) throw new Error(`${chunk.name}: over 10 times prose of the same size in every attempt:${seen}`);
  }
});
