/**
 * reStructuredText → sections and blocks. Hand-written on lines: there is no maintained reST
 * parser for JavaScript, and chunking needs only the block layer that docutils defines by
 * indentation and adornment (titles, explicit markup, literal blocks, tables, lists).
 *
 * Sphinx object descriptions (`.. confval::`, `.. option::`, `.. py:function::`, glossary
 * terms, …) are sections too, nested in the section they stand in: the heading is the object's
 * name, the anchor the id Sphinx's HTML builder writes (sphinx-objects.ts), the section its
 * directive body, parsed as reST in turn; the text after the body belongs to the enclosing
 * section again (a `resume` section, raw.ts).
 */
import { appendBlock, type BlockKind, type RawDocument, type RawHeading, type RawSection } from './raw';
import { rstDirectiveHeader, type DirectiveHeader } from './rst-directive';
import { docutilsId, rstInlineText } from './rst-inline';
import { slugOnce } from './slug';
import { contextDirective, objectKind, SphinxObjects, type DescribedObject, type ObjectKind } from './sphinx-objects';
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
/**
 * Object descriptions nested deeper than this are indexed as one block of the object around them:
 * real pages nest three deep (module, class, method), and each level copies its body's lines once.
 */
const MAX_OBJECT_DEPTH = 8;
/** Duplicate-id notes per document; the rest are counted in one more note. */
const MAX_DUPLICATE_NOTES = 20;

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
  /** Ids of `.. module::` targets before the first title, waiting for it (taken as written, unlike labels). */
  private moduleIds: string[] = [];
  /** The state Sphinx reads object descriptions in (current module, class, program; ids given). */
  private readonly objects = new SphinxObjects();
  /** Level of the innermost open section (0 before the first title); an object nests one deeper. */
  private level = 0;
  /** Heading of the innermost open section (a resumed section has none of its own). */
  private open: RawHeading | null = null;
  /** How many object bodies the walk is inside (titles are not allowed there, as in docutils). */
  private depth = 0;
  private duplicates = 0;
  /** Line counting that moves forward with the offsets asked (notes come in document order). */
  private lineAt = { offset: 0, line: 1 };

  constructor(
    private readonly text: string,
    private lines: Line[],
    private readonly notes: string[],
  ) {}

  run(): RawDocument {
    this.walk();
    this.flushLabelsIntoCurrent();
    this.sections.push(this.current);
    if (this.duplicates > MAX_DUPLICATE_NOTES) this.notes.push(`rst: ${this.duplicates - MAX_DUPLICATE_NOTES} more duplicate object descriptions`);
    const sections = this.sections.filter((s) => s.heading || s.blocks.length);
    return { sections, title: this.title, notes: this.notes };
  }

  /** The block layer over `this.lines` (the file's, or a directive body's, dedented). */
  private walk(): void {
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
        const title = this.depth === 0 ? this.titleAt(i) : null;
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
    this.objects.reserve(own);
    const heading: RawHeading = { text: plain, level: level + 1, ids, start: L[first].start, end: L[last].end };
    this.flushLabelsIntoCurrent();
    this.sections.push(this.current);
    this.current = { heading, blocks: [] };
    this.currentIds = new Set(ids);
    this.open = heading;
    this.level = heading.level;
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
      const full = directive[1].toLowerCase();
      const name = full.replace(/^(?:rst|py|std|c|cpp|js):/, '');
      if (s.includes('|', 3) && /^\.\.[ \t]+\|/.test(s)) return end + 1; // substitution definition
      if (this.sphinxDirective(full, i, end)) return end + 1;
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
    for (const id of this.moduleIds) ids.add(id);
    this.labels = [];
    this.moduleIds = [];
    for (const id of ids) this.objects.reserve(id);
    return [...ids];
  }

  /** One more id on the innermost open section's heading. */
  private addId(id: string): void {
    if (!this.open || this.currentIds.has(id)) return;
    this.currentIds.add(id);
    this.open.ids.push(id);
  }

  private flushLabelsIntoCurrent(): void {
    if (!this.labels.length && !this.moduleIds.length) return;
    const ids = this.takeLabels();
    const h = this.open;
    if (!h) return; // before the first title there is no section to address
    for (const id of ids) {
      if (this.currentIds.has(id)) continue;
      this.currentIds.add(id);
      h.ids.push(id);
    }
  }

  /** The 1-based line of `this.lines[i]`, counted on from the last line asked for (back to the start only when asked for an earlier one). */
  private lineNo(i: number): number {
    const at = this.lines[i].start;
    if (at < this.lineAt.offset) this.lineAt = { offset: 0, line: 1 };
    let n = this.lineAt.line;
    for (let p = this.text.indexOf('\n', this.lineAt.offset); p >= 0 && p < at; p = this.text.indexOf('\n', p + 1)) n++;
    this.lineAt = { offset: at, line: n };
    return n;
  }

  /**
   * A Sphinx directive this chunker reads itself: a context directive (`program`, `module`,
   * `currentmodule`, `default-domain`), a glossary, or an object description. False for others.
   */
  private sphinxDirective(full: string, i: number, end: number): boolean {
    const ctx = contextDirective(full, this.objects.defaultDomain);
    if (ctx) {
      const header = rstDirectiveHeader(this.lines, i, end);
      const id = this.objects.setContext(ctx, header.signatures.join(' '), header.options.has('no-index') || header.options.has('noindex'));
      // Sphinx's module target is followed by its index entry, so docutils leaves its id where it
      // stands: in the open section, or (before the first title) on the page's top, i.e. its first title.
      if (id !== null) {
        if (this.open) this.addId(id);
        else this.moduleIds.push(id);
      }
      if (header.body !== null && ctx !== 'automodule') this.block('other', header.body, end);
      return true;
    }
    if (full === 'glossary' || full === 'std:glossary') {
      if (this.depth >= MAX_OBJECT_DEPTH) return false;
      this.glossary(rstDirectiveHeader(this.lines, i, end, false), end);
      return true;
    }
    const kind = objectKind(full, this.objects.defaultDomain);
    if (!kind) return false;
    if (this.depth >= MAX_OBJECT_DEPTH) {
      if (this.depth === MAX_OBJECT_DEPTH) this.notes.push(`rst: object description at line ${this.lineNo(i)} is nested more than ${MAX_OBJECT_DEPTH} deep; indexed as part of the one around it`);
      return false;
    }
    this.objectSection(kind, rstDirectiveHeader(this.lines, i, end), i, end);
    return true;
  }

  /** An object description as a section: its signature the heading, its body parsed in the object's context. */
  private objectSection(kind: ObjectKind, header: DirectiveHeader, i: number, end: number): void {
    const obj = this.objects.describe(kind, header.signatures, header.options);
    // `:no-index:`: Sphinx writes no id and no entry; the description is text of the section it is in.
    if (!obj) {
      this.block('other', i, end);
      return;
    }
    const entered = obj.enter();
    this.nestedSection(obj, i, header.last, end, () => {
      if (header.body !== null) this.nested(header.body, end);
    });
    entered.restore();
  }

  /**
   * A glossary: each entry (its term lines, then the indented definition) a section with the
   * terms' ids (`term-fixture`), as Sphinx's Glossary directive reads it.
   */
  private glossary(header: DirectiveHeader, end: number): void {
    if (header.body === null) return;
    const saved = this.lines;
    const view = dedented(saved, header.body, end);
    let k = 0;
    while (k < view.length) {
      checkDeadline();
      const line = view[k];
      if (isBlank(line) || indentOf(line.text) > 0) {
        k++;
        continue;
      }
      if (line.text.startsWith('.. ')) {
        // A comment runs to the next unindented line.
        k++;
        while (k < view.length && (isBlank(view[k]) || indentOf(view[k].text) > 0)) k++;
        continue;
      }
      const firstTerm = k;
      const terms: string[] = [];
      while (k < view.length && !isBlank(view[k]) && indentOf(view[k].text) === 0) {
        terms.push(rstInlineText(splitClassifier(view[k].text)));
        k++;
      }
      const lastTerm = k - 1;
      let last = lastTerm;
      let bodyFirst: number | null = null;
      while (k < view.length && (isBlank(view[k]) || indentOf(view[k].text) > 0)) {
        if (!isBlank(view[k])) {
          if (bodyFirst === null) bodyFirst = k;
          last = k;
        }
        k++;
      }
      const obj = this.objects.term(terms);
      const body = bodyFirst;
      this.lines = view;
      this.nestedSection(obj, firstTerm, lastTerm, last, () => {
        if (body !== null) this.nested(body, last);
      });
      this.lines = saved;
    }
  }

  /**
   * Opens a section for an object (heading lines `first`..`headLast`, body to `last` of
   * `this.lines`), runs `body` inside it, then resumes the section it interrupted.
   */
  private nestedSection(obj: DescribedObject, first: number, headLast: number, last: number, body: () => void): void {
    const L = this.lines;
    countSection();
    for (const id of obj.repeats) this.noteDuplicate(id, first);
    // Labels right before the directive name the object (docutils gives a target's id to the next element).
    const labels = this.takeLabels();
    const ids = [...new Set([...obj.ids.slice(1), ...obj.repeats, ...labels])];
    const heading: RawHeading = { text: obj.text, level: this.level + 1, ids, start: L[first].start, end: L[headLast].end, ownSlug: obj.ids[0] ?? '', until: L[last].end };
    const saved = { level: this.level, open: this.open, ids: this.currentIds };
    this.sections.push(this.current);
    this.current = { heading, blocks: [] };
    this.currentIds = new Set(ids);
    this.open = heading;
    this.level = heading.level;
    this.literalNext = false;
    body();
    this.flushLabelsIntoCurrent();
    this.sections.push(this.current);
    this.level = saved.level;
    this.open = saved.open;
    this.currentIds = saved.ids;
    this.current = { heading: null, blocks: [], resume: saved.level };
    this.literalNext = false;
  }

  /** Walks lines `first`..`last` of `this.lines` as a directive body: dedented, no titles. */
  private nested(first: number, last: number): void {
    const saved = this.lines;
    this.lines = dedented(saved, first, last);
    this.depth++;
    try {
      this.walk();
    } finally {
      this.depth--;
      this.lines = saved;
    }
  }

  private noteDuplicate(id: string, i: number): void {
    this.duplicates++;
    if (this.duplicates > MAX_DUPLICATE_NOTES) return;
    this.notes.push(`rst: line ${this.lineNo(i)}: duplicate object description of #${id} (Sphinx warns too); a label on #${id} names every section that declares it`);
  }
}

