/**
 * One source file → one Doc: pick the chunker by extension, read the front matter, choose the
 * title, build the chunks. Never throws: whatever a chunker does with a hostile file, the result
 * is a Doc (at worst one text chunk of the whole body, with a note saying why).
 */
import { DEFAULT_CONFIG, type ChunkingConfig } from '../config/types';
import type { Doc, DocFormat, SourceFile } from '../types';
import { chunkAsciidoc } from './asciidoc';
import { OverSectionCap, OverTimeBudget, rethrowIfOverBudget, withDeadline, withSectionCap } from './deadline';
import { buildChunks } from './build';
import { FRONT_MATTER_LIMITS, parseFrontMatter } from './front-matter';
import { chunkHtml } from './html';
import { chunkMarkdown } from './markdown';
import { fastFrontMatterWithComments } from './markdown-front-matter';
import type { RawDocument } from './raw';
import { chunkRst } from './rst';
import { chunkText } from './text';

const FORMAT_BY_EXTENSION: Record<string, DocFormat> = {
  md: 'markdown',
  markdown: 'markdown',
  mdx: 'mdx',
  rst: 'rst',
  adoc: 'asciidoc',
  asciidoc: 'asciidoc',
  asc: 'asciidoc',
  html: 'html',
  htm: 'html',
};

/** The format a path is chunked as (by extension, case-insensitive; anything else is text). */
export function formatOf(path: string): DocFormat {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return (dot > 0 && FORMAT_BY_EXTENSION[base.slice(dot + 1).toLowerCase()]) || 'text';
}

/**
 * Wall-clock budget for chunking one file, in milliseconds (chunking.max_file_seconds). Every
 * chunker is linear in its input (a 100 KB file of any repeated markup chunks in well under a
 * second; tests hold them to it), so this only guards against a case nobody found yet: a file over
 * budget is skipped with a note (reason `time-budget`) instead of holding up the run. It is checked
 * between the stages (front matter, the format's parse, the chunk builder) and inside the
 * chunkers' and the builder's loops (deadline.ts; for HTML on every tag and text, html-parser.ts),
 * so a slow stage is stopped within milliseconds of the budget, not at its end. The side's budget
 * (chunking.max_corpus_seconds) bounds all files together (corpus-budget.ts).
 */
export function fileBudgetMs(chunking: ChunkingConfig): number {
  return (chunking.max_file_seconds ?? DEFAULT_CONFIG.chunking.max_file_seconds!) * 1000;
}

/** Parses and chunks one file. Never throws but the side's stop (OverSideBudget); over `budgetMs` the Doc comes back `skipped`. */
export function parseDocument(file: SourceFile, chunking: ChunkingConfig, budgetMs = fileBudgetMs(chunking)): Doc {
  const started = performance.now();
  const stage = { now: 'reading its front matter' };
  try {
    const maxSections = chunking.max_file_sections ?? MAX_FILE_SECTIONS;
    return withDeadline(budgetMs, () => withSectionCap(maxSections, () => parseWithin(file, chunking, budgetMs, started, stage)));
  } catch (e) {
    if (e instanceof OverTimeBudget) return overBudget(file, formatOf(file.path), stage.now, started, budgetMs);
    if (e instanceof OverSectionCap) {
      return { ...skippedDoc(file), skipped: `more than ${e.max.toLocaleString('en-US')} sections (chunking.max_file_sections); not indexed`, skipReason: 'too-large' };
    }
    throw e;
  }
}

/**
 * Default of chunking.max_file_sections. The largest real file in the shared corpora has 1,390
 * headings (an MFC class reference); a file with more than 20,000 is skipped with a note, found
 * while it is parsed (a 2 MB file of `# x\nx\n` holds 333,000 sections: parsed and built whole,
 * it cost seconds and hundreds of MB; 16 of them took 3 min 20 s and 4.8 GB).
 */
export const MAX_FILE_SECTIONS = 20_000;

