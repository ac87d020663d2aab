/**
 * report.json (`retrieval-gate/report@1`, docs/report.md) as one definition: TypeBox builds the
 * JSON Schema that is published with each release (schema/report.schema.json, written from this
 * file by scripts/gen-report-schema.mjs), the TypeScript types in types.ts are read off it
 * (`Static`), and validate.ts checks downloaded reports against the same schema with ajv.
 *
 * The schema is open: objects allow keys it does not name (a later 1.x adds some; docs/compatibility.md),
 * and every string, list and map is bounded so that a hostile report cannot grow a comment or the
 * validator's work. Descriptions here are the field documentation consumers read.
 */
import { Type, type Static, type TInteger, type TOptional, type TSchema } from '@sinclair/typebox';
import { MAX_ITEMS, MAX_STRING_CHARS } from '../limits';
import { EXCLUDED_KINDS, SCOPE_SOURCES, type ExcludedKind } from '../source/scope';
import { PROBLEM_KINDS, SKIP_REASONS } from '../types';
import {
  ANSWER_STATUSES,
  BROKEN_KINDS,
  CHANGES,
  DECLINE_VERDICTS,
  DIAGNOSIS_CODES,
  FACT_VERDICTS,
  FAILURE_CLASSES,
  FIX_KINDS,
  MEANINGFUL_KINDS,
  NOTE_ACTIONS,
  QUESTION_STATUSES,
  REPORT_SCHEMA,
  SIDES,
  SIGNIFICANCE_METHODS,
} from './vocabulary';

/** Where consumers find the schema of the newest 1.x release (the `v1` tag moves with each release). */
export const REPORT_SCHEMA_ID = 'https://raw.githubusercontent.com/retrieval-gate/retrieval-gate/v1/schema/report.schema.json';

// ── Building blocks ──────────────────────────────────────────────────────────────────────────
type Opts = { description?: string };

const Str = (o: Opts = {}) => Type.String({ maxLength: MAX_STRING_CHARS, ...o });
const Num = (o: Opts = {}) => Type.Number(o);
const Bool = (o: Opts = {}) => Type.Boolean(o);
const int = (minimum: number) => (o: Opts = {}) => Type.Integer({ minimum, maximum: Number.MAX_SAFE_INTEGER, ...o });
/** An integer ≥ 0. */
const Count = int(0);
/** A 1-based rank, line or k. */
const Rank = int(1);
const AnyInt = int(Number.MIN_SAFE_INTEGER);
const Probability = (o: Opts = {}) => Type.Number({ minimum: 0, maximum: 1, ...o });
const RankOrNull = (o: Opts = {}) => Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...o });
const List = <T extends TSchema>(items: T, o: Opts & { minItems?: number; maxItems?: number } = {}) => Type.Array(items, { maxItems: MAX_ITEMS, ...o });
const Strings = (o: Opts = {}) => List(Str(), o);
/** A plain `enum` (not TypeBox's union of literals): one keyword, one clear error. */
const Enum = <T extends string>(values: readonly T[], o: Opts = {}) => Type.Unsafe<T>({ type: 'string', enum: [...values], ...o });
const NullableEnum = <T extends string>(values: readonly T[], o: Opts = {}) => Type.Unsafe<T | null>({ type: ['string', 'null'], enum: [...values, null], ...o });
const Const = <T extends string>(value: T, o: Opts = {}) => Type.Unsafe<T>({ const: value, ...o });
/**
 * A map with free keys (metric names, tags). `additionalProperties` rather than TypeBox's Record,
 * whose `^.*$` key pattern does not match a key with a line break: every value is checked.
 */
const MapOf = <T extends TSchema>(values: T, o: Opts = {}) =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: values, maxProperties: MAX_ITEMS, propertyNames: { maxLength: MAX_STRING_CHARS }, ...o });
const Opt = Type.Optional;

/**
 * The parts used in more than one place, written once under `definitions` and referred to by
 * `$ref`: the published file stays readable, and ajv compiles each part once.
 */
const definitions: Record<string, TSchema> = {};
function shared<T extends TSchema>(name: string, schema: T) {
  definitions[name] = schema;
  return Type.Unsafe<Static<T>>({ $ref: `#/definitions/${name}` });
}

