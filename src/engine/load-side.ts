import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { buildDocs, type DocCache } from '../chunk/corpus';
import { DEFAULT_CONFIG, type Config } from '../config/types';
import { ERROR_CODES, InputError } from '../errors';
import { createLabelResolver, type LabelResolver } from '../golden/resolve';
import { openFolderSource } from '../source/folder';
import { openGitSource } from '../source/git';
import { openWorktreeSource } from '../source/worktree';
import { selectionFromConfig } from '../source/select';
import type { Doc, EncoderRun, EncoderSide, FileNote, GoldenSet, Hit, Snapshot } from '../types';
import { ModelBudget } from '../retrieve/common/model-budget';
import { rankQuestions } from './evaluate-side';
import type { OpenedSide } from './load-inputs';
import { createSideRetriever, type SharedAnalysis } from './shared-bm25';
import type { EngineDeps } from './types';
import { escapeLog } from '../util/log-escape';
import { sideRunner } from './workers/runner-for';
import { buildDocsAnalysed, SideAnalysis, workerRetriever } from './workers/side-analysis';

/** Opens a git revision of `repo` (relative to cwd) as one side. */
export async function openRevision(repo: string | undefined, rev: string, deps: EngineDeps): Promise<OpenedSide> {
  const root = resolve(deps.cwd, repo ?? '.');
  return { reader: await openGitSource(root, rev), root, label: rev };
}

/** Opens the working tree of the repository `repo` (relative to cwd) as one side: files on disk, uncommitted ones included. */
export async function openWorktree(repo: string | undefined, deps: EngineDeps): Promise<OpenedSide> {
  const { reader, root } = await openWorktreeSource(resolve(deps.cwd, repo ?? '.'));
  return { reader, root, label: reader.label };
}

/** Opens a folder (relative to cwd) as one side. */
export async function openFolder(dir: string, deps: EngineDeps): Promise<OpenedSide> {
  const root = resolve(deps.cwd, dir);
  return { reader: await openFolderSource(root), root, label: dir };
}

/** One side's documents, chunked. */
export interface LoadedSide {
  rev: string;
  commit?: string;
  snapshot: Snapshot;
  docs: Doc[];
  notes: FileNote[];
  resolver: LabelResolver;
  /** Its chunks' BM25 analysis, under way on worker threads (workers/side-analysis.ts); rankSide uses it. */
  analysis?: SideAnalysis;
  /** Ms spent reading and chunking it: its model stages get what is left of the side's time budget. */
  loadMs?: number;
}

/** The model stages' count cap of a side (a comparison's head: the base's chunks plus the base's allowance). */
export interface EmbedCap {
  maxTexts: number;
  basis: string;
  /** The time budget (seconds) and the key that set it, when not the side's own config's. */
  seconds?: number;
  secondsKey?: string;
}

/** One side ranked: every question's hits, and the retriever's name. */
export interface RankedSide {
  hits: Hit[][];
  retrieverName: string;
  /** How many chunks the sentence encoder embedded, when the retriever uses it. */
  encoder?: EncoderSide;
  /** Of those, the vectors computed in this run and the ones the embeddings cache served (report.json's `encoder_run`). */
  encoderRun?: EncoderRun;
  /** The side's documents as the retriever chunked them, when it chunks them itself (documents mode). */
  docs?: Doc[];
}

/**
 * The side to judge: the loaded one, or, when the retriever chunked the documents itself, the
 * same side with its chunks in place of ours (documents it was not sent keep ours) and a resolver
 * over them, so labels are judged on its chunks' spans.
 */
export function judgedSide(side: LoadedSide, ranked: RankedSide): LoadedSide {
  if (!ranked.docs) return side;
  const theirs = new Map(ranked.docs.map((d) => [d.path, d]));
  const docs = side.docs.map((d) => theirs.get(d.path) ?? d);
  return { ...side, docs, resolver: createLabelResolver(docs) };
}

/** Ms since `t0`, for progress lines (never in the report). */
const since = (t0: number) => `${Math.round(performance.now() - t0)} ms`;

export interface LoadOptions {
  /** An earlier side's snapshot: its unchanged files are reused, not read again. */
  previous?: Snapshot;
  /** The side's snapshot when it was already taken (a folder keyed for the cache). */
  read?: Snapshot;
  /**
   * Do the chunks' per-chunk work for the side's own retriever on worker threads (default true);
   * false when the index will be built from another side's (compare's head, engine/shared-bm25.ts)
   * or none is built (validate).
   */
  analyse?: boolean;
}

/**
 * Reads the side's documents and chunks them through the shared cache; with worker threads
 * (`jobs`, workers/runner-for.ts) their BM25 analysis runs there meanwhile.
 */
