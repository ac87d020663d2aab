/**
 * The one chunk builder every format shares: a RawDocument (sections of blocks, see raw.ts) →
 * Chunks with GitHub-exact slugs, heading trails, anchors, size-bounded parts, byte offsets, ids.
 *
 * Size rules (docs/chunking.md): a section longer than `max_chars` is cut between blocks, never
 * inside one, except that a table over `max_chars` is cut between rows with its header repeated,
 * prose/list blocks over `max_chars` are cut between lines, and code over `hard_limit` is cut
 * between lines (with a note). A heading always stays with the block after it, and a block marked
 * `keepWithPrevious` (a list after its lead-in) stays with the block before it when they fit.
 */
import type { ChunkingConfig } from '../config/types';
import type { Chunk, FoldedSection, HeadingRef, SectionSpan } from '../types';
import { combineSmallSections } from './combine';
import { foldEmptySections, type EmptySection } from './fold';
import { isLinksOnly } from './links-only';
import type { RawBlock, RawDocument } from './raw';
import type { SiteGenerator } from '../config/site';
import { createSiteSlugger } from './site-slug';
import { createSlugger } from './slug';
import { SAME_OFFSETS, utf8Offsets } from './utf8';
import { checkChunkAllowance, checkDeadline } from './deadline';
import { lineOf } from './text-lines';

/** The ids of a heading that declares none, shared (most headings: one empty array per section was 32 bytes a chunk). Frozen: nothing adds to it. */
const NO_IDS: readonly string[] = Object.freeze([]);

/** How a piece is tied to the piece before it. */
type Glue = 'none' | 'soft' | 'hard';

interface Piece {
  text: string;
  /** UTF-16 offsets in the file. */
  start: number;
  end: number;
  /** True when `text` is exactly the file's text between start and end (so sub-offsets are exact). */
  exact: boolean;
  glue: Glue;
}

export interface BuiltChunks {
  chunks: Chunk[];
  /** Every anchor the document defines (slugs and explicit ids), in document order, no repeats. */
  anchors: string[];
  /** Sections without content, folded into another chunk or dropped (empty unless `fold_empty_sections`). */
  folded: FoldedSection[];
  notes: string[];
  /** Every headed section as a byte range, subsections included (for span judging). */
  sections: SectionSpan[];
}

const SEP = '\n\n';