const MetricsSchema = MapOf(Num(), { description: 'Metric name → value, e.g. `recall@5`, `precision@5`, `hit@5`, `ndcg@5`, `mrr`.' });
const Metrics = shared('Metrics', MetricsSchema);

// ── Shared with the engine's own types (src/types.ts, src/source/scope.ts; checked equal below) ──
export const FileNoteSchema = Type.Object(
  {
    path: Str(),
    reason: Enum(SKIP_REASONS),
    action: Enum(NOTE_ACTIONS, { description: '`skipped` when the file is not indexed, `repaired` when it is indexed after a fix-up.' }),
    detail: Str(),
  },
  { description: 'A file that was skipped, or indexed after a repair, with why.' },
);

export const RetrievedChunkSchema = Type.Object({
  rank: Rank(),
  id: Str(),
  path: Str(),
  anchors: Strings(),
  headings: Strings({ description: 'Heading texts, outermost first.' }),
  relevant: Bool(),
  score: Num(),
  labels: Strings({ description: 'Labels of the question this chunk matches.' }),
  change: Opt(Enum(CHANGES, { description: "Present on the head side when the chunk's document was added or changed." })),
  line: Opt(Rank({ description: 'The 1-based line of the chunk\'s first character in its file.' })),
  end_line: Opt(Rank({ description: 'The 1-based line of its last character.' })),
});
const RetrievedChunk = shared('RetrievedChunk', RetrievedChunkSchema);

export const LabelResultSchema = Type.Object({
  label: Str(),
  resolved: Bool({ description: 'False when the label matches nothing in this snapshot (a broken label).' }),
  bestRank: RankOrNull({ description: 'Best (smallest) rank of a chunk matching it, or null when not within the retrieved depth.' }),
  via: Opt(Str({ description: "The label it was scored through on this side, when that is not `label` itself (a moved section, or the base's form of a relabelled question)." })),
});

export const BrokenLabelSchema = Type.Object({
  question: Str(),
  label: Str(),
  side: Enum(SIDES),
  kind: Opt(Enum(BROKEN_KINDS, { description: '`new`: this change broke it; `inherited`: already broken at base; `fixed`: broken at base only.' })),
  suggestion: Opt(Str({ description: 'A suggested fix, when one can be found.' })),
  fix: Opt(
    Type.Object(
      { kind: Enum(FIX_KINDS), label: Opt(Str()), candidates: Opt(Strings()), any: Opt(Strings({ description: "A group's fix: its members as they should be written." })) },
      { description: 'The fix as data: what happened, and the label to use instead when there is one (`unknown` with `candidates`: the closest anchors, not a fact).' },
    ),
  ),
  since: Opt(Type.Object({ commit: Str(), subject: Str() }, { description: 'For `inherited`: the commit that broke it, from git history.' })),
  never_resolved: Opt(Bool({ description: 'The label never resolved: not at base, not at head, nor anywhere in the history searched.' })),
  scored_via: Opt(Str({ description: 'The label the question was scored through at head (its section moved with near-identical text).' })),
  any: Opt(Strings({ description: 'For a broken any-of group: its members as written.' })),
});

export const LabelProblemSchema = Type.Object({
  severity: Enum(['error', 'warning'] as const),
  kind: Enum(PROBLEM_KINDS),
  question: Opt(Str()),
  label: Opt(Str()),
  file: Str(),
  line: Rank(),
  column: Rank(),
  message: Str(),
  fix: Opt(Str({ description: 'A label to use instead, when one is certain or stable.' })),
});

/** `excluded`: a count per kind of left-out file, no other key. */
function excludedCounts(): { [K in ExcludedKind]: TOptional<TInteger> } {
  const counts = {} as { [K in ExcludedKind]: TOptional<TInteger> };
  for (const k of EXCLUDED_KINDS) counts[k] = Opt(Count());
  return counts;
}

