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

/** Characters that can start inline markup; a heading without any is already plain text. */
const INLINE_MARKUP = /[`*_[\]<>&\\!~]/;

/** `{#id}` (optionally with classes/attributes, `{#id .cls}`) at the end of a heading. */
const EXPLICIT_ID = /[ \t]*\{#([^\s}]+)[^}]*\}[ \t]*$/;

const ID_ATTR = /\b(id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))/gi;

export interface HeadingText {
  /** The heading's text content as GitHub computes the slug from it (untrimmed). */
  text: string;
  /** Explicit ids: `{#id}`, and `id`/`name` attributes of inline HTML (`<a name="x"></a>`). */
  ids: string[];
}

const headingMemo = new Map<string, HeadingText>();

/** Plain text and explicit ids of a Markdown heading's inline content (`## ` and closing `#`s already removed). */
export function headingText(markdownInline: string): HeadingText {
  let h = headingMemo.get(markdownInline);
  if (h === undefined) {
    if (headingMemo.size >= MEMO_LIMIT) headingMemo.clear();
    h = computeHeadingText(markdownInline);
    headingMemo.set(markdownInline, h);
  }
  return { text: h.text, ids: h.ids.slice() };
}

function computeHeadingText(markdownInline: string): HeadingText {
  const ids: string[] = [];
  let src = markdownInline;
  const explicit = EXPLICIT_ID.exec(src);
  if (explicit) {
    ids.push(explicit[1]);
    src = src.slice(0, explicit.index);
  }
  if (!INLINE_MARKUP.test(src)) return { text: src, ids };
  const tokens = inlineMd.parseInline(src, {});
  let text = '';
  for (const t of tokens) text += textContent(t.children ?? [], ids);
  return { text, ids };
}

/** Heading plain text the way GitHub computes the slug from it (inline code, links, emphasis and HTML stripped). */
export function headingSlugText(markdownInline: string): string {
  return headingText(markdownInline).text;
}

function textContent(children: Token[], ids: string[]): string {
  let out = '';
  for (const c of children) {
    switch (c.type) {
      case 'text':
      case 'code_inline':
        out += c.content;
        break;
      case 'softbreak':
      case 'hardbreak':
        out += '\n';
        break;
      case 'html_inline':
        collectIds(c.content, ids);
        break;
      case 'image':
        // An <img> has no text content on GitHub (its alt text does not reach the slug).
        break;
      default:
        if (c.children) out += textContent(c.children, ids);
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
    s = githubSlug(text);
    baseSlugs.set(text, s);
  }
  return s;
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
