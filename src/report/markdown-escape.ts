/**
 * Escaping of document and question text for GitHub Markdown. Everything that comes from a
 * repository or a golden set goes through here: no table can break, no HTML can render, nobody is
 * @mentioned, no issue is cross-referenced, no link or image appears (bare URLs, `www.` and e-mail
 * addresses included, which GitHub would autolink), no `<!--` can carry another comment's hidden
 * marker, and bidirectional or zero-width controls show as `<U+202E>` rather than reorder or hide
 * text (the Trojan Source trick). Hand-written because no
 * maintained library targets GitHub's comment dialect (mentions and #refs are GitHub extensions).
 */

import { showControls } from '../util/show-controls';

/** Zero-width joiner: invisible, but GitHub no longer sees `@name` or `#123`. */
export const ZWJ = '\u200D';

const MD_PUNCT = /[\\`*_[\]|~]/g;

/** Plain text for a paragraph, list item or table cell: one line, inert. */
export function escapeText(s: string): string {
  return breakLinks(breakRefs(oneLine(s)))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    // A `!` only makes an image together with `[`, which is escaped; `:` emoji are harmless.
    .replace(MD_PUNCT, (c) => `\\${c}`);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '[': '&#91;', ']': '&#93;', '`': '&#96;', '*': '&#42;', '_': '&#95;', '~': '&#126;', '|': '&#124;' };

/** Text inside raw HTML (a `<summary>`): entities, including Markdown punctuation, which GitHub may render there. */
export function escapeHtml(s: string): string {
  return breakLinks(breakRefs(oneLine(s))).replace(/[&<>"[\]`*_~|]/g, (c) => HTML_ENTITIES[c]);
}

/**
 * An inline code span that holds any text: fence longer than any backtick run inside. Code spans
 * neither link nor render HTML, but the comment's raw text is what a marker search reads, so
 * `<!--` and `-->` are broken there too.
 */
export function code(s: string): string {
  const text = breakCommentDelimiters(oneLine(s));
  const runs = text.match(/`+/g) ?? [];
  const fence = '`'.repeat(runs.reduce((m, r) => Math.max(m, r.length), 0) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || text.startsWith(' ') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A code span for a table cell (tableRow escapes its `|`; kept as a name for what the cell holds). */
export function codeCell(s: string): string {
  return code(s);
}

/**
 * One GFM table row from cells of rendered Markdown: the one place every table cell passes
 * through. GFM splits a row on every `|` not preceded by a backslash, inside code spans too, so a
 * `|` a cell's text brought (a commit subject, a metric key, a code span made with `code`) ended
 * the cell, and what followed was outside the span: `since.commit: "|@torva"` became a live
 * @-mention, a metric key `|<img …>|` an image in the job summary. Here each unescaped `|` becomes
 * `\|` (GFM removes that backslash before the cell is rendered, in code spans as well); a `\|`
 * already there stays as is, and a backslash escapes only the character after it, as in GFM's own
 * scan. Line breaks become spaces: a row is one line.
 */
export function tableRow(cells: readonly string[]): string {
  return `| ${cells.map(escapeCellPipes).join(' | ')} |`;
}

function escapeCellPipes(cell: string): string {
  if (cell.indexOf('|') < 0 && !/[\r\n]/.test(cell)) return cell;
  let out = '';
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i];
    if (c === '\\' && i + 1 < cell.length && cell[i + 1] !== '\n' && cell[i + 1] !== '\r') {
      out += c + cell[++i];
    } else if (c === '|') {
      out += '\\|';
    } else if (c === '\n' || c === '\r') {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

/** `<code>` for raw HTML contexts. */
export function codeHtml(s: string): string {
  return `<code>${escapeHtml(s)}</code>`;
}

/** Newlines and tabs to spaces (a cell or a list item is one line); invisible controls made visible. */
function oneLine(s: string): string {
  // Then the terminal's controls as text (`\x1B`): the comment is also printed by `compare` and saved by --markdown.
  return showControls(visibleControls(s.replace(/\r\n|[\r\n\t\u2028\u2029]/g, ' ')));
}

/** Bidirectional overrides, embeddings, isolates and marks, and zero-width characters. */
const INVISIBLE_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\uFEFF\u2060]/g;

/** `U+202E` and the like as the visible text `<U+202E>` (escaped further by the caller). */
export function visibleControls(s: string): string {
  return s.replace(INVISIBLE_CONTROLS, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}>`);
}

/** `<!--` / `-->` with a zero-width joiner inside: never an HTML comment, never a hidden marker. */
function breakCommentDelimiters(s: string): string {
  return s.replace(/<!--/g, `<!${ZWJ}--`).replace(/--(?=>)/g, `--${ZWJ}`);
}

/**
 * GitHub autolinks `http://…`, `https://…`, `www.…` and `name@host.tld` in plain text; a
 * zero-width joiner inside each keeps the text readable but not a link.
 */
function breakLinks(s: string): string {
  return s
    .replace(/:\/\//g, `:/${ZWJ}/`)
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWJ}.`)
    .replace(/@(?=[A-Za-z0-9_-]+\.[A-Za-z0-9])/g, `@${ZWJ}`);
}

/** `@user` / `@org/team` and `#123` / `GH-123` would notify or cross-link: break them invisibly. */
function breakRefs(s: string): string {
  // A mention needs a character other than a letter or digit before `@` (so `recall@10` stays
  // copyable). `_` is broken too: HTML contexts write it as `&#95;`, and a renderer that reads the
  // entity as a boundary would see `@name`. An issue reference needs nothing before it
  // (`owner/repo#12` links), so every `#` before a digit is broken.
  return s
    .replace(/(?<![A-Za-z0-9])@(?=[A-Za-z0-9])/g, `@${ZWJ}`)
    .replace(/#(?=\d)/g, `#${ZWJ}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1-${ZWJ}`);
}
