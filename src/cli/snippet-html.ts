/**
 * The text a person reads in a Markdown section that holds raw HTML, for review's snippets.
 * Generated pages (a CLI's command reference rendered to Markdown) carry their option lists as
 * HTML (`<dl>`, `<dt class="option-term">`, `&lt;spec&gt;`), which the chunker keeps as written:
 * shown raw, the markup hides the words. Tags of HTML elements go (a block element's boundary
 * becomes a paragraph break, so passages do not run across it), the contents of scripts, styles
 * and comments go, and character references are decoded. What only looks like a tag stays as
 * written: `Vec<T>`, `<https://example.com>`, a component such as `<Badge>` (not an HTML element),
 * and everything inside code (a fenced block, a backtick span), which Markdown shows literally.
 *
 * htmlparser2 (the chunker's HTML tokenizer) does the tokenizing and the decoding. Pure: text in,
 * text out. The result may hold any character the references named: escape it for the terminal.
 */
import { Parser } from 'htmlparser2';

/** HTML elements whose tags are dropped: everything a Markdown page's HTML uses, and more. */
const ELEMENTS = new Set(
  (
    'a abbr address area article aside audio b bdi bdo blockquote body br button canvas caption cite code col colgroup data datalist dd del ' +
    'details dfn dialog div dl dt em embed fieldset figcaption figure font footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe ' +
    'img input ins kbd label legend li link main map mark menu meta meter nav noscript object ol optgroup option output p param picture pre ' +
    'progress q rp rt ruby s samp script search section select small source span strike strong style sub summary sup table tbody td template ' +
    'textarea tfoot th thead time title tr track tt u ul var video wbr center big'
  ).split(' '),
);
/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'svg', 'math']);
/** Elements that end a paragraph: their boundary is a blank line, so a passage stops there. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'td',
  'th', 'tr', 'ul',
]);

/** Quick test: a text with no `<` and no `&` has nothing to convert (most sections). */
const MAY_HOLD_HTML = /[<&]/;

/** `text` (Markdown that may hold raw HTML) as the text a reader sees; code kept as written. */
export function htmlToText(text: string): string {
  if (!MAY_HOLD_HTML.test(text)) return text;
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (prose.length) out.push(proseToText(prose.join('\n')));
    prose = [];
  };
  for (const line of text.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      flush();
      fence = marker;
      out.push(line);
    } else if (fence !== null) {
      out.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
    } else prose.push(line);
  }
  flush();
  return out.join('\n');
}

/** Prose lines: backtick spans kept, the rest through the HTML tokenizer. */
function proseToText(text: string): string {
  if (!MAY_HOLD_HTML.test(text)) return text;
  let out = '';
  let at = 0;
  for (const m of text.matchAll(/`[^`\n]*`/g)) {
    out += tagsToText(text.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  return out + tagsToText(text.slice(at));
}

/** One stretch of prose without code: HTML elements' tags dropped, references decoded, other `<…>` kept. */
function tagsToText(html: string): string {
  if (!MAY_HOLD_HTML.test(html)) return html;
  const parts: string[] = [];
  let hidden = 0;
  const source = () => html.slice(parser.startIndex, parser.endIndex + 1);
  const parser = new Parser(
    {
      onopentag(name) {
        if (!ELEMENTS.has(name)) {
          if (!hidden) parts.push(source());
          return;
        }
        if (HIDDEN.has(name)) hidden++;
        else if (BLOCKS.has(name)) parts.push('\n\n');
      },
      onclosetag(name, implied) {
        if (!ELEMENTS.has(name)) {
          // An unclosed `Vec<T>` is closed by the parser at the end: nothing was written for it.
          if (!implied && !hidden) parts.push(source());
          return;
        }
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCKS.has(name)) parts.push('\n\n');
      },
      ontext(t) {
        if (!hidden) parts.push(t);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  return oneBlankLine(parts.join(''));
}

/** Block boundaries meet the text's own line breaks: blank runs become one blank line (line by line: linear). */
function oneBlankLine(text: string): string {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (out.length && out[out.length - 1] !== '') out.push('');
    } else out.push(line);
  }
  // Where the text began or ended with a break, one stays: the backtick span beside it must not join it.
  if (/^\s*\n/.test(text) && out[0] !== '') out.unshift('');
  return out.join('\n');
}
