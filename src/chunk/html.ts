/**
 * HTML → sections and blocks. Tokenised with htmlparser2 (small, fast, forgiving of broken markup,
 * decodes entities, reports source offsets); a full DOM (parse5) is not needed for a one-pass
 * walk. `h1`–`h6` open sections; `pre`, `table`, lists and quotes are kept whole; scripts,
 * styles and comments are dropped; text is extracted with whitespace collapsed (not in `pre`).
 */
import { appendBlock, type BlockKind, type RawDocument, type RawHeading, type RawSection } from './raw';
import { countSection, rethrowIfOverBudget } from './deadline';
import { BoundedParser, MAX_HTML_DEPTH } from './html-parser';

/**
 * Elements whose text is not content: never shown (scripts, styles, templates), or site chrome
 * (`nav`: a generated page's menu lists every other page's title, which would match every query).
 */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'iframe', 'object', 'canvas', 'select', 'button', 'nav']);
/** Elements kept whole as one block, whatever they hold. */
const CONTAINERS: Record<string, BlockKind> = { pre: 'code', table: 'table', ul: 'list', ol: 'list', dl: 'list', blockquote: 'quote', menu: 'list' };
/** Elements that end a paragraph (and, inside a container, a line). */
const BREAKS = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'figure', 'figcaption', 'form', 'fieldset',
  'details', 'summary', 'address', 'hr', 'br', 'li', 'dt', 'dd', 'tr', 'body', 'html', 'center', 'caption', 'thead', 'tbody', 'tfoot',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dialog', 'hgroup', 'search',
]);
/**
 * Wrappers whose `id` names the heading they start with: `<section id="x"><h1>` (Sphinx, HTML5
 * outlines) and older Sphinx's `<div class="section" id="x">`. Other divs with ids are layout
 * (`id="content"`), not anchors of the heading.
 */
const ID_WRAPPERS = new Set(['section', 'article', 'hgroup']);

interface OpenBlock {
  kind: BlockKind;
  tag: string;
  depth: number;
  parts: string[];
  start: number;
  end: number;
  /** Table: the header row's text, once known. */
  header?: string;
  row: string[];
  rowIsHeader: boolean;
  inHead: boolean;
}

/** Chunks an HTML file from `bodyStart`. Never throws on any input. */
export function chunkHtml(text: string, bodyStart: number): RawDocument {
  const notes: string[] = [];
  try {
    return walk(text, Math.max(0, Math.min(bodyStart, text.length)), notes);
  } catch (e) {
    rethrowIfOverBudget(e);
    notes.push(`html: ${(e as Error).message}`);
    return { sections: [], notes };
  }
}