/** Turns one format's raw sections into chunks (the shared builder for every format). */
export function buildChunks(path: string, docTitle: string, raw: RawDocument, text: string, chunking: ChunkingConfig, site?: SiteGenerator): BuiltChunks {
  const slugger = createSlugger();
  // The anchors the published site gives the headings (Markdown only: `site` is set for it), beside GitHub's.
  const siteSlugger = site ? createSiteSlugger(site, declaredAttrIds(raw)) : null;
  const toBytes = utf8Offsets(text);
  const lineAt = lineFinder(text);
  const notes: string[] = [];
  const chunks: Chunk[] = [];
  const docAnchors: string[] = [];
  const seenAnchors = new Set<string>();
  const usedIds = new Set<string>();
  // Sections as UTF-16 ranges while building; each open one ends where a heading of its level or higher starts.
  const sections: Array<{ heading: HeadingRef; level: number; start: number; end: number }> = [];
  const openSections: number[] = [];
  const max = Math.max(1, chunking.max_chars);
  const hard = Math.max(max, chunking.hard_limit);
  const overlapChars = Math.floor(Math.max(0, Math.min(0.5, chunking.overlap)) * max);

  let minLevel = Infinity;
  for (const s of raw.sections) if (s.heading && s.heading.level < minLevel) minLevel = s.heading.level;
  /**
   * The open headings. Each carries its heading path (`Title > H1 > H2`, the document title said
   * once when the H1 repeats it) and that path + blank line, built once per heading and shared by
   * its sections' chunks rather than rebuilt per section (fewer strings kept per chunk).
   */
  const stack: Array<{ level: number; ref: HeadingRef; prefix: string; lead: string; base: string }> = [];
  const docLead = docTitle === '' ? '' : `${docTitle}${SEP}`;
  const pathHash = `${path}#`;
  /** Sections with no content of their own (only links, only a heading), by their chunk's index. */
  const empty: EmptySection[] = [];

  const addAnchor = (a: string) => {
    if (a !== '' && !seenAnchors.has(a)) {
      seenAnchors.add(a);
      docAnchors.push(a);
    }
  };

  for (const section of raw.sections) {
    checkDeadline();
    checkChunkAllowance(chunks.length);
    const pieces: Piece[] = [];
    let base: string;
    if (section.heading) {
      const h = section.heading;
      // The slug is taken from the untrimmed text content, as GitHub does (leading HTML → leading dash).
      // A Sphinx object is known by its own id and takes no GitHub slug (raw.ts `ownSlug`).
      const slug = h.ownSlug ?? slugger.slug(h.text);
      const siteAnchor = siteSlugger && h.site && h.ownSlug === undefined ? siteSlugger.anchor(h.site) : '';
      const ref: HeadingRef = { text: h.text.trim(), slug, ids: h.ids.length === 0 ? NO_IDS : [...h.ids], level: h.level - minLevel + 1 };
      if (siteAnchor !== '' && siteAnchor !== slug) ref.site = siteAnchor;
      while (stack.length && stack[stack.length - 1].level >= h.level) stack.pop();
      const parent = stack.length ? stack[stack.length - 1].prefix : docTitle;
      const said = ref.text === '' || (stack.length === 0 && ref.text === docTitle);
      const prefix = said ? parent : parent === '' ? ref.text : `${parent} > ${ref.text}`;
      const lead = said ? (stack.length ? stack[stack.length - 1].lead : docLead) : prefix === '' ? '' : `${prefix}${SEP}`;
      // An object Sphinx gives no id (`.. describe::`) numbers its chunks on from the section it is in.
      base = slug === '' && h.ownSlug !== undefined ? (stack.length ? stack[stack.length - 1].base : pathHash) : pathHash + slug;
      stack.push({ level: h.level, ref, prefix, lead, base });
      while (openSections.length && sections[openSections[openSections.length - 1]].level >= h.level) {
        const open = sections[openSections.pop()!];
        open.end = Math.min(open.end, h.start);
      }
      openSections.push(sections.length);
      sections.push({ heading: ref, level: h.level, start: h.start, end: h.until ?? text.length });
      addAnchor(slug);
      if (ref.site !== undefined) addAnchor(ref.site);
      for (const id of h.ids) addAnchor(id);
      pieces.push({ text: text.slice(h.start, h.end), start: h.start, end: h.end, exact: true, glue: 'none' });
    } else if (section.resume !== undefined) {
      // Back in the section a directive's body interrupted: its trail, its id numbered on.
      const level = section.resume;
      while (stack.length && stack[stack.length - 1].level > level) stack.pop();
      while (openSections.length && sections[openSections[openSections.length - 1]].level > level) openSections.pop();
      base = stack.length ? stack[stack.length - 1].base : pathHash;
    } else {
      base = pathHash;
      stack.length = 0;
    }
    for (let b = 0; b < section.blocks.length; b++) {
      const block = section.blocks[b];
      const blockPieces = splitBlock(block, text, max, hard, notes);
      if (blockPieces.length === 0) continue;
      blockPieces[0].glue = b === 0 && section.heading ? 'hard' : block.keepWithPrevious ? 'soft' : 'none';
      pieces.push(...blockPieces);
    }
    if (pieces.length === 0) continue;

    const trail = stack.map((s) => s.ref);
    // A Set, not `includes`: a section can declare 100,000 ids (`[[aN]]` lines), and a quadratic merge took minutes.
    const anchorSet = new Set<string>();
    for (const h of trail) {
      if (h.slug !== '') anchorSet.add(h.slug);
      if (h.site !== undefined) anchorSet.add(h.site);
      for (const id of h.ids) anchorSet.add(id);
    }
    const anchors = [...anchorSet];
    // `Title > H1 > H2 + blank line` before the text to index (from the innermost open heading).
    const lead = chunking.heading_path ? (stack.length ? stack[stack.length - 1].lead : docLead) : '';

    // Only a heading, or only links (See also, navigation): a candidate for folding.
    let why: EmptySection['why'] | null = null;
    // A Sphinx object with only its signature (`.. autofunction:: flask.url_for`) stays: its words are its entry.
    if (section.heading && section.heading.ownSlug === undefined && chunking.fold_empty_sections) {
      if (pieces.length === 1) why = 'heading-only';
      else if (section.blocks.every((bl) => bl.kind !== 'code' && (isBlank(bl.text, 0, bl.text.length) || isLinksOnly(bl.text)))) why = 'links-only';
    }
    const parts = pack(pieces, max);
    if (why && parts.length === 1) {
      // Its one chunk (pushed below) spans exactly its pieces: the byte offsets are the chunk's,
      // converted once and in order (the converter moves forward; going back rescans from 0).
      const last = pieces[pieces.length - 1];
      empty.push({ index: chunks.length, why, heading: trail[trail.length - 1], start: pieces[0].start, end: last.end, startByte: -1, endByte: -1 });
    }
    for (let p = 0; p < parts.length; p++) {
      const part = parts[p];
      let start = part[0].start;
      const end = part[part.length - 1].end;
      // As it stands in the file when the pieces are a contiguous stretch of it; else joined by a blank line.
      let body = isContiguous(part, text) ? text.slice(start, end) : part.map((x) => x.text).join(SEP);
      if (p > 0 && overlapChars > 0) {
        const prev = parts[p - 1][parts[p - 1].length - 1];
        const tail = overlapTail(prev.text, overlapChars);
        if (tail) {
          body = tail + SEP + body;
          if (prev.exact) start = Math.min(start, prev.end - tail.length);
        }
      }
      let id = p === 0 ? base : `${base}:${p + 1}`;
      // Slugs are unique per document and never hold ':', but an empty heading slug shares `path#`
      // with the preamble, a resumed section and an id-less object share their section's base, and
      // a Sphinx object's id may equal a heading's slug: the next free number, in document order.
      for (let n = p + 2; usedIds.has(id); n++) id = `${base}:${n}`;
      usedIds.add(id);
      chunks.push({
        id,
        path,
        docTitle,
        trail,
        anchors,
        text: body,
        indexText: lead === '' ? body : lead + body,
        start: toBytes(start),
        end: toBytes(end),
        line: lineAt(start),
        end_line: lineAt(Math.max(start, end - 1)),
        part: p,
      });
    }
  }
  const spans = sectionSpans(sections, text, toBytes);
  const combine = (cs: Chunk[]) => (chunking.combine_under > 0 ? combineSmallSections(cs, chunking.combine_under, max, spans) : cs);
  if (empty.length === 0) return { chunks: combine(chunks), anchors: docAnchors, folded: [], notes, sections: spans };
  for (const e of empty) {
    e.startByte = chunks[e.index].start;
    e.endByte = chunks[e.index].end;
  }
  const folded = foldEmptySections(chunks, empty, text);
  return { chunks: combine(folded.chunks), anchors: docAnchors, folded: folded.folded, notes, sections: spans };
}