const ScopeDecisionFields = {
  source: Enum(SCOPE_SOURCES),
  reason: Str({ description: 'E.g. `named by mkdocs.yml docs_dir`.' }),
  roots: Strings({ description: 'Root-relative folders, sorted; empty: the whole repository.' }),
  translations: Opt(Strings({ description: "Folders of the translations left out (a multilingual site's other languages), sorted." })),
  translation_suffixes: Opt(Strings({ description: 'Locales whose `page.<locale>.md` files beside the default pages were left out as translations, sorted.' })),
};
export const DocsScopeSchema = Type.Object({
  ...ScopeDecisionFields,
  globs: Strings({ description: 'The `docs` globs the side was selected with.' }),
  exclude: Strings({ description: "The `exclude` globs added to the config's own." }),
  excluded: Type.Object(excludedCounts(), {
    additionalProperties: false,
    description: 'Documents the scope left out, by kind; kinds with none are absent.',
  }),
  named: Strings({ description: 'Files a golden-set label names, indexed although the scope would have left them out.' }),
  generated: Opt(Strings({ description: "Documents left out as generated (a generator's marker at their top), sorted." })),
  exclude_defaults: Opt(Type.Literal(false, { description: "Present when the config's `exclude_defaults: false` turned the rules by kind off." })),
  changes_left_out: Opt(
    Type.Object(
      {
        count: Count({ description: 'How many there are (`files` lists the first ones by path).' }),
        files: List(Type.Object({ path: Str(), kind: Enum(EXCLUDED_KINDS), change: Enum(CHANGES) }), { description: 'Sorted by path, at most 20.' }),
      },
      { description: "The head's scope of a compare: documents the change adds or changes, in the docs folder found at either side, that the scope leaves out (by their paths: a changed file is never left out by its own words); the comment names them in its title. Absent when none." },
    ),
  ),
});
const DocsScope = shared('DocsScope', DocsScopeSchema);

// ── The report's own parts ───────────────────────────────────────────────────────────────────
export const EncoderSideSchema = Type.Object(
  {
    model: Str({ description: 'The encoder and its model hash, as the retriever label names it.' }),
    embedded: Count({ description: "Chunks the encoder embedded and ranked: the whole side, or the pool of BM25's top hits (vectors computed or read from the embeddings cache alike, so the report does not depend on what the cache held)." }),
    pooled: Bool({ description: 'True when the encoder ranked a pool (`hybrid.pool`), not the whole side.' }),
  },
  { description: 'What the shipped sentence encoder did for this side (a hybrid with no `dense` section); absent otherwise.' },
);

export const EncoderRunSchema = Type.Object(
  {
    computed: Count({ description: 'Vectors the encoder computed in this run, both sides together.' }),
    from_cache: Count({ description: "Vectors read from the embeddings cache that this run had not computed itself (the base's, or the head's when the base side came from the base side cache); 0: the run started cold." }),
  },
  {
    description:
      'What the shipped sentence encoder did in the run that made this report, both sides together (a base side read from the base side cache counts nothing): whether it started cold. The one key that depends on what the caches held; absent when the encoder ranked nothing in that run, and dropped from a report reused from the report cache.',
  },
);

export const SideSummarySchema = Type.Object({
  rev: Str(),
  commit: Opt(Str()),
  docs: Count(),
  chunks: Count(),
  metrics: Metrics,
  tag_metrics: MapOf(Metrics, { description: "Per tag: tag → metrics over that tag's questions." }),
  notes: List(FileNoteSchema, { description: 'Files skipped or repaired while reading this side.' }),
  encoder: Opt(EncoderSideSchema),
});
const SideSummary = shared('SideSummary', SideSummarySchema);

export const QuestionSideSchema = Type.Object({
  pass: Bool(),
  measures: Metrics,
  labels: List(LabelResultSchema),
  retrieved: List(RetrievedChunk),
  fact_ranks: Opt(List(RankOrNull(), { description: 'One per `required_facts` entry: rank of the first chunk within the top pass_k containing the fact verbatim, null when none does.' })),
  fact_in_corpus: Opt(List(Bool(), { description: 'One per `required_facts` entry: whether the fact appears in any document of this side.' })),
  vocabulary_gap: Opt(
    Type.Object(
      { question_terms: Count(), shared: Strings(), evidence: Str() },
      { description: "A failing side whose missed evidence shares under a third of the question's terms (a vocabulary mismatch)." },
    ),
  ),
});
const QuestionSide = shared('QuestionSide', QuestionSideSchema);

