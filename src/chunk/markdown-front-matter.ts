/**
 * A fast path for the front matter nearly every docs site writes: a flat YAML mapping of
 * `key: value` lines whose values are plain strings, simple quoted strings, or flow lists of those
 * (`helpviewer_keywords: ["a", "b"]`) or block sequences of those (`key:` then `  - "a"` lines);
 * fastFrontMatterWithComments also takes full-line `# comments`. The `yaml` library spends
 * ~0.4 ms on each such block, more than chunking the whole page, which alone would put the 44 MB
 * cpp-docs corpus far below the 20 MB/s goal. Anything outside this subset (nesting, comments, escapes, anchors, numbers,
 * booleans, nulls, block scalars, TOML) returns null and goes to the real parser
 * (front-matter.ts); tests check that both agree on every front matter of the real corpora
 * (front-matter-fast.test.ts, fast-paths.test.ts).
 */
import type { FrontMatter } from './front-matter';

const KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
/** Plain scalars the YAML 1.2 core schema would not keep as strings (null, bool, int, float; an int is a float without its fraction). */
const TYPED = /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
/** Characters that give a plain scalar's first character a YAML meaning. */
const INDICATOR_START = /^[[\]{}#&*!|>'"%@`,?:-]/;
/** One item of a flow list: a simple double- or single-quoted string or a plain word, then `,` or the end. */
const FLOW_ITEM = /\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_./-]+))\s*(,|$)/y;

/** The front matter of `text` when it is a simple flat mapping, else null (use parseFrontMatter). */
export function fastFrontMatter(text: string): FrontMatter | null {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (!text.startsWith('---', bom)) return null;
  const open = /^---[ \t]*\n/.exec(text.slice(bom, bom + 8));
  if (!open) return null;
  const contentStart = bom + open[0].length;
  const close = /^(?:---|\.\.\.)[ \t]*$/gm;
  close.lastIndex = contentStart;
  const m = close.exec(text);
  if (!m) return null;
  let bodyStart = m.index + m[0].length;
  if (text.startsWith('\r\n', bodyStart)) bodyStart += 2;
  else if (text[bodyStart] === '\n') bodyStart += 1;
  const source = text.slice(contentStart, m.index);
  if (source.includes('\r') || source.includes('\t') || source.includes('\\')) return null;

  const meta: Record<string, unknown> = {};
  let keys = 0;
  const lines = source.split('\n');
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    if (line.trim() === '') continue;
    const colon = line.indexOf(': ');
    const key = colon < 0 ? (line.endsWith(':') ? line.slice(0, -1) : '') : line.slice(0, colon);
    if (!KEY.test(key) || Object.prototype.hasOwnProperty.call(meta, key)) return null;
    const value = colon < 0 ? '' : line.slice(colon + 2).trim();
    let parsed: unknown;
    if (value === '') {
      // `key:` then `- item` lines (a block sequence of scalars, as in `f1_keywords:` lists).
      const items = blockSequence(lines, l + 1);
      if (items === null) return null;
      parsed = items.values;
      l = items.next - 1;
    } else parsed = scalarOrList(value);
    if (parsed === undefined) return null;
    meta[key] = parsed;
    keys++;
  }
  if (keys === 0) return null;
  return { meta, bodyStart };
}

/** One item line of a block sequence: indentation, `- `, the item. */
const SEQ_ITEM = /^( *)- (.*)$/;

/**
 * The scalars of a block sequence starting at `lines[from]` (every item at the same indentation,
 * each a plain or simply quoted scalar), and the index of the first line after it; null when the
 * lines there are anything else (a nested mapping, a null value, a folded continuation line).
 */
function blockSequence(lines: string[], from: number): { values: string[]; next: number } | null {
  const values: string[] = [];
  let indent = -1;
  let l = from;
  for (; l < lines.length; l++) {
    const line = lines[l];
    const m = SEQ_ITEM.exec(line);
    if (!m) break;
    if (indent < 0) indent = m[1].length;
    else if (m[1].length !== indent) return null;
    const v = m[2].trim();
    const item = v.startsWith('[') ? undefined : scalarOrList(v);
    if (typeof item !== 'string') return null;
    values.push(item);
  }
  // What follows must be a blank line or the next key: an indented line (a folded continuation,
  // a nested mapping) is no key, so the caller's key check sends the front matter to the parser.
  if (values.length === 0) return null;
  return { values, next: l };
}

/**
 * fastFrontMatter for front matter that also holds full-line `# comments` (docs sites put a
 * `#customer intent:` line there). In the subset a line starting with `#` can only be a comment,
 * so the comment lines are blanked (same length, so offsets do not move) and the rest is read by
 * fastFrontMatter; null when that returns null.
 */
export function fastFrontMatterWithComments(text: string): FrontMatter | null {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (!text.startsWith('---', bom)) return null;
  const close = /^(?:---|\.\.\.)[ \t]*$/m.exec(text.slice(bom + 3));
  if (!close) return null;
  const end = bom + 3 + close.index;
  const head = text.slice(0, end);
  if (!/^[ ]*#/m.test(head)) return fastFrontMatter(text);
  // Only \n ends a line in YAML; the regexes below would also start lines after these.
  if (/[\r\u2028\u2029]/.test(head)) return null;
  const blanked = head.replace(/^[ ]*#.*$/gm, (c) => ' '.repeat(c.length));
  return fastFrontMatter(blanked + text.slice(end));
}

/** A value of the subset, or undefined when the real parser must decide. */
function scalarOrList(v: string): unknown {
  if (v === '') return undefined; // null, or a nested block on the next lines
  if (v.startsWith('[')) {
    if (!v.endsWith(']')) return undefined;
    const inner = v.slice(1, -1);
    if (inner.trim() === '') return [];
    const items: string[] = [];
    FLOW_ITEM.lastIndex = 0;
    while (FLOW_ITEM.lastIndex < inner.length) {
      const at = FLOW_ITEM.lastIndex;
      const m = FLOW_ITEM.exec(inner);
      if (!m || m.index !== at) return undefined;
      const plain = m[3];
      if (plain !== undefined && (TYPED.test(plain) || INDICATOR_START.test(plain))) return undefined;
      items.push(m[1] ?? m[2] ?? plain);
      if (m[4] === '') break;
    }
    return items;
  }
  const q = quoted(v);
  if (q !== undefined) return q;
  if (INDICATOR_START.test(v) || TYPED.test(v) || v.includes(': ') || v.includes(' #') || v.endsWith(':')) return undefined;
  return v;
}

/** `"text"` or `'text'` with no escapes and no inner quote of the same kind. */
function quoted(v: string): string | undefined {
  if (v.length < 2) return undefined;
  const q = v[0];
  if ((q !== '"' && q !== "'") || v[v.length - 1] !== q) return undefined;
  const inner = v.slice(1, -1);
  if (inner.includes(q)) return undefined;
  return inner;
}
