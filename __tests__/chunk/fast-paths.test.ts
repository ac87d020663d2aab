/**
 * The chunker's fast paths against the libraries they stand in for: heading text content without
 * markdown-it's inline parse (slug.ts), github-slugger on ASCII (slug.ts), the block parser's line
 * table and token filter (markdown-state.ts), the light table rule (markdown-rules.ts) and front
 * matter with comments and block sequences (markdown-front-matter.ts, against the YAML parser). Each is
 * compared with the library's own result on generated input built from the characters that matter.
 */
import fc from 'fast-check';
import { slug as githubSlug } from 'github-slugger';
import MarkdownIt from 'markdown-it';
import { parseFrontMatter } from '../../src/chunk/front-matter';
import { chunkerParser } from '../../src/chunk/markdown';
import { fastFrontMatterWithComments } from '../../src/chunk/markdown-front-matter';
import { ChunkState } from '../../src/chunk/markdown-state';
import { collectIds, createSlugger, headingText } from '../../src/chunk/slug';

type Token = MarkdownIt.Token;

/** Reference: the text content and ids through markdown-it's full parseInline (slug.ts before its fast path). */
const refMd = new MarkdownIt('default', { html: true, linkify: false, typographer: false });
function referenceHeadingText(src: string): { text: string; ids: string[] } {
  const ids: string[] = [];
  const explicit = /[ \t]*\{#([^\s}]+)[^}]*\}[ \t]*$/.exec(src);
  if (explicit) {
    ids.push(explicit[1]);
    src = src.slice(0, explicit.index);
  }
  // Text without any markup character is taken as it is (as before the fast path).
  if (!/[`*_[\]<>&\\!~]/.test(src)) return { text: src, ids };
  const content = (children: Token[]): string => {
    let out = '';
    for (const c of children) {
      if (c.type === 'text' || c.type === 'code_inline') out += c.content;
      else if (c.type === 'softbreak' || c.type === 'hardbreak') out += '\n';
      else if (c.type === 'html_inline') collectIds(c.content, ids);
      else if (c.type !== 'image' && c.children) out += content(c.children);
    }
    return out;
  };
  let text = '';
  for (const t of refMd.parseInline(src, {})) text += content(t.children ?? []);
  return { text, ids };
}

const piece = fc.constantFrom(
  'a', 'B', '1', ' ', '  ', '_', '__', 'x_y', 'a_', '_b', '::', '-', '.', '`', '``', '`a_b`', '` x `', '`  `', '` `',
  '<a name="x"></a>', '<a id="y_1"></a>', '<a name="q">', '</a>', '<a name=x></a>', '<span id="s">', '</span>', '<', '>',
  '_x_', '__y__', ' _z_ ', '_a', 'b_', '*', '**', '[', ']', '](u)', '\\', '\\_', '&amp;', '&', '!', '~~', 'é', '😄', '\u00a0', '{#id}', '\n', 'operator<', '()',
);
const heading = fc.array(piece, { minLength: 1, maxLength: 12 }).map((p) => p.join(''));

describe('heading text content without the inline parser', () => {
  test('equals markdown-it parseInline on generated headings', () => {
    fc.assert(
      fc.property(heading, (h) => {
        expect(headingText(h)).toEqual(referenceHeadingText(h));
      }),
      { numRuns: 4000 },
    );
  });

  test.each([
    '<a name="remarks"></a> Remarks',
    '<a name="ctor"></a> `CFoo::CFoo`',
    '<a name="get_x"></a> CFoo::get_x',
    '__declspec keyword',
    'a_b_ c',
    '`x`_y',
    '<a name="x"></a>_y',
    '` padded `',
  ])('%s', (h) => {
    expect(headingText(h)).toEqual(referenceHeadingText(h));
  });
});

describe('slugs of ASCII text', () => {
  test('equal github-slugger on every ASCII string', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)), maxLength: 30 }), (text) => {
        expect(createSlugger().slug(text)).toBe(githubSlug(text));
      }),
      { numRuns: 3000 },
    );
  });
});

const mdLine = fc.constantFrom(
  '', ' ', '   ', '\t', 'text', '  indented', '    code', '\tcode', '# Head', '## Sub ##', 'Setext', '===', '---', '- item', '  - nested',
  '1. one', '> quote', '> > deep', '```', '```js', '~~~', '| a | b |', '|---|---|', '| 1 | 2 |', 'a | b', '--- | ---', '\\| x |',
  '<div>', '</div>', '<!-- c -->', '[ref]: http://x', '***', ' \t ', 'x\r', '\0', '| a | b', '|:-:|--:|', ':-- | ---: |', '|', '| \\| |',
);
const FM = '---\ntitle: x\n---\n';
const mdDoc = fc
  .tuple(fc.array(mdLine, { minLength: 0, maxLength: 30 }), fc.boolean(), fc.constantFrom('', '\n', '   ', '\t', ' \n', '\n  '))
  .map(([lines, fm, tail]) => ({ text: `${fm ? FM : ''}${lines.join('\n')}${tail}`, bodyStart: fm ? FM.length : 0 }));

const normalize = (s: string) => s.replace(/\r\n/g, ' \n').replace(/\r/g, '\n').replace(/\0/g, '\uFFFD');
/** What chunking reads of a token stream: top-level tokens (line ranges in body lines) and heading text. */
function topLevel(tokens: Token[]): string[] {
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (t.level === 0) out.push(`${t.type} ${t.tag} ${t.markup} ${t.map ? t.map.join('-') : ''}${t.type === 'heading_open' ? ` ${tokens[i + 1].content}` : ''}`);
  });
  return out;
}

