/**
 * A directive's header as docutils reads it: the argument after `::` and the lines that continue
 * it (Sphinx reads each line as one signature), then the `:name: value` option lines, then, after
 * a blank line, the body. Lines are walked once; nothing here looks past the directive's block.
 */
import { indentOf, isBlank, type Line } from './text-lines';

export interface DirectiveHeader {
  /** The argument, one entry per line (`.. function:: f(a)` / `f(a, b)` → two signatures). */
  signatures: string[];
  /** Option names (lowercased) to their values, as written. */
  options: Map<string, string>;
  /** Index of the header's last line (the directive line, its argument lines and options). */
  last: number;
  /** Index of the body's first line, or null when the directive has none. */
  body: number | null;
}

/** Where `::` ends the directive name on its line (the first `::` followed by a blank or the end). */
function afterMarker(s: string): number {
  for (let at = s.indexOf('::', 2); at >= 0; at = s.indexOf('::', at + 1)) {
    const next = s[at + 2];
    if (next === undefined || next === ' ' || next === '\t') return at + 2;
  }
  return s.length;
}

/** `:name: value` (or `:name:`) as an option line, else null. */
function optionLine(s: string): [name: string, value: string] | null {
  const t = s.trim();
  if (!t.startsWith(':')) return null;
  const close = t.indexOf(':', 1);
  if (close <= 1) return null;
  const after = t[close + 1];
  if (after !== undefined && after !== ' ' && after !== '\t') return null;
  return [t.slice(1, close).toLowerCase(), t.slice(close + 1).trim()];
}

/** The header of the directive at line `i`, whose block ends at line `end`. */
export function rstDirectiveHeader(lines: readonly Line[], i: number, end: number, hasArguments = true): DirectiveHeader {
  const first = lines[i].text;
  const signatures: string[] = [];
  // A backslash at the end of a signature line joins the next one to it: the parts are collected
  // and joined once (re-slicing the growing signature on every line was quadratic).
  const pieces: string[] = [];
  const add = (text: string) => {
    const more = text.endsWith('\\');
    pieces.push(more ? text.slice(0, -1) : text);
    if (more) return;
    signatures.push(pieces.join(''));
    pieces.length = 0;
  };
  const arg = first.slice(afterMarker(first)).trim();
  if (arg !== '') add(arg);
  const options = new Map<string, string>();
  let last = i;
  let j = i + 1;
  let phase: 'argument' | 'options' = hasArguments ? 'argument' : 'options';
  let optionIndent = -1;
  const done = (body: number | null): DirectiveHeader => {
    if (pieces.length) signatures.push(pieces.join(''));
    return { signatures, options, last, body };
  };
  for (; j <= end; j++) {
    const line = lines[j];
    if (isBlank(line)) break;
    const opt = optionLine(line.text);
    if (opt) {
      phase = 'options';
      optionIndent = indentOf(line.text);
      options.set(opt[0], opt[1]);
      last = j;
      continue;
    }
    if (phase === 'options') {
      // A line deeper than the option continues its value; anything else starts the body.
      if (optionIndent >= 0 && indentOf(line.text) > optionIndent) {
        last = j;
        continue;
      }
      return done(j);
    }
    add(line.text.trim());
    last = j;
  }
  while (j <= end && isBlank(lines[j])) j++;
  return done(j <= end ? j : null);
}