export const LabelMoveSchema = Type.Object(
  {
    label: Str(),
    base_label: Opt(Str({ description: "The label as the base's golden set wrote it, for a relabelled question." })),
    base_rank: RankOrNull(),
    head_rank: RankOrNull(),
  },
  { description: "Where a label's best chunk was at base and at head; null = not within the retrieved depth." },
);

export const ForbiddenHitSchema = Type.Object({
  side: Enum(SIDES),
  label: Str(),
  rank: Rank(),
  id: Str(),
  path: Str(),
  new: Bool({ description: 'In the top k at head but not at base.' }),
});

export const QuestionComparisonSchema = Type.Object({
  id: Str(),
  question: Str(),
  status: Enum(QUESTION_STATUSES),
  answerable: Bool(),
  tags: Strings(),
  required_facts: Opt(Strings()),
  line: Rank({ description: '1-based line in the golden set.' }),
  acknowledged: Opt(Str({ description: 'Reason from `gate.acknowledged` when this regression was acknowledged.' })),
  base: QuestionSide,
  head: QuestionSide,
  moves: List(LabelMoveSchema),
  displaced_by: List(RetrievedChunk, { description: 'For a drop: head chunks now ranked above the evidence.' }),
  forbidden_hits: List(ForbiddenHitSchema),
  base_labels: Opt(Strings({ description: "For status `relabelled`: the question's labels in the base's golden set." })),
  evidence_edited: Opt(Strings({ description: "Sections of the question's evidence at head whose own text this change added or rewrote." })),
  evidence_added: Opt(Strings({ description: 'Those of `evidence_edited` that this change added (no part of them existed at base); the others it rewrote.' })),
  answer_gone: Opt(Strings({ description: "Why the question fails at head although its labels resolve: a label's text is gone from the head and its anchor now names another section. One line per such label." })),
});

export const CoverageSchema = Type.Object(
  {
    sections: Count({ description: 'Sections whose own text this change wrote.' }),
    added: Count({ description: 'Of those, the ones that did not exist at base.' }),
    covered: Count({ description: "Of those, the ones some question's label resolves to at head." }),
    uncovered: List(Type.Object({ section: Str(), path: Str(), change: Enum(CHANGES) }), { description: 'The others, in id order.' }),
  },
  { description: 'The sections this change added or rewrote, and how many are the evidence of some question.' },
);

export const FactCountsSchema = Type.Object({
  retrieved: Count({ description: 'Facts found in the top pass_k.' }),
  retrieval_misses: Count({ description: 'In some document of the side, not in the top pass_k.' }),
  corpus_gaps: Count({ description: 'In no document of the side.' }),
});
const FactCounts = shared('FactCounts', FactCountsSchema);

export const RankMoverSchema = Type.Object({
  question: Str(),
  label: Str(),
  base_rank: RankOrNull(),
  head_rank: RankOrNull(),
  displaced_by: Strings({ description: 'Chunk ids now ranked above the evidence that were not at base.' }),
});

export const DisplacementSchema = Type.Object({ question: Str(), label: Str(), base_rank: RankOrNull(), head_rank: RankOrNull() });

export const AdditionSchema = Type.Object({
  path: Str(),
  change: Enum(CHANGES),
  chunks: Count(),
  questions: Strings({ description: 'Questions whose top pass_k this document entered without being relevant.' }),
  displaced: List(DisplacementSchema, { description: 'Relevant chunks it pushed out of the top pass_k.' }),
  precision_delta: Num({ description: 'Its share of the precision@pass_k change (negative = cost).' }),
});

export const SignificanceSchema = Type.Object({
  metric: Str(),
  delta: Num(),
  changed: Count({ description: 'Questions whose value differs between base and head.' }),
  p_value: Probability({ description: 'Paired sign-flip randomization test, two-sided.' }),
  method: Enum(SIGNIFICANCE_METHODS, { description: '`exact` when ≤ 20 questions differ, else `sampled`.' }),
  ci95: Type.Unsafe<[number, number]>({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2, description: 'Paired bootstrap 95 % interval of the mean difference.' }),
  significant: Bool(),
});

export const PassFlipsSchema = Type.Object({ newly_failing: Count(), newly_passing: Count(), p_value: Probability({ description: 'Exact two-sided sign (McNemar) test on the flips.' }) });

export const DiagnosisSchema = Type.Object({ code: Enum(DIAGNOSIS_CODES), side: Enum(SIDES), message: Str() });

