import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildDocs } from '../../chunk/corpus';
import { parseConfig } from '../../config/parse';
import { DEFAULT_CONFIG, DEFAULT_CONFIG_PATH, type Config } from '../../config/types';
import { ERROR_CODES, InputError } from '../../errors';
import { openFolderSource } from '../../source/folder';
import { openGitSource } from '../../source/git';
import type { SourceReader } from '../../source/reader';
import { selectionFromConfig } from '../../source/select';
import { scopeOne, scopeWords } from '../../engine/docs-scope';
import type { Chunk, Doc, FileNote } from '../../types';
import { exclusive, parseCommandArgs } from '../args';
import { EXIT, type CliIo } from '../io';
import { stableLabel } from '../../golden/stable-anchor';
import { jsonForTerminal } from '../../util/show-controls';

export const summary = 'show how documents are chunked: ids, heading trails with anchors, sizes';
export const help = `retrieval-gate chunks: show how the documents of one side are chunked

Usage:
  retrieval-gate chunks [--rev REV | --dir DIR] [--repo DIR] [--config F] [PATH] [--json]

Options:
  --rev REV     a git revision of the repository in --repo (read without checking it out)
  --dir DIR     a folder (default: the files of --repo, or the current folder, as they are)
  --repo DIR    the repository for --rev (default: the current folder)
  --config F    config file (default: .github/retrieval-gate.yml of that side, else the defaults)
  PATH          only this document, or the documents under this folder (root relative)
  --json        one JSON object: {"docs": [{path, format, title, meta, anchors, notes, chunks: [...]}], "notes": [...]}

The documents are those the gate indexes: the config's docs globs, or, without them, the docs
scope found in the side's files (the docs folder a site config names, or docs/; see docs/sources.md).
Each chunk is printed as its id, its heading trail with the anchors a label can use
(path#anchor), its size in characters and bytes, and its first line. Sections with no content
of their own (only links, such as a See also list, or only a heading) are not indexed alone:
each is listed as "folded into" the chunk that carries its anchor, or "dropped" when chunks of
its subsections carry it (chunking.fold_empty_sections). A section shorter than
chunking.combine_under characters is indexed with its subsections and the sections after it
under the same parent (up to chunking.max_chars): such a chunk lists the sections it took after
"with", and a label naming any of them matches it. A chunk whose heading repeats an earlier one
(the third "Options" gets #options-2) shows a "label:" line: the heading's explicit id, or the
unique section that holds it, which stays put when the page is reordered (--json: stable_label).

Exit status: 0 done, 2 bad usage, config or input (or no document matches PATH).
`;