/** `term : classifier` → `term` (Sphinx splits a glossary term line on ` : `). */
function splitClassifier(line: string): string {
  const at = line.indexOf(' : ');
  if (at < 0) return line;
  let start = at;
  while (start > 0 && line[start - 1] === ' ') start--;
  return line.slice(0, start);
}

/** Lines `first`..`last` without the indentation they share (offsets still into the file). */
function dedented(lines: Line[], first: number, last: number): Line[] {
  let indent = Infinity;
  for (let k = first; k <= last; k++) if (!isBlank(lines[k])) indent = Math.min(indent, indentOf(lines[k].text));
  if (!Number.isFinite(indent) || indent === 0) return lines.slice(first, last + 1);
  const out: Line[] = [];
  for (let k = first; k <= last; k++) {
    const l = lines[k];
    if (isBlank(l)) {
      out.push(l);
      continue;
    }
    // Characters to drop for `indent` columns (a tab may take the width past it: it is kept then).
    let w = 0;
    let c = 0;
    while (c < l.text.length && w < indent) {
      const next = l.text[c] === '\t' ? (Math.floor(w / 8) + 1) * 8 : w + 1;
      if (next > indent) break;
      w = next;
      c++;
    }
    out.push({ text: l.text.slice(c), start: l.start + c, end: l.end });
  }
  return out;
}
