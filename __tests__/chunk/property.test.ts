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

const docOf = (block: fc.Arbitrary<string>) => fc.array(block, { minLength: 0, maxLength: 25 }).map((b) => b.join('\n\n') + '\n');
const withoutTables = docOf(fc.oneof({ arbitrary: heading, weight: 3 }, { arbitrary: paragraph, weight: 4 }, code, list, quote));
const withTables = docOf(fc.oneof({ arbitrary: heading, weight: 3 }, { arbitrary: paragraph, weight: 3 }, code, list, quote, table));
const sizes = fc.record({ max_chars: fc.integer({ min: 60, max: 800 }), hard_limit: fc.integer({ min: 400, max: 1500 }) });

const asDoc = (r: ReturnType<typeof mdChunks>): Doc => ({ path: 'doc.md', hash: '', format: 'markdown', title: 'doc.md', meta: {}, anchors: r.anchors, chunks: r.chunks, notes: r.notes });
const fencedBlocks = (md: string) => md.match(/^(```|~~~)[^\n]*\n[\s\S]*?\n\1$/gm) ?? [];

describe('chunking properties over generated Markdown', () => {
  test('concatenating the chunks loses no body text (and adds none)', () => {
    fc.assert(
      fc.property(withoutTables, sizes, (md, chunking) => {
        const { chunks } = mdChunks(md, { chunking });
        expect(squash(chunks.map((c) => c.text).join(''))).toBe(squash(md));
      }),
      { numRuns: 300 },
    );
  });

  test('with tables split by rows, every body line is still in some chunk', () => {
    fc.assert(
      fc.property(withTables, sizes, (md, chunking) => {
        const { chunks } = mdChunks(md, { chunking });
        const all = chunks.map((c) => c.text).join('\n');
        const flat = squash(all);
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
