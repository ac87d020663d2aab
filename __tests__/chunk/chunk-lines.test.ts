/**
 * Every chunk carries the 1-based lines of its first and last character, which the comment shows
 * and links (`#L12-L20`). Checked against the byte offsets on every file of the real corpora, in
 * every format they hold (Markdown, MDX, reStructuredText, AsciiDoc), and on a small document by hand.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { corpusPath, ifCorpus } from '../support/corpora';

const parse = (path: string, text: string) => parseDocument({ path, hash: 'h', text, size: Buffer.byteLength(text) }, DEFAULT_CONFIG.chunking);

/** The 1-based line of a UTF-8 byte offset, counted in the bytes themselves. */
function lineOfByte(bytes: Buffer, at: number): number {
  let line = 1;
  for (let i = 0; i < at && i < bytes.length; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(md|mdx|rst|adoc|txt)$/.test(name)) yield p;
  }
}

test('a small document: each section from its heading line to its last line', () => {
  const doc = parse('guide.md', '# Guide\n\nIntro.\n\n## Install\n\nRun pip.\nThen check — ünïcode.\n\n## Usage\n\nRun it.\n');
  expect(doc.chunks.map((c) => [c.id, c.line, c.end_line])).toEqual([
    ['guide.md#guide', 1, 3],
    ['guide.md#install', 5, 8],
    ['guide.md#usage', 10, 12],
  ]);
});

describe.each(['flask-docs', 'asciidoctor-docs', 'astro-docs'])('%s: every chunk of every file', (corpus) => {
  ifCorpus(corpus)('has the lines of its byte range', () => {
    const root = corpusPath(corpus);
    let checked = 0;
    for (const file of files(root)) {
      const bytes = readFileSync(file);
      const doc = parse(relative(root, file), bytes.toString('utf8'));
      for (const c of doc.chunks) {
        // Lines of a file with a BOM or CRLF ends count the same way: by its newline bytes.
        expect([c.id, c.line, c.end_line]).toEqual([c.id, lineOfByte(bytes, c.start), lineOfByte(bytes, Math.max(c.start, c.end - 1))]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
