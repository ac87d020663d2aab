import type { Config } from '../config/types';
import { bootstrapInterval, minDetectableDrop, signFlipTest, signTest } from '../measure/significance';
import type { Addition, Diagnosis, QuestionComparison, Report, Significance, SideSummary } from '../report/types';
import { REPORT_SCHEMA } from '../report/types';
import type { BrokenLabel, Doc, GoldenSet, Metrics, QuestionResult, SideResult } from '../types';
import { additionsImpact, type PairedQuestion } from './additions';
import { aggregateSide } from './aggregate';
import { assemblyCheck } from './assembly';
import { suggestFix } from './broken-labels';
import { corpusGrowth, docChanges } from './corpus-growth';
import { diagnoseRegression, diagnoseSide } from './diagnosis';
import { evaluateGate } from './gate';
import { displacedBy, forbiddenHits, labelMoves } from './moves';
import { exclusionReason, questionStatus } from './statuses';

/** One side as the comparison sees it: where it came from, its documents and its judged questions. */
export interface ComparedSide {
  rev: string;
  commit?: string;
  docs: readonly Doc[];
  notes: SideResult['notes'];
  questions: QuestionResult[];
  /** Ids of head chunks some relevant label resolves to (for corpus growth; head side only). */
  labelledChunks?: number;
  /** Tokens of a chunk (assembly check), by id. */
  tokens?: (chunkId: string) => number;
}

export interface ReportMeta {
  version: string;
  retriever: string;
  golden: { file: string; changed_in_pr: boolean };
  config: { file: string | null; changed_in_pr: boolean; base_used_own_config: boolean };
}

/**
 * Base vs head → the report (CONTRACT §6): statuses, rank moves, aggregates over the questions
 * counted on both sides, significance, additions impact, broken labels with fixes, corpus growth,
 * diagnosis, assembly check and the gate. Pure: the same inputs give the same report.
 */
