import { createLabelResolver } from '../../src/golden/resolve';
import { mdChunks } from './helpers';
import { fastestMs, smallestRatio } from '../support/timing';

describe('chunkMarkdown: headings', () => {
  test('ATX and setext headings make sections with a trail', () => {
    const text = '# Guide\n\nIntro.\n\nSetup\n-----\n\nSteps.\n\n### Deep ###\n\nMore.\n\nOther\n=====\n\nEnd.\n';
    const { chunks } = mdChunks(text);
    expect(chunks.map((c) => c.id)).toEqual(['doc.md#guide', 'doc.md#setup', 'doc.md#deep', 'doc.md#other']);
    expect(chunks[2].trail.map((h) => [h.text, h.level])).toEqual([
      ['Guide', 1],
      ['Setup', 2],
      ['Deep', 3],
    ]);
    expect(chunks[2].anchors).toEqual(['guide', 'setup', 'deep']);
    expect(chunks[3].anchors).toEqual(['other']);
    expect(chunks[1].text).toBe('Setup\n-----\n\nSteps.');
  });

  test('text before the first heading is the preamble, id path#', () => {
    const { chunks } = mdChunks('Lead text.\n\n## A\n\nBody.\n');
    expect(chunks[0]).toMatchObject({ id: 'doc.md#', trail: [], anchors: [], text: 'Lead text.' });
  });

  test('headings inside fenced, tilde, indented and unclosed code are not headings', () => {
    const text = [
      '# Top',
      '',
      '```sh',
      '# not a heading',
      '```',
      '',
      '~~~',
      '## nor this',
      '~~~',
      '',
      '    # indented code',
      '',
      '## Real',
      '',
      '````',
      '# unclosed fence swallows the rest',
      '## still code',
    ].join('\n');
    const { chunks, raw } = mdChunks(text);
    expect(chunks.map((c) => c.id)).toEqual(['doc.md#top', 'doc.md#real']);
    expect(chunks[0].text).toContain('# not a heading');
    expect(chunks[0].text).toContain('    # indented code');
    expect(raw.notes.join()).toMatch(/unclosed code fence at line 15/);
  });

  test('explicit ids: <a name> and {#id} resolve beside the slug, and are stripped from the text', () => {
    const { chunks, anchors } = mdChunks('## <a name="x1"></a> Title\n\nA.\n\n### Sub {#custom}\n\nB.\n');
    expect(chunks[0].anchors).toEqual(['-title', 'x1']);
    expect(chunks[0].trail[0].text).toBe('Title');
    expect(chunks[1].anchors).toEqual(['-title', 'x1', 'sub', 'custom']);
    expect(chunks[1].trail[1].text).toBe('Sub');
    expect(anchors).toEqual(['-title', 'x1', 'sub', 'custom']);
  });

  test('repeated headings get -1, -2 and distinct ids', () => {
    const { chunks } = mdChunks('## Example\n\na\n\n## Example\n\nb\n\n## Example\n\nc\n');
    expect(chunks.map((c) => c.id)).toEqual(['doc.md#example', 'doc.md#example-1', 'doc.md#example-2']);
  });

  test('a heading-only section gets no chunk of its own: its subsection carries its anchor (folding off: it does)', () => {
    const { chunks, folded } = mdChunks('# A\n## B\n### C\n\ntext\n');
    expect(chunks.map((c) => [c.id, c.text, c.anchors])).toEqual([['doc.md#c', '### C\n\ntext', ['a', 'b', 'c']]]);
    expect(folded.map((f) => [f.anchors, f.why, f.into, f.source])).toEqual([
      [['a'], 'heading-only', null, { start: 0, end: 3, line: 1, end_line: 1 }],
      [['b'], 'heading-only', null, { start: 4, end: 8, line: 2, end_line: 2 }],
    ]);
    const unfolded = mdChunks('# A\n## B\n### C\n\ntext\n', { chunking: { fold_empty_sections: false } });
    expect(unfolded.chunks.map((c) => [c.id, c.text])).toEqual([
      ['doc.md#a', '# A'],
      ['doc.md#b', '## B'],
      ['doc.md#c', '### C\n\ntext'],
    ]);
  });

  test('a See also list of links is folded into its parent chunk, which a label on it then matches', () => {
    const text = '# Keyword\n\nThe keyword does this.\n\n## Example\n\ncode here\n\n## See also\n\n[C++ keywords](keywords.md)<br/>\n[__declspec](declspec.md)\n\n## Empty\n';
    const { chunks, folded } = mdChunks(text);
    expect(chunks.map((c) => c.id)).toEqual(['doc.md#keyword', 'doc.md#example']);
    expect(chunks[0].folded?.map((f) => [f.anchors, f.why, f.into, f.source.line, f.source.end_line])).toEqual([
      [['see-also'], 'links-only', 'doc.md#keyword', 9, 12],
      [['empty'], 'heading-only', 'doc.md#keyword', 14, 14],
    ]);
    expect(folded).toHaveLength(2);
    const bytes = Buffer.from(text, 'utf8');
    expect(bytes.subarray(folded[0].source.start, folded[0].source.end).toString()).toBe('## See also\n\n[C++ keywords](keywords.md)<br/>\n[__declspec](declspec.md)');
    // The folded words are not indexed: they describe other pages.
    expect(chunks[0].indexText).not.toContain('declspec');
    const resolver = createLabelResolver([{ path: 'doc.md', hash: '', format: 'markdown', title: 'Keyword', meta: {}, anchors: [], chunks, notes: [] }]);
    expect(resolver.resolve({ raw: 'doc.md#see-also', path: 'doc.md', anchor: 'see-also' })).toEqual(['doc.md#keyword']);
    expect(resolver.resolve({ raw: 'doc.md#empty', path: 'doc.md', anchor: 'empty' })).toEqual(['doc.md#keyword']);
  });

  test('a section with a sentence around its links is content, not navigation', () => {
    const { chunks } = mdChunks('# K\n\nBody.\n\n## See also\n\nFor the rules the compiler applies when it looks up names, see [Name lookup](x.md).\n');
    expect(chunks.map((c) => c.id)).toEqual(['doc.md#k', 'doc.md#see-also']);
  });
});