export async function loadSide(side: OpenedSide, config: Config, cache: DocCache, deps: EngineDeps, opts: LoadOptions = {}): Promise<LoadedSide> {
  const t0 = performance.now();
  const snapshot = opts.read ?? (await side.reader.snapshot(selectionFromConfig(config), opts.previous));
  let sourceChars = 0;
  for (const f of snapshot.files) sourceChars += f.text.length;
  const runner = opts.analyse !== false && workerRetriever(config.retriever) ? sideRunner({ flag: deps.jobs, config: config.jobs }, undefined, sourceChars) : null;
  const analysis = runner ? new SideAnalysis(runner, config.retriever) : undefined;
  try {
    const { docs, notes } = analysis ? await buildDocsAnalysed(snapshot, config.chunking, cache, analysis) : buildDocs(snapshot, config.chunking, cache);
    if (docs.length === 0) {
      // Files were selected but none could be indexed (over a size, section or time budget): say
      // why, with the first, rather than send the user to globs that are right.
      const skipped = [...snapshot.notes, ...notes].filter((n) => n.action === 'skipped');
      if (skipped.length) {
        const first = skipped[0];
        throw new InputError(
          ERROR_CODES.CONFIG,
          `no document of ${side.label} could be indexed: ${skipped.length} selected file${skipped.length === 1 ? ' was' : 's were'} skipped (${escapeLog(first.path)}: ${escapeLog(first.detail)}${skipped.length > 1 ? '; …' : ''})`,
          { file: first.path },
        );
      }
      throw new InputError(ERROR_CODES.CONFIG, `no documents selected in ${side.label}: check the \`docs\` globs (${config.docs.join(', ')})`, { field: 'docs' });
    }
    const threads = runner && runner.threads > 0 ? `, analysed on ${runner.threads} worker thread${runner.threads > 1 ? 's' : ''}` : '';
    deps.log?.(`${side.label}: ${docs.length} documents, ${docs.reduce((n, d) => n + d.chunks.length, 0)} chunks (${since(t0)}${threads})`);
    const loaded: LoadedSide = { rev: side.label, snapshot, docs, notes, resolver: createLabelResolver(docs), loadMs: performance.now() - t0 };
    if (side.reader.commit) loaded.commit = side.reader.commit;
    if (analysis) loaded.analysis = analysis;
    return loaded;
  } catch (e) {
    await analysis?.close();
    throw e;
  }
}

/** `deps` with the threads a side's retriever computes on: `--jobs`, else `jobs` held to the cores; neither: unset (every core). */
export function withThreads(deps: EngineDeps, config: Config): EngineDeps {
  const threads = deps.threads ?? deps.jobs ?? (config.jobs !== undefined ? Math.min(config.jobs, availableParallelism()) : undefined);
  return threads !== undefined ? { ...deps, threads } : deps;
}

/** The budget of a side's model stages: the cap given (a comparison's head), and what reading and chunking left of its time budget. */
export function sideModelBudget(side: Pick<LoadedSide, 'rev' | 'loadMs'>, config: Config, cap?: EmbedCap): ModelBudget {
  const seconds = cap?.seconds ?? config.chunking.max_corpus_seconds ?? DEFAULT_CONFIG.chunking.max_corpus_seconds!;
  return new ModelBudget({
    side: side.rev,
    maxTexts: cap?.maxTexts ?? Infinity,
    ...(cap ? { basis: cap.basis } : {}),
    seconds: Math.max(0, seconds - (side.loadMs ?? 0) / 1000),
    secondsKey: cap?.secondsKey ?? 'chunking.max_corpus_seconds',
  });
}

/** Builds the side's retriever and ranks every question in one search call. */
export async function rankSide(side: LoadedSide, config: Config, golden: GoldenSet, depth: number, deps: EngineDeps, shared: SharedAnalysis | null = null, cap?: EmbedCap): Promise<RankedSide> {
  const t0 = performance.now();
  const modelBudget = sideModelBudget(side, config, cap);
  const texts = new Map(side.snapshot.files.map((f) => [f.path, f.text]));
  const analysis = side.analysis;
  if (analysis) {
    // Used once: a side ranked again (a test, a second config) analyses in this thread.
    side.analysis = undefined;
    await analysis.settle();
    deps.log?.(`${side.rev}: worker threads done analysing (${since(t0)})`);
  }
  const retriever = await createSideRetriever(side.docs, config.retriever, { ...withThreads(deps, config), modelBudget }, shared, (path) => texts.get(path), analysis);
  try {
    const hits = await rankQuestions(retriever, golden, depth);
    deps.log?.(`${side.rev}: ${escapeLog(retriever.name)} indexed and ranked ${golden.questions.length} questions (${since(t0)})`);
    const ranked: RankedSide = { hits, retrieverName: retriever.name };
    const work = retriever.encoderWork?.();
    if (work) {
      ranked.encoder = { model: work.model, embedded: work.ranked, pooled: work.pooled };
      ranked.encoderRun = { computed: work.embedded, from_cache: work.from_cache };
    }
    if (retriever.documents) ranked.docs = [...retriever.documents];
    return ranked;
  } finally {
    await retriever.close?.();
  }
}

/** Retrieval depth: the configured depth, and never less than any cut-off that is reported or checked. */
export function retrievalDepth(config: Config): number {
  return Math.max(config.depth, config.pass_k, config.context.top_k, ...config.k);
}
