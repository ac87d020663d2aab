/**
 * MDX is Markdown plus ESM (`import`/`export`) and JSX. markdown-it does not know JSX, so the
 * Markdown chunker parses MDX as CommonMark (component tags become HTML blocks or inline HTML) and
 * this file takes the JSX out of the text: component tags and `{/* comments *\/}` are not prose,
 * the text between the tags is. No MDX parser is used because the only mature one (micromark's
 * mdx extensions) is the unified/mdast stack the issue measured at ~0.8 MB/s, 30× too slow here.
 */

const ESM_LINE = /^[ \t]*(?:import|export)[\s{*]/;

/** True when a top-level paragraph is an ESM block (`import X from '…'`, `export const …`). */
export function isEsmBlock(text: string): boolean {
  return ESM_LINE.test(text);
}

/**
 * Removes JSX component tags (`<Aside type="tip">`, `</Aside>`, `<Code code={x} />`, fragments)
 * and `{/* … *\/}` comments; keeps lower-case HTML tags and everything inside inline code spans.
 * Lines left empty by the removal are dropped.
 */
export function stripJsx(text: string): string {
  let out = '';
  let i = 0;
  const n = text.length;
  // Unclosed `<Foo` starts each scan ahead; a budget keeps hostile text linear (tags past it stay).
  let budget = 8 * n + 100_000;
  while (i < n) {
    const c = text[i];
    if (c === '`') {
      // Copy a code span verbatim: `<Foo>` inside backticks is text, not a component.
      let run = 1;
      while (text[i + run] === '`') run++;
      const fence = '`'.repeat(run);
      const close = text.indexOf(fence, i + run);
      const end = close < 0 ? i + run : close + run;
      out += text.slice(i, end);
      i = end;
      continue;
    }
    if (c === '<' && budget > 0 && isComponentTagStart(text, i)) {
      const stop = i + Math.min(MAX_TAG_CHARS, budget);
      const end = tagEnd(text, i, stop);
      budget -= (end > 0 ? end : Math.min(stop, n)) - i;
      if (end > 0) {
        i = end;
        continue;
      }
    }
    if (c === '{' && text.startsWith('{/*', i)) {
      const close = text.indexOf('*/}', i + 3);
      if (close >= 0) {
        i = close + 3;
        continue;
      }
    }
    out += c;
    i++;
  }
  if (out === text) return text;
  return out
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** `<Foo`, `</Foo`, `<Foo.Bar`, `<>` and `</>`: JSX components start upper-case or are fragments. */
export function isComponentTagStart(text: string, i: number): boolean {
  let j = i + 1;
  if (text[j] === '/') j++;
  const ch = text[j];
  if (ch === '>') return true;
  return ch !== undefined && ch >= 'A' && ch <= 'Z';
}

/** Index just past the `>` that closes the tag at `i`, skipping quoted strings and `{…}` expressions; -1 if unclosed. */
export function tagEnd(text: string, i: number, limit = text.length): number {
  let depth = 0;
  let quote = '';
  const stop = Math.min(text.length, limit);
  for (let j = i + 1; j < stop; j++) {
    const ch = text[j];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (depth > 0) {
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
      else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    } else if (ch === '{') depth++;
    else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return j + 1;
  }
  return -1;
}

/** How far a JSX tag (with multi-line props) may run before it is not taken for one: bounds the scan. */
const MAX_TAG_CHARS = 10_000;

interface BlockState {
  src: string;
  bMarks: number[];
  eMarks: number[];
  tShift: number[];
  line: number;
  blkIndent: number;
  env: unknown;
  push(type: string, tag: string, nesting: -1 | 0 | 1): { map: [number, number] | null; content: string };
  getLines(begin: number, end: number, indent: number, keepLastLF: boolean): string;
}

/**
 * markdown-it block rule for MDX: a line holding only JSX component tags (`<Steps>`, `</Tabs>`,
 * `<Code code={x} />`, props over several lines included) is a block of its own, at any
 * indentation. CommonMark would make it an HTML block running to the next blank line, which
 * swallows the Markdown inside a component (a fence opened there then leaks its `# comment`
 * lines out as headings); this way the children are parsed as the Markdown they are.
 */
export function mdxJsxBlockRule(state: BlockState, startLine: number, endLine: number, silent: boolean): boolean {
  const src = state.src;
  let p = state.bMarks[startLine] + state.tShift[startLine];
  if (src.charCodeAt(p) !== 0x3c || !isComponentTagStart(src, p)) return false;
  // Each unclosed `<Foo` scans ahead; a per-document budget (env.jsxBudget) keeps that linear.
  const env = state.env as { jsxBudget?: number };
  for (;;) {
    const budget = env.jsxBudget ?? MAX_TAG_CHARS;
    if (budget <= 0) return false;
    const stop = p + Math.min(MAX_TAG_CHARS, budget);
    const end = tagEnd(src, p, stop);
    env.jsxBudget = budget - ((end > 0 ? end : Math.min(stop, src.length)) - p);
    if (end < 0) return false;
    p = end;
    while (src[p] === ' ' || src[p] === '\t') p++;
    if (p >= src.length || src[p] === '\n') break;
    if (src[p] === '<' && isComponentTagStart(src, p)) continue;
    return false; // text after the tag: inline JSX in a paragraph, left to the paragraph rule
  }
  let last = startLine;
  while (last < endLine - 1 && state.eMarks[last] < p) last++;
  if (state.eMarks[last] < p) return false;
  if (silent) return true;
  const token = state.push('html_block', '', 0);
  token.map = [startLine, last + 1];
  token.content = state.getLines(startLine, last + 1, state.blkIndent, true);
  state.line = last + 1;
  return true;
}
