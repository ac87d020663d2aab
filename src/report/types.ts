/**
 * report.json (docs/report.md) as a type. Field names are the JSON keys, snake_case as the contract
 * spells them. The compare stage produces it; the Markdown comment, the job summary and the action
 * outputs are all rendered from it and from nothing else.
 *
 * The types are read off the JSON Schema in schema.ts (one definition for the type, the published
 * schema/report.schema.json and the validation of downloaded reports); the field documentation is
 * there, as the schema's descriptions.
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schema';

export { REPORT_SCHEMA, EVAL_SCHEMA, QUESTION_STATUSES, MEANINGFUL_KINDS } from './vocabulary';
export type { QuestionStatus, MeaningfulKind } from './vocabulary';

export type SideSummary = Static<typeof S.SideSummarySchema>;
export type QuestionSide = Static<typeof S.QuestionSideSchema>;
export type LabelMove = Static<typeof S.LabelMoveSchema>;
export type ForbiddenHit = Static<typeof S.ForbiddenHitSchema>;
export type QuestionComparison = Static<typeof S.QuestionComparisonSchema>;
export type Coverage = Static<typeof S.CoverageSchema>;
export type FactCounts = Static<typeof S.FactCountsSchema>;
export type RankMover = Static<typeof S.RankMoverSchema>;
export type Displacement = Static<typeof S.DisplacementSchema>;
export type Addition = Static<typeof S.AdditionSchema>;
export type Significance = Static<typeof S.SignificanceSchema>;
export type PassFlips = Static<typeof S.PassFlipsSchema>;
export type Diagnosis = Static<typeof S.DiagnosisSchema>;
export type AssemblyCheck = Static<typeof S.AssemblyCheckSchema>;
/** One reason the comment has something to say (compare/meaningful.ts). */
export type MeaningfulChange = Static<typeof S.MeaningfulChangeSchema>;
export type GateRule = Static<typeof S.GateRuleSchema>;
export type GateResult = Static<typeof S.GateResultSchema>;
export type CorpusGrowth = Static<typeof S.CorpusGrowthSchema>;
export type ChunkingSideStats = Static<typeof S.ChunkingSideStatsSchema>;
export type ChunkingChange = Static<typeof S.ChunkingChangeSchema>;
export type Report = Static<typeof S.ReportSchema>;
/** The default branch's history in a PR's report: trend, baseline comparison, costliest merges. */
export type HistorySection = Static<typeof S.HistorySectionSchema>;
/** What a compare says about scope: the head's docs scope, and the base's when it differs. */
export type ScopeReport = Static<typeof S.ScopeReportSchema>;
/** What the trust rule did: keys of the head's config not used, and the head's gate as a proposal. */
export type TrustNote = Static<typeof S.TrustNoteSchema>;
/** One config setting a pull request proposes that the run did not apply (docs/security.md). */
export type ConfigProposalNote = Static<typeof S.ConfigProposalNoteSchema>;
/** One problem of a pull request's config or golden set that does not validate: where, and what (the message may quote the PR). */
export type FileProblemNote = Static<typeof S.FileProblemNoteSchema>;
/** The retriever the config asked for could not run without its key; BM25 measured both sides. */
export type MissingKeyNote = Static<typeof S.MissingKeyNoteSchema>;
