import fc from 'fast-check';
import { formatOf, parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';
import type { SourceFile } from '../../src/types';

const file = (path: string, text: string): SourceFile => ({ path, hash: 'h', text, size: Buffer.byteLength(text) });
const chunking = DEFAULT_CONFIG.chunking;

describe('parseDocument', () => {
  test('format by extension', () => {
    expect(['a.md', 'a.MARKDOWN', 'a.mdx', 'd/a.rst', 'a.adoc', 'a.asciidoc', 'a.asc', 'a.html', 'a.HTM', 'a.txt', 'README', '.md'].map(formatOf)).toEqual([
      'markdown', 'markdown', 'mdx', 'rst', 'asciidoc', 'asciidoc', 'asciidoc', 'html', 'html', 'text', 'text', 'text',
    ]);
  });

  test('front matter becomes meta and title and is not indexed', () => {
    const doc = parseDocument(file('docs/a.md', '---\ntitle: Returns\nstatus: superseded\n---\n# Return policy\n\nThirty days.\n'), chunking);
    expect(doc).toMatchObject({ path: 'docs/a.md', hash: 'h', format: 'markdown', title: 'Returns', meta: { title: 'Returns', status: 'superseded' }, anchors: ['return-policy'] });
    expect(doc.chunks.map((c) => c.text)).toEqual(['# Return policy\n\nThirty days.']);
    expect(doc.chunks[0].indexText).toBe('Returns > Return policy\n\n# Return policy\n\nThirty days.');
    expect(doc.chunks[0].start).toBe('---\ntitle: Returns\nstatus: superseded\n---\n'.length);
  });

  test('title falls back to the first heading, then the file name', () => {
    expect(parseDocument(file('a.md', 'intro\n\n## First\n\nx\n'), chunking).title).toBe('First');
    expect(parseDocument(file('dir/notes.md', 'just text\n'), chunking).title).toBe('notes.md');
    expect(parseDocument(file('a.md', '# Top\n\n## Sub\n'), chunking).title).toBe('Top');
  });

  test('broken front matter is a note, not a crash', () => {
    const doc = parseDocument(file('a.md', '---\ntitle: [unclosed\n---\n# Body\n\ntext\n'), chunking);
    expect(doc.notes.join()).toMatch(/front matter/);
    expect(doc.chunks.map((c) => c.id)).toEqual(['a.md#body']);
  });

  test('MDX files go through the MDX path', () => {
    const doc = parseDocument(file('p.mdx', "---\ntitle: P\n---\nimport X from 'x';\n\n# P\n\n<X>hello</X>\n"), chunking);
    expect(doc.format).toBe('mdx');
    expect(doc.chunks.map((c) => c.text).join()).not.toMatch(/import|<X>/);
  });

  test('never throws, whatever the bytes, in every format', () => {
    const exts = ['md', 'mdx', 'rst', 'adoc', 'html', 'txt'];
    fc.assert(
      fc.property(fc.constantFrom(...exts), fc.string({ unit: 'binary', maxLength: 400 }), (ext, text) => {
        const doc = parseDocument(file(`x.${ext}`, text), { ...chunking, max_chars: 50, hard_limit: 100 });
        expect(Array.isArray(doc.chunks)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('a huge single line is cut into pieces under the hard limit, not kept as one chunk', () => {
    const doc = parseDocument(file('min.html.md', 'x'.repeat(50_000)), chunking);
    expect(doc.chunks.length).toBeGreaterThan(5);
    for (const c of doc.chunks) expect(c.text.length).toBeLessThanOrEqual(chunking.max_chars);
  });
});