/** UTF-16 section ranges → byte ranges, converting the offsets in ascending order (the converter only moves forward cheaply). */
function sectionSpans(sections: Array<{ heading: HeadingRef; start: number; end: number }>, text: string, docToBytes: (utf16: number) => number): SectionSpan[] {
  if (sections.length === 0) return [];
  // ASCII text (most documents): the offsets are the byte offsets, nothing to sort or convert.
  if (docToBytes === SAME_OFFSETS) return sections.map((x) => ({ heading: x.heading, start: x.start, end: Math.max(x.start, x.end) }));
  const toBytes = utf8Offsets(text);
  const offsets = [...new Set(sections.flatMap((x) => [x.start, Math.max(x.start, x.end)]))].sort((a, b) => a - b);
  const bytes = new Map(offsets.map((o) => [o, toBytes(o)]));
  return sections.map((x) => ({ heading: x.heading, start: bytes.get(x.start)!, end: bytes.get(Math.max(x.start, x.end))! }));
}


/** One block → the pieces it must be cut into (usually one). */
function splitBlock(block: RawBlock, text: string, max: number, hard: number, notes: string[]): Piece[] {
  const exact = block.exact === true || sliceEquals(text, block.start, block.end, block.text);
  const whole: Piece = { text: block.text, start: block.start, end: block.end, exact, glue: 'none' };
  if (isBlank(block.text, 0, block.text.length)) return [];
  if (block.kind === 'code') {
    if (block.text.length <= hard) return [whole];
    notes.push(`${block.kind} block at line ${lineOf(text, block.start)} (${block.text.length} chars) is over hard_limit (${hard}) and was split between lines`);
    return splitLines(block, exact, hard);
  }
  if (block.text.length <= max) return [whole];
  if (block.kind === 'table' && block.tableHeader !== undefined && block.text.startsWith(block.tableHeader)) {
    return splitTable(block, exact, max);
  }
  return splitLines(block, exact, max);
}