const AssemblySideSchema = Type.Object({ fits: Count(), cut: Strings() });
const AssemblySide = shared('AssemblySide', AssemblySideSchema);
export const AssemblyCheckSchema = Type.Object({
  top_k: Rank(),
  token_budget: Count(),
  tokenizer: Str(),
  base: AssemblySide,
  head: AssemblySide,
});

export const MeaningfulChangeSchema = Type.Object(
  {
    kind: Enum(MEANINGFUL_KINDS),
    question: Opt(Str()),
    subject: Opt(Str({ description: 'The metric, the document, or the rule.' })),
    detail: Str(),
  },
  { description: 'One reason the comment has something to say.' },
);

export const GateRuleSchema = Type.Object({ rule: Str({ description: 'Stable rule name, e.g. `max_drop.recall@5`.' }), passed: Bool(), detail: Str() });
export const GateResultSchema = Type.Object({ passed: Bool(), reasons: Strings({ description: 'One line per failed rule, naming the rule.' }), rules: List(GateRuleSchema) });

export const ChunkingSideStatsSchema = Type.Object({
  chunks: Count(),
  mean_bytes: Count({ description: 'Mean source bytes per chunk.' }),
  chunked_by: Enum(['gate', 'retriever'] as const),
});
const ChunkingSideStats = shared('ChunkingSideStats', ChunkingSideStatsSchema);
export const ChunkingChangeSchema = Type.Object({
  docs_rechunked: Count({ description: 'Documents unchanged by the PR whose chunks differ.' }),
  base: ChunkingSideStats,
  head: ChunkingSideStats,
});
export const CorpusGrowthSchema = Type.Object({
  docs_added: Count(),
  docs_changed: Count(),
  docs_deleted: Count(),
  chunks_delta: AnyInt(),
  labelled_chunk_share: Num({ description: 'Share of head chunks that some label resolves to.' }),
  chunking: Opt(ChunkingChangeSchema),
});

export const ConfigProposalNoteSchema = Type.Object({ key: Str(), base: Str(), head: Str(), effect: Str() });
export const FileProblemNoteSchema = Type.Object(
  { file: Str(), line: Opt(Rank()), field: Opt(Str()), message: Str() },
  { description: "One problem of a pull request's config or golden set that does not validate: where, and what (the message may quote the PR)." },
);
export const TrustNoteSchema = Type.Object(
  {
    head_config: Const('inert-only'),
    refused: Strings({ description: 'Dotted config keys the head changed whose base values were used.' }),
    trusted_from: Str(),
    gate_proposal: Strings(),
    config_proposals: Opt(List(ConfigProposalNoteSchema)),
    config_proposals_omitted: Opt(Count()),
    invalid_head_config: Opt(List(FileProblemNoteSchema, { description: "Present when the head's config does not validate: the whole file was refused as a proposal (the base's settings ran), and these are its problems, the first 20, each located." })),
    golden_from: Opt(Str()),
    golden_proposal: Opt(Strings()),
    invalid_head_golden: Opt(List(FileProblemNoteSchema, { description: "Present when the head's golden set does not validate and the base's was judged: its problems, as for the config." })),
    event: Opt(Str()),
  },
  { description: "Present when the head's config could change only inert keys (docs/security.md)." },
);

export const MissingKeyNoteSchema = Type.Object({ missing: Strings(), configured: Str(), message: Str() });

export const ScopeReportSchema = Type.Object({
  ...DocsScopeSchema.properties,
  base: Opt(DocsScope),
  from_base: Opt(Bool()),
});

