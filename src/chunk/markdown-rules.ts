/**
 * A lighter markdown-it paragraph rule for chunking. markdown-it's own rule copies every
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
