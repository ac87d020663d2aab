/**
 * Lighter markdown-it block rules for chunking (paragraph, table): same extents, fewer tokens.
 *
 * Paragraph: markdown-it's own rule copies every
 * paragraph's lines into an `inline` token for the inline pass; chunking never runs that pass
 * (it reads paragraphs from the source by line range), so this version finds the same extent
 * with the same terminator logic and pushes the usual three tokens with an empty inline one.
 * It is markdown-it 14's `rules_block/paragraph` minus the content copy.
 */
import type MarkdownIt from 'markdown-it';

type StateBlock = MarkdownIt.StateBlock;

/** Drop-in replacement for markdown-it's `paragraph` block rule (same extent, no inline token). */
export function lightParagraph(state: StateBlock, startLine: number, endLine: number): boolean {
  const terminatorRules = state.md.block.ruler.getRules('paragraph');
  const oldParentType = state.parentType;
  let nextLine = startLine + 1;
  state.parentType = 'paragraph';
  for (; nextLine < endLine && !state.isEmpty(nextLine); nextLine++) {
    // Lazy continuation lines and lines indented as code cannot end a paragraph.
    if (state.sCount[nextLine] - state.blkIndent > 3) continue;
    if (state.sCount[nextLine] < 0) continue;
    let terminate = false;
    for (let i = 0; i < terminatorRules.length; i++) {
      if (terminatorRules[i](state, nextLine, endLine, true)) {
        terminate = true;
        break;
      }
    }
    if (terminate) break;
  }
  state.line = nextLine;
  const open = state.push('paragraph_open', 'p', 1);
  open.map = [startLine, state.line];
  // An empty inline token keeps the open/inline/close shape that markTightParagraphs relies on.
  state.push('inline', '', 0).map = [startLine, state.line];
  state.push('paragraph_close', 'p', -1);
  state.parentType = oldParentType;
  return true;
}

/** Limit on autocompleted table cells, as in markdown-it's table rule (it ends the table there). */
const MAX_AUTOCOMPLETED_CELLS = 0x10000;

const isSpace = (c: number) => c === 0x09 || c === 0x20;

/**
 * Drop-in replacement for markdown-it's `table` block rule: markdown-it 14's `rules_block/table`
 * with the same header checks and the same end of table, minus the per-cell work chunking never
 * reads (splitting every row into cell strings, a th/td + inline token per cell). A body row is
 * only counted in cells, for the same autocompleted-cells limit.
 */
