/**
 * report.json (docs/report.md) as a type. Field names are the JSON keys, snake_case as the contract
 * spells them. The compare stage produces it; the Markdown comment, the job summary and the action
 * outputs are all rendered from it and from nothing else.
 */
import type { AnswersReport } from './answers-types';
import type { DocsScope } from '../source/scope';
import type { BrokenLabel, FileNote, LabelProblem, LabelResult, Metrics, RetrievedChunk } from '../types';

export const REPORT_SCHEMA = 'retrieval-gate/report@1' as const;
export const EVAL_SCHEMA = 'retrieval-gate/eval@1' as const;

/**
 * `newly_answerable`: some evidence the question names did not exist at base (its label resolved
 * only at head) and every label resolves at head. Not a regression, never "already broken"; it
 * counts with the newly passing questions when it passes at head (`head.pass`).
 */
export const QUESTION_STATUSES = ['newly_failing', 'broken_label', 'still_failing', 'newly_passing', 'still_passing', 'unanswerable', 'relabelled', 'newly_answerable'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export interface SideSummary {
  rev: string;
  commit?: string;
  docs: number;
  chunks: number;
  metrics: Metrics;
  /** Per tag: tag → metrics over that tag's questions (same denominators rule). */
  tag_metrics: Record<string, Metrics>;
  /** Files skipped or repaired while reading this side. */
  notes: FileNote[];
}

export interface QuestionSide {
  pass: boolean;
  measures: Metrics;
  labels: LabelResult[];
  retrieved: RetrievedChunk[];
  /**
   * One per `required_facts` entry of the question, same order: rank of the first chunk within the
   * top pass_k whose text contains the fact verbatim (case and whitespace aside), null when none does.
   */
  fact_ranks?: Array<number | null>;
  /**
   * One per `required_facts` entry: whether the fact appears in any document of this side. A fact
   * absent from every document is a corpus gap, not a retrieval miss.
   */
  fact_in_corpus?: boolean[];
  /** A failing side whose missed evidence shares under a third of the question's terms: a vocabulary mismatch (hybrid retrieval closes those). */
  vocabulary_gap?: { question_terms: number; shared: string[]; evidence: string };
}

/** Where a label's best chunk was at base and at head (2 → 9). null = not within the retrieved depth. */
export interface LabelMove {
  label: string;
  /** The label as the base's golden set wrote it, for a question relabelled in this change. */
  base_label?: string;
  base_rank: number | null;
  head_rank: number | null;
}

export interface ForbiddenHit {
  side: 'base' | 'head';
  label: string;
  rank: number;
  id: string;
  path: string;
  /** True when it is in the top k at head but was not at base. */
  new: boolean;
}

export interface QuestionComparison {
  id: string;
  question: string;
  status: QuestionStatus;
  answerable: boolean;
  tags: string[];
  /** The golden set's `required_facts` (absent when it has none); where each stands: `base/head.fact_ranks`. */
  required_facts?: string[];
  /** 1-based line in the golden set (for annotations). */
  line: number;
  /** Reason from `gate.acknowledged` when this regression was acknowledged. */
  acknowledged?: string;
  base: QuestionSide;
  head: QuestionSide;
  moves: LabelMove[];
  /** For a drop: head chunks now ranked above the evidence, chunks of added/changed docs first. */
  displaced_by: RetrievedChunk[];
  forbidden_hits: ForbiddenHit[];
  /** For status `relabelled`: the question's labels in the base's golden set. */
  base_labels?: string[];
  /** Sections of the question's evidence at head whose own text this change added or rewrote (absent when none). */
  evidence_edited?: string[];
}

/** The sections this change added or rewrote, and how many of them are the evidence of some question. */
export interface Coverage {
  /** Sections whose own text this change wrote (added, or rewritten). */
  sections: number;
  /** Of those, the ones that did not exist at base. */
  added: number;
  /** Of those, the ones some question's label resolves to at head. */
  covered: number;
  /** The others: sections no question asks about yet, in id order. */
  uncovered: Array<{ section: string; path: string; change: 'added' | 'changed' }>;
}

/** Required facts over one side: how many are missing from the top pass_k although some document has them, and how many no document has. */
export interface FactCounts {
  /** Facts found in the top pass_k. */
  retrieved: number;
  /** In some document of the side, not in the top pass_k: a retrieval miss. */
  retrieval_misses: number;
  /** In no document of the side: a corpus gap, which no retriever can fix. */
  corpus_gaps: number;
}

/** A question whose evidence moved most in rank, listed when a metric rule fails. */
export interface RankMover {
  question: string;
  label: string;
  base_rank: number | null;
  head_rank: number | null;
  /** Chunk ids now ranked above the evidence that were not at base. */
  displaced_by: string[];
}

export interface Displacement {
  question: string;
  label: string;
  base_rank: number | null;
  head_rank: number | null;
}

export interface Addition {
  path: string;
  change: 'added' | 'changed';
  chunks: number;
  /** Questions whose top pass_k this document entered without being relevant. */
  questions: string[];
  /** Relevant chunks it pushed out of the top pass_k. */
  displaced: Displacement[];
  /** Its share of the precision@pass_k change (mean over questions, negative = cost). */
  precision_delta: number;
}

export interface Significance {
  metric: string;
  delta: number;
  /** Questions whose value differs between base and head. */
  changed: number;
  /** Paired sign-flip randomization test, two-sided. */
  p_value: number;
  /** `exact` when ≤ 20 questions differ, else `sampled` (10,000 draws, fixed seed). */
  method: 'exact' | 'sampled';
  /** Paired bootstrap 95 % interval of the mean difference. */
  ci95: [number, number];
  significant: boolean;
}

export interface PassFlips {
  newly_failing: number;
  newly_passing: number;
  /** Exact two-sided sign (McNemar) test on the flips. */
  p_value: number;
}

export interface Diagnosis {
  code: 'chunking-or-method' | 'ranking' | 'noisy-corpus' | 'look-at-generation' | 'regression';
  side: 'base' | 'head';
  message: string;
}

export interface AssemblyCheck {
  top_k: number;
  token_budget: number;
  tokenizer: string;
  /** Per side: questions whose evidence is retrieved within top_k but cut by the budget. */
  base: { fits: number; cut: string[] };
  head: { fits: number; cut: string[] };
}

/** One reason the comment has something to say (compare/meaningful.ts). */
export interface MeaningfulChange {
  kind: MeaningfulKind;
  /** The question it concerns, for question-level kinds. */
  question?: string;
  /** The metric, for `metric`; the document, for `document_entered`; the rule, for `gate_failed`. */
  subject?: string;
  detail: string;
}

export const MEANINGFUL_KINDS = ['gate_failed', 'status', 'evidence_crossed', 'evidence_moved', 'metric', 'broken_label', 'stale_source', 'document_entered'] as const;
export type MeaningfulKind = (typeof MEANINGFUL_KINDS)[number];

export interface GateRule {
  /** Stable rule name, e.g. `max_drop.recall@5`, `max_newly_failing`, `fail_on_broken_labels`. */
  rule: string;
  passed: boolean;
  detail: string;
}

export interface GateResult {
  passed: boolean;
  /** One line per failed rule, naming the rule. */
  reasons: string[];
  rules: GateRule[];
}

export interface CorpusGrowth {
  docs_added: number;
  docs_changed: number;
  docs_deleted: number;
  chunks_delta: number;
  /** Share of head chunks that some label resolves to. */
  labelled_chunk_share: number;
  /** Present when the chunking itself changed (settings, chunker, or the retriever's own chunking). */
  chunking?: ChunkingChange;
}

/** How one side was chunked. */
export interface ChunkingSideStats {
  chunks: number;
  /** Mean source bytes per chunk (the byte ranges each was cut from). */
  mean_bytes: number;
  /** `gate`: the built-in chunker; `retriever`: a command retriever chunked the documents itself. */
  chunked_by: 'gate' | 'retriever';
}

/** The chunking changed between base and head: documents with the same content were cut differently. */
export interface ChunkingChange {
  /** Documents unchanged by the PR whose chunks differ (what the chunking change alone did). */
  docs_rechunked: number;
  base: ChunkingSideStats;
  head: ChunkingSideStats;
}

export interface Report {
  schema: typeof REPORT_SCHEMA;
  tool: { name: 'retrieval-gate'; version: string };
  k: number[];
  pass_k: number;
  /** `from`: where the head's file was read, in words (`HEAD:path (commit abc1234)`, `path in the working tree`). */
  /** `drafts`: ids of the `draft: true` questions, not scored (absent when there are none). */
  golden: { file: string; questions: number; changed_in_pr: boolean; from?: string; drafts?: string[] };
  config: { file: string | null; changed_in_pr: boolean; base_used_own_config: boolean; from?: string };
  retriever: string;
  base: SideSummary;
  head: SideSummary;
  deltas: Metrics;
  significance: Significance[];
  pass_flips: PassFlips;
  /** The smallest drop in pass rate this golden set can detect (α 0.05, power 0.8). */
  min_detectable_drop: number;
  questions: QuestionComparison[];
  /** Questions out of every denominator, with why (unanswerable, label broken on a side). */
  excluded: Array<{ id: string; reason: string }>;
  broken_labels: BrokenLabel[];
  additions: Addition[];
  corpus: CorpusGrowth;
  diagnosis: Diagnosis[];
  assembly?: AssemblyCheck;
  /** Over the questions with `required_facts`, per side (absent when none has any). */
  facts?: { base: FactCounts; head: FactCounts };
  /** When a metric rule fails: the questions whose evidence dropped furthest, worst first. */
  rank_movers?: RankMover[];
  /**
   * The golden set's fragile labels at head, as `retrieval-gate validate` warns about them
   * (numbered-repeat or ambiguous anchors, dead group members); absent when there is none.
   * Labels that do not resolve are in `broken_labels`.
   */
  label_warnings?: LabelProblem[];
  /** Present when this change added or rewrote sections: how many are some question's evidence (golden-set coverage of the change). */
  coverage?: Coverage;
  /** What changed that a reviewer must see (docs/comment.md); empty when nothing did. The comment, `comment: on-change` and the `changed` output read it. */
  meaningful_changes?: MeaningfulChange[];
  /** The generation stage, when `answers:` is configured (docs/answers.md). */
  answers?: AnswersReport;
  gate: GateResult;
  /** Present when the head's config could change only inert keys (docs/security.md). */
  trust?: TrustNote;
  /** Present when an API key was missing and both sides were measured with BM25 (on_missing_key: bm25). */
  missing_key?: MissingKeyNote;
  /** Which files each side indexed and why: the head's docs scope, with the base's when it differs. */
  scope?: ScopeReport;
  /** The pull request the run measured (the action adds it), so `mode: post` finds it even for fork-only commits. */
  pull_request?: { number: number };
}

/** What a compare says about scope: the head's docs scope, and the base's when it differs. */
export interface ScopeReport extends DocsScope {
  /** The base's scope, present when it selected by another rule than the head's (other source or folders). */
  base?: DocsScope;
  /** True when the head was selected by the base's decision (the head's config was not trusted). */
  from_base?: boolean;
}

/** What the trust rule did: keys of the head's config not used, and the head's gate as a proposal. */
export interface TrustNote {
  head_config: 'inert-only';
  /** Dotted config keys the head changed whose base values were used. */
  refused: string[];
  /** Where the trusted values came from (the base's config file, or the defaults). */
  trusted_from: string;
  /** `key: enforced → proposed` for each gate setting the head would change. */
  gate_proposal: string[];
  /**
   * Every setting the head's config changes other than the refused keys, not applied: the key,
   * the value used and the value proposed (JSON, shortened), and what it changes. Absent in
   * reports written before the base's settings were applied whole.
   */
  config_proposals?: ConfigProposalNote[];
  /** How many more proposals there were than `config_proposals` lists (it keeps the first 500 by key). */
  config_proposals_omitted?: number;
  /** Where the golden set that was judged came from (the base's, on a privileged event). */
  golden_from?: string;
  /** One line per question the head's golden set changes (`R03: relevant changed`), not applied. */
  golden_proposal?: string[];
  /** The event the base's settings were enforced on (`pull_request_target`), when the run knows it. */
  event?: string;
}

/** One config setting a pull request proposes that the run did not apply (docs/security.md). */
export interface ConfigProposalNote {
  key: string;
  base: string;
  head: string;
  effect: string;
}

/** The retriever the config asked for could not run without its key; BM25 measured both sides. */
export interface MissingKeyNote {
  /** Environment variable names that were unset. */
  missing: string[];
  /** The configured retriever (`hybrid + rerank`). */
  configured: string;
  message: string;
}
