/**
 * Heading anchors exactly as GitHub renders them. GitHub takes the rendered heading's text content
 * (inline code kept, links reduced to their text, emphasis and HTML tags dropped, entities decoded)
 * and runs it through the rules github-slugger reproduces: lower-case, drop punctuation and emoji,
 * spaces to dashes, `-1`, `-2` for repeats within one document. Nothing is trimmed: a heading that
 * starts with an `<a name>` tag or an image gets a leading dash, as on GitHub.
 */
import { slug as githubSlug } from 'github-slugger';
import MarkdownIt from 'markdown-it';

type Token = MarkdownIt.Token;

/** Inline-only parser for headings (the body is parsed block-level only, see markdown.ts). */
const inlineMd = new MarkdownIt('default', { html: true, linkify: false, typographer: false });

/**
 * The same parser without the link and image rules, for headings with more than
 * MAX_LINK_OPENERS `[` (no real heading has that many). markdown-it scans from every `[` to its
 * closing `]` (or to the end of the text), so a heading of many unclosed `[` cost quadratic time
 * (`# a[[[[…`, 20 KB: 0.5 s). Such a heading's links, if any, keep their brackets in the slug text.
 */
const inlineNoLinks = new MarkdownIt('default', { html: true, linkify: false, typographer: false }).disable(['link', 'image']);
const MAX_LINK_OPENERS = 64;

