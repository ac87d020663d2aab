/**
 * reStructuredText → sections and blocks. Hand-written on lines: there is no maintained reST
 * parser for JavaScript, and chunking needs only the block layer that docutils defines by
 * indentation and adornment (titles, explicit markup, literal blocks, tables, lists).
 */
import { appendBlock, type BlockKind, type RawDocument, type RawHeading, type RawSection } from './raw';
import { docutilsId, rstInlineText } from './rst-inline';
import { slugOnce } from './slug';
import { indentOf, isBlank, splitLines, type Line } from './text-lines';
import { checkDeadline, countSection, rethrowIfOverBudget } from './deadline';

/** Any ASCII punctuation repeated (docutils allows every non-alphanumeric printable character). */
const ADORNMENT = /^([!-/:-@[-`{-~])\1+[ \t]*$/;
const GRID_BORDER = /^\+(?:[-=]+\+)+[ \t]*$/;
const SIMPLE_BORDER = /^=+(?:[ \t]+=+)*[ \t]*$/;
const BULLET = /^(?:[-*+\u2022\u2023\u2043])(?:[ \t]+|$)/;
const ENUMERATED = /^(?:\(?(?:\d+|[a-zA-Z]|#|[ivxlcdm]+|[IVXLCDM]+)[.)])[ \t]+/;
const FIELD = /^:(?![ \t])[^:]+:(?:[ \t]+|$)/;
const EXPLICIT = /^\.\.(?:[ \t]+|$)/;
// After the name, one blank then the rest: `[ \t]+(.*)` let both take each further blank.
const TARGET = /^\.\.[ \t]+_(`[^`]+`|[^:\s`][^:]*?|):(?:[ \t](.*))?$/;
const DIRECTIVE = /^\.\.[ \t]+(?:\|[^|]+\|[ \t]+)?([\w][\w:+.-]*)::(?:[ \t]|$)/;
const FOOTNOTE = /^\.\.[ \t]+\[[^\]]+\](?:[ \t]|$)/;

/** Directives that only configure the build; they hold nothing a reader would search for. */
const SILENT_DIRECTIVES = new Set([
  'highlight', 'currentmodule', 'default-domain', 'default-role', 'role', 'contents', 'sectnum',
  'meta', 'include', 'index', 'tabularcolumns', 'codeauthor', 'sectionauthor', 'moduleauthor', 'title',
]);
const CODE_DIRECTIVES = new Set(['code-block', 'code', 'sourcecode', 'literalinclude', 'doctest', 'testcode', 'testoutput', 'testsetup', 'testcleanup', 'parsed-literal', 'math', 'productionlist']);
const TABLE_DIRECTIVES = new Set(['table', 'csv-table', 'list-table']);

/** Chunks a reST file from `bodyStart`. Never throws on any input. */
export function chunkRst(text: string, bodyStart: number): RawDocument {
  const notes: string[] = [];
  try {
    return new RstChunker(text, splitLines(text, bodyStart), notes).run();
  } catch (e) {
    rethrowIfOverBudget(e);
    notes.push(`rst: ${(e as Error).message}; indexed as plain paragraphs`);
    return { sections: [], notes };
  }
}

class RstChunker {
  private readonly sections: RawSection[] = [];
  private current: RawSection = { heading: null, blocks: [] };
  private readonly styles: string[] = [];
  /** Title ids already given in this document. */
  private readonly sectionIds = new Set<string>();
  /** `.. _label:` targets waiting for the element they name. */
  private labels: string[] = [];
  /** The current heading's ids as a set, so merging thousands of targets into it stays linear. */
  private currentIds = new Set<string>();
  private title: string | undefined;
  /** The previous paragraph ended in `::`, so the indented block after it is a literal block. */
  private literalNext = false;

  constructor(
    private readonly text: string,
    private readonly lines: Line[],
    private readonly notes: string[],
  ) {}

  run(): RawDocument {
    const L = this.lines;
    let i = 0;
    while (i < L.length) {
      checkDeadline();
      if (isBlank(L[i])) {
        i++;
        continue;
      }
      const s = L[i].text;
      const indent = indentOf(s);
      if (indent === 0) {
        const title = this.titleAt(i);
        if (title) {
          i = title;
          continue;
        }
        if (ADORNMENT.test(s) && s.trim().length >= 4 && isBlank(L[i + 1])) {
          i++; // a transition: a rule between paragraphs, nothing to index
          continue;
        }
        if (EXPLICIT.test(s)) {
          i = this.explicit(i);
          continue;
        }
        if (GRID_BORDER.test(s)) {
          i = this.gridTable(i);
          continue;
        }
        if (SIMPLE_BORDER.test(s) && /[ \t]/.test(s.trim())) {
          i = this.simpleTable(i);
          continue;
        }
        if (BULLET.test(s) || ENUMERATED.test(s) || FIELD.test(s)) {
          i = this.list(i);
          continue;
        }
        if (s.startsWith('>>>')) {
          i = this.untilBlank(i, 'code');
          continue;
        }
        i = this.paragraph(i);
        continue;
      }
      // Indented: a literal block after `::`, else a block quote (or a definition's further paragraphs).
      const end = this.indentedEnd(i, 0);
      this.block(this.literalNext ? 'code' : 'quote', i, end);
      i = end + 1;
    }
    this.flushLabelsIntoCurrent();
    this.sections.push(this.current);
    const sections = this.sections.filter((s) => s.heading || s.blocks.length);
    return { sections, title: this.title, notes: this.notes };
  }

  /** A section title at line i (overline + title + underline, or title + underline); returns the next line index. */
  private titleAt(i: number): number | null {
    const L = this.lines;
    const a = L[i].text;
    let text: string;
    let style: string;
    let first = i;
    let last: number;
    if (ADORNMENT.test(a) && a.trim() !== '::' && i + 2 < L.length && !isBlank(L[i + 1]) && !ADORNMENT.test(L[i + 1].text.trim())) {
      const under = L[i + 2].text;
      if (!ADORNMENT.test(under) || under[0] !== a[0]) return null;
      text = L[i + 1].text.trim();
      style = `over${a[0]}`;
      last = i + 2;
    } else if (!ADORNMENT.test(a) && i + 1 < L.length && ADORNMENT.test(L[i + 1].text) && L[i + 1].text.trim() !== '::') {
      const width = L[i + 1].text.trim().length;
      text = a.trim();
      // docutils: an underline shorter than the title is a title only when at least 4 long.
      if (width < text.length && width < 4) return null;
      style = `under${L[i + 1].text[0]}`;
      first = i;
      last = i + 1;
    } else {
      return null;
    }
    let level = this.styles.indexOf(style);
    if (level < 0) level = this.styles.push(style) - 1;
    countSection();
    const plain = rstInlineText(text);
    const ids = this.takeLabels();
    // docutils (and Sphinx) give the section the id of its title as well: what rendered pages link to.
    // A repeated title gets a numbered id there (`id1`), which is not worth guessing; one equal to
    // the GitHub slug the builder gives anyway is left out (no `#x, #x` in reports).
    const own = docutilsId(plain);
    if (own !== '' && !this.sectionIds.has(own) && !ids.includes(own) && own !== slugOnce(plain)) ids.push(own);
    this.sectionIds.add(own);
    const heading: RawHeading = { text: plain, level: level + 1, ids, start: L[first].start, end: L[last].end };
    this.flushLabelsIntoCurrent();
    this.sections.push(this.current);
    this.current = { heading, blocks: [] };
    this.currentIds = new Set(ids);
    if (this.title === undefined) this.title = heading.text;
    this.literalNext = false;
    return last + 1;
  }

  /** `..` explicit markup: targets, directives, footnotes, substitutions, comments. */
  private explicit(i: number): number {
    const L = this.lines;
    const s = L[i].text;
    const end = this.indentedEnd(i, 0);
    const target = TARGET.exec(s);
    if (target) {
      // An internal target (`.. _name:` with nothing after it) names the next element;
      // one with a URL is an external link definition, not an anchor.
      const external = (target[2] ?? '').trim() !== '' || end > i;
      if (!external && target[1] !== '') this.labels.push(target[1].replace(/^`|`$/g, ''));
      return end + 1;
    }
    const directive = DIRECTIVE.exec(s);
    if (directive) {
      const name = directive[1].toLowerCase().replace(/^(?:rst|py|std|c|cpp|js):/, '');
      if (s.includes('|', 3) && /^\.\.[ \t]+\|/.test(s)) return end + 1; // substitution definition
      if (SILENT_DIRECTIVES.has(name)) return end + 1;
      const kind: BlockKind = CODE_DIRECTIVES.has(name) ? 'code' : TABLE_DIRECTIVES.has(name) ? 'table' : name === 'raw' ? 'html' : 'other';
      this.block(kind, i, end);
      return end + 1;
    }
    if (FOOTNOTE.test(s)) {
      this.block('paragraph', i, end);
      return end + 1;
    }
    // Anything else after `..` is a comment (including anonymous `.. __:` targets): not indexed.
    return end + 1;
  }

  /** A grid table: its border and every line starting with `+` or `|` after it. */
  private gridTable(i: number): number {
    const L = this.lines;
    let j = i;
    while (j + 1 < L.length && /^[+|]/.test(L[j + 1].text)) j++;
    let header: string | undefined;
    for (let k = i + 1; k <= j; k++) {
      if (/^\+(?:=+\+)+[ \t]*$/.test(L[k].text)) {
        header = this.text.slice(L[i].start, L[k].end);
        break;
      }
    }
    this.block('table', i, j, header);
    return j + 1;
  }

  /** A simple table: from its top border to the border that is followed by a blank line. */
  private simpleTable(i: number): number {
    const L = this.lines;
    const borders: number[] = [i];
    let j = i + 1;
    for (; j < L.length; j++) {
      if (SIMPLE_BORDER.test(L[j].text)) {
        borders.push(j);
        if (isBlank(L[j + 1])) break;
      }
    }
    if (j >= L.length) {
      this.notes.push(`rst: simple table at line ${this.lineNo(i)} has no closing border`);
      j = L.length - 1;
    }
    const header = borders.length >= 3 ? this.text.slice(L[i].start, L[borders[1]].end) : undefined;
    this.block('table', i, j, header);
    return j + 1;
  }

  /** A list: items, their indented continuations, and blank lines between items. */
  private list(i: number): number {
    const L = this.lines;
    const isItem = (s: string) => BULLET.test(s) || ENUMERATED.test(s) || FIELD.test(s);
    let last = i;
    let j = i + 1;
    while (j < L.length) {
      const line = L[j];
      if (isBlank(line)) {
        j++;
        continue;
      }
      if (indentOf(line.text) > 0 || isItem(line.text)) {
        last = j;
        j++;
        continue;
      }
      break;
    }
    this.block('list', i, last);
    return last + 1;
  }

  /** A paragraph: consecutive non-blank lines (an indented line right under one is its definition). */
  private paragraph(i: number): number {
    const L = this.lines;
    let j = i;
    while (j + 1 < L.length && !isBlank(L[j + 1])) j++;
    // A lone `::` only announces the literal block after it; it is not text.
    if (!(i === j && L[i].text.trim() === '::')) this.block('paragraph', i, j);
    this.literalNext = /::\s*$/.test(L[j].text);
    return j + 1;
  }

  private untilBlank(i: number, kind: BlockKind): number {
    const L = this.lines;
    let j = i;
    while (j + 1 < L.length && !isBlank(L[j + 1])) j++;
    this.block(kind, i, j);
    return j + 1;
  }

  /** Last line of the block starting at i: lines indented deeper than `indent`, or blank, trailing blanks excluded. */
  private indentedEnd(i: number, indent: number): number {
    const L = this.lines;
    let last = i;
    for (let j = i + 1; j < L.length; j++) {
      if (isBlank(L[j])) continue;
      if (indentOf(L[j].text) > indent) last = j;
      else break;
    }
    return last;
  }

  private block(kind: BlockKind, first: number, last: number, tableHeader?: string): void {
    const L = this.lines;
    const start = L[first].start;
    const end = L[last].end;
    // A label that names a block rather than a title lands inside the current section.
    this.flushLabelsIntoCurrent();
    appendBlock(this.current.blocks, kind, this.text.slice(start, end), start, end, tableHeader);
    if (kind !== 'paragraph') this.literalNext = false;
  }

  /** The pending labels as heading ids: each as written, plus the id docutils renders for it. */
  private takeLabels(): string[] {
    // A Set, not `includes`: thousands of targets before one title made this quadratic (40,000: 9.4 s).
    const ids = new Set<string>();
    for (const label of this.labels) {
      for (const id of [label, docutilsId(label)]) if (id !== '') ids.add(id);
    }
    this.labels = [];
    return [...ids];
  }

  private flushLabelsIntoCurrent(): void {
    if (!this.labels.length) return;
    const ids = this.takeLabels();
    const h = this.current.heading;
    if (!h) return; // before the first title there is no section to address
    for (const id of ids) {
      if (this.currentIds.has(id)) continue;
      this.currentIds.add(id);
      h.ids.push(id);
    }
  }

  private lineNo(i: number): number {
    let n = 1;
    for (let p = this.text.indexOf('\n'); p >= 0 && p < this.lines[i].start; p = this.text.indexOf('\n', p + 1)) n++;
    return n;
  }
}
