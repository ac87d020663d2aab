/**
 * `draft`: a query log → drafted questions with candidate labels, appended to the golden set.
 * In order: the log is read and masked (draft/query-log.ts: nothing unmasked goes further), its
 * questions collapsed (text/near-duplicates.ts), the most asked `max` kept; the side is loaded as eval
 * loads it (config, docs scope, chunks); each question's candidates are pooled from the rankings
 * (engine/draft-rank.ts); the drafts are appended to the golden set's text (draft/append.ts) and
 * the result read back by the golden-set parser, so a written file always validates. The caller
 * writes the file and prints.
 */
import { DocCache } from '../chunk/corpus';
import { defaultConfig, parseConfig } from '../config/parse';
import { DEFAULT_CONFIG_PATH, type Config } from '../config/types';
import { appendDrafts, type NewDraft } from '../draft/append';
import type { Candidate } from '../draft/candidates';
import { collapseQuestions, normalise, type Cluster } from '../text/near-duplicates';
import { generateDrafts, type GenerateOutcome } from './draft-generate';
import type { QueryLog } from '../draft/query-log';
import { parseGoldenSet } from '../golden/parse';
import { createAnalyzer } from '../retrieve/bm25/analyzer';
import { loadEncoder } from '../retrieve/embed/encoder';
import type { LogEntry } from '../draft/query-log';
import { scopeOne } from './docs-scope';
import { candidateRetrievers, rankCandidates } from './draft-rank';
import { readSided } from './load-inputs';
import { loadSide, withThreads } from './load-side';
import { openOneSide } from './run-validate';
import type { EngineDeps, EvalRequest } from './types';

export interface DraftRequest extends EvalRequest {
  /** The log, read and masked. */
  log: QueryLog;
  /** The log's name, for the comments in the golden set. */
  source: string;
  /** The golden set's current text (null: a new file) and its name. */
  golden: { text: string | null; file: string };
  /** Most questions drafted (the most asked first). */
  max: number;
  /** `--generate N`: that many more questions drafted by the `answers:` chat model from sampled sections. */
  generate?: number;
}

/** One drafted question, as `draft --json` prints it. */
export interface DraftedQuestion {
  id: string;
  question: string;
  count: number;
  lines: number[];
  candidates: Candidate[];
}

export interface DraftResult {
  questions: DraftedQuestion[];
  /** Clusters that took in more than one wording: the wording kept and the others. */
  merged: Array<{ id: string; question: string; count: number; variants: string[] }>;
  masked: number;
  /** Log lines read (non-empty), lines that held no question (a greeting, a thank-you), and questions left out by `max`. */
  read: number;
  skipped: number;
  /** Questions of the log the golden set already holds (same wording up to case, punctuation and greetings): not drafted again. */
  already: number;
  beyondMax: number;
  retrievers: string[];
  /** With --generate: the questions the model drafted, and what it cost and what was dropped. */
  generated?: GenerateOutcome;
  /** The golden set's new text. */
  text: string;
}

/** Distinct wordings the near-duplicate check embeds, most asked first: the encoder takes about 30 a second a core, and the rest are matched on their words. */
export const COLLAPSE_EMBEDDED = 2000;

/**
 * The embedding a near-duplicate check may use: the shipped sentence encoder when the configured
 * retriever ranks with it (a hybrid with no `dense` section), over the log's most asked wordings
 * (normal forms, as collapse groups them); none otherwise.
 */
async function collapseEmbedding(config: Config, entries: readonly LogEntry[], deps: EngineDeps): Promise<((norm: string) => Float32Array | undefined) | undefined> {
  const r = config.retriever;
  if (r.type !== 'hybrid' || r.dense) return undefined;
  const counts = new Map<string, number>();
  for (const e of entries) {
    const norm = normalise(e.text);
    counts.set(norm, (counts.get(norm) ?? 0) + 1);
  }
  const texts = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, COLLAPSE_EMBEDDED).map(([t]) => t);
  const threads = withThreads(deps, config).threads;
  const encoder = loadEncoder(threads ? { threads } : {});
  const flat = await encoder.embed(texts);
  const vectors = new Map(texts.map((t, i) => [t, flat.subarray(i * encoder.dims, (i + 1) * encoder.dims)]));
  return (norm) => vectors.get(norm);
}

/** Runs `draft` (docs/golden-set-guide.md "Drafting from a query log"). */
export async function runDraft(req: DraftRequest, deps: EngineDeps): Promise<DraftResult> {
  // The golden set must read before anything is appended to it: a broken file is reported, not extended.
  const existing = req.golden.text !== null && req.golden.text.trim() !== '' ? parseGoldenSet(req.golden.text, req.golden.file) : null;
  const side = await openOneSide(req, deps);
  try {
    const cfg = await readSided(req.configPath, DEFAULT_CONFIG_PATH, side, null, deps, 'config');
    const config0 = cfg.head !== null ? parseConfig(cfg.head, cfg.file) : defaultConfig();
    const analyzer = createAnalyzer(config0.retriever.analyzer);
    const { clusters, skipped } = collapseQuestions(req.log.entries, { words: (t) => analyzer.analyze(t), embed: await collapseEmbedding(config0, req.log.entries, deps) });
    // A question the golden set already holds (drafted by an earlier run, or reviewed) is not drafted
    // again: `draft` then `draft --json` on the same log must not append everything twice.
    const held = new Set([...(existing?.questions ?? []), ...(existing?.drafts ?? [])].map((q) => normalise(q.question)));
    const fresh = clusters.filter((c) => ![c.question, ...c.variants].some((w) => held.has(normalise(w))));
    const kept: Cluster[] = fresh.slice(0, req.max);
    const { config } = await scopeOne(side, config0, null, deps);
    const loaded = await loadSide(side, config, new DocCache(), deps, { analyse: false });
    const retrievers = await candidateRetrievers(loaded, config, deps);
    const drafts: NewDraft[] = [];
    let generated: Awaited<ReturnType<typeof generateDrafts>> | undefined;
    try {
      const candidates = await rankCandidates(loaded, retrievers, kept.map((c) => c.question));
      drafts.push(...kept.map((c, i) => ({ question: c.question, count: c.count, lines: c.lines, candidates: candidates[i] })));
      // Generated questions must not repeat the log's, asked or merged.
      const known = new Set([...held, ...clusters.map((c) => normalise(c.question))]);
      if (req.generate) generated = await generateDrafts(req.generate, config, loaded, retrievers, known, analyzer, deps);
    } finally {
      for (const r of retrievers.all) await r.close?.();
    }
    if (generated) drafts.push(...generated.drafts);
    // Nothing to add: the file stays as it is (the caller writes nothing).
    const { text, ids } = drafts.length ? appendDrafts(req.golden.text, req.golden.file, drafts, req.source) : { text: req.golden.text ?? '', ids: [] as string[] };
    // What is written must read back: a draft the parser refuses would break eval for everyone.
    if (drafts.length) parseGoldenSet(text, req.golden.file);
    const questions = drafts.map((d, i) => ({ id: ids[i], question: d.question, count: d.count, lines: d.lines, candidates: d.candidates }));
    const merged = kept.flatMap((c, i) => (c.variants.length ? [{ id: ids[i], question: c.question, count: c.count, variants: c.variants }] : []));
    const result: DraftResult = { questions, merged, masked: req.log.masked, read: req.log.entries.length, skipped, already: clusters.length - fresh.length, beyondMax: fresh.length - kept.length, retrievers: retrievers.names, text };
    if (generated) result.generated = { ...generated.outcome, ids: ids.slice(kept.length) };
    return result;
  } finally {
    await side.reader.close?.();
  }
}