/** Characters that can start inline markup; a heading without any is already plain text. */
const INLINE_MARKUP = /[`*_[\]<>&\\!~]/;


const ID_ATTR = /\b(id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))/gi;

export interface HeadingText {
  /** The heading's text content as GitHub computes the slug from it (untrimmed). */
  text: string;
  /** Explicit ids: `{#id}`, and `id`/`name` attributes of inline HTML (`<a name="x"></a>`). */
  ids: string[];
}

/** A heading's text content, its ids, and what the docs site generators read besides (chunk/site-slug.ts). */
export interface HeadingParts extends HeadingText {
  /** The `{#id …}` attribute block at the end, when there is one: its id and its text as written (leading blanks included). */
  attr?: { id: string; text: string };
  /** The text with images' alt text in place, when the heading holds an image (some site generators read it). */
  altText?: string;
  /** The text with character references as written (`&amp;`), when the heading holds one (VitePress keeps them). */
  entityText?: string;
}

const headingMemo = new Map<string, HeadingParts>();

/** Plain text and explicit ids of a Markdown heading's inline content (`## ` and closing `#`s already removed). */
export function headingText(markdownInline: string): HeadingText {
  const h = headingParts(markdownInline);
  return { text: h.text, ids: h.ids };
}

/** headingText and the readings of the heading the site generators take (its `{#id}` block, images' alt text, references as written). */
export function headingParts(markdownInline: string): HeadingParts {
  let h = headingMemo.get(markdownInline);
  if (h === undefined) {
    if (headingMemo.size >= MEMO_LIMIT) headingMemo.clear();
    h = computeHeadingText(markdownInline);
    headingMemo.set(markdownInline, h);
  }
  return { ...h, ids: h.ids.slice() };
}

function computeHeadingText(markdownInline: string): HeadingParts {
  const ids: string[] = [];
  let src = markdownInline;
  const explicit = explicitId(src);
  let attr: HeadingParts['attr'];
  if (explicit) {
    ids.push(explicit.id);
    attr = { id: explicit.id, text: src.slice(explicit.index).trimEnd() };
    src = src.slice(0, explicit.index);
  }
  const withAttr = (h: HeadingParts): HeadingParts => (attr ? { ...h, attr } : h);
  if (!INLINE_MARKUP.test(src)) return withAttr({ text: src, ids });
  const simple = simpleHeadingText(src, ids);
  if (simple !== null) return withAttr({ text: simple, ids });
  // markdown-it's inline pass alone: parseInline would also run the core rules, which for this
  // parser (no linkify, no typographer, text already normalised) only merge text tokens and turn
  // `text_special` (escapes, entities) into text: textContent reads both kinds the same way.
  const tokens: Token[] = [];
  const parser = countOf(src, '[', MAX_LINK_OPENERS + 1) > MAX_LINK_OPENERS ? inlineNoLinks : inlineMd;
  parser.inline.parse(normalizeInline(src), parser, {}, tokens);
  const alt: Variants = { alt: '', images: 0, entity: '', entities: 0 };
  const text = textContent(tokens, ids, alt);
  return withAttr({ text, ids, ...(alt.images > 0 ? { altText: alt.alt } : {}), ...(alt.entities > 0 ? { entityText: alt.entity } : {}) });
}

/** The other readings of a heading's text some site generators take, built beside it. */
interface Variants {
  /** With images' alt text. */
  alt: string;
  images: number;
  /** With character references as written. */
  entity: string;
  entities: number;
}

/**
 * `{#id}` (optionally with classes/attributes, `{#id .cls}`) at the end of a heading: what
 * `/[ \t]*\{#([^\s}]+)[^}]*\}[ \t]*$/` finds, in one pass. The regex overlaps `[^\s}]+` with
 * `[^}]*` and retries at every `{#`, so `# a{#{#{#…` took cubic time (8 KB: 101 s). Here: the
 * closing `}` is the last non-blank character, the group opens at the first `{#` after the
 * previous `}` that has an id character after it, and the id runs to the first whitespace.
 */
function explicitId(src: string): { id: string; index: number } | null {
  let end = src.length;
  while (end > 0 && (src.charCodeAt(end - 1) === 0x20 || src.charCodeAt(end - 1) === 0x09)) end--;
  const close = end - 1;
  if (close < 0 || src.charCodeAt(close) !== 0x7d /* } */) return null;
  const from = src.lastIndexOf('}', close - 1) + 1;
  for (let q = src.indexOf('{#', from); q >= 0 && q + 2 < close; q = src.indexOf('{#', q + 1)) {
    if (isSpace(src[q + 2])) continue;
    let idEnd = q + 3;
    while (idEnd < close && !isSpace(src[idEnd])) idEnd++;
    let index = q;
    while (index > 0 && (src.charCodeAt(index - 1) === 0x20 || src.charCodeAt(index - 1) === 0x09)) index--;
    return { id: src.slice(q + 2, idEnd), index };
  }
  return null;
}

const SPACE = /\s/;
/** One UTF-16 unit that a regex `\s` (no `u` flag) matches. */
function isSpace(c: string): boolean {
  return SPACE.test(c);
}

/** How many times `c` occurs in `s`, counting up to `limit`. */
function countOf(s: string, c: string, limit: number): number {
  let n = 0;
  for (let i = s.indexOf(c); i >= 0 && n < limit; i = s.indexOf(c, i + 1)) n++;
  return n;
}

/** markdown-it's normalize step (CR/CRLF → LF, NUL → U+FFFD), which parseInline would have run. */
function normalizeInline(s: string): string {
  if (s.indexOf('\r') < 0 && s.indexOf('\0') < 0) return s;
  return s.replace(/\r\n?|\n/g, '\n').replace(/\0/g, '\uFFFD');
}

/** `<a name="…">` / `<a id="…">` exactly (markdown-it takes it as one html_inline token). */
const ANCHOR_OPEN = /^<a (?:name|id)="[^"<>`\n]*">/;

/**
 * The text content of the heading shapes reference docs are made of (`<a name="x"></a> Foo::bar`,
 * ``<a name="x"></a> `foo_bar` ``, `Foo_bar baz`), computed without markdown-it, or null when the
 * heading holds anything else. It accepts only what has one reading in CommonMark: text with no
 * markup character except `_` between ASCII letters or digits (which can neither open nor close
 * emphasis), single-backtick code spans, and empty `<a name|id="…">` / `</a>` tags. Tests check it
 * against markdown-it on generated headings.
 */
function simpleHeadingText(src: string, ids: string[]): string | null {
  let out = '';
  let from = 0; // start of the pending plain text
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const c = src.charCodeAt(i);
    if (c === 0x5f /* _ */) {
      if (i === 0 || i === n - 1 || !isAsciiAlnum(src.charCodeAt(i - 1)) || !isAsciiAlnum(src.charCodeAt(i + 1))) return null;
    } else if (c === 0x60 /* ` */) {
      if (src.charCodeAt(i + 1) === 0x60) return null;
      const close = src.indexOf('`', i + 1);
      if (close < 0 || src.charCodeAt(close + 1) === 0x60) return null;
      let code = src.slice(i + 1, close);
      if (code.indexOf('\n') >= 0 || code.indexOf('\r') >= 0) return null;
      if (code.charCodeAt(0) === 0x20) code = code.replace(/^ (.+) $/, '$1');
      out += src.slice(from, i) + code;
      from = close + 1;
      i = close;
    } else if (c === 0x3c /* < */) {
      let tag: string;
      if (src.startsWith('</a>', i)) tag = '</a>';
      else {
        const m = ANCHOR_OPEN.exec(src.slice(i, i + 300));
        if (!m) return null;
        tag = m[0];
        collectIds(tag, ids);
      }
      out += src.slice(from, i);
      from = i + tag.length;
      i = from - 1;
    } else if (c === 0x2a || c === 0x5b || c === 0x5d || c === 0x3e || c === 0x26 || c === 0x5c || c === 0x21 || c === 0x7e || c === 0x0a || c === 0x0d || c === 0) {
      // * [ ] > & \ ! ~ and line breaks: emphasis, links, entities, escapes… markdown-it decides.
      return null;
    }
  }
  return out + src.slice(from);
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** Heading plain text the way GitHub computes the slug from it (inline code, links, emphasis and HTML stripped). */
export function headingSlugText(markdownInline: string): string {
  return headingText(markdownInline).text;
}