// ── The answers block (docs/answers.md) ──────────────────────────────────────────────────────
export const FactOutcomeSchema = Type.Object({
  in_corpus: Bool({ description: "Verbatim (case and whitespace aside) in some chunk of the side's indexed documents." }),
  in_top_k: Bool({ description: 'Verbatim in a chunk within the top `context.top_k`.' }),
  in_context: Bool({ description: 'Verbatim in a chunk that fits the token budget (the context the model saw).' }),
  verdict: NullableEnum(FACT_VERDICTS, { description: "The judge's verdict; null when the side was not judged." }),
  class: NullableEnum(FAILURE_CLASSES, { description: 'Where a missing or contradicted fact was lost; null when supported or not judged.' }),
  reason: Opt(Str({ description: "The judge's one-sentence reason." })),
});
export const AnswerSideResultSchema = Type.Object({
  status: Enum(ANSWER_STATUSES, { description: '`done`: answered and judged; `skipped`: not run (max_calls, no key); `error`: a call failed after retries.' }),
  note: Opt(Str({ description: 'Why skipped, or what failed.' })),
  context_chunks: Strings({ description: 'Ids of the chunks in the context, in order.' }),
  context_tokens: Count({ description: 'Tokens of those chunks (o200k_base).' }),
  answer: Opt(Str()),
  facts: Opt(List(FactOutcomeSchema, { description: "Per required fact, same order as the question's `facts`." })),
  decline: Opt(NullableEnum(DECLINE_VERDICTS, { description: 'Unanswerable questions: whether the answer declines.' })),
  decline_reason: Opt(Str()),
});
const AnswerSideResult = shared('AnswerSideResult', AnswerSideResultSchema);
export const AnswerQuestionSchema = Type.Object({
  id: Str(),
  kind: Enum(['facts', 'decline'] as const, { description: '`facts`: an answerable question judged on its required facts; `decline`: an unanswerable one.' }),
  facts: Opt(Strings()),
  reused_from_base: Bool({ description: "The head's context is the base's, character for character: the base's answer and verdicts are reused." }),
  base: AnswerSideResult,
  head: AnswerSideResult,
  newly_missing: List(Count(), { description: 'Indices into `facts` of the facts supported at base and missing or contradicted at head.' }),
  newly_answered: Opt(Bool({ description: 'Unanswerable: declined at base, answered at head.' })),
});
export const AnswersCallsSchema = Type.Object({
  made: Count({ description: 'Chat requests sent in this run (retries of one request count once).' }),
  cached: Count({ description: 'Answers and judgements taken from the cache.' }),
  reused: Count({ description: "Head sides that reused the base's result (identical context)." }),
  skipped: Count({ description: 'Question sides not run because `answers.max_calls` was reached.' }),
  max_calls: Count(),
});
export const AnswersReportSchema = Type.Object(
  {
    model: Str(),
    judge_model: Str(),
    endpoint: Str({ description: 'The chat endpoint, without credentials or query string.' }),
    skipped_reason: Opt(Str({ description: 'Set when the whole stage did not run (e.g. the API key variable is not set on a fork PR).' })),
    calls: AnswersCallsSchema,
    usage: Type.Object({ prompt_tokens: Count(), completion_tokens: Count() }, { description: 'Tokens the provider reported for the requests sent in this run.' }),
    newly_missing_facts: Count({ description: "Facts newly missing at head, all questions together (the gate's `answers.max_newly_missing_facts`)." }),
    questions: List(AnswerQuestionSchema),
  },
  { description: 'The generation stage, when `answers:` is configured (docs/answers.md).' },
);

// ── The default branch's history (the Action, with a history store) ─────────────────────────
const SinceSideSchema = Type.Object({
  value: Probability({ description: "The metric's mean over the questions paired with the baseline." }),
  delta: Num({ description: 'Against the baseline (this side − baseline).' }),
  p_value: Probability(),
  ci95: Type.Unsafe<[number, number]>({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 }),
  significant: Bool(),
});
export const HistorySectionSchema = Type.Object(
  {
    metric: Str({ description: 'The metric charted and compared with the baseline.' }),
    store: Type.Object({ ref: Str(), records: Count(), skipped: Count({ description: 'Store lines that did not validate (never used).' }), notes: Strings() }),
    trend: List(Type.Object({ commit: Str(), date: Str(), value: Probability() }), { description: 'The last recorded merges, oldest first.' }),
    baseline: Opt(Type.Object({ ref: Str(), commit: Str(), from: Enum(['store', 'evaluated'] as const), value: Probability() })),
    since: Opt(Type.Object({ questions: Count(), base: SinceSideSchema, head: SinceSideSchema }, { description: 'Base and head against the baseline, paired over the questions counted in both.' })),
    costliest: List(Type.Object({ commit: Str(), subject: Str(), date: Str(), delta: Num() }), { description: 'The recorded merges since the baseline that cost the most, worst first.' }),
    notes: Strings(),
  },
  { description: "The default branch's recorded history: the trend, the comparison with the baseline, the costliest merges (docs/history.md)." },
);

