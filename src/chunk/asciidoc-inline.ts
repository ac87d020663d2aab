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

/** The text a reader sees for a line of AsciiDoc inline markup; `{name}` attributes are replaced when known. */
export function asciidocInlineText(s: string, attributes: ReadonlyMap<string, string> = new Map()): string {
  if (s.length > MAX_INLINE_MARKUP_CHARS) return s.replace(/\s+/g, ' ').trim();
  let t = takeInlineAnchors(s).text;
  t = t.replace(/\{([\w-]+)\}/g, (m, name: string) => attributes.get(name.toLowerCase()) ?? m);
  // Passthroughs first: what they hold is shown literally.
  t = t.replace(/pass:[a-z,]*\[([^\]]*)\]/g, '$1').replace(/\+\+\+(.+?)\+\+\+|\+\+(.+?)\+\+|\+(\S(?:.*?\S)?)\+/g, (_m, a, b, c) => a ?? b ?? c);
  t = t.replace(/<<([^>,]+)(?:,\s*([^>]+))?>>/g, (_m, id: string, label?: string) => (label ?? id).trim());
  t = t.replace(/\b(?:xref|link|mailto|footnote|kbd|btn|image|icon|stem|latexmath|asciimath|indexterm2?|menu):([^\s[]*)\[([^\]]*)\]/g, (m, target: string, label: string) =>
    m.startsWith('menu:') ? [target, ...label.split('>').map((x) => x.trim())].filter(Boolean).join(' > ') : cleanLabel(label) || target,
  );
  t = t.replace(/\b((?:https?|ftp|irc):\/\/[^\s[]+)\[([^\]]*)\]/g, (_m, url: string, label: string) => cleanLabel(label) || url);
  t = t.replace(/\[[^\]]*\](?=#)/g, ''); // role of a mark: [.role]#text#
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
