/**
 * The block-parser state chunkMarkdown runs markdown-it's block rules on. Two costs of markdown-it's
 * own StateBlock are avoided, with the rules (and so the parse) unchanged:
 * - its constructor builds the line table one character at a time; here each line costs a scan of
 *   its indentation and one native indexOf('\n'), with the same bMarks/eMarks/tShift/sCount/bsCount.
 *   The table can start at any offset (the end of the front matter), so the parser reads the file
 *   text itself, not a slice of it: offsets are file offsets, and V8 reads a flat string faster.
 * - every push allocates a Token; chunking reads only top-level tokens (and a heading's inline
 *   token), so nested tokens (list items, table cells, paragraphs inside quotes) go to one scratch
 *   token that is never read. No rule reads a nested token back: markTightParagraphs, the only
 *   reader of state.tokens, just finds nothing to mark.
 */
import MarkdownIt from 'markdown-it';

type Token = MarkdownIt.Token;
type Nesting = 1 | 0 | -1;

// markdown-it exports the class only through an instance ('zero': the lightest preset to build).
const StateBlock = new MarkdownIt('zero').block.State;

export class ChunkState extends StateBlock {
  private readonly scratch: Token;

  /** `src` is the whole file text; lines are numbered from `from` (a line start) on. */
  constructor(src: string, from: number, md: MarkdownIt, env: unknown, tokens: Token[]) {
    // An empty source makes the base constructor's line scan free; the table is built below.
    super('', md, env, tokens);
    this.src = src;
    this.scratch = new this.Token('', '', 0);
    const len = src.length;
    // The line tables as typed arrays of the exact size (lines counted first), not five arrays
    // grown one push at a time: those were a tenth of the bytes a cpp-docs eval allocated. The
    // rules read and write them by index only, as they do markdown-it's own arrays.
    let lines = 2;
    for (let nl = src.indexOf('\n', from); nl >= 0; nl = src.indexOf('\n', nl + 1)) lines++;
    const bMarks = new Int32Array(lines);
    const eMarks = new Int32Array(lines);
    const tShift = new Int32Array(lines);
    const sCount = new Int32Array(lines);
    const bsCount = new Int32Array(lines);
    let n = 0;
    let pos = from;
    while (pos < len) {
      const start = pos;
      let indent = 0;
      let offset = 0;
      let ch = src.charCodeAt(pos);
      while (ch === 0x20 || ch === 0x09) {
        indent++;
        offset = ch === 0x09 ? offset + 4 - (offset % 4) : offset + 1;
        ch = src.charCodeAt(++pos);
      }
      // markdown-it records no line for trailing whitespace at the very end of the text.
      if (pos >= len) break;
      let nl = src.indexOf('\n', pos);
      if (nl < 0) nl = len;
      bMarks[n] = start;
      eMarks[n] = nl;
      tShift[n] = indent;
      sCount[n] = offset;
      n++;
      pos = nl + 1;
    }
    // The fake entry past the last line that markdown-it's bounds checks rely on (bsCount stays 0).
    bMarks[n] = len;
    eMarks[n] = len;
    // Exactly lineMax + 1 entries, as markdown-it's arrays have: a read past them is undefined, not 0.
    const table = (a: Int32Array) => a.subarray(0, n + 1) as unknown as number[];
    this.bMarks = table(bMarks);
    this.eMarks = table(eMarks);
    this.tShift = table(tShift);
    this.sCount = table(sCount);
    this.bsCount = table(bsCount);
    this.lineMax = n;
  }

  /** markdown-it's push, keeping only top-level tokens and the inline token of a top-level heading. */
  override push(type: string, tag: string, nesting: Nesting): Token {
    if (nesting < 0) this.level--;
    const level = this.level;
    if (nesting > 0) this.level++;
    const tokens = this.tokens;
    if (level !== 0 && !(level === 1 && type === 'inline' && tokens.length > 0 && tokens[tokens.length - 1].type === 'heading_open')) {
      return this.scratch;
    }
    const token = new this.Token(type, tag, nesting);
    token.block = true;
    token.level = level;
    tokens.push(token);
    return token;
  }
}
