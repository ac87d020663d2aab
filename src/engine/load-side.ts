import { resolve } from 'node:path';
import { buildDocs, type DocCache } from '../chunk/corpus';
import type { Config } from '../config/types';
import { ERROR_CODES, InputError } from '../errors';
import { createLabelResolver, type LabelResolver } from '../golden/resolve';
import { createRetriever } from '../retrieve/factory';
import { openFolderSource } from '../source/folder';
import { openGitSource } from '../source/git';
import { selectionFromConfig } from '../source/select';
import type { Doc, FileNote, GoldenSet, Hit, Snapshot } from '../types';
import { rankQuestions } from './evaluate-side';
import type { OpenedSide } from './load-inputs';
import type { EngineDeps } from './types';

/** Opens a git revision of `repo` (relative to cwd) as one side. */
export async function openRevision(repo: string | undefined, rev: string, deps: EngineDeps): Promise<OpenedSide> {
  const root = resolve(deps.cwd, repo ?? '.');
  return { reader: await openGitSource(root, rev), root, label: rev };
}

/** Opens a folder (relative to cwd) as one side. */
export async function openFolder(dir: string, deps: EngineDeps): Promise<OpenedSide> {
  const root = resolve(deps.cwd, dir);
  return { reader: await openFolderSource(root), root, label: dir };
}

/** One side read, chunked, indexed and ranked: everything judging needs. */
export interface BuiltSide {
  rev: string;
  commit?: string;
  snapshot: Snapshot;
  docs: Doc[];
  notes: FileNote[];
  resolver: LabelResolver;
  hits: Hit[][];
  retrieverName: string;
}

/** Ms since `t0`, for progress lines (never in the report). */
const since = (t0: number) => `${Math.round(performance.now() - t0)} ms`;

/**
 * Reads the side's documents (reusing `previous`'s unchanged files), chunks them through the
 * shared cache (unchanged blobs parse once), builds the retriever and ranks every question.
 */
export async function buildSide(side: OpenedSide, config: Config, golden: GoldenSet, depth: number, cache: DocCache, deps: EngineDeps, previous?: Snapshot): Promise<BuiltSide> {
  const name = side.label;
  let t0 = performance.now();
  const snapshot = await side.reader.snapshot(selectionFromConfig(config), previous);
  const { docs, notes } = buildDocs(snapshot, config.chunking, cache);
  if (docs.length === 0) {
    throw new InputError(ERROR_CODES.CONFIG, `no documents selected in ${name}: check the \`docs\` globs (${config.docs.join(', ')})`, { field: 'docs' });
  }
  const chunks = docs.reduce((n, d) => n + d.chunks.length, 0);
  deps.log?.(`${name}: ${docs.length} documents, ${chunks} chunks (${since(t0)})`);
  t0 = performance.now();
  const retriever = await createRetriever(docs, config.retriever, deps);
  let hits: Hit[][];
  try {
    hits = await rankQuestions(retriever, golden, depth);
  } finally {
    await retriever.close?.();
  }
  deps.log?.(`${name}: ${retriever.name} ranked ${golden.questions.length} questions (${since(t0)})`);
  const built: BuiltSide = { rev: name, snapshot, docs, notes, resolver: createLabelResolver(docs), hits, retrieverName: retriever.name };
  if (side.reader.commit) built.commit = side.reader.commit;
  return built;
}

/** Retrieval depth: the configured depth, and never less than any cut-off that is reported or checked. */
export function retrievalDepth(config: Config): number {
  return Math.max(config.depth, config.pass_k, config.context.top_k, ...config.k);
}