const OPTIONS = {
  rev: { type: 'string' },
  dir: { type: 'string' },
  repo: { type: 'string' },
  config: { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** `retrieval-gate chunks`: reads one side, chunks it with its config, prints the chunks. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('chunks', argv, OPTIONS, 1);
  exclusive(values, 'rev', 'dir');
  const repo = resolve(io.cwd, (values.repo as string | undefined) ?? '.');
  const reader: SourceReader =
    values.rev !== undefined
      ? await openGitSource(repo, values.rev as string)
      : await openFolderSource(values.dir !== undefined ? resolve(io.cwd, values.dir as string) : repo);
  try {
    const config = await loadConfig(reader, values.config as string | undefined, io);
    const root = values.rev !== undefined || values.dir === undefined ? repo : resolve(io.cwd, values.dir as string);
    const { config: scoped, scope } = await scopeOne({ reader, root, label: reader.label }, config, null, { cwd: io.cwd, env: io.env });
    const snapshot = await reader.snapshot(selectionFromConfig(scoped));
    const only = positionals[0] === undefined ? undefined : normalisePath(positionals[0]);
    // PATH names a document, or a folder: everything under it (not `docs/api-old` for `docs/api`).
    const underOnly = (p: string) => p === only || p.startsWith(`${only}/`);
    if (only !== undefined) snapshot.files = snapshot.files.filter((f) => underOnly(f.path));
    const { docs, notes } = buildDocs(snapshot, config.chunking);
    if (only !== undefined && docs.length === 0) {
      const why = scope.source === 'config' ? `docs globs: ${scoped.docs.join(', ')}` : null;
      const message = why ? `no document of ${reader.label} matches '${positionals[0]}' (${why})` : `no document of the docs scope matches '${positionals[0]}' (${scopeWords(scope)}); set docs in the config to index other files`;
      throw new InputError(ERROR_CODES.USAGE, message, {
        field: 'PATH',
      });
    }
    const relevantNotes = only === undefined ? notes : notes.filter((n) => underOnly(n.path));
    io.stdout(values.json ? `${jsonForTerminal(chunksJson(docs, relevantNotes), 2)}\n` : renderChunks(docs, relevantNotes));
    return EXIT.OK;
  } finally {
    await reader.close?.();
  }
}

/** The config of that side: `--config F` (relative to the current folder), else the side's own file, else the defaults. */
async function loadConfig(reader: SourceReader, given: string | undefined, io: CliIo): Promise<Config> {
  if (given !== undefined) {
    let text: string;
    try {
      text = await readFile(resolve(io.cwd, given), 'utf8');
    } catch (e) {
      throw new InputError(ERROR_CODES.CONFIG, `cannot read the config file: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, { file: given });
    }
    return parseConfig(text, given);
  }
  const own = await reader.readText(DEFAULT_CONFIG_PATH);
  // Read from a commit, not from the file on disk: say so, an uncommitted edit does not count.
  if (own !== null && reader.commit) io.stderr(`retrieval-gate: config from ${reader.label}:${DEFAULT_CONFIG_PATH} (commit ${reader.commit.slice(0, 7)})\n`);
  return own === null ? DEFAULT_CONFIG : parseConfig(own, DEFAULT_CONFIG_PATH);
}

function normalisePath(p: string): string {
  return p.replace(/\\/g, '/').replace(/^\.\//, '').replace(/(?<!\/)\/+$/, '');
}

/** `stable_label`: present when the chunk's own anchor is a numbered repeat (see stableLabel). */
function stableJson(c: Chunk, d: Doc): { stable_label?: string } {
  const s = stableLabel(c, d);
  return s ? { stable_label: s.label } : {};
}

/** Machine-readable form of the chunking of some documents. */
export function chunksJson(docs: readonly Doc[], notes: readonly FileNote[]) {
  return {
    docs: docs.map((d) => ({
      path: d.path,
      format: d.format,
      title: d.title,
      meta: d.meta,
      anchors: d.anchors,
      notes: d.notes,
      chunks: d.chunks.map((c) => ({
        id: c.id,
        part: c.part,
        headings: c.trail.map((h) => h.text),
        anchors: c.anchors,
        chars: c.text.length,
        start: c.start,
        end: c.end,
        text: c.text,
        ...(c.folded?.length ? { folded: c.folded.map((f) => f.anchors[0] ?? '') } : {}),
        ...(c.combined?.length ? { combined: c.combined.map((m) => m.id) } : {}),
        ...stableJson(c, d),
      })),
      ...(d.folded?.length ? { folded: d.folded } : {}),
    })),
    notes,
  };
}

/** Human-readable form: one block per document, two lines per chunk. */
export function renderChunks(docs: readonly Doc[], notes: readonly FileNote[]): string {
  const out: string[] = [];
  let total = 0;
  for (const d of docs) {
    total += d.chunks.length;
    out.push(`${d.path}  (${d.format}, "${d.title}", ${d.chunks.length} chunk${d.chunks.length === 1 ? '' : 's'})`);
    for (const note of d.notes) out.push(`  note: ${note}`);
    for (const c of d.chunks) out.push(...chunkLines(c, d));
    for (const f of d.folded ?? []) {
      const anchors = f.anchors.length ? ` [#${f.anchors.join(', #')}]` : '';
      const what = f.why === 'links-only' ? 'only links' : 'only a heading';
      const where = f.into === null ? 'dropped (its subsections carry its anchor)' : `folded into ${f.into}`;
      out.push(`  ${f.heading}${anchors}: ${what}, ${where}; lines ${f.source.line}-${f.source.end_line}, bytes ${f.source.start}-${f.source.end}`);
    }
    out.push('');
  }
  const skipped = notes.filter((n) => n.action === 'skipped');
  for (const n of skipped) out.push(`skipped ${n.path}: ${n.reason} (${n.detail})`);
  out.push(`${docs.length} document${docs.length === 1 ? '' : 's'}, ${total} chunk${total === 1 ? '' : 's'}${skipped.length ? `, ${skipped.length} skipped` : ''}`);
  return `${out.join('\n')}\n`;
}

/**
 * Most anchors shown per heading. A section can declare 175,000 ids (`[[aN]]` lines) and each of
 * its chunks repeats its trail: listed whole, 830 chunks made a text longer than a string can be.
 */
const SHOWN_ANCHORS = 20;

function chunkLines(c: Chunk, d: Doc): string[] {
  const heading = (h: Chunk['trail'][number]) => {
    // The published site's anchor first when it has its own (the form labels are written in).
    const anchors = [...new Set([h.site ?? '', h.slug, ...h.ids.slice(0, SHOWN_ANCHORS)])].filter((a) => a !== '');
    const more = h.ids.length > SHOWN_ANCHORS ? ` and ${(h.ids.length - SHOWN_ANCHORS).toLocaleString('en-US')} more` : '';
    return anchors.length ? `${h.text} [#${anchors.join(', #')}${more}]` : h.text;
  };
  const trail = c.trail.length ? c.trail.map(heading).join(' > ') : '(before the first heading)';
  const first = c.text.split('\n').find((l) => l.trim() !== '') ?? '';
  const shown = first.length > 100 ? `${first.slice(0, 99)}…` : first;
  const lines = [`  ${c.id}  ${c.text.length} chars, bytes ${c.start}-${c.end}`, `    ${trail}`];
  if (c.combined?.length) lines.push(`    with ${c.combined.map((m) => (m.heading ? `${m.heading} [${m.id.slice(m.id.indexOf('#'))}]` : m.id)).join(', ')}`);
  const stable = stableLabel(c, d);
  if (stable) lines.push(`    label: ${stable.label} (#${stable.instead} is a numbered repeat of its heading and moves when the page is reordered)`);
  lines.push(`    | ${shown.trim()}`);
  return lines;
}
