/**
 * MyST's directive syntax in Markdown, for the Sphinx directives the chunker reads (object
 * descriptions, glossaries, and the ones that set their context: sphinx-objects.ts): a fence whose
 * info is `{name} argument`, with backticks (```` ```{confval} name ````, which markdown-it already
 * reads as a fence) or colons (`:::{confval} name` … `:::`, which it does not: the block rule below,
 * modelled on markdown-it's own fence rule, and only for those directives, so other `:::` blocks
 * parse as before). The body may open with `:key: value` option lines or a `---` block of them.
 */
import type MarkdownIt from 'markdown-it';
import { contextDirective, objectKind } from './sphinx-objects';

type StateBlock = MarkdownIt.StateBlock;

/** `{name} argument` → its parts (name lowercased), else null. */
export function mystDirective(info: string): { name: string; arg: string } | null {
  const s = info.trim();
  if (!s.startsWith('{')) return null;
  const close = s.indexOf('}');
  if (close < 2) return null;
  const name = s.slice(1, close).trim().toLowerCase();
  if (name === '' || /\s/.test(name)) return null;
  return { name, arg: s.slice(close + 1).trim() };
}

/** Whether the chunker reads this MyST directive itself (under any default domain). */
export function isSphinxDirective(name: string): boolean {
  return name === 'glossary' || name === 'std:glossary' || objectKind(name, 'py') !== null || contextDirective(name, 'py') !== null;
}

/** A MyST body's leading options and where its content starts (an index into `lines`). */
export function mystOptions(lines: readonly string[]): { options: Map<string, string>; contentFrom: number } {
  const options = new Map<string, string>();
  let k = 0;
  if (lines[0]?.trim() === '---') {
    for (k = 1; k < lines.length && lines[k].trim() !== '---'; k++) {
      const colon = lines[k].indexOf(':');
      if (colon > 0) options.set(lines[k].slice(0, colon).trim().toLowerCase(), lines[k].slice(colon + 1).trim());
    }
    return { options, contentFrom: Math.min(lines.length, k + 1) };
  }
  for (; k < lines.length; k++) {
    const t = lines[k].trim();
    if (!t.startsWith(':')) break;
    const close = t.indexOf(':', 1);
    if (close <= 1) break;
    options.set(t.slice(1, close).toLowerCase(), t.slice(close + 1).trim());
  }
  return { options, contentFrom: k };
}

/**
 * `:::{name} argument` … `:::` (three or more colons; the closing run at least as long) for the
 * directives above. Unclosed, it runs to the end of its container, as a code fence does, so each
 * line is scanned once.
 */
export function mystColonFence(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  let pos = state.bMarks[startLine] + state.tShift[startLine];
  let max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  if (pos + 3 > max || state.src.charCodeAt(pos) !== 0x3a) return false;
  const open = pos;
  pos = state.skipChars(pos, 0x3a);
  const len = pos - open;
  if (len < 3) return false;
  const info = state.src.slice(pos, max);
  const d = mystDirective(info);
  if (!d || !isSphinxDirective(d.name)) return false;
  if (silent) return true;
  let next = startLine;
  let closed = false;
  for (;;) {
    next++;
    if (next >= endLine) break;
    pos = state.bMarks[next] + state.tShift[next];
    max = state.eMarks[next];
    if (pos < max && state.sCount[next] < state.blkIndent) break;
    if (state.src.charCodeAt(pos) !== 0x3a || state.sCount[next] - state.blkIndent >= 4) continue;
    const from = pos;
    pos = state.skipChars(pos, 0x3a);
    if (pos - from < len) continue;
    pos = state.skipSpaces(pos);
    if (pos < max) continue;
    closed = true;
    break;
  }
  state.line = next + (closed ? 1 : 0);
  const token = state.push('myst_colon_fence', 'div', 0);
  token.info = info.trim();
  token.markup = ':'.repeat(len);
  token.content = state.getLines(startLine + 1, next, state.sCount[startLine], true);
  token.map = [startLine, state.line];
  return true;
}
