/**
 * A file cut into lines with their UTF-16 offsets: the line-based chunkers (reST, AsciiDoc) walk
 * these instead of slicing strings, so every block keeps exact offsets into the file.
 */
export interface Line {
  /** The line without its line break (a trailing CR of CRLF is dropped too). */
  text: string;
  start: number;
  /** End of the line's text, before the line break. */
  end: number;
}

/** Lines of `text` from `from` on (which should be a line start). */
export function splitLines(text: string, from: number): Line[] {
  const lines: Line[] = [];
  let pos = Math.max(0, Math.min(from, text.length));
  while (pos < text.length) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    const end = nl > pos && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    lines.push({ text: text.slice(pos, end), start: pos, end });
    pos = nl + 1;
  }
  return lines;
}

/** True for a line of only whitespace. */
export function isBlank(line: Line | undefined): boolean {
  return !line || /^\s*$/.test(line.text);
}

/** Width of the leading whitespace (a tab counts as moving to the next multiple of 8, as docutils does). */
export function indentOf(s: string): number {
  let w = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === ' ') w++;
    else if (c === '\t') w = (Math.floor(w / 8) + 1) * 8;
    else return w;
  }
  return w;
}

/** The 1-based line of `offset` in `text` (for notes that name a line). */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * `s` without its trailing spaces and tabs, by hand: a pattern ending `(.*?)[ \t]*$` leaves both
 * quantifiers the choice of each blank, quadratic on a long run of them that ends in anything else.
 */
export function trimBlanksEnd(s: string): string {
  let end = s.length;
  while (end > 0 && (s.charCodeAt(end - 1) === 32 || s.charCodeAt(end - 1) === 9)) end--;
  return end === s.length ? s : s.slice(0, end);
}