/** A table over the limit → groups of rows, the header row(s) repeated at the top of each. */
function splitTable(block: RawBlock, exact: boolean, max: number): Piece[] {
  const header = block.tableHeader!;
  const rows: Array<{ text: string; at: number }> = [];
  let at = header.length + 1;
  for (const row of block.text.slice(at).split('\n')) {
    rows.push({ text: row, at });
    at += row.length + 1;
  }
  const pieces: Piece[] = [];
  let group: typeof rows = [];
  let len = header.length;
  const flush = () => {
    if (!group.length) return;
    const first = group[0];
    const last = group[group.length - 1];
    const start = pieces.length === 0 ? block.start : block.start + first.at;
    const end = block.start + last.at + last.text.length;
    pieces.push({
      text: `${header}\n${group.map((r) => r.text).join('\n')}`,
      start: exact ? start : block.start,
      end: exact ? end : block.end,
      exact: false,
      glue: 'none',
    });
    group = [];
    len = header.length;
  };
  for (const row of rows) {
    if (group.length && len + 1 + row.text.length > max) flush();
    group.push(row);
    len += 1 + row.text.length;
  }
  flush();
  return pieces;
}

/** A block over `limit` → runs of whole lines of at most `limit` chars (a longer line is cut at a space). */
function splitLines(block: RawBlock, exact: boolean, limit: number): Piece[] {
  const pieces: Piece[] = [];
  const t = block.text;
  const emit = (from: number, to: number) => {
    const slice = t.slice(from, to);
    if (slice.trim() === '') return;
    pieces.push({
      text: slice,
      start: exact ? block.start + from : block.start,
      end: exact ? block.start + to : block.end,
      exact,
      glue: 'none',
    });
  };
  let from = 0;
  while (from < t.length) {
    if (t.length - from <= limit) {
      emit(from, t.length);
      break;
    }
    // The last line break that keeps the piece within the limit; else a space; else a hard cut.
    let cut = lastWithin(t, '\n', from, from + limit);
    if (cut <= from) {
      cut = lastWithin(t, ' ', from, from + limit);
      if (cut <= from) cut = from + limit;
      emit(from, cut);
      from = cut;
      continue;
    }
    emit(from, cut);
    from = cut + 1;
  }
  return pieces;
}