export function buildReport(golden: GoldenSet, config: Config, names: readonly string[], base: ComparedSide, head: ComparedSide, meta: ReportMeta): Report {
  const passK = config.pass_k;
  const acked = new Map(config.gate.acknowledged.map((a) => [a.id, a.reason]));
  const baseById = new Map(base.questions.map((q) => [q.id, q]));

  const counted = new Set<string>();
  const excluded: Report['excluded'] = [];
  const questions: QuestionComparison[] = [];
  const brokenLabels: BrokenLabel[] = [];
  golden.questions.forEach((gq, i) => {
    const h = head.questions[i];
    const b = baseById.get(h.id) as QuestionResult;
    const reason = exclusionReason(b, h);
    if (reason === null) counted.add(h.id);
    else excluded.push({ id: h.id, reason });
    const status = questionStatus(b, h);
    const moves = labelMoves(b, h);
    const qc: QuestionComparison = {
      id: h.id,
      question: h.question,
      status,
      answerable: h.answerable,
      tags: h.tags,
      line: gq.line,
      base: { pass: b.pass, measures: b.measures, labels: b.labels, retrieved: b.retrieved },
      head: { pass: h.pass, measures: h.measures, labels: h.labels, retrieved: h.retrieved },
      moves,
      displaced_by: status === 'unanswerable' ? [] : displacedBy(b, h, moves),
      forbidden_hits: forbiddenHits(b, h),
    };
    const ack = acked.get(h.id);
    if (ack !== undefined) qc.acknowledged = ack;
    if (gq.requiredFacts.length) {
      qc.required_facts = [...gq.requiredFacts];
      // Both sides were judged against the head's golden set, so the ranks line up with these facts.
      if (b.factRanks) qc.base.fact_ranks = b.factRanks;
      if (h.factRanks) qc.head.fact_ranks = h.factRanks;
      if (b.vocabularyGap) qc.base.vocabulary_gap = b.vocabularyGap;
      if (h.vocabularyGap) qc.head.vocabulary_gap = h.vocabularyGap;
    }
    questions.push(qc);
    if (!h.answerable) return;
    gq.relevant.forEach((label, li) => {
      if (!b.labels[li].resolved) brokenLabels.push({ question: h.id, label: label.raw, side: 'base' });
      if (!h.labels[li].resolved) {
        const { suggestion, fix } = suggestFix(label, base.docs, head.docs);
        brokenLabels.push({ question: h.id, label: label.raw, side: 'head', suggestion, fix });
      }
    });
  });

  const baseAgg = aggregateSide(base.questions, counted, names);
  const headAgg = aggregateSide(head.questions, counted, names);
  const deltas: Metrics = {};
  for (const n of names) deltas[n] = headAgg.metrics[n] - baseAgg.metrics[n];

  const pairs: PairedQuestion[] = head.questions.filter((q) => counted.has(q.id)).map((q) => ({ id: q.id, base: baseById.get(q.id) as QuestionResult, head: q }));
  const significance: Significance[] = names.map((metric) => {
    const diffs = pairs.map((p) => (p.head.measures[metric] ?? 0) - (p.base.measures[metric] ?? 0));
    const test = signFlipTest(diffs);
    return {
      metric,
      delta: deltas[metric],
      changed: test.changed,
      p_value: test.p,
      method: test.method,
      ci95: bootstrapInterval(diffs),
      significant: test.p < config.gate.alpha,
    };
  });
  let worse = 0;
  let better = 0;
  for (const p of pairs) {
    if (p.base.pass && !p.head.pass) worse++;
    if (!p.base.pass && p.head.pass) better++;
  }

  const changes = docChanges(base.docs, head.docs);
  const changedDocs = head.docs
    .filter((d) => changes.has(d.path))
    .map((d) => ({ path: d.path, change: changes.get(d.path) as 'added' | 'changed', chunks: d.chunks.length }));
  const additions: Addition[] = additionsImpact(changedDocs, pairs, passK);

  const ks = config.k;
  const countedOf = (qs: QuestionResult[]) => qs.filter((q) => counted.has(q.id));
  const diagnosis: Diagnosis[] = [
    diagnoseSide('base', baseAgg.metrics, countedOf(base.questions), ks, passK),
    diagnoseSide('head', headAgg.metrics, countedOf(head.questions), ks, passK),
  ];
  const newlyFailing = questions.filter((q) => q.status === 'newly_failing').map((q) => q.id);
  const regression = diagnoseRegression({
    significance,
    newlyFailing,
    brokenAtHead: brokenLabels.filter((b) => b.side === 'head').length,
    newForbidden: questions.reduce((s, q) => s + q.forbidden_hits.filter((f) => f.side === 'head' && f.new).length, 0),
    additions,
    passK,
    alpha: config.gate.alpha,
  });
  if (regression) diagnosis.push(regression);

  const assembly = assemblyCheck(
    config.context.top_k,
    config.context.token_budget,
    countedOf(base.questions),
    countedOf(head.questions),
    base.tokens ?? (() => 0),
    head.tokens ?? (() => 0),
  );

  const gate = evaluateGate({ gate: config.gate, base: baseAgg.metrics, head: headAgg.metrics, deltas, significance, questions, brokenLabels });

  const summary = (s: ComparedSide, agg: typeof baseAgg): SideSummary => {
    const out: SideSummary = {
      rev: s.rev,
      docs: s.docs.length,
      chunks: s.docs.reduce((n, d) => n + d.chunks.length, 0),
      metrics: agg.metrics,
      tag_metrics: agg.tagMetrics,
      notes: s.notes,
    };
    if (s.commit) out.commit = s.commit;
    return out;
  };

  const report: Report = {
    schema: REPORT_SCHEMA,
    tool: { name: 'retrieval-gate', version: meta.version },
    k: [...config.k],
    pass_k: passK,
    golden: { file: meta.golden.file, questions: golden.questions.length, changed_in_pr: meta.golden.changed_in_pr },
    config: meta.config,
    retriever: meta.retriever,
    base: summary(base, baseAgg),
    head: summary(head, headAgg),
    deltas,
    significance,
    pass_flips: { newly_failing: worse, newly_passing: better, p_value: signTest(worse, better) },
    min_detectable_drop: minDetectableDrop(pairs.length),
    questions,
    excluded,
    broken_labels: brokenLabels,
    additions,
    corpus: corpusGrowth(base.docs, head.docs, head.labelledChunks ?? 0),
    diagnosis,
    gate,
  };
  if (assembly) report.assembly = assembly;
  return report;
}
