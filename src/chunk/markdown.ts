/**
 * Markdown and MDX → sections of blocks, on markdown-it (a CommonMark parser with GFM tables).
 * Only markdown-it's block pass runs over the body: chunking needs block boundaries, not inline
 * markup, and skipping the inline pass is what makes a 44 MB corpus chunk in well under 2.5 s.
 * Inline markup is parsed for headings only (slug.ts), because the slug depends on it.
 */
import MarkdownIt from 'markdown-it';
import type { BlockKind, RawBlock, RawDocument, RawHeading, RawSection } from './raw';
import { isEsmBlock, mdxJsxBlockRule, stripJsx } from './markdown-mdx';
import { isSphinxDirective, mystColonFence, mystDirective, mystOptions } from './markdown-myst';
import { contextDirective, objectKind, SphinxObjects, type DescribedObject } from './sphinx-objects';
import { lightParagraph, lightTable } from './markdown-rules';
import { ChunkState } from './markdown-state';
import { headingParts } from './slug';
import { checkDeadline, countSection } from './deadline';
import { lineOf } from './text-lines';

type Token = MarkdownIt.Token;

/** Duplicate-id notes per document; the rest are counted in one more note. */
const MAX_DUPLICATE_NOTES = 20;
/** MyST object fences nested deeper than this are one block of the object around them (as in reST). */
const MAX_OBJECT_DEPTH = 8;