/** The text content of inline tokens; `v` gets the other readings (site-slug.ts) beside it. */
function textContent(children: Token[], ids: string[], v: Variants): string {
  let out = '';
  for (const c of children) {
    switch (c.type) {
      case 'text':
      case 'code_inline':
        out += c.content;
        v.alt += c.content;
        v.entity += c.content;
        break;
      case 'text_special':
        out += c.content;
        v.alt += c.content;
        if (c.info === 'entity') v.entities++;
        v.entity += c.info === 'entity' ? c.markup : c.content;
        break;
      case 'softbreak':
      case 'hardbreak':
        out += '\n';
        v.alt += '\n';
        v.entity += '\n';
        break;
      case 'html_inline':
        collectIds(c.content, ids);
        break;
      case 'image':
        // An <img> has no text content on GitHub (its alt text does not reach the slug); Docusaurus and Hugo read the alt.
        v.images++;
        v.alt += c.content;
        break;
      default:
        if (c.children) out += textContent(c.children, ids, v);
    }
  }
  return out;
}

/** Adds the ids an HTML tag declares: `id` on any tag, `name` on `<a>`. */
export function collectIds(tag: string, ids: string[]): void {
  if (tag.startsWith('</')) return;
  const isAnchor = /^<a\b/i.test(tag);
  for (const m of tag.matchAll(ID_ATTR)) {
    const attr = m[1].toLowerCase();
    const value = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    if (!value || (attr === 'name' && !isAnchor)) continue;
    if (!ids.includes(value)) ids.push(value);
  }
}

/**
 * Memo of text → base slug and of heading markup → text: docs repeat the same headings
 * ("Syntax", "Remarks", "See also") thousands of times, and github-slugger's Unicode regex and
 * the inline parse are the costliest steps per heading. Bounded: cleared when full.
 */
const MEMO_LIMIT = 50_000;
const baseSlugs = new Map<string, string>();

function baseSlug(text: string): string {
  let s = baseSlugs.get(text);
  if (s === undefined) {
    if (baseSlugs.size >= MEMO_LIMIT) baseSlugs.clear();
    s = asciiSlug(text) ?? githubSlug(text);
    baseSlugs.set(text, s);
  }
  return s;
}

/** github-slugger's output for each ASCII character (lower-cased, kept, `-`, or removed). */
const ASCII_SLUG: string[] = Array.from({ length: 128 }, (_, c) => githubSlug(String.fromCharCode(c)));

/**
 * github-slugger's slug of an ASCII-only text, or null. Its regex is a character class (plus
 * astral-plane alternatives ASCII never meets), so on ASCII it acts one character at a time, and
 * the per-character table above, taken from github-slugger itself, gives the same result.
 */
function asciiSlug(text: string): string | null {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return null;
    out += ASCII_SLUG[c];
  }
  return out;
}

/**
 * A per-document slugger: the same text twice gives `x` then `x-1`. The repeat rule is
 * github-slugger's `BananaSlug.slug` exactly (occurrence counts per original slug, a generated
 * `x-1` colliding with a real `x-1` heading moves on to `x-1-1`); only the base slug is memoised.
 */
export function createSlugger(): { slug(text: string): string } {
  const occurrences = new Map<string, number>();
  return {
    slug(text: string): string {
      const original = baseSlug(text);
      let result = original;
      while (occurrences.has(result)) {
        const n = occurrences.get(original)! + 1;
        occurrences.set(original, n);
        result = `${original}-${n}`;
      }
      occurrences.set(result, 0);
      return result;
    },
  };
}

/** The slug of one heading text, without repeat tracking. */
export function slugOnce(text: string): string {
  return baseSlug(text);
}