function walk(text: string, offset: number, notes: string[]): RawDocument {
  const sections: RawSection[] = [];
  let current: RawSection = { heading: null, blocks: [] };
  let title: string | undefined;
  let titleText: string[] | null = null;
  let hidden = 0;
  let inHead = false;
  let skipDepth = 0; // inside a `headerlink` anchor: the pilcrow is not part of the heading
  // textStart/textEnd: the span of the heading's own text, so the chunk quotes `Install`, not `<h1 id=…>`.
  let heading: (RawHeading & { parts: string[]; tag: string; textStart: number; textEnd: number }) | null = null;
  let container: OpenBlock | null = null;
  let para: { parts: string[]; start: number; end: number } | null = null;
  let wrapperIds: string[] = [];

  // The parser checks the time budget on every open tag, close tag and text (html-parser.ts).
  const parser = new BoundedParser(
    {
      onopentag(name, attribs) {
        const start = Math.min(text.length, offset + parser.startIndex);
        if (HIDDEN.has(name)) {
          hidden++;
          return;
        }
        // <title> lives in <head>; nothing else there is shown. <body> ends an unclosed <head>.
        if (name === 'head') inHead = true;
        if (name === 'body') inHead = false;
        if (name === 'title') {
          titleText = [];
          return;
        }
        if (hidden) return;
        if (name === 'a' && /(?:^|\s)headerlink(?:\s|$)/.test(attribs.class ?? '')) skipDepth++;
        const id = attribs.id ?? (name === 'a' ? attribs.name : undefined);
        if (heading) {
          if (name === 'a' && id) pushUnique(heading.ids, id);
          if (name === 'br') heading.parts.push(' ');
          return;
        }
        const level = /^h([1-6])$/.exec(name);
        if (level && !container) {
          flushPara();
          countSection();
          heading = { text: '', level: Number(level[1]), ids: [], start, end: start, parts: [], tag: name, textStart: -1, textEnd: -1 };
          if (attribs.id) pushUnique(heading.ids, attribs.id);
          for (const w of wrapperIds) pushUnique(heading.ids, w);
          wrapperIds = [];
          return;
        }
        if (container) {
          if (name === container.tag) container.depth++;
          containerOpen(container, name);
          return;
        }
        if (CONTAINERS[name]) {
          flushPara();
          wrapperIds = [];
          container = { kind: CONTAINERS[name], tag: name, depth: 1, parts: [], start, end: start, row: [], rowIsHeader: false, inHead: false };
          return;
        }
        // A line break inside a paragraph is still the same paragraph.
        if (name === 'br') para?.parts.push('\n');
        else if (BREAKS.has(name)) flushPara();
        if (attribs.id && (ID_WRAPPERS.has(name) || (name === 'div' && /(?:^|\s)section(?:\s|$)/.test(attribs.class ?? '')))) wrapperIds.push(attribs.id);
        else if (name === 'a' && id && current.heading) pushUnique(current.heading.ids, id);
      },
      ontext(data) {
        if (titleText) {
          titleText.push(data);
          return;
        }
        if (hidden || skipDepth || inHead) return;
        const end = Math.min(text.length, offset + parser.endIndex + 1);
        if (heading) {
          heading.parts.push(data);
          if (data.trim() !== '') {
            if (heading.textStart < 0) heading.textStart = offset + parser.startIndex + (data.length - data.trimStart().length);
            heading.textEnd = end - (data.length - data.trimEnd().length);
          }
          return;
        }
        if (container) {
          if (container.kind === 'table') container.row.length ? (container.row[container.row.length - 1] += data) : container.row.push(data);
          else container.parts.push(data);
          container.end = end;
          return;
        }
        if (data.trim() === '') return;
        wrapperIds = [];
        if (!para) para = { parts: [], start: offset + parser.startIndex, end };
        para.parts.push(data);
        para.end = end;
      },
      onclosetag(name, isImplied) {
        const end = Math.min(text.length, offset + parser.endIndex + 1);
        if (name === 'title' && titleText) {
          if (title === undefined) title = collapse(titleText.join(''));
          titleText = null;
          return;
        }
        if (name === 'head') inHead = false;
        if (HIDDEN.has(name)) {
          hidden = Math.max(0, hidden - 1);
          return;
        }
        if (hidden) return;
        if (name === 'a' && skipDepth) {
          skipDepth--;
          return;
        }
        if (heading) {
          if (name !== heading.tag) return;
          const h = heading;
          heading = null;
          if (ending && isImplied) notes.push(`html: <${h.tag}> never closed`);
          sections.push(current);
          const span = h.textStart >= 0 ? { start: h.textStart, end: h.textEnd } : { start: h.start, end };
          current = { heading: { text: collapse(h.parts.join('')), level: h.level, ids: h.ids, ...span }, blocks: [] };
          return;
        }
        if (container) {
          containerClose(container, name);
          container.end = Math.max(container.end, end);
          if (name === container.tag && --container.depth === 0) {
            const c = container;
            container = null;
            // Closed only because the file ended: say so (the block runs to the end).
            if (ending && isImplied) notes.push(`html: <${c.tag}> never closed; kept to the end of the file`);
            pushBlock(c.kind, containerText(c), c.start, c.end, c.header);
          }
          return;
        }
        if (BREAKS.has(name) && name !== 'br') flushPara();
      },
      oncomment() {
        // Comments are not content.
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeCDATA: false },
  );

  function flushPara(): void {
    if (!para) return;
    const p = para;
    para = null;
    const t = collapse(p.parts.join(''));
    if (t) pushBlock('paragraph', t, p.start, p.end);
  }

  function pushBlock(kind: BlockKind, t: string, start: number, end: number, tableHeader?: string): void {
    if (t.trim() === '') return;
    // An empty header row is no header: the table is then split like any block.
    appendBlock(current.blocks, kind, t, start, end, tableHeader || undefined);
  }

  let ending = false;
  parser.write(offset ? text.slice(offset) : text);
  ending = true;
  parser.end();
  if (heading) {
    const h: RawHeading & { parts: string[]; textStart: number } = heading;
    notes.push(`html: <h${h.level}> never closed`);
    sections.push(current);
    current = { heading: { text: collapse(h.parts.join('')), level: h.level, ids: h.ids, start: h.textStart >= 0 ? h.textStart : h.start, end: text.length }, blocks: [] };
  }
  if (container) {
    const c: OpenBlock = container;
    notes.push(`html: <${c.tag}> never closed; kept to the end of the file`);
    pushBlock(c.kind, containerText(c), c.start, text.length, c.header);
  }
  flushPara();
  sections.push(current);
  if (parser.flattened) notes.push(`html: elements nested deeper than ${MAX_HTML_DEPTH} levels; the deeper ones were read as siblings`);
  return { sections: sections.filter((s) => s.heading || s.blocks.length), title: title || undefined, notes };
}

/** Structure inside a kept-whole block: list items and rows on their own lines, cells separated. */
function containerOpen(c: OpenBlock, name: string): void {
  if (c.kind === 'code') {
    if (name === 'br') c.parts.push('\n');
    return;
  }
  if (c.kind === 'table') {
    if (name === 'thead') c.inHead = true;
    else if (name === 'tr') {
      c.row = [];
      c.rowIsHeader = c.inHead;
    } else if (name === 'td' || name === 'th') {
      c.row.push('');
      if (name === 'th' && c.parts.length === 0) c.rowIsHeader = true;
    } else if (name === 'br') c.row.length && (c.row[c.row.length - 1] += ' ');
    return;
  }
  if (name === 'li' || name === 'dt') c.parts.push('\n- ');
  else if (name === 'dd') c.parts.push('\n  ');
  else if (BREAKS.has(name)) c.parts.push('\n');
}

function containerClose(c: OpenBlock, name: string): void {
  if (c.kind !== 'table') return;
  if (name === 'thead') c.inHead = false;
  if (name === 'tr' || (name === 'table' && c.row.length)) {
    const line = c.row.map(collapse).join(' | ');
    if (line.trim() !== '') {
      if (c.rowIsHeader && c.header === undefined && c.parts.length === 0) c.header = line;
      c.parts.push(line);
    }
    c.row = [];
  }
}

function containerText(c: OpenBlock): string {
  if (c.kind === 'code') return c.parts.join('').replace(/^\r?\n/, '').trimEnd();
  if (c.kind === 'table') return c.parts.join('\n');
  return c.parts
    .join('')
    .split('\n')
    .map(collapse)
    .filter((l) => l !== '' && l !== '-')
    .join('\n');
}

/** Whitespace runs → one space, trimmed (HTML's rendering of text outside `pre`). */
function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Each id list's members as a set: a heading can carry thousands of ids, and `includes` made adding them quadratic. */
const idSets = new WeakMap<string[], Set<string>>();

function pushUnique(ids: string[], id: string): void {
  const v = id.trim();
  if (v === '') return;
  let seen = idSets.get(ids);
  if (!seen) idSets.set(ids, (seen = new Set(ids)));
  if (seen.has(v)) return;
  seen.add(v);
  ids.push(v);
}