describe('chunkMarkdown: blocks', () => {
  test('GFM table, list with its lead-in, HTML block, link reference definitions', () => {
    const text = '# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nDo this:\n\n- one\n- two\n\n<div>\nraw html\n</div>\n\n[ref]: https://example.com\n';
    const { raw } = mdChunks(text);
    const kinds = raw.sections[0].blocks.map((b) => [b.kind, b.keepWithPrevious ?? false]);
    expect(kinds).toEqual([
      ['table', false],
      ['paragraph', false],
      ['list', true],
      ['html', false],
      ['other', false],
    ]);
    expect(raw.sections[0].blocks[0].tableHeader).toBe('| a | b |\n|---|---|');
    expect(raw.sections[0].blocks[4].text).toBe('[ref]: https://example.com');
  });

  test('front matter is not indexed; offsets are UTF-8 bytes in the whole file', () => {
    const fm = '---\ntitle: Café\n---\n';
    const text = `${fm}# Crème brûlée\n\nSucre.\n`;
    const { chunks } = mdChunks(text, { bodyStart: fm.length });
    expect(chunks).toHaveLength(1);
    expect(chunks[0].text).toBe('# Crème brûlée\n\nSucre.');
    const bytes = Buffer.from(text, 'utf8');
    expect(bytes.subarray(chunks[0].start, chunks[0].end).toString('utf8')).toBe(chunks[0].text);
    expect(chunks[0].anchors).toEqual(['crème-brûlée']);
  });

  test('CRLF line endings keep offsets right', () => {
    const text = '# A\r\n\r\nalpha\r\n\r\n## B\r\n\r\nbeta\r\n';
    const { chunks } = mdChunks(text);
    expect(chunks.map((c) => c.id)).toEqual(['doc.md#a', 'doc.md#b']);
    expect(chunks[1].trail[1].text).toBe('B');
    expect(text.slice(chunks[1].start, chunks[1].end)).toBe('## B\r\n\r\nbeta\r');
  });

  test('MDX: imports, exports, component tags and comments are not prose; their children are', () => {
    const text = [
      "import { Aside, Tabs } from '@astrojs/starlight/components';",
      "export const meta = { a: 1 };",
      '',
      '# Page',
      '',
      '<Aside type="tip" title={`x > y`}>',
      'Inside the aside.',
      '</Aside>',
      '',
      '{/* a comment */}',
      '',
      'Use <Code code="a" /> and `<Literal />` here.',
    ].join('\n');
    const { chunks } = mdChunks(text, { mdx: true });
    expect(chunks).toHaveLength(1);
    const body = chunks[0].text;
    expect(body).not.toMatch(/import|export|Aside|Code code|comment/);
    expect(body).toContain('Inside the aside.');
    expect(body).toContain('Use  and `<Literal />` here.');
  });
});

describe('chunkMarkdown: hostile input stays fast', () => {
  test('many unclosed JSX-looking tags in MDX, deep nesting, a huge line: within a few times prose of their size', () => {
    const hostile: Array<[string, boolean]> = [
      ['<A '.repeat(50_000), true],
      ['<A "'.repeat(50_000) + '>', true],
      ['<A "\n'.repeat(50_000) + '>', true],
      ['> '.repeat(5_000) + 'deep\n' + '- '.repeat(5_000) + 'x\n', false],
      ['word '.repeat(200_000), false],
    ];
    // The yardstick: ordinary Markdown of the same size, in the same mode.
    const prose = (n: number) => '## Returns\n\nItems can be returned within 30 days of delivery.\n\n'.repeat(Math.ceil(n / 64)).slice(0, n);
    for (const [text, mdx] of hostile) {
      const peer = prose(text.length);
      let seen = '';
      const ratio = smallestRatio(() => {
        const yardstick = fastestMs(() => mdChunks(peer, { mdx }));
        const ms = fastestMs(() => mdChunks(text, { mdx }));
        seen += ` ${ms.toFixed(0)} ms against ${yardstick.toFixed(0)};`;
        return ms / yardstick;
      }, 10);
      if (ratio >= 10) throw new Error(`${JSON.stringify(text.slice(0, 8))}…: over 10 times prose of its size in every attempt:${seen}`);
    }
  });
});
