/**
 * What every format's chunker produces before sizing: the document cut into sections on its
 * structure, each a heading (or none, for text before the first heading) and the blocks under it.
 * One shared builder (chunk/build.ts) turns these into `Chunk`s: slugs and repeats, heading trails,
 * splitting over `max_chars` on block boundaries, ids, `indexText`. Chunkers only know their syntax.
 */
import type { SiteHeading } from './site-slug';

export const BLOCK_KINDS = ['paragraph', 'code', 'table', 'list', 'html', 'quote', 'other'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** A unit that is never split unless it is bigger than `hard_limit`. */
export interface RawBlock {
  kind: BlockKind;
  /** Text to index and show (markup kept as in the source, except what the format drops: JSX, scripts). */
  text: string;
  /** UTF-16 offsets into the file text, end exclusive (the builder converts to UTF-8 bytes). */
  start: number;
  end: number;
  /** For tables: the header row(s), repeated at the top of every part when a table is split by rows. */
  tableHeader?: string;
  /** For lists: the lead-in sentence the list belongs with is the previous block; keep them together. */
  keepWithPrevious?: boolean;
  /**
   * True when the chunker knows `text` is exactly the file text between start and end (so the
   * builder need not compare them); absent means the builder checks.
   */
  exact?: boolean;
}

export interface RawHeading {
  /** Plain text (inline markup, links, code ticks and HTML already stripped). */
  text: string;
  /** 1–6 (or deeper for formats that nest further). */
  level: number;
  /** Explicit ids the heading declares: `{#id}`, `<a name/id>`, reST labels, AsciiDoc `[[id]]`/`[#id]`. */
  ids: string[];
  /** UTF-16 offsets of the heading itself in the file text. */
  start: number;
  end: number;
  /**
   * The anchor the heading is known by, when it is not a GitHub slug of its text: a Sphinx object's
   * id (`confval-filterwarnings`), `''` when Sphinx writes none. The slugger is not consulted, so
   * the GitHub slugs of the page's real headings stay as GitHub numbers them.
   */
  ownSlug?: string;
  /** Where its section ends when that is before the next heading of its level (a directive's body). */
  until?: number;
  /** A Markdown heading as a docs site generator reads it (site-slug.ts); absent for other formats. */
  site?: SiteHeading;
}

export interface RawSection {
  /** null for the preamble (text before the first heading), and for a resumed section (below). */
  heading: RawHeading | null;
  blocks: RawBlock[];
  /**
   * With no heading: the text after a nested section ended (an object's directive body), which
   * belongs to the open section of this level again (0: the text before the first heading).
   */
  resume?: number;
}

/** A format's parse of one file. */
export interface RawDocument {
  sections: RawSection[];
  /** Title from the document itself (first top-level heading / `=` title / `<title>`), if any. */
  title?: string;
  notes: string[];
}

/** A list right after a paragraph that ends in a colon is that paragraph's continuation. */
const LEAD_IN = /:\s*$/;

/**
 * Appends a block to a section's blocks, marking a list that follows its lead-in sentence
 * ("Do this:") to stay with it. Shared by the reST, AsciiDoc and HTML chunkers, which see lists
 * and paragraphs as separate blocks.
 */
export function appendBlock(blocks: RawBlock[], kind: BlockKind, text: string, start: number, end: number, tableHeader?: string): void {
  const b: RawBlock = { kind, text, start, end };
  if (tableHeader !== undefined) b.tableHeader = tableHeader;
  if (kind === 'list') {
    const prev = blocks[blocks.length - 1];
    if (prev && prev.kind === 'paragraph' && LEAD_IN.test(prev.text)) b.keepWithPrevious = true;
  }
  blocks.push(b);
}
