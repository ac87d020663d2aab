import { createHash } from 'node:crypto';
import { DocCache } from '../chunk/corpus';
import { encoderIdentity } from '../retrieve/model/encoder-model';
import { aggregateSide } from '../compare/aggregate';
import { diagnoseSide } from '../compare/diagnosis';
import { sideExclusionReason } from '../compare/statuses';
import { EVAL_SCHEMA } from '../report/types';
import { metricNames } from '../measure/names';
import type { BrokenLabel } from '../types';
import { suggestFix } from '../compare/broken-labels';
import { draftIds } from '../compare/build-report';
import { judgeSide, measureKs } from './evaluate-side';
import { loadSettings } from './load-inputs';
import { judgedSide, loadSide, rankSide, retrievalDepth } from './load-side';
import { labelProblems, openOneSide } from './run-validate';
import type { EngineDeps, EvalRequest, EvalResult } from './types';
import { createAnalyzer } from '../retrieve/bm25/analyzer';
import { scopeOne } from './docs-scope';
import type { OpenedSide } from './load-inputs';
import { selectionFromConfig } from '../source/select';
import type { Snapshot } from '../types';
import type { SharedAnalysis } from './shared-bm25';

/**
 * What one evaluation hands the next when a run evaluates many revisions of one repository in
 * order (`history`): the chunked documents by blob, the last snapshot (its unchanged files are not
 * read again), the last BM25 index (only changed chunks are analysed), and the last inputs' key
 * (a revision whose docs and settings are the same as the last one's is not evaluated again).
 * None of it changes a result: each evaluation is the one `eval --rev` makes.
 */
export interface EvalReuse {
  docs: DocCache;
  previous?: Snapshot;
  chain: SharedAnalysis | null;
  /** The key of the last evaluated revision's inputs (docs listing, scoped config, golden set). */
  lastKey?: string;
  /** Only what a history point keeps: the measures and ranks, without vocabulary gaps and label problems (which never change them). */
  digest?: boolean;
}


/**
 * One side (the eval@1 shape, docs/compare.md): the golden set run against the docs of a revision or folder,
 * means over the answerable questions whose labels resolve, per tag, broken labels, diagnosis.
 */
export async function runEval(req: EvalRequest, deps: EngineDeps): Promise<EvalResult> {
  const side = await openOneSide(req, deps);
  try {
    return (await evalOpenedSide(req, side, deps)) as EvalResult;
  } finally {
    await side.reader.close?.();
  }
}

/**
 * Evaluates an opened side; with `reuse`, through what the last evaluation left (see EvalReuse),
 * and `'unchanged'` when this side's docs listing, scoped config and golden set are exactly the last
 * evaluated side's (a git revision only: a folder has no listing to compare without reading it).
 */
export async function evalOpenedSide(req: EvalRequest, side: OpenedSide, deps: EngineDeps, reuse?: EvalReuse): Promise<EvalResult | 'unchanged'> {
  const settings = await loadSettings(req, side, null, deps);
  const { golden } = settings;
  const { config, scope } = await scopeOne(side, settings.config, golden, deps);
  let read: Snapshot | undefined;
  if (reuse && side.reader.kind === 'git' && side.reader.commit) {
    // The snapshot reads only the files that changed since the last one; what it holds (paths and blobs), the scoped config and the golden set decide the eval.
    read = await side.reader.snapshot(selectionFromConfig(config), reuse.previous);
    const key = JSON.stringify([read.files.map((f) => `${f.hash} ${f.path}`), read.notes, config, golden]);
    if (key === reuse.lastKey) return 'unchanged';
    reuse.lastKey = key;
  }
  const loadOpts = read ? { read, analyse: false } : reuse ? { ...(reuse.previous ? { previous: reuse.previous } : {}), analyse: false } : {};
  const loaded = await loadSide(side, config, reuse?.docs ?? new DocCache(), deps, loadOpts);
  if (reuse) reuse.previous = loaded.snapshot;
  const ranked = await rankSide(loaded, config, golden, retrievalDepth(config), deps, reuse?.chain ?? null);
  const built = judgedSide(loaded, ranked);
  const ks = measureKs(config.k, config.pass_k);
  const names = metricNames(ks);
  // A digest (history's points) keeps the measures only: no vocabulary gaps, no label problems.
  const analyzer = reuse?.digest ? undefined : createAnalyzer(config.retriever.analyzer);
  const questions = judgeSide(golden, ranked.hits, built.docs, built.resolver, { ks, passK: config.pass_k, ...(analyzer ? { analyzer } : {}) });
  const counted = new Set<string>();
  const excluded: EvalResult['excluded'] = [];
  const broken: BrokenLabel[] = [];
  questions.forEach((q, i) => {
    const reason = sideExclusionReason(q);
    if (reason === null) counted.add(q.id);
    else excluded.push({ id: q.id, reason });
    if (!q.answerable) return;
    golden.questions[i].relevant.forEach((label, li) => {
      if (q.labels[li].resolved) return;
      // With no other side to compare with, a suggestion can only look inside this snapshot.
      const { suggestion, fix } = suggestFix(label, [], built.docs, q.retrieved);
      broken.push({ question: q.id, label: label.raw, side: 'head', suggestion, fix });
    });
  });
  const agg = aggregateSide(questions, counted, names);
  const result: EvalResult = {
    schema: EVAL_SCHEMA,
    k: [...config.k],
    pass_k: config.pass_k,
    rev: built.rev,
    retriever: ranked.retrieverName,
    golden: { file: settings.goldenFile, questions: golden.questions.length, ...draftIds(golden), sha256: sha256(settings.goldenText) },
    config: { file: settings.configFile, ...(settings.configText !== null ? { sha256: sha256(settings.configText) } : {}) },
    docs: built.docs.length,
    chunks: built.docs.reduce((n, d) => n + d.chunks.length, 0),
    metrics: agg.metrics,
    tag_metrics: agg.tagMetrics,
    counted: counted.size,
    questions: questions.map((q, i) => ({
      id: q.id,
      question: q.question,
      answerable: q.answerable,
      tags: q.tags,
      // Absent keys when a question has no facts: JSON.stringify drops undefined.
      required_facts: golden.questions[i].requiredFacts.length ? [...golden.questions[i].requiredFacts] : undefined,
      pass: q.pass,
      measures: q.measures,
      labels: q.labels,
      fact_ranks: q.factRanks,
      vocabulary_gap: q.vocabularyGap,
      retrieved: q.retrieved,
      forbidden_hits: q.forbiddenHits,
    })),
    excluded,
    broken_labels: broken,
    diagnosis: [diagnoseSide('head', agg.metrics, questions.filter((q) => counted.has(q.id)), config.k, config.pass_k)],
    notes: built.notes,
    scope,
    label_problems: reuse?.digest ? [] : labelProblems(settings, built),
  };
  if (built.commit) result.commit = built.commit;
  const model = config.retriever.dense?.model ?? encoderIdentity(config.retriever);
  if (model) result.model = model;
  return result;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
