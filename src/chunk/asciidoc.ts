/**
 * AsciiDoc → sections and blocks, on lines (see asciidoc-inline.ts for why not Asciidoctor.js):
 * `=` titles, `[[id]]`/`[#id]` anchors, delimited blocks kept whole, header attributes and
 * comments dropped.
 */
import { asciidoctorId } from './asciidoc-ids';
import { ATTRIBUTE_EXPANSION_BUDGET_CHARS, asciidocInlineText, expansionBudget, MAX_EXPANDED_TITLE_CHARS, takeInlineAnchors } from './asciidoc-inline';
import { appendBlock, type BlockKind, type RawDocument, type RawHeading, type RawSection } from './raw';
import { slugOnce } from './slug';
import { isBlank, splitLines, trimBlanksEnd, type Line } from './text-lines';
import { checkDeadline, countSection, rethrowIfOverBudget } from './deadline';

// TITLE, ATTRIBUTE_ENTRY and PREPROCESSOR are matched on the line without its trailing blanks
// (trimBlanksEnd says why); a title's closing marker is taken off by titleOf.
const TITLE = /^(={1,6}|#{1,6})[ \t]+(\S.*)$/;
const ATTRIBUTE_ENTRY = /^:(!?\w[\w-]*!?):(?:[ \t]+([^ \t].*))?$/;
const PREPROCESSOR = /^(?:ifdef|ifndef|ifeval|endif|include)::[^\s[]*\[.*\]$/;
const ANCHOR_LINE = /^\[\[([A-Za-z_:][\w:.-]*)(?:,[^\]]*)?\]\][ \t]*$/;
const ATTRIBUTE_LINE = /^\[([^[\]]*|[^[].*)\][ \t]*$/;
const BLOCK_TITLE = /^\.(?![.\s])\S.*$/;
const DELIMITER = /^(-{4,}|\.{4,}|={4,}|\*{4,}|\+{4,}|_{4,}|\/{4,}|--|[|,:!]={3,})[ \t]*$/;
const LIST_ITEM = /^[ \t]*(?:\*{1,5}|-|\.{1,5}|\d+\.|[a-zA-Z]\.|[ivxIVX]+\)|<(?:\d+|\.)>)[ \t]+\S/;
const DESCRIPTION_ITEM = /^[ \t]*\S.*?(?::{2,4}|;;)(?:[ \t]+\S.*)?$/;

const KIND_BY_DELIMITER: Record<string, BlockKind> = { '-': 'code', '.': 'code', '=': 'other', '*': 'other', '+': 'html', _: 'quote', '|': 'table', ',': 'table', ':': 'table', '!': 'table' };

/** A section title's marker and text, the optional closing marker (`== Title ==`) taken off. */
function titleOf(line: string): [marker: string, text: string] | null {
  const m = TITLE.exec(trimBlanksEnd(line));
  if (!m) return null;
  const [, marker] = m;
  let text = m[2];
  const before = text.length - marker.length - 1;
  if (before > 0 && text.endsWith(marker) && (text[before] === ' ' || text[before] === '\t')) text = trimBlanksEnd(text.slice(0, before));
  return [marker, text];
}

/** Chunks an AsciiDoc file from `bodyStart`. Never throws on any input. */
export function chunkAsciidoc(text: string, bodyStart: number): RawDocument {
  const notes: string[] = [];
  try {
    return new AsciidocChunker(text, splitLines(text, bodyStart), notes).run();
  } catch (e) {
    rethrowIfOverBudget(e);
    notes.push(`asciidoc: ${(e as Error).message}`);
    return { sections: [], notes };
  }
}

class AsciidocChunker {
  private readonly sections: RawSection[] = [];
  private current: RawSection = { heading: null, blocks: [] };
  private readonly attributes = new Map<string, string>();
  /** What `{name}` references may still add to this document's titles. */
  private readonly expansion = expansionBudget();
  /** Ids in use (explicit and generated), for Asciidoctor's `_2`, `_3` on repeats. */
  private readonly taken = new Set<string>();
  /** `:sectids!:` turns generated section ids off. */
  private sectIds = true;
  private title: string | undefined;
  /** Anchors, attribute lines and a `.Title` seen above the next block or title. */
  private pendingIds: string[] = [];
  /** The current heading's ids as a set: a section may hold 100,000 `[[id]]` anchors, so no `includes` per id. */
  private currentIds = new Set<string>();
  private pendingStart = -1;
  private pendingStyle = '';

  constructor(
    private readonly text: string,
    private readonly lines: Line[],
    private readonly notes: string[],
  ) {}

  run(): RawDocument {
    const L = this.lines;
    let i = this.header();
    while (i < L.length) {
      checkDeadline();
      const s = L[i].text;
      if (isBlank(L[i])) {
        i++;
        continue;
      }
      const delim = DELIMITER.exec(s);
      if (delim) {
        i = this.delimited(i, delim[1]);
        continue;
      }
      if (s.startsWith('//')) {
        i++; // a line comment
        continue;
      }
      const attr = ATTRIBUTE_ENTRY.exec(trimBlanksEnd(s));
      if (attr) {
        i = this.attributeEntry(i, attr);
        continue;
      }
      if (PREPROCESSOR.test(trimBlanksEnd(s))) {
        i++;
        continue;
      }
      const anchor = ANCHOR_LINE.exec(s);
      if (anchor) {
        this.pend(i);
        this.pendingIds.push(anchor[1]);
        i++;
        continue;
      }
      const attrLine = ATTRIBUTE_LINE.exec(s);
      if (attrLine) {
        this.pend(i);
        this.blockAttributes(attrLine[1]);
        i++;
        continue;
      }
      if (BLOCK_TITLE.test(s)) {
        this.pend(i);
        i++;
        continue;
      }
      const title = titleOf(s);
      if (title) {
        this.heading(i, title[0].length - 1, title[1]);
        i++;
        continue;
      }
      if (LIST_ITEM.test(s) || DESCRIPTION_ITEM.test(s)) {
        i = this.list(i);
        continue;
      }
      // An indented line starts a literal paragraph (shown verbatim, like a listing).
      i = this.paragraph(i, /^[ \t]/.test(s) ? 'code' : 'paragraph');
    }
    this.flushIdsIntoCurrent();
    this.sections.push(this.current);
    this.noteExpansion();
    return { sections: this.sections.filter((s) => s.heading || s.blocks.length), title: this.title, notes: this.notes };
  }

  /** The document header: `= Title`, then author, revision and attribute lines up to the first blank line. */
  private header(): number {
    const L = this.lines;
    let i = 0;
    // Comments and attribute entries may come before the title.
    for (; i < L.length; i++) {
      const s = L[i].text;
      if (isBlank(L[i]) || (s.startsWith('//') && !DELIMITER.test(s))) continue;
      const attr = ATTRIBUTE_ENTRY.exec(trimBlanksEnd(s));
      if (attr) {
        i = this.attributeEntry(i, attr) - 1;
        continue;
      }
      if (DELIMITER.exec(s)?.[1].startsWith('////')) {
        i = this.closing(i, s.trim()) ?? L.length;
        continue;
      }
      break;
    }
    const m = i < L.length ? /^=[ \t]+(\S.*)$/.exec(trimBlanksEnd(L[i].text)) : null;
    if (!m) return i;
    const titleLine = i;
    i++;
    let infoLines = 0;
    for (; i < L.length && !isBlank(L[i]); i++) {
      const s = L[i].text;
      const attr = ATTRIBUTE_ENTRY.exec(trimBlanksEnd(s));
      if (attr) i = this.attributeEntry(i, attr) - 1;
      else if (s.startsWith('//')) continue;
      else if (infoLines++ >= 2) break; // author line and revision line, nothing more
    }
    // After the header's attributes, which the title may use (`= The {product} Guide`).
    this.heading(titleLine, 0, m[1]);
    return i;
  }

  private attributeEntry(i: number, m: RegExpExecArray): number {
    const L = this.lines;
    let value = m[2] ?? '';
    let j = i;
    // A value may continue on the next line after a trailing ` \`.
    while (/[ \t]\\$/.test(L[j].text) && j + 1 < L.length) {
      value = value.replace(/(?<![ \t])[ \t]*\\$/, ' ') + L[++j].text.trim();
    }
    const name = m[1].replace(/!/g, '').toLowerCase();
    if (name === 'sectids') this.sectIds = !m[1].includes('!');
    if (m[1].includes('!')) this.attributes.delete(name);
    else this.attributes.set(name, value.replace(/(?<![ \t])[ \t]*\\$/, ''));
    return j + 1;
  }

  private noteExpansion(): void {
    const why = this.expansion.exceeded;
    if (!why) return;
    const bound =
      why === 'title'
        ? `a title would be longer than ${MAX_EXPANDED_TITLE_CHARS.toLocaleString('en-US')} characters`
        : `the titles would gain more than ${ATTRIBUTE_EXPANSION_BUDGET_CHARS.toLocaleString('en-US')} characters in all`;
    this.notes.push(`asciidoc: some titles keep their {attribute} references as written: expanded, ${bound}`);
  }

  private pend(i: number): void {
    if (this.pendingStart < 0) this.pendingStart = i;
  }

  /** `[style#id.role%option,positional,name=value]`: the style and the ids it declares. */
  private blockAttributes(body: string): void {
    const first = body.split(',')[0].trim();
    const shorthand = /^([^#.%]*)((?:[#.%][^#.%]*)*)$/.exec(first);
    if (shorthand) {
      if (shorthand[1]) this.pendingStyle = shorthand[1].toLowerCase();
      for (const m of shorthand[2].matchAll(/#([^#.%]+)/g)) this.pendingIds.push(m[1]);
    }
    const id = /(?:^|,)\s*id\s*=\s*"?([^",\]]+)"?/.exec(body);
    if (id) this.pendingIds.push(id[1].trim());
  }

  private heading(i: number, level: number, raw: string): void {
    countSection();
    const L = this.lines;
    const { text, ids } = takeInlineAnchors(raw);
    const plain = asciidocInlineText(text, this.attributes, this.expansion);
    const explicit = unique([...this.pendingIds, ...ids]);
    for (const id of explicit) this.taken.add(id);
    // A section without an explicit id gets the one Asciidoctor generates (the document title none),
    // unless it equals the GitHub slug the builder gives anyway.
    const auto = explicit.length === 0 && level > 0 && this.sectIds && plain !== '' ? asciidoctorId(plain, this.attributes, this.taken) : '';
    const generated = auto !== '' && auto !== slugOnce(plain) ? [auto] : [];
    const heading: RawHeading = { text: plain, level, ids: [...explicit, ...generated], start: L[i].start, end: L[i].end };
    this.clearPending();
    this.sections.push(this.current);
    this.current = { heading, blocks: [] };
    this.currentIds = new Set(heading.ids);
    if (this.title === undefined && heading.text !== '') this.title = heading.text;
  }

  /** A delimited block, kept whole from its attribute/title lines to its closing delimiter. */
  private delimited(i: number, delimiter: string): number {
    const L = this.lines;
    const close = this.closing(i, delimiter);
    const last = close ?? L.length - 1;
    if (close === null) this.notes.push(`asciidoc: block opened with '${delimiter}' at line ${this.lineNo(i)} is never closed; kept to the end of the file`);
    if (delimiter.startsWith('////') || this.pendingStyle === 'comment') {
      this.clearPending();
      return last + 1;
    }
    let kind: BlockKind = delimiter === '--' ? 'other' : KIND_BY_DELIMITER[delimiter[0]] ?? 'other';
    if (this.pendingStyle === 'source' || this.pendingStyle === 'listing') kind = 'code';
    else if (this.pendingStyle === 'quote' || this.pendingStyle === 'verse') kind = 'quote';
    let header: string | undefined;
    if (kind === 'table' && i + 2 <= last && !isBlank(L[i + 1]) && isBlank(L[i + 2])) header = L[i + 1].text; // implicit header row
    this.block(kind, i, last, header);
    return last + 1;
  }

  /** Index of the line closing a delimited block opened at i (the same delimiter), or null. */
  private closing(i: number, delimiter: string): number | null {
    const L = this.lines;
    for (let j = i + 1; j < L.length; j++) if (L[j].text.trimEnd() === delimiter) return j;
    return null;
  }

  /** A list: items, their continuation lines, `+`-attached blocks and blank lines between items. */
  private list(i: number): number {
    const L = this.lines;
    let last = i;
    let j = i + 1;
    while (j < L.length) {
      const s = L[j].text;
      if (isBlank(L[j])) {
        let k = j + 1;
        while (k < L.length && isBlank(L[k])) k++;
        if (k < L.length && (LIST_ITEM.test(L[k].text) || DESCRIPTION_ITEM.test(L[k].text) || /^[ \t]+\S/.test(L[k].text))) {
          j = k;
          continue;
        }
        break;
      }
      if (s.trim() === '+' && j + 1 < L.length) {
        const d = DELIMITER.exec(L[j + 1].text);
        if (d) {
          const close = this.closing(j + 1, d[1]);
          last = close ?? L.length - 1;
          j = last + 1;
          continue;
        }
      }
      if (DELIMITER.test(s) || TITLE.test(s) || ANCHOR_LINE.test(s)) break;
      last = j;
      j++;
    }
    this.block('list', i, last);
    return last + 1;
  }

  private paragraph(i: number, kind: BlockKind): number {
    const L = this.lines;
    let j = i;
    while (j + 1 < L.length && !isBlank(L[j + 1]) && !DELIMITER.test(L[j + 1].text)) j++;
    if (this.pendingStyle === 'comment') {
      this.clearPending();
      return j + 1;
    }
    if (this.pendingStyle === 'source' || this.pendingStyle === 'listing' || this.pendingStyle === 'literal') kind = 'code';
    else if (this.pendingStyle === 'quote' || this.pendingStyle === 'verse') kind = 'quote';
    this.block(kind, i, j);
    return j + 1;
  }

  private block(kind: BlockKind, first: number, last: number, tableHeader?: string): void {
    const L = this.lines;
    // The block's attribute and title lines (`[source,ruby]`, `.Example`) travel with it.
    const from = this.pendingStart >= 0 && this.pendingStart < first ? this.pendingStart : first;
    const start = L[from].start;
    const end = L[last].end;
    this.flushIdsIntoCurrent();
    this.clearPending();
    appendBlock(this.current.blocks, kind, this.text.slice(start, end), start, end, tableHeader);
  }

  /** Ids of a block (not a title) are reached through the section that holds it. */
  private flushIdsIntoCurrent(): void {
    const h = this.current.heading;
    if (h) {
      for (const id of this.pendingIds) {
        if (this.currentIds.has(id)) continue;
        this.currentIds.add(id);
        h.ids.push(id);
      }
    }
    this.pendingIds = [];
  }

  private clearPending(): void {
    this.pendingIds = [];
    this.pendingStart = -1;
    this.pendingStyle = '';
  }

  private lineNo(i: number): number {
    let n = 1;
    for (let p = this.text.indexOf('\n'); p >= 0 && p < this.lines[i].start; p = this.text.indexOf('\n', p + 1)) n++;
    return n;
  }
}

/** `ids` without '' and repeats, in order (a Set: a title may follow thousands of anchor lines). */
function unique(ids: string[]): string[] {
  return [...new Set(ids)].filter((id) => id !== '');
}