/**
 * The last `ch` in `t` after `from` and at most at `to`, else -1. `lastIndexOf` would search on to
 * the start of the text when the piece has none: every piece of a long line scanned all before it
 * (a 1 MB line took 1 s, a 2 MB one 4 s; found by __tests__/safety/growth.test.ts).
 */
function lastWithin(t: string, ch: string, from: number, to: number): number {
  for (let i = Math.min(to, t.length - 1); i > from; i--) if (t[i] === ch) return i;
  return -1;
}

/** Greedy packing of pieces into parts of at most `max` chars, honouring glue. */
function pack(pieces: Piece[], max: number): Piece[][] {
  // Most sections fit in one part; greedy packing would then never start a second one.
  if (size(pieces) <= max) return [pieces];
  const units = groupBy(pieces, (p) => p.glue !== 'none');
  const parts: Piece[][] = [];
  let cur: Piece[] = [];
  let curLen = 0;
  const place = (unit: Piece[]) => {
    const len = size(unit);
    if (cur.length && curLen + SEP.length + len > max) {
      parts.push(cur);
      cur = [];
      curLen = 0;
    }
    curLen = cur.length ? curLen + SEP.length + len : len;
    cur.push(...unit);
  };
  for (const unit of units) {
    if (unit.length === 1 || size(unit) <= max) place(unit);
    // Soft ties give way when they would make an oversized part; a heading still keeps its first block.
    else for (const sub of groupBy(unit, (p) => p.glue === 'hard')) place(sub);
  }
  if (cur.length) parts.push(cur);
  return parts;
}

/** True when the pieces are exact slices of the file separated only by whitespace. */
function isContiguous(part: Piece[], text: string): boolean {
  for (let i = 0; i < part.length; i++) {
    if (!part[i].exact) return false;
    if (i > 0 && (part[i].start < part[i - 1].end || !isBlank(text, part[i - 1].end, part[i].start))) return false;
  }
  return true;
}

function groupBy(pieces: Piece[], tied: (p: Piece) => boolean): Piece[][] {
  const groups: Piece[][] = [];
  for (const p of pieces) {
    if (groups.length && tied(p)) groups[groups.length - 1].push(p);
    else groups.push([p]);
  }
  return groups;
}

function size(unit: Piece[]): number {
  let n = SEP.length * (unit.length - 1);
  for (const p of unit) n += p.text.length;
  return n;
}

/** The last ~`chars` characters of a part, starting at a word boundary. */
function overlapTail(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const tail = text.slice(text.length - chars);
  const ws = tail.search(/\s/);
  return ws < 0 ? '' : tail.slice(ws + 1).trimStart();
}

/** `text.slice(start, end) === s`, without the slice. */
function sliceEquals(text: string, start: number, end: number, s: string): boolean {
  const from = Math.min(Math.max(start, 0), text.length);
  const to = Math.min(Math.max(end, 0), text.length);
  const len = Math.max(to - from, 0);
  return s.length === len && (len === 0 || text.startsWith(s, from));
}

/** `text.slice(from, to).trim() === ''`, without the slice (trim removes exactly `\s`). */
function isBlank(text: string, from: number, to: number): boolean {
  for (let i = Math.max(from, 0), end = Math.min(to, text.length); i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) continue;
    if (c < 0x80 || !WHITESPACE.test(text[i])) return false;
  }
  return true;
}

const WHITESPACE = /^\s$/;

/**
 * 1-based line of a UTF-16 offset, by binary search over the line starts (found once per document):
 * chunks come nearly in order, but overlap steps back, and a rescan per step would be quadratic.
 */
function lineFinder(text: string): (at: number) => number {
  let starts: number[] | null = null;
  return (at: number): number => {
    if (starts === null) {
      starts = [0];
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/** The ids the document's Markdown headings declare in attribute syntax (`{#id}`), in order. */
function declaredAttrIds(raw: RawDocument): string[] {
  const out: string[] = [];
  for (const s of raw.sections) if (s.heading?.site?.attrId !== undefined) out.push(s.heading.site.attrId);
  return out;
}