describe('block parse through the chunker state', () => {
  for (const [name, md] of [
    ['markdown-it default rules', new MarkdownIt('default', { html: true })],
    ['chunker rules (light paragraph and table)', chunkerParser],
  ] as const) {
    test(`line table and top-level tokens equal markdown-it (own state, default rules) on the body alone: ${name}`, () => {
      fc.assert(
        fc.property(mdDoc, ({ text, bodyStart }) => {
          const body = normalize(text.slice(bodyStart));
          const refTokens: Token[] = [];
          const ref = new refMd.block.State(body, refMd, {}, refTokens);
          refMd.block.tokenize(ref, ref.line, ref.lineMax);
          const tokens: Token[] = [];
          const state = new ChunkState(normalize(text), bodyStart, md, {}, tokens);
          if (text.length > bodyStart) md.block.tokenize(state, state.line, state.lineMax);
          // One expect for the whole state (6,000 runs: an expect() costs more than the parse).
          // The chunker's tables are typed arrays: compared by their values, entry by entry.
          type Tables = { lineMax: number; bMarks: ArrayLike<number>; eMarks: ArrayLike<number>; tShift: ArrayLike<number>; sCount: ArrayLike<number>; bsCount: ArrayLike<number> };
          const seen = (s: Tables, shift: number, t: Token[]) => ({
            lineMax: s.lineMax,
            bMarks: Array.from(s.bMarks, (x) => x - shift),
            eMarks: Array.from(s.eMarks, (x) => x - shift),
            tShift: Array.from(s.tShift),
            sCount: Array.from(s.sCount),
            bsCount: Array.from(s.bsCount),
            topLevel: topLevel(t),
          });
          expect(seen(state, bodyStart, tokens)).toEqual(seen(ref, 0, refTokens));
        }),
        { numRuns: 3000 },
      );
    });
  }

  // Body rows are only counted in cells, for markdown-it's limit on autocompleted cells (65,536):
  // a wide header over many short rows reaches it, and where the table ends depends on each count.
  test.each(['|', '\\|', '|\\|', '\\\\|', 'a', '| a |', ' | ', 'a | b', '|a|b|c|', '\\| \\|', '||'])('table cut by the autocompleted-cells limit, rows %j', (row) => {
    const text = `${'|c'.repeat(100)}|\n${'|-'.repeat(100)}|\n${`${row}\n`.repeat(800)}after\n`;
    const refTokens: Token[] = [];
    const ref = new refMd.block.State(text, refMd, {}, refTokens);
    refMd.block.tokenize(ref, ref.line, ref.lineMax);
    const tokens: Token[] = [];
    const state = new ChunkState(text, 0, chunkerParser, {}, tokens);
    chunkerParser.block.tokenize(state, state.line, state.lineMax);
    expect(topLevel(tokens)).toEqual(topLevel(refTokens));
  });
});

describe('front matter with comment lines and block sequences, without the YAML parser', () => {
  test.each([
    ['---\ntitle: x\n#customer intent: As a dev, I want: this\n---\n# Body\n', { title: 'x' }],
    ['---\nf1_keywords:\n  - "_Lock_kind_mutex_"\n  - CPP\nms.date: 08/24/2022\n---\n', { f1_keywords: ['_Lock_kind_mutex_', 'CPP'], 'ms.date': '08/24/2022' }],
    ['---\ndev_langs:\n - CPP\n---\n', { dev_langs: ['CPP'] }],
    ['---\nk:\n- a\n- b\n---\n', { k: ['a', 'b'] }],
  ])('%j', (text, meta) => {
    expect(fastFrontMatterWithComments(text)).toEqual({ meta, bodyStart: parseFrontMatter(text).bodyStart });
    expect(fastFrontMatterWithComments(text)).toEqual(parseFrontMatter(text));
  });

  test.each([
    '---\nk:\n  - a\n    folded\n---\n',
    '---\nk:\n  - a\n   - b\n---\n',
    '---\nk:\n  - \n---\n',
    '---\nk:\n  - [a]\n---\n',
    '---\nk:\n  - a: b\n---\n',
    '---\nk:\n\n  - a\n---\n',
    '---\nk:\n  - 3\n---\n',
    '---\ntitle: a\u2028# x\n---\n',
  ])('falls back on %j', (text) => {
    expect(fastFrontMatterWithComments(text)).toBeNull();
  });

  test('generated mappings with sequences and comments agree with the YAML parser', () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_.-]{0,8}$/);
    const scalar = fc.oneof(fc.stringMatching(/^[A-Za-z0-9 ./:#,-]{0,14}$/), fc.stringMatching(/^"[A-Za-z0-9 ,'#:-]{0,12}"$/));
    const seq = fc
      .tuple(fc.constantFrom('', ' ', '  ', '   '), fc.array(scalar, { minLength: 0, maxLength: 4 }), fc.constantFrom('', '\n', '  x\n'))
      .map(([indent, items, after]) => `\n${items.map((i) => `${indent}- ${i}`).join('\n')}${after ? `\n${after.trimEnd()}` : ''}`);
    const line = fc.oneof(
      fc.tuple(key, scalar).map(([k, v]) => `${k}: ${v}`),
      fc.tuple(key, seq).map(([k, s]) => `${k}:${s}`),
      fc.constantFrom('# comment', '#customer intent: x', '  # indented comment', ''),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 7 }), (lines) => {
        const text = `---\n${lines.join('\n')}\n---\n# Body\n`;
        const fast = fastFrontMatterWithComments(text);
        if (fast) expect(fast).toEqual(parseFrontMatter(text));
      }),
      { numRuns: 2000 },
    );
  });
});