/** parseDocument's stages; `stage.now` names the running one for the over-budget note. */
function parseWithin(file: SourceFile, chunking: ChunkingConfig, budgetMs: number, started: number, stage: { now: string }): Doc {
  const format = formatOf(file.path);
  const notes: string[] = [];
  const text = file.text;

  // Front matter: Markdown/MDX/AsciiDoc/text carry it as `---` YAML or `+++` TOML; reST and HTML
  // do not, and a `---` line there means something else (a transition, a rule).
  let meta: Record<string, unknown> = {};
  let bodyStart = 0;
  if (format !== 'rst' && format !== 'html') {
    try {
      const fm = fastFrontMatterWithComments(text) ?? parseFrontMatter(text, FRONT_MATTER_LIMITS);
      meta = fm.meta ?? {};
      bodyStart = fm.bodyStart;
      if (fm.error) notes.push(`front matter: ${fm.error}`);
    } catch (e) {
      rethrowIfOverBudget(e);
      notes.push(`front matter: ${(e as Error).message}`);
    }
  }

  if (performance.now() - started > budgetMs) return overBudget(file, format, 'reading its front matter', started, budgetMs);
  let raw: RawDocument;
  stage.now = `parsing it as ${format}`;
  try {
    raw = chunkWith(format, text, bodyStart);
  } catch (e) {
    rethrowIfOverBudget(e);
    notes.push(`${format} chunker failed (${(e as Error).message}); indexed as one text chunk`);
    raw = wholeBody(text, bodyStart);
  }

  if (performance.now() - started > budgetMs) return overBudget(file, format, `parsing it as ${format}`, started, budgetMs);
  const title = pickTitle(meta, raw, file.path);
  let built;
  stage.now = 'building its chunks';
  try {
    built = buildChunks(file.path, title, raw, text, chunking, format === 'markdown' || format === 'mdx' ? chunking.site : undefined);
  } catch (e) {
    rethrowIfOverBudget(e);
    notes.push(`chunk builder failed (${(e as Error).message}); indexed as one text chunk`);
    built = buildChunks(file.path, title, wholeBody(text, bodyStart), text, chunking);
  }
  if (performance.now() - started > budgetMs) return overBudget(file, format, 'building its chunks', started, budgetMs);
  return {
    path: file.path,
    hash: file.hash,
    format,
    title,
    meta,
    anchors: built.anchors,
    chunks: built.chunks,
    ...(built.folded.length ? { folded: built.folded } : {}),
    notes: [...notes, ...raw.notes, ...built.notes],
    sections: built.sections,
  };
}

/** The Doc of a file that ran over the time budget: nothing indexed, `skipped` says why. */
function overBudget(file: SourceFile, format: DocFormat, stage: string, started: number, budgetMs: number): Doc {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const skipped = `chunking took ${seconds} s (over the per-file budget of ${budgetMs / 1000} s) while ${stage}; not indexed`;
  return { ...skippedDoc(file, format), skipped };
}

/** A Doc with nothing indexed (its `skipped` says why). */
function skippedDoc(file: SourceFile, format = formatOf(file.path)): Doc {
  return { path: file.path, hash: file.hash, format, title: file.path.slice(file.path.lastIndexOf('/') + 1), meta: {}, anchors: [], chunks: [], notes: [] };
}

function chunkWith(format: DocFormat, text: string, bodyStart: number): RawDocument {
  switch (format) {
    case 'markdown':
      return chunkMarkdown(text, bodyStart, false);
    case 'mdx':
      return chunkMarkdown(text, bodyStart, true);
    case 'rst':
      return chunkRst(text, bodyStart);
    case 'asciidoc':
      return chunkAsciidoc(text, bodyStart);
    case 'html':
      return chunkHtml(text, bodyStart);
    case 'text':
      return chunkText(text, bodyStart);
  }
}

/** The fallback parse: the whole body as one preamble block (split by size like any other). */
function wholeBody(text: string, bodyStart: number): RawDocument {
  const body = text.slice(bodyStart);
  if (body.trim() === '') return { sections: [], notes: [] };
  return { sections: [{ heading: null, blocks: [{ kind: 'paragraph', text: body, start: bodyStart, end: text.length }] }], notes: [] };
}

/** Front matter `title`, else the document's own title (first heading), else the file name. */
function pickTitle(meta: Record<string, unknown>, raw: RawDocument, path: string): string {
  const fm = meta.title;
  if ((typeof fm === 'string' || typeof fm === 'number') && String(fm).trim() !== '') return String(fm).trim();
  if (raw.title && raw.title.trim() !== '') return raw.title.trim();
  const first = raw.sections.find((s) => s.heading && s.heading.text.trim() !== '');
  if (first?.heading) return first.heading.text.trim();
  return path.slice(path.lastIndexOf('/') + 1);
}
