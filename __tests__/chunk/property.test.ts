import fc from 'fast-check';
import { createLabelResolver } from '../../src/golden/resolve';
import type { Doc } from '../../src/types';
import { mdChunks, squash } from './helpers';

// Generated Markdown documents: headings (repeated texts, explicit ids, inline markup), paragraphs,
// fenced code (``` and ~~~, holding lines that look like headings), lists, quotes and tables.
const word = fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'Install', 'Usage', 'API', 'C++', 'naïve', '`code`', 'x_y', 'émoji🎉', 'a&b');
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(' '));

const heading = fc
  .record({ level: fc.integer({ min: 1, max: 4 }), text: words(1, 3), id: fc.option(fc.constantFrom('custom', 'x1', 'sec'), { nil: undefined }), html: fc.boolean() })
  .map(({ level, text, id, html }) => `${'#'.repeat(level)} ${html && id ? `<a name="${id}"></a> ` : ''}${text}${!html && id ? ` {#${id}}` : ''}`);
const paragraph = fc.array(words(3, 12), { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n'));
const codeLine = fc.oneof(words(1, 6), fc.constant('# looks like a heading'), fc.constant('## also not one'), fc.constant('| a | b |'));
const code = fc
  .record({ fence: fc.constantFrom('```', '~~~'), lang: fc.constantFrom('', 'sh', 'js'), lines: fc.array(codeLine, { minLength: 1, maxLength: 40 }) })
  .map(({ fence, lang, lines }) => `${fence}${lang}\n${lines.join('\n')}\n${fence}`);
const list = fc.array(words(1, 8), { minLength: 1, maxLength: 8 }).map((items) => items.map((i) => `- ${i}`).join('\n'));
const quote = paragraph.map((p) => p.split('\n').map((l) => `> ${l}`).join('\n'));
const table = fc
  .array(fc.tuple(words(1, 3), words(1, 4)), { minLength: 1, maxLength: 25 })
  .map((rows) => ['| Name | Value |', '|------|-------|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n'));

// Navigation: a list of links only (a "See also"), which is folded into its parent section.
const links = fc.array(fc.constantFrom('[alpha](a.md)', '[Beta guide](../b.md#x)', '<https://example.com>', '[C++ keywords][kw]'), { minLength: 1, maxLength: 4 }).map((l) => l.map((x) => `- ${x}`).join('\n'));
const docOf = (block: fc.Arbitrary<string>) => fc.array(block, { minLength: 0, maxLength: 25 }).map((b) => b.join('\n\n') + '\n');
const withoutTables = docOf(fc.oneof({ arbitrary: heading, weight: 3 }, { arbitrary: paragraph, weight: 4 }, code, list, quote, links));
const withTables = docOf(fc.oneof({ arbitrary: heading, weight: 3 }, { arbitrary: paragraph, weight: 3 }, code, list, quote, table, links));
const sizes = fc.record({ max_chars: fc.integer({ min: 60, max: 800 }), hard_limit: fc.integer({ min: 400, max: 1500 }) });

/** The chunks' texts and the folded sections' source text, in file order (nothing indexed or folded is lost). */
const allText = (md: string, r: ReturnType<typeof mdChunks>): string[] => {
  const bytes = Buffer.from(md, 'utf8');
  const pieces = [...r.chunks.map((c) => ({ at: c.start, text: c.text })), ...r.folded.map((f) => ({ at: f.source.start, text: bytes.subarray(f.source.start, f.source.end).toString('utf8') }))];
  return pieces.sort((a, b) => a.at - b.at).map((p) => p.text);
};
const asDoc = (r: ReturnType<typeof mdChunks>): Doc => ({ path: 'doc.md', hash: '', format: 'markdown', title: 'doc.md', meta: {}, anchors: r.anchors, chunks: r.chunks, notes: r.notes });
const fencedBlocks = (md: string) => md.match(/^(```|~~~)[^\n]*\n[\s\S]*?\n\1$/gm) ?? [];

describe('chunking properties over generated Markdown', () => {
  test('concatenating the chunks loses no body text (and adds none)', () => {
    fc.assert(
      fc.property(withoutTables, sizes, (md, chunking) => {
        const r = mdChunks(md, { chunking });
        expect(squash(allText(md, r).join(''))).toBe(squash(md));
        // Without folding, the chunks alone hold everything.
        const unfolded = mdChunks(md, { chunking: { ...chunking, fold_empty_sections: false } });
        expect(squash(unfolded.chunks.map((c) => c.text).join(''))).toBe(squash(md));
      }),
      { numRuns: 300 },
    );
  });

  test('with tables split by rows, every body line is still in some chunk', () => {
    fc.assert(
      fc.property(withTables, sizes, (md, chunking) => {
        const r = mdChunks(md, { chunking });
        const chunks = r.chunks;
        const flat = squash(allText(md, r).join('\n'));
        for (const line of md.split('\n')) if (line.trim()) expect(flat).toContain(squash(line));
        for (const c of chunks) if (c.text.includes('| Name | Value |') && !c.text.startsWith('|')) expect(c.text).toContain('| Name | Value |\n|------|-------|');
      }),
      { numRuns: 200 },
    );
  });

  test('no fenced block is split unless it is bigger than hard_limit', () => {
    fc.assert(
      fc.property(withTables, sizes, (md, chunking) => {
        const { chunks } = mdChunks(md, { chunking });
        for (const block of fencedBlocks(md)) {
          if (block.length > Math.max(chunking.hard_limit, chunking.max_chars)) continue;
          expect(chunks.some((c) => c.text.includes(block))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('every chunk anchor resolves to that chunk, every doc anchor resolves, ids are unique', () => {
    fc.assert(
      fc.property(withTables, sizes, (md, chunking) => {
        const r = mdChunks(md, { chunking });
        const resolver = createLabelResolver([asDoc(r)]);
        for (const c of r.chunks) {
          for (const anchor of c.anchors) expect(resolver.resolve({ raw: `doc.md#${anchor}`, path: 'doc.md', anchor })).toContain(c.id);
        }
        for (const anchor of r.anchors) expect(resolver.resolve({ raw: `doc.md#${anchor}`, path: 'doc.md', anchor }).length).toBeGreaterThan(0);
        expect(new Set(r.chunks.map((c) => c.id)).size).toBe(r.chunks.length);
      }),
      { numRuns: 300 },
    );
  });

  test('a folded section: only links or only a heading, carried by a chunk of an ancestor (or dropped under indexed subsections)', () => {
    fc.assert(
      fc.property(withTables, sizes, (md, chunking) => {
        const r = mdChunks(md, { chunking });
        const bytes = Buffer.from(md, 'utf8');
        const byId = new Map(r.chunks.map((c) => [c.id, c]));
        for (const f of r.folded) {
          const src = bytes.subarray(f.source.start, f.source.end).toString('utf8');
          expect(src.startsWith('#')).toBe(true);
          expect(md.split('\n').slice(f.source.line - 1, f.source.end_line).join('\n')).toContain(src.split('\n')[0]);
          if (f.why === 'heading-only') expect(src.split('\n').filter((l) => l.trim()).length).toBe(1);
          if (f.into === null) {
            // Dropped: some indexed chunk lies inside it.
            expect(r.chunks.some((c) => f.anchors.every((a) => c.anchors.includes(a)))).toBe(true);
          } else {
            expect(byId.get(f.into)?.folded).toContain(f);
          }
          // Every folded section is no chunk of its own.
          expect(r.chunks.some((c) => c.start === f.source.start)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('byte offsets point at the chunk text in the UTF-8 file', () => {
    fc.assert(
      fc.property(withoutTables, (md) => {
        const bytes = Buffer.from(md, 'utf8');
        for (const c of mdChunks(md).chunks) expect(bytes.subarray(c.start, c.end).toString('utf8')).toBe(c.text);
      }),
      { numRuns: 200 },
    );
  });
});
