/**
 * AsciiDoc inline markup → plain text, for heading text (slugged by the builder). Hand-written:
 * Asciidoctor.js is a 1 MB transpiled Ruby runtime; headings only need the inline layer.
 */

/**
 * Longest title whose inline markup is interpreted; a longer one is shown as written (whitespace
 * collapsed, no inline anchors taken). Several patterns below scan from every opener to the end
 * of the text when nothing closes it (`<<<<…`, `[[[[…`), which is quadratic: a 100 KB title of
 * `<` took over 10 s. Real titles are short (100 characters at most across the shared corpora),
 * and at this length the worst case costs microseconds.
 */
export const MAX_INLINE_MARKUP_CHARS = 256;

/**
 * Longest title after `{name}` attribute references are replaced. The 256-character rule above
 * applies to the expanded text, but the expansion itself must be bounded too: `:a:` set to 100 KB
 * and a title of 80 × `{a}` made an 8 MB title, and 100 such titles took 53 s and 2 GB. Past this
 * length the title keeps its references as written.
 */
export const MAX_EXPANDED_TITLE_CHARS = 4_096;
/**
 * Most characters that attribute references may add to the titles of one document, all titles
 * together. Past it, the remaining titles keep their references as written (and the document gets
 * a note), so a document of many short titles each expanding a long value stays linear too.
 */
export const ATTRIBUTE_EXPANSION_BUDGET_CHARS = 262_144;

/** What `{name}` references in one document's titles may still add (shared by all its titles). */
export interface ExpansionBudget {
  remaining: number;
  /** Set when some title kept its references because of a bound. */
  exceeded?: 'title' | 'document';
}

export function expansionBudget(chars = ATTRIBUTE_EXPANSION_BUDGET_CHARS): ExpansionBudget {
  return { remaining: chars };
}

const ATTRIBUTE_REFERENCE = /\{([\w-]+)\}/g;

/**
 * `{name}` references replaced by known attributes, unless the result would pass
 * MAX_EXPANDED_TITLE_CHARS or the document's budget: then `s` comes back unchanged. The length is
 * added up before any string is built, so a refused expansion costs one scan of `s`.
 */
export function expandAttributes(s: string, attributes: ReadonlyMap<string, string>, budget: ExpansionBudget = expansionBudget()): string {
  if (attributes.size === 0 || s.indexOf('{') < 0) return s;
  let added = 0;
  for (const m of s.matchAll(ATTRIBUTE_REFERENCE)) {
    const value = attributes.get(m[1].toLowerCase());
    if (value !== undefined) added += value.length - m[0].length;
  }
  if (added <= 0) return s.replace(ATTRIBUTE_REFERENCE, (m, name: string) => attributes.get(name.toLowerCase()) ?? m);
  if (s.length + added > MAX_EXPANDED_TITLE_CHARS) {
    budget.exceeded ??= 'title';
    return s;
  }
  if (added > budget.remaining) {
    budget.exceeded = 'document';
    return s;
  }
  budget.remaining -= added;
  return s.replace(ATTRIBUTE_REFERENCE, (m, name: string) => attributes.get(name.toLowerCase()) ?? m);
}

/** Inline `[[id]]` / `[[id,reftext]]` / `anchor:id[]` anchors in a line. */
const INLINE_ANCHOR = /\[\[([A-Za-z_:][\w:.-]*)(?:,[^\]]*)?\]\]|anchor:([A-Za-z_:][\w:.-]*)\[[^\]]*\]/g;

/** Ids declared inline in a title, and the title without them. */
export function takeInlineAnchors(s: string): { text: string; ids: string[] } {
  const ids: string[] = [];
  if (s.length > MAX_INLINE_MARKUP_CHARS) return { text: s, ids };
  const text = s.replace(INLINE_ANCHOR, (_m, a?: string, b?: string) => {
    ids.push((a ?? b)!);
    return '';
  });
  return { text, ids };
}

/**
 * The text a reader sees for a line of AsciiDoc inline markup; `{name}` attributes are replaced
 * when known, within `budget` (see expandAttributes). The 256-character rule is checked after the
 * expansion, on the text the patterns below would scan.
 */
export function asciidocInlineText(s: string, attributes: ReadonlyMap<string, string> = new Map(), budget?: ExpansionBudget): string {
  if (s.length > MAX_INLINE_MARKUP_CHARS) return s.replace(/\s+/g, ' ').trim();
  let t = expandAttributes(takeInlineAnchors(s).text, attributes, budget);
  if (t.length > MAX_INLINE_MARKUP_CHARS) return t.replace(/\s+/g, ' ').trim();
  // Passthroughs first: what they hold is shown literally.
  t = t.replace(/pass:[a-z,]*\[([^\]]*)\]/g, '$1').replace(/\+\+\+(.+?)\+\+\+|\+\+(.+?)\+\+|\+(\S(?:.*?\S)?)\+/g, (_m, a, b, c) => a ?? b ?? c);
  t = t.replace(/<<([^<>,]+)(?:,([^<>]+))?>>/g, (_m, id: string, label?: string) => (label ?? id).trim());
  t = t.replace(/\b(?:xref|link|mailto|footnote|kbd|btn|image|icon|stem|latexmath|asciimath|indexterm2?|menu):([^\s[]*)\[([^\]]*)\]/g, (m, target: string, label: string) =>
    m.startsWith('menu:') ? [target, ...label.split('>').map((x) => x.trim())].filter(Boolean).join(' > ') : cleanLabel(label) || target,
  );
  t = t.replace(/\b((?:https?|ftp|irc):\/\/[^\s[]+)\[([^\]]*)\]/g, (_m, url: string, label: string) => cleanLabel(label) || url);
  t = t.replace(/\[[^[\]]*\](?=#)/g, ''); // role of a mark: [.role]#text#
  // Unconstrained pairs (``**x**``) then constrained ones (``*x*`` at word boundaries).
  t = t.replace(/(\*\*|__|##|``)(.+?)\1/g, '$2');
  t = t.replace(/(^|[^\w*])\*(\S(?:.*?\S)?)\*(?![\w*])/g, '$1$2');
  t = t.replace(/(^|[^\w_])_(\S(?:.*?\S)?)_(?![\w_])/g, '$1$2');
  t = t.replace(/(^|[^\w#])#(\S(?:.*?\S)?)#(?![\w#])/g, '$1$2');
  t = t.replace(/(^|[^\w`])`(\S(?:.*?\S)?)`(?![\w`])/g, '$1$2');
  t = t.replace(/\^(\S+?)\^|~(\S+?)~/g, (_m, a, b) => a ?? b);
  return t.replace(/\\(?=[*_`#+{[<^~])/g, '').replace(/\s+/g, ' ').trim();
}

/** A macro label: drop trailing attributes (`text,window=_blank`) and a caret shorthand. */
function cleanLabel(label: string): string {
  const quoted = /^"([^"]*)"/.exec(label);
  const text = quoted ? quoted[1] : label.split(/,\s*\w+=/)[0];
  return text.replace(/\^$/, '').trim();
}
