import { buildChunks } from '../../src/chunk/build';
import type { RawDocument } from '../../src/chunk/raw';
import { CHUNKING, mdChunks, squash } from './helpers';

const para = (n: number, word = 'word') => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ') + '.';

describe('buildChunks: sizes', () => {
  test('a long section is split between blocks into parts :2, :3 under max_chars', () => {
    const blocks = Array.from({ length: 6 }, (_, i) => para(15, `p${i}w`));
    const text = `# Title\n\n## Long\n\n${blocks.join('\n\n')}\n`;
    const { chunks } = mdChunks(text, { chunking: { max_chars: 200 } });
    const long = chunks.filter((c) => c.trail.at(-1)?.slug === 'long');
    expect(long.map((c) => c.id)).toEqual(['doc.md#long', 'doc.md#long:2', 'doc.md#long:3']);
    expect(long.map((c) => c.part)).toEqual([0, 1, 2]);
    for (const c of long) {
      expect(c.text.length).toBeLessThanOrEqual(200);
      expect(c.anchors).toEqual(['title', 'long']);
      expect(text.slice(c.start, c.end).startsWith(c.text.slice(0, 20))).toBe(true);
    }
    expect(squash(long.map((c) => c.text).join(''))).toBe(squash(`## Long\n${blocks.join('')}`));
  });

  test('a code block under hard_limit is never split, even over max_chars', () => {
    const code = '```js\n' + Array.from({ length: 40 }, (_, i) => `const v${i} = ${i};`).join('\n') + '\n```';
    const { chunks, notes } = mdChunks(`# A\n\nIntro.\n\n${code}\n\nAfter.\n`, { chunking: { max_chars: 200, hard_limit: 2000 } });
    expect(chunks.filter((c) => c.text.includes('```js')).map((c) => c.text.includes(code))).toEqual([true]);
    expect(notes).toEqual([]);
  });

  test('a code block over hard_limit is split between lines, with a note', () => {
    const code = '```\n' + Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n') + '\n```';
    const { chunks, notes } = mdChunks(`# A\n\n${code}\n`, { chunking: { max_chars: 100, hard_limit: 300 } });
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(300 + 10);
    expect(notes.join()).toMatch(/code block at line 3 .* over hard_limit \(300\)/);
    expect(squash(chunks.map((c) => c.text).join(''))).toBe(squash(`# A${code}`));
  });

  test('a table over max_chars is split by rows with the header repeated in every part', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `| key${i} | value number ${i} |`);
    const header = '| Key | Value |\n|-----|-------|';
    const { chunks } = mdChunks(`## Table\n\n${header}\n${rows.join('\n')}\n`, { chunking: { max_chars: 250 } });
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) {
      expect(c.text).toContain(header);
      expect(c.text.length).toBeLessThanOrEqual(250);
    }
    const seen = chunks.flatMap((c) => c.text.split('\n').filter((l) => l.startsWith('| key')));
    expect(seen).toEqual(rows);
  });

  test('a list stays with its lead-in sentence when they fit together', () => {
    const filler = para(30);
    const text = `# A\n\n${filler}\n\nTo install, run these steps:\n\n- one\n- two\n- three\n`;
    const { chunks } = mdChunks(text, { chunking: { max_chars: filler.length + 20 } });
    const withList = chunks.find((c) => c.text.includes('- one'))!;
    expect(withList.text.startsWith('To install, run these steps:')).toBe(true);
  });

  test('a heading stays with the block after it', () => {
    const big = para(60);
    const { chunks } = mdChunks(`# A\n\n${big}\n`, { chunking: { max_chars: 100, hard_limit: 100000 } });
    expect(chunks[0].text.startsWith('# A\n\nword0')).toBe(true);
  });

  test('overlap repeats the end of the previous part at the start of the next', () => {
    const blocks = Array.from({ length: 4 }, (_, i) => para(20, `b${i}x`));
    const { chunks } = mdChunks(`# A\n\n${blocks.join('\n\n')}\n`, { chunking: { max_chars: 200, overlap: 0.2 } });
    expect(chunks.length).toBeGreaterThan(1);
    const tail = chunks[0].text.slice(-15);
    expect(chunks[1].text.includes(tail.slice(tail.indexOf(' ') + 1))).toBe(true);
    expect(chunks[1].start).toBeLessThan(chunks[0].end);
  });
});

describe('buildChunks: ids, trails, indexText', () => {
  test('indexText is Title > Section > Subsection, then the text; off with heading_path: false', () => {
    const text = '# Guide\n\n## Install\n\n### Linux\n\napt install x\n';
    const on = mdChunks(text).chunks.at(-1)!;
    expect(on.indexText).toBe('Guide > Install > Linux\n\n### Linux\n\napt install x');
    const off = mdChunks(text, { chunking: { heading_path: false } }).chunks.at(-1)!;
    expect(off.indexText).toBe(off.text);
  });

  test('a document title different from the H1 is prepended', () => {
    const raw: RawDocument = {
      sections: [{ heading: { text: 'Usage', level: 2, ids: ['use'], start: 0, end: 8 }, blocks: [{ kind: 'paragraph', text: 'Body', start: 10, end: 14 }] }],
      notes: [],
    };
    const { chunks, anchors } = buildChunks('a/b.rst', 'Front Title', raw, '## Usage\n\nBody', CHUNKING);
    expect(chunks[0]).toMatchObject({ id: 'a/b.rst#usage', anchors: ['usage', 'use'], indexText: 'Front Title > Usage\n\n## Usage\n\nBody', start: 0, end: 14 });
    expect(chunks[0].trail[0].level).toBe(1);
    expect(anchors).toEqual(['usage', 'use']);
  });

  test('a sibling heading pops the trail; a deeper level nests', () => {
    const { chunks } = mdChunks('# A\n\n### C\n\nc\n\n## B\n\nb\n\n# D\n\nd\n', { chunking: { fold_empty_sections: false } });
    expect(chunks.map((c) => c.anchors)).toEqual([['a'], ['a', 'c'], ['a', 'b'], ['d']]);
    // With folding (the default) the heading-only `# A` is dropped: its subsections carry its anchor.
    expect(mdChunks('# A\n\n### C\n\nc\n\n## B\n\nb\n\n# D\n\nd\n').chunks.map((c) => c.anchors)).toEqual([['a', 'c'], ['a', 'b'], ['d']]);
  });

  test('empty document → no chunks; empty heading text keeps ids unique', () => {
    expect(mdChunks('').chunks).toEqual([]);
    expect(mdChunks('\n\n  \n').chunks).toEqual([]);
    const { chunks } = mdChunks('intro\n\n#\n\nbody\n');
    expect(new Set(chunks.map((c) => c.id)).size).toBe(chunks.length);
  });
});