// ── The report ───────────────────────────────────────────────────────────────────────────────
export const ReportSchema = Type.Object(
  {
    schema: Const(REPORT_SCHEMA),
    tool: Type.Object({ name: Const('retrieval-gate'), version: Str() }),
    k: List(Rank(), { minItems: 1 }),
    pass_k: Rank(),
    golden: Type.Object({ file: Str(), questions: Count(), changed_in_pr: Bool(), from: Opt(Str()), drafts: Opt(Strings({ description: 'Ids of the `draft: true` questions, not scored (absent when there are none).' })) }),
    config: Type.Object({
      file: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: MAX_STRING_CHARS }),
      changed_in_pr: Bool(),
      base_used_own_config: Bool(),
      from: Opt(Str()),
    }),
    retriever: Str(),
    base: SideSummary,
    head: SideSummary,
    deltas: Metrics,
    significance: List(SignificanceSchema),
    pass_flips: PassFlipsSchema,
    min_detectable_drop: Num({ description: 'The smallest drop in pass rate this golden set can detect (α 0.05, power 0.8).' }),
    questions: List(QuestionComparisonSchema),
    excluded: List(Type.Object({ id: Str(), reason: Str() }), { description: 'Questions out of every denominator, with why.' }),
    broken_labels: List(BrokenLabelSchema),
    additions: List(AdditionSchema),
    corpus: CorpusGrowthSchema,
    diagnosis: List(DiagnosisSchema),
    assembly: Opt(AssemblyCheckSchema),
    facts: Opt(Type.Object({ base: FactCounts, head: FactCounts })),
    rank_movers: Opt(List(RankMoverSchema)),
    label_warnings: Opt(List(LabelProblemSchema, { description: "The golden set's fragile labels at head, as `retrieval-gate validate` warns about them." })),
    coverage: Opt(CoverageSchema),
    meaningful_changes: Opt(List(MeaningfulChangeSchema)),
    answers: Opt(AnswersReportSchema),
    gate: GateResultSchema,
    trust: Opt(TrustNoteSchema),
    missing_key: Opt(MissingKeyNoteSchema),
    scope: Opt(ScopeReportSchema),
    pull_request: Opt(Type.Object({ number: Rank() }, { description: 'The pull request the run measured.' })),
    history: Opt(HistorySectionSchema),
    repository: Opt(
      Type.Object(
        { url: Str({ description: 'Its web address, `https://github.com/OWNER/NAME` (or a GitHub Enterprise host).' }) },
        { description: 'The repository the run measured, when known (the Action: from the event; the CLI: `--repo-url`): the comment links chunks to their lines at the head commit.' },
      ),
    ),
    encoder_run: Opt(EncoderRunSchema),
  },
  {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: REPORT_SCHEMA_ID,
    title: 'retrieval-gate report.json (retrieval-gate/report@1)',
    description: 'What retrieval-gate measured on a pull request: per-question results at base and head, deltas, broken labels and the gate. Objects may gain keys within 1.x; none is removed or changes meaning.',
    definitions,
  },
);

// ── The engine's types the report embeds must be what the schema says, field for field ────────
// They are declared where the engine makes them (src/types.ts, src/source/scope.ts); a field added
// there and not here (or the other way round) fails `npm run typecheck` on the line naming it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type EngineTypesMatchTheSchema = [
  Holds<Same<Static<typeof FileNoteSchema>, import('../types').FileNote>>,
  Holds<Same<Static<typeof RetrievedChunkSchema>, import('../types').RetrievedChunk>>,
  Holds<Same<Static<typeof LabelResultSchema>, import('../types').LabelResult>>,
  Holds<Same<Static<typeof BrokenLabelSchema>, import('../types').BrokenLabel>>,
  Holds<Same<Static<typeof LabelProblemSchema>, import('../types').LabelProblem>>,
  Holds<Same<Static<typeof DocsScopeSchema>, import('../source/scope').DocsScope>>,
  Holds<Same<Static<typeof MetricsSchema>, import('../types').Metrics>>,
  Holds<Same<Static<typeof EncoderSideSchema>, import('../types').EncoderSide>>,
];
