import type { Config } from '../config/types';
import { bootstrapInterval, minDetectableDrop, signFlipTest, signTest } from '../measure/significance';
import type { Addition, Diagnosis, FactCounts, QuestionComparison, RankMover, Report, Significance, SideSummary } from '../report/types';
import { REPORT_SCHEMA } from '../report/types';
import type { BrokenLabel, Doc, EncoderSide, GoldenSet, Metrics, QuestionResult, SideResult } from '../types';
import { additionsImpact, sameTextAtBase, type PairedQuestion } from './additions';
import { aggregateSide } from './aggregate';
import { assemblyCheck } from './assembly';
import type { LabelResolver } from '../golden/resolve';
import { parseLabel } from '../golden/label';
import { suggestFix } from './broken-labels';
import { inheritedEntry, labelKey, type InheritedFinding, type NewBreak } from './label-plan';
import type { FixRules } from './fix-rules';
import { corpusGrowth, docChanges } from './corpus-growth';
import { diagnoseRegression, diagnoseSide } from './diagnosis';
import { evaluateGate } from './gate';
import { displacedBy, dropped, forbiddenHits, labelMoves } from './moves';
import { exclusionReason, questionStatus } from './statuses';
import { changeCoverage, markQuestion, sectionChanges } from './section-changes';
import { meaningfulChanges } from '../report/meaningful';

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
  /** The side's label resolver (head side: to check that a fix found in history still resolves). */
  resolver?: LabelResolver;
  /** How many chunks the sentence encoder embedded for this side. */
  encoder?: EncoderSide;
}

/** What label-plan.ts and git history decided about the labels, keyed by labelKey where per label. */
export interface LabelFacts {
  /** Question id → its labels in the base's golden set, for relabelled questions. */
  relabelled: ReadonlyMap<string, string[]>;
  /** Ids of questions the change adds (not in the base's golden set): their broken labels are this change's. */
  added: ReadonlySet<string>;
  /** Labels this change broke, with their fix (and the section they were scored through at head). */
  breaks: ReadonlyMap<string, NewBreak>;
  /** Labels broken at base and at head: what git history says about them. */
  inherited: ReadonlyMap<string, InheritedFinding>;
  /** Labels whose answer is gone from the head (resolving, but naming another section now): why, per label. */
  gone?: ReadonlyMap<string, string[]>;
  /** What a suggested fix may name (the head's trust). */
  rules?: FixRules;
}

export interface ReportMeta {
  version: string;
  retriever: string;
  golden: { file: string; changed_in_pr: boolean; from?: string };
  config: { file: string | null; changed_in_pr: boolean; base_used_own_config: boolean; from?: string };
  labels?: LabelFacts;
}

/**
 * Base vs head → the report (docs/report.md): statuses, rank moves, aggregates over the questions
 * counted on both sides, significance, additions impact, broken labels with fixes, corpus growth,
 * diagnosis, assembly check and the gate. Pure: the same inputs give the same report.
 */