export function lightTable(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  // should have at least two lines
  if (startLine + 2 > endLine) return false;
  let nextLine = startLine + 1;
  if (state.sCount[nextLine] < state.blkIndent) return false;
  // if it's indented more than 3 spaces, it should be a code block
  if (state.sCount[nextLine] - state.blkIndent >= 4) return false;

  // first character of the second line should be '|', '-', ':', and no other characters are
  // allowed but spaces; basically, this is the equivalent of /^[-:|][-:|\s]*$/ regexp
  let pos = state.bMarks[nextLine] + state.tShift[nextLine];
  if (pos >= state.eMarks[nextLine]) return false;
  const firstCh = state.src.charCodeAt(pos++);
  if (firstCh !== 0x7c && firstCh !== 0x2d && firstCh !== 0x3a) return false;
  if (pos >= state.eMarks[nextLine]) return false;
  const secondCh = state.src.charCodeAt(pos++);
  if (secondCh !== 0x7c && secondCh !== 0x2d && secondCh !== 0x3a && !isSpace(secondCh)) return false;
  // if first character is '-', then second character must not be a space (ambiguity with list)
  if (firstCh === 0x2d && isSpace(secondCh)) return false;
  while (pos < state.eMarks[nextLine]) {
    const ch = state.src.charCodeAt(pos);
    if (ch !== 0x7c && ch !== 0x2d && ch !== 0x3a && !isSpace(ch)) return false;
    pos++;
  }

  let lineText = getLine(state, startLine + 1);
  let columns = lineText.split('|');
  let alignCount = 0;
  for (let i = 0; i < columns.length; i++) {
    const t = columns[i].trim();
    if (!t) {
      // allow empty columns before and after table, but not in between columns
      if (i === 0 || i === columns.length - 1) continue;
      return false;
    }
    if (!/^:?-+:?$/.test(t)) return false;
    alignCount++;
  }

  lineText = getLine(state, startLine).trim();
  if (lineText.indexOf('|') === -1) return false;
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  columns = escapedSplit(lineText);
  if (columns.length && columns[0] === '') columns.shift();
  if (columns.length && columns[columns.length - 1] === '') columns.pop();
  // header row will define an amount of columns in the entire table,
  // and align row should be exactly the same (the rest of the rows can differ)
  const columnCount = columns.length;
  if (columnCount === 0 || columnCount !== alignCount) return false;
  if (silent) return true;

  const oldParentType = state.parentType;
  // markdown-it sets 'table' here, a value its typings leave out of ParentType.
  state.parentType = 'table' as StateBlock['parentType'];
  // use 'blockquote' lists for termination because it's the most similar to tables
  const terminatorRules = state.md.block.ruler.getRules('blockquote');
  const tableLines: [number, number] = [startLine, 0];
  state.push('table_open', 'table', 1).map = tableLines;

  let autocompletedCells = 0;
  for (nextLine = startLine + 2; nextLine < endLine; nextLine++) {
    if (state.sCount[nextLine] < state.blkIndent) break;
    let terminate = false;
    for (let i = 0, l = terminatorRules.length; i < l; i++) {
      if (terminatorRules[i](state, nextLine, endLine, true)) {
        terminate = true;
        break;
      }
    }
    if (terminate) break;
    const cells = rowCellCount(state.src, state.bMarks[nextLine] + state.tShift[nextLine], state.eMarks[nextLine]);
    if (cells < 0) break; // blank row
    if (state.sCount[nextLine] - state.blkIndent >= 4) break;
    // note: autocomplete count can be negative if user specifies more columns than header
    autocompletedCells += columnCount - cells;
    if (autocompletedCells > MAX_AUTOCOMPLETED_CELLS) break;
  }

  state.push('table_close', 'table', -1);
  tableLines[1] = nextLine;
  state.parentType = oldParentType;
  state.line = nextLine;
  return true;
}

function getLine(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
}

/** markdown-it's split of a row on unescaped pipes (an escaped pipe `\|` stays in the cell, unescaped). */
function escapedSplit(str: string): string[] {
  const result: string[] = [];
  const max = str.length;
  let pos = 0;
  let ch = str.charCodeAt(pos);
  let isEscaped = false;
  let lastPos = 0;
  let current = '';
  while (pos < max) {
    if (ch === 0x7c) {
      if (!isEscaped) {
        result.push(current + str.substring(lastPos, pos));
        current = '';
        lastPos = pos + 1;
      } else {
        current += str.substring(lastPos, pos - 1);
        lastPos = pos;
      }
    }
    isEscaped = ch === 0x5c;
    pos++;
    ch = str.charCodeAt(pos);
  }
  result.push(current + str.substring(lastPos));
  return result;
}

/**
 * How many cells markdown-it makes of a body row (src[from, to)): escapedSplit of the trimmed
 * line with an empty first and last cell dropped, counted without building the cells; -1 when
 * the trimmed line is empty (that ends the table).
 */
function rowCellCount(src: string, from: number, to: number): number {
  while (from < to && isTrimmed(src.charCodeAt(from))) from++;
  while (to > from && isTrimmed(src.charCodeAt(to - 1))) to--;
  if (from === to) return -1;
  let pipes = 0;
  for (let i = from; i < to; i++) if (src.charCodeAt(i) === 0x7c && (i === from || src.charCodeAt(i - 1) !== 0x5c)) pipes++;
  let cells = pipes + 1;
  // An unescaped pipe first or last leaves an empty cell there, which markdown-it drops.
  if (src.charCodeAt(from) === 0x7c) cells--;
  if (cells > 0 && src.charCodeAt(to - 1) === 0x7c && (to - 1 === from || src.charCodeAt(to - 2) !== 0x5c)) cells--;
  return cells;
}

/** Characters String#trim removes (WhiteSpace and LineTerminator: exactly `\s`). */
function isTrimmed(c: number): boolean {
  if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) return true;
  return c >= 0x80 && /\s/.test(String.fromCharCode(c));
}