/** `html: true` so `<a name>` in headings and HTML blocks are recognised as such. */
const md = new MarkdownIt('default', { html: true, linkify: false, typographer: false });
/** MDX has no indented code blocks (indentation nests JSX children), so that rule is off for MDX. */
const mdxMd = new MarkdownIt('default', { html: true, linkify: false, typographer: false }).disable('code');
md.block.ruler.at('paragraph', lightParagraph as MarkdownIt.ParserBlock.RuleBlock);
mdxMd.block.ruler.at('paragraph', lightParagraph as MarkdownIt.ParserBlock.RuleBlock);
// `at` resets a rule's alt list: the table rule ends paragraphs and references, as markdown-it's does.
md.block.ruler.at('table', lightTable as MarkdownIt.ParserBlock.RuleBlock, { alt: ['paragraph', 'reference'] });
mdxMd.block.ruler.at('table', lightTable as MarkdownIt.ParserBlock.RuleBlock, { alt: ['paragraph', 'reference'] });
// MyST `:::{confval} name` fences (markdown-myst.ts): before paragraphs, so they end one, as fences do.
for (const parser of [md, mdxMd]) {
  parser.block.ruler.before('fence', 'myst_colon_fence', mystColonFence as unknown as MarkdownIt.ParserBlock.RuleBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
}
mdxMd.block.ruler.before('html_block', 'mdx_jsx', mdxJsxBlockRule as unknown as MarkdownIt.ParserBlock.RuleBlock, {
  alt: ['paragraph', 'reference', 'blockquote'],
});

countHeadings(md);
countHeadings(mdxMd);

/**
 * The heading rules, each recognised heading counted against the file's section cap (deadline.ts),
 * so a file of 333,000 headings stops while it is parsed. Wraps markdown-it's own rules (found by
 * name in the ruler; `at` needs the alternation restated).
 */
function countHeadings(parser: MarkdownIt): void {
  type Rule = MarkdownIt.ParserBlock.RuleBlock;
  const rules = (parser.block.ruler as unknown as { __rules__: Array<{ name: string; fn: Rule; alt: string[] }> }).__rules__;
  // First of all block rules, tried at every block start: the per-file time budget is checked
  // while markdown-it parses, not only after (it recognises nothing, so the parse is unchanged).
  parser.block.ruler.before(rules[0].name, 'time_budget', () => {
    checkDeadline();
    return false;
  });
  for (const name of ['heading', 'lheading']) {
    const found = rules.find((r) => r.name === name);
    if (!found) continue;
    const { fn, alt } = found;
    const counted: Rule = (state, start, end, silent) => {
      const ok = fn(state, start, end, silent);
      if (ok && !silent) countSection();
      return ok;
    };
    parser.block.ruler.at(name, counted, { alt: [...alt] });
  }
}

/** The Markdown parser as configured for chunking (exported for tests of its rules). */
export const chunkerParser = md;

const BLOCK_KIND: Record<string, BlockKind> = {
  paragraph_open: 'paragraph',
  fence: 'code',
  code_block: 'code',
  table_open: 'table',
  bullet_list_open: 'list',
  ordered_list_open: 'list',
  blockquote_open: 'quote',
  html_block: 'html',
  hr: 'other',
  // markdown-it 15 emits link reference definitions as tokens; older versions left a gap (see coverGap).
  reference_definition: 'other',
};

/**
 * Cuts a Markdown (or MDX) file into sections on its headings. `bodyStart` is where the front
 * matter ends (it is not indexed); offsets in the result are into the whole `text`.
 */
export function chunkMarkdown(text: string, bodyStart: number, mdx: boolean): RawDocument {
  const tokens: Token[] = [];
  // The block parser splits lines on \n only and markdown-it's normalize step (which would change
  // lengths) is skipped, so CR and NUL are replaced one-for-one: every offset stays valid in `text`.
  // The parser reads the whole file text with its line table starting at `bodyStart`, so token
  // line ranges map to file offsets directly (see markdown-state.ts).
  const parser = mdx ? mdxMd : md;
  const bodyLength = text.length - bodyStart;
  const state = new ChunkState(sameLengthNormalize(text), bodyStart, parser, { jsxBudget: 8 * bodyLength + 100_000 }, tokens);
  if (bodyLength > 0) parser.block.tokenize(state, state.line, state.lineMax);

  /** lineStart[i] = file offset of body line i; lineStart[lineCount] = text.length. */
  const lineStart = state.bMarks;
  const lineEnds = state.eMarks;
  const lineCount = state.lineMax;
  /** End of line `line` without its newline. */
  const lineEnd = (line: number): number => lineEnds[line];
  const slice = (from: number, toLine: number) => text.slice(lineStart[from], lineEnd(toLine - 1));
  const isBlankLine = (line: number) => isBlankRange(text, lineStart[line], lineEnd(line));

  const notes: string[] = [];
  const sections: RawSection[] = [{ heading: null, blocks: [] }];
  let current = sections[0];
  let title: string | undefined;
  let covered = 0;
  /** The innermost open heading and its level (0 before the first): a MyST object nests one deeper. */
  let open: RawHeading | null = null;
  let openLevel = 0;
  const objects = new SphinxObjects();
  let duplicates = 0;
  /** Module ids before the first heading, for it. */
  let pendingIds: string[] = [];
  const lineText = (line: number) => text.slice(lineStart[line], lineEnd(line));
  let bodyLine = 0;
  /** The file line of body line 0 (counted once, when a note first needs it). */
  const firstLine = () => (bodyLine === 0 ? (bodyLine = lineOf(text, bodyStart)) : bodyLine);

  /** An object's section: heading lines `from`..`headLast`, content lines `bodyFrom`..`bodyTo` (exclusive), the section to `last`. */
  const objectSection = (obj: DescribedObject, from: number, headLast: number, bodyFrom: number, bodyTo: number, last: number, dedent = false) => {
    countSection();
    for (const id of obj.repeats) {
      if (++duplicates <= MAX_DUPLICATE_NOTES) notes.push(`line ${firstLine() + from}: duplicate object description of #${id} (Sphinx warns too); a label on #${id} names every section that declares it`);
    }
    const ids = [...new Set([...obj.ids.slice(1), ...obj.repeats])];
    const heading: RawHeading = { text: obj.text, level: openLevel + 1, ids, start: lineStart[from], end: lineEnd(headLast), ownSlug: obj.ids[0] ?? '', until: lineEnd(last) };
    current = { heading, blocks: [] };
    sections.push(current);
    let a = bodyFrom;
    let b = bodyTo;
    while (a < b && isBlankLine(a)) a++;
    while (b > a && isBlankLine(b - 1)) b--;
    if (a < b) body(heading, a, b, dedent);
    current = { heading: null, blocks: [], resume: openLevel };
    sections.push(current);
  };

  /**
   * An object's body, lines `a`..`b` (exclusive), parsed as Markdown in its own right (its code
   * fences are code, a nested object fence is a section under it), as the reST chunker reads a
   * directive body; past MAX_OBJECT_DEPTH it is one block. Each level tokenizes its lines once.
   */
  const body = (heading: RawHeading, a: number, b: number, dedent: boolean): void => {
    if (depth >= MAX_OBJECT_DEPTH) {
      pushBlock('paragraph', slice(a, b), a, b).exact = true;
      return;
    }
    const sub: Token[] = [];
    const saved = { tokens: state.tokens, line: state.line, lineMax: state.lineMax, blkIndent: state.blkIndent, covered, open, openLevel };
    state.tokens = sub;
    state.lineMax = b;
    // A glossary definition is read without the indentation its lines share (as Sphinx dedents it).
    if (dedent) {
      let indent = Infinity;
      for (let l = a; l < b; l++) if (!isBlankLine(l)) indent = Math.min(indent, state.sCount[l]);
      state.blkIndent = Number.isFinite(indent) ? indent : 0;
    }
    parser.block.tokenize(state, a, b);
    state.tokens = saved.tokens;
    state.line = saved.line;
    state.lineMax = saved.lineMax;
    state.blkIndent = saved.blkIndent;
    covered = a;
    open = heading;
    openLevel = heading.level;
    depth++;
    walk(sub);
    coverGap(b);
    depth--;
    covered = saved.covered;
    open = saved.open;
    openLevel = saved.openLevel;
  };

  /** A MyST directive the chunker reads (markdown-myst.ts) at fence lines `from`..`close` (exclusive; `closed`: its last line closes it). */
  const mystBlock = (name: string, arg: string, from: number, end: number, closed: boolean): void => {
    const bodyTo = closed ? end - 1 : end;
    const lines: string[] = [];
    for (let l = from + 1; l < bodyTo; l++) lines.push(lineText(l));
    const { options, contentFrom } = mystOptions(lines);
    const headLast = from + contentFrom;
    const last = Math.max(from, end - 1);
    const ctx = contextDirective(name, objects.defaultDomain);
    if (ctx) {
      const id = objects.setContext(ctx, arg, options.has('no-index') || options.has('noindex'));
      if (id !== null) {
        if (open) open.ids.push(id);
        else pendingIds.push(id);
      }
      return;
    }
    if (name === 'glossary' || name === 'std:glossary') {
      mystGlossary(headLast + 1, bodyTo);
      return;
    }
    const kind = objectKind(name, objects.defaultDomain);
    const obj = kind ? objects.describe(kind, arg.split('\n'), options) : null;
    if (!obj) {
      pushBlock('other', slice(from, end), from, end);
      return;
    }
    const entered = obj.enter();
    objectSection(obj, from, headLast, headLast + 1, bodyTo, last);
    entered.restore();
  };

  /** Glossary entries (term lines unindented, the definition indented) as sections, as in reST. */
  const mystGlossary = (from: number, to: number): void => {
    let k = from;
    const indented = (l: number) => /^[ \t]/.test(lineText(l));
    while (k < to) {
      if (isBlankLine(k) || indented(k)) {
        k++;
        continue;
      }
      const first = k;
      const terms: string[] = [];
      while (k < to && !isBlankLine(k) && !indented(k)) terms.push(glossaryTerm(lineText(k++)));
      const headLast = k - 1;
      let last = headLast;
      while (k < to && (isBlankLine(k) || indented(k))) {
        if (!isBlankLine(k)) last = k;
        k++;
      }
      objectSection(objects.term(terms), first, headLast, headLast + 1, last + 1, last, true);
    }
  };

  const pushBlock = (kind: BlockKind, blockText: string, fromLine: number, toLine: number): RawBlock => {
    const block: RawBlock = { kind, text: blockText, start: lineStart[fromLine], end: lineEnd(toLine - 1) };
    current.blocks.push(block);
    return block;
  };
  /** Lines no token covers (link reference definitions) are kept as text so nothing is lost. */
  const coverGap = (upTo: number) => {
    if (upTo > covered) {
      if (!isBlankRange(text, lineStart[covered], lineEnd(upTo - 1))) {
        let from = covered;
        while (isBlankLine(from)) from++;
        let to = upTo;
        while (isBlankLine(to - 1)) to--;
        pushBlock('other', slice(from, to), from, to).exact = true;
      }
    }
  };

  /** How many MyST object bodies the walk is inside. */
  let depth = 0;
  /** Top-level tokens (of the file, or of an object's body) → sections and blocks. */
  function walk(tokens: Token[]): void {
    for (let i = 0; i < tokens.length; i++) {
      checkDeadline();
      const t = tokens[i];
      if (t.level !== 0 || !t.map) continue;
      const from = t.map[0];
      let to = t.map[1];
      coverGap(from);
      covered = Math.max(covered, to);
      // Lists and quotes can claim the blank lines after them; a block ends at its last non-blank line.
      while (to > from + 1 && isBlankLine(to - 1)) to--;

      // A heading inside an object's body is not a section of the page (Sphinx allows none there).
      if (t.type === 'heading_open' && depth > 0) {
        pushBlock('paragraph', slice(from, to), from, to).exact = true;
        continue;
      }
      if (t.type === 'heading_open') {
        const inline = tokens[i + 1];
        const { text: plain, ids, attr, altText, entityText } = headingParts(inline?.content ?? '');
        const level = t.tag.charCodeAt(1) - 48; // h1…h6
        if (pendingIds.length) {
          ids.push(...pendingIds.filter((x) => !ids.includes(x)));
          pendingIds = [];
        }
        for (const id of ids) objects.reserve(id);
        const site = { text: plain, ...(attr ? { attrId: attr.id, attrText: attr.text } : {}), ...(altText !== undefined ? { altText } : {}), ...(entityText !== undefined ? { entityText } : {}) };
        const heading: RawHeading = { text: plain, level, ids, start: lineStart[from], end: lineEnd(to - 1), site };
        if (title === undefined && level === 1) title = plain.trim();
        current = { heading, blocks: [] };
        sections.push(current);
        open = heading;
        openLevel = level;
        continue;
      }

      if (t.type === 'fence' || t.type === 'myst_colon_fence') {
        const d = mystDirective(t.info);
        if (d && isSphinxDirective(d.name)) {
          const end = t.map[1];
          mystBlock(d.name, d.arg, from, end, end > from + 1 && closes(lineText(end - 1), t.markup));
          continue;
        }
      }

      let kind = BLOCK_KIND[t.type];
      if (!kind) continue;
      const source = slice(from, to);
      let blockText = source;
      if (mdx && kind !== 'code') {
        if (kind === 'paragraph' && isEsmBlock(blockText)) continue;
        blockText = stripJsx(blockText);
        if (blockText.trim() === '') continue;
        if (kind === 'html') kind = 'paragraph';
      }
      if (t.type === 'fence' && isUnclosedFence(t, t.map[1], lineCount, text, lineStart, lineEnd)) {
        notes.push(`unclosed code fence at line ${lineOf(text, bodyStart) + from} runs to the end of the file`);
      }
      // A list or code block right after a paragraph belongs with it ("Do this:" + the steps).
      const prev = current.blocks[current.blocks.length - 1];
      const keep = (kind === 'list' || kind === 'code') && prev !== undefined && prev.kind === 'paragraph' && (kind === 'list' || endsWithColon(prev.text));
      const block = pushBlock(kind, blockText, from, to);
      // Same property order as before (tableHeader, keepWithPrevious), set only when they apply.
      if (kind === 'table') block.tableHeader = tableHeader(blockText);
      if (keep) block.keepWithPrevious = true;
      // The source lines as they are (stripJsx returns its argument itself when it removes nothing).
      if (blockText === source) block.exact = true;
    }
  }
  walk(tokens);
  coverGap(lineCount);
  if (duplicates > MAX_DUPLICATE_NOTES) notes.push(`${duplicates - MAX_DUPLICATE_NOTES} more duplicate object descriptions`);

  if (sections[0].blocks.length === 0) sections.shift();
  if (title === undefined) {
    const first = sections.find((s) => s.heading);
    if (first?.heading) title = first.heading.text.trim();
  }
  return { sections, ...(title ? { title } : {}), notes };
}

/** Whether a fence's last line is its closing run (the marker's character, at least as many). */
function closes(line: string, markup: string): boolean {
  const t = line.trim();
  if (t.length < markup.length || markup === '') return false;
  for (let k = 0; k < t.length; k++) if (t[k] !== markup[0]) return false;
  return true;
}

/** `term : classifier` → `term` (Sphinx splits a glossary term line on ` : `). */
function glossaryTerm(line: string): string {
  const at = line.indexOf(' : ');
  return (at < 0 ? line : line.slice(0, at)).trim();
}

function sameLengthNormalize(s: string): string {
  if (s.indexOf('\r') < 0 && s.indexOf('\0') < 0) return s;
  return s.replace(/\r\n/g, ' \n').replace(/\r/g, '\n').replace(/\0/g, '\uFFFD');
}

function isUnclosedFence(
  t: Token,
  to: number,
  lineCount: number,
  text: string,
  lineStart: number[],
  lineEnd: (l: number) => number,
): boolean {
  if (to < lineCount) return false;
  const last = text.slice(lineStart[to - 1], lineEnd(to - 1)).trim();
  const marker = t.markup;
  return to - 1 === t.map![0] || !(last.startsWith(marker) && /^[`~]+$/.test(last));
}

/** A GFM table's header row and delimiter row. */
function tableHeader(table: string): string {
  const first = table.indexOf('\n');
  const second = first < 0 ? -1 : table.indexOf('\n', first + 1);
  return second < 0 ? table : table.slice(0, second);
}

/** `s.slice(from, to).trim() === ''` without the slice (trim's whitespace is exactly `\s`). */
function isBlankRange(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) continue;
    if (c < 0x80 || !WHITESPACE.test(s[i])) return false;
  }
  return true;
}

/** `/:\s*$/.test(s)`: the last character that is not whitespace is a colon. */
function endsWithColon(s: string): boolean {
  let i = s.length - 1;
  for (; i >= 0; i--) {
    const c = s.charCodeAt(i);
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) continue;
    if (c < 0x80 || !WHITESPACE.test(s[i])) break;
  }
  return i >= 0 && s.charCodeAt(i) === 0x3a;
}

const WHITESPACE = /^\s$/;