export function buildReport(golden: GoldenSet, config: Config, names: readonly string[], base: ComparedSide, head: ComparedSide, meta: ReportMeta): Report {
  const passK = config.pass_k;
  const acked = new Map(config.gate.acknowledged.map((a) => [a.id, a.reason]));
  const baseById = new Map(base.questions.map((q) => [q.id, q]));

  const facts: LabelFacts = meta.labels ?? { relabelled: new Map(), added: new Set(), breaks: new Map(), inherited: new Map() };
  const { counted, excluded, questions, brokenLabels } = compareQuestions(golden, base, head, facts, acked);

  const baseAgg = aggregateSide(base.questions, counted, names);
  const headAgg = aggregateSide(head.questions, counted, names);
  const deltas: Metrics = {};
  for (const n of names) deltas[n] = headAgg.metrics[n] - baseAgg.metrics[n];

  const pairs: PairedQuestion[] = head.questions.filter((q) => counted.has(q.id)).map((q) => ({ id: q.id, base: baseById.get(q.id) as QuestionResult, head: q }));
  const significance = significanceOf(pairs, names, deltas, config.gate.alpha);

  const changes = docChanges(base.docs, head.docs);
  const edited = sectionChanges(base.docs, head.docs, changes);
  const evidence = evidenceOf(golden, head);
  questions.forEach((q, i) => markQuestion(q, evidence.perQuestion[i], edited));
  const changedDocs = head.docs
    .filter((d) => changes.has(d.path))
    .map((d) => ({ path: d.path, change: changes.get(d.path) as 'added' | 'changed', chunks: d.chunks.length }));
  const additions: Addition[] = additionsImpact(changedDocs, pairs, passK, sameTextAtBase(base.docs, head.docs, changes));

  const countedOf = (qs: QuestionResult[]) => qs.filter((q) => counted.has(q.id));
  const diagnosis: Diagnosis[] = [
    diagnoseSide('base', baseAgg.metrics, countedOf(base.questions), config.k, passK),
    diagnoseSide('head', headAgg.metrics, countedOf(head.questions), config.k, passK),
  ];
  const regression = diagnoseRegression({
    significance,
    newlyFailing: questions.filter((q) => q.status === 'newly_failing').map((q) => q.id),
    brokenAtHead: brokenLabels.filter((b) => b.kind === 'new').length,
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

  const report: Report = {
    schema: REPORT_SCHEMA,
    tool: { name: 'retrieval-gate', version: meta.version },
    k: [...config.k],
    pass_k: passK,
    golden: { file: meta.golden.file, questions: golden.questions.length, changed_in_pr: meta.golden.changed_in_pr, ...(meta.golden.from ? { from: meta.golden.from } : {}), ...draftIds(golden) },
    config: { file: meta.config.file, changed_in_pr: meta.config.changed_in_pr, base_used_own_config: meta.config.base_used_own_config, ...(meta.config.from ? { from: meta.config.from } : {}) },
    retriever: meta.retriever,
    base: summary(base, baseAgg),
    head: summary(head, headAgg),
    deltas,
    significance,
    pass_flips: passFlips(pairs, facts.relabelled),
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
  const factCounts = requiredFactCounts(questions);
  if (factCounts) report.facts = factCounts;
  if (gate.rules.some((r) => !r.passed && (r.rule.startsWith('max_drop.') || r.rule.startsWith('min.')))) {
    report.rank_movers = rankMovers(questions.filter((q) => counted.has(q.id)));
  }
  const coverage = changeCoverage(edited, head.docs, evidence.all);
  if (coverage) report.coverage = coverage;
  report.meaningful_changes = meaningfulChanges(report);
  return report;
}

/**
 * Head chunk ids each question's labels resolve to (golden-set order), and all of them. A label
 * scored at head through the section it moved to counts that section: it is the evidence there.
 */
function evidenceOf(golden: GoldenSet, head: ComparedSide): { perQuestion: string[][]; all: Set<string> } {
  const all = new Set<string>();
  const resolver = head.resolver;
  const perQuestion = golden.questions.map((q, i) => {
    if (!resolver) return [];
    const ids = q.relevant.flatMap((l, li) => {
      const via = head.questions[i]?.labels[li]?.via;
      const moved = via !== undefined ? parseLabel(via) : undefined;
      return resolver.resolve(moved && 'label' in moved ? moved.label : l);
    });
    ids.forEach((id) => all.add(id));
    return ids;
  });
  return { perQuestion, all };
}

/** Every question compared, which ones count, and the broken labels, in golden-set order. */
function compareQuestions(golden: GoldenSet, base: ComparedSide, head: ComparedSide, facts: LabelFacts, acked: ReadonlyMap<string, string>) {
  const baseById = new Map(base.questions.map((q) => [q.id, q]));
  const counted = new Set<string>();
  const excluded: Report['excluded'] = [];
  const questions: QuestionComparison[] = [];
  const brokenLabels: BrokenLabel[] = [];
  golden.questions.forEach((gq, i) => {
    const h = head.questions[i];
    const b = baseById.get(h.id) as QuestionResult;
    const relabelled = facts.relabelled.has(h.id);
    const reason = exclusionReason(b, h, relabelled);
    if (reason === null) counted.add(h.id);
    else excluded.push({ id: h.id, reason });
    const qc = compareQuestion(gq, b, h, relabelled, acked.get(h.id));
    // What the base was judged through: the old labels, or the new ones when only those resolve there.
    if (relabelled) qc.base_labels = b.labels.map((l) => l.label);
    const gone = gq.relevant.flatMap((_, li) => facts.gone?.get(labelKey(h.id, li)) ?? []);
    if (gone.length) qc.answer_gone = gone;
    questions.push(qc);
    if (h.answerable) brokenLabels.push(...questionBrokenLabels(gq, b, h, relabelled, facts, base, head));
  });
  return { counted, excluded, questions, brokenLabels };
}

/** One side's summary: where it came from, its size, its aggregates and notes. */
function summary(s: ComparedSide, agg: ReturnType<typeof aggregateSide>): SideSummary {
  const out: SideSummary = {
    rev: s.rev,
    docs: s.docs.length,
    chunks: s.docs.reduce((n, d) => n + d.chunks.length, 0),
    metrics: agg.metrics,
    tag_metrics: agg.tagMetrics,
    notes: s.notes,
  };
  if (s.commit) out.commit = s.commit;
  if (s.encoder) out.encoder = { ...s.encoder };
  return out;
}

/** Per metric: the paired sign-flip test and bootstrap interval over the counted questions. */
function significanceOf(pairs: readonly PairedQuestion[], names: readonly string[], deltas: Metrics, alpha: number): Significance[] {
  return names.map((metric) => {
    const diffs = pairs.map((p) => (p.head.measures[metric] ?? 0) - (p.base.measures[metric] ?? 0));
    const test = signFlipTest(diffs);
    return { metric, delta: deltas[metric], changed: test.changed, p_value: test.p, method: test.method, ci95: bootstrapInterval(diffs), significant: test.p < alpha };
  });
}

/** Pass/fail flips among the counted questions, with the exact sign test. */
function passFlips(pairs: readonly PairedQuestion[], relabelled: ReadonlyMap<string, unknown>): Report['pass_flips'] {
  let worse = 0;
  let better = 0;
  for (const p of pairs) {
    // A relabelled question is compared through other labels at base: its pass/fail is not a flip.
    if (relabelled.has(p.id)) continue;
    if (p.base.pass && !p.head.pass) worse++;
    if (!p.base.pass && p.head.pass) better++;
  }
  return { newly_failing: worse, newly_passing: better, p_value: signTest(worse, better) };
}

/** One question, base vs head: status, rank moves, what took the evidence's place, forbidden hits, required facts. */
function compareQuestion(gq: GoldenSet['questions'][number], b: QuestionResult, h: QuestionResult, relabelled: boolean, ack: string | undefined): QuestionComparison {
  const status = questionStatus(b, h, relabelled);
  const moves = labelMoves(b, h, relabelled);
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
  if (ack !== undefined) qc.acknowledged = ack;
  if (gq.requiredFacts.length) {
    qc.required_facts = [...gq.requiredFacts];
    // Both sides were judged against the head's golden set, so the ranks line up with these facts.
    if (b.factRanks) qc.base.fact_ranks = b.factRanks;
    if (h.factRanks) qc.head.fact_ranks = h.factRanks;
    if (b.factInCorpus) qc.base.fact_in_corpus = b.factInCorpus;
    if (h.factInCorpus) qc.head.fact_in_corpus = h.factInCorpus;
  }
  if (b.vocabularyGap) qc.base.vocabulary_gap = b.vocabularyGap;
  if (h.vocabularyGap) qc.head.vocabulary_gap = h.vocabularyGap;
  return qc;
}

/**
 * The broken-label entries of one question: `new` (this change broke it, or wrote it for a
 * relabelled question), `inherited` (already broken at base, with what git history says), and on
 * the base side `fixed` (resolves only at head). A label scored through its moved section is still
 * broken: the golden set names a place that is gone.
 */
function questionBrokenLabels(gq: GoldenSet['questions'][number], b: QuestionResult, h: QuestionResult, relabelled: boolean, facts: LabelFacts, base: ComparedSide, head: ComparedSide): BrokenLabel[] {
  const out: BrokenLabel[] = [];
  gq.relevant.forEach((label, li) => {
    const atHead = h.labels[li];
    const brokenAtHead = !atHead.resolved || atHead.via !== undefined;
    const baseResolved = b.labels[li]?.resolved ?? false;
    const entry: BrokenLabel = { question: h.id, label: label.raw, side: 'head', ...(label.any ? { any: label.any.map((m) => m.raw) } : {}) };
    if (!brokenAtHead) {
      if (!relabelled && !facts.added.has(h.id) && !baseResolved) out.push({ question: h.id, label: label.raw, side: 'base', kind: 'fixed' });
      return;
    }
    const key = labelKey(h.id, li);
    const known = facts.breaks.get(key);
    const finding = facts.inherited.get(key);
    const written = relabelled || facts.added.has(h.id);
    if (known) {
      Object.assign(entry, { kind: 'new', suggestion: known.suggestion, fix: known.fix });
      if (atHead.via !== undefined) entry.scored_via = atHead.via;
    } else if (written || baseResolved) {
      // Written by this change (a relabelled or new question), or a break the plan did not see: judged against the base's documents.
      const s = suggestFix(label, written ? [] : base.docs, head.docs, h.retrieved, facts.rules);
      Object.assign(entry, { kind: 'new', suggestion: written ? `this change wrote it: ${s.suggestion}` : s.suggestion, fix: s.fix });
    } else {
      entry.kind = 'inherited';
      const resolver = head.resolver ?? { resolve: () => [], matches: () => false };
      Object.assign(entry, inheritedEntry(label, finding ?? { kind: 'unknown' }, head.docs, resolver, h.retrieved));
    }
    out.push(entry);
  });
  return out;
}

/** Required facts per side: found in the top pass_k, missed although some document has them, absent from every document. */
function requiredFactCounts(questions: readonly QuestionComparison[]): Report['facts'] | undefined {
  const withFacts = questions.filter((q) => q.answerable && q.required_facts?.length);
  if (!withFacts.length) return undefined;
  const side = (s: 'base' | 'head'): FactCounts => {
    const c: FactCounts = { retrieved: 0, retrieval_misses: 0, corpus_gaps: 0 };
    for (const q of withFacts) {
      const ranks = q[s].fact_ranks ?? [];
      const inCorpus = q[s].fact_in_corpus ?? [];
      (q.required_facts as string[]).forEach((_, i) => {
        if (ranks[i] != null) c.retrieved++;
        else if (inCorpus[i] === false) c.corpus_gaps++;
        else c.retrieval_misses++;
      });
    }
    return c;
  };
  return { base: side('base'), head: side('head') };
}

/** How far a label fell, for ordering: beyond the retrieved depth counts as one past the deepest rank seen. */
function fall(m: { base_rank: number | null; head_rank: number | null }, depth: number): number {
  return (m.head_rank ?? depth + 1) - (m.base_rank ?? depth + 1);
}

/** The counted questions whose evidence fell furthest (at most 5), worst first, with what now ranks above it. */
function rankMovers(questions: readonly QuestionComparison[]): RankMover[] {
  const rows: Array<RankMover & { fall: number }> = [];
  for (const q of questions) {
    const depth = Math.max(q.base.retrieved.length, q.head.retrieved.length);
    for (const m of q.moves) {
      if (!dropped(m)) continue;
      rows.push({ question: q.id, label: m.label, base_rank: m.base_rank, head_rank: m.head_rank, displaced_by: q.displaced_by.slice(0, 3).map((c) => c.id), fall: fall(m, depth) });
    }
  }
  rows.sort((a, b) => b.fall - a.fall || (a.question < b.question ? -1 : a.question > b.question ? 1 : 0));
  return rows.slice(0, 5).map(({ fall: _fall, ...r }) => r);
}

/** `{drafts: [ids]}` when the golden set has drafts (never scored: docs/golden-set-guide.md), else nothing. */
export function draftIds(golden: GoldenSet): { drafts?: string[] } {
  return golden.drafts?.length ? { drafts: golden.drafts.map((q) => q.id) } : {};
}
