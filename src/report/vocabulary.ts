/**
 * The closed lists report.json's fields draw from (its schema identifiers, question statuses, what
 * makes a change worth a comment, the answers stage's verdicts and failure classes), as values.
 * schema.ts builds the JSON Schema from them and types.ts / answers-types.ts read the types off
 * that schema; this file imports nothing, so both can use it without importing each other.
 */
export const REPORT_SCHEMA = 'retrieval-gate/report@1' as const;
export const EVAL_SCHEMA = 'retrieval-gate/eval@1' as const;

// Report fields' word lists: a side, a document's change, how a significance was computed, a
// diagnosis, a skipped file's fate, a broken label's fix and its kind. Here rather than in schema.ts
// so that the comment's renderer uses them without loading TypeBox (and building the schema) each time.
export const SIDES = ['base', 'head'] as const;
export const CHANGES = ['added', 'changed'] as const;
export const SIGNIFICANCE_METHODS = ['exact', 'sampled'] as const;
export const DIAGNOSIS_CODES = ['chunking-or-method', 'ranking', 'noisy-corpus', 'look-at-generation', 'regression'] as const;
export const NOTE_ACTIONS = ['skipped', 'repaired'] as const;
export const FIX_KINDS = ['renamed', 'moved', 'drifted', 'deleted', 'unknown'] as const;
export const BROKEN_KINDS = ['new', 'inherited', 'fixed'] as const;

/**
 * `newly_answerable`: some evidence the question names did not exist at base (its label resolved
 * only at head) and every label resolves at head. Not a regression, never "already broken"; it
 * counts with the newly passing questions when it passes at head (`head.pass`).
 */
export const QUESTION_STATUSES = ['newly_failing', 'broken_label', 'still_failing', 'newly_passing', 'still_passing', 'unanswerable', 'relabelled', 'newly_answerable'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const MEANINGFUL_KINDS = ['gate_failed', 'status', 'evidence_crossed', 'evidence_moved', 'metric', 'broken_label', 'stale_source', 'document_entered', 'page_left_out'] as const;
export type MeaningfulKind = (typeof MEANINGFUL_KINDS)[number];

export const FACT_VERDICTS = ['supported', 'missing', 'contradicted'] as const;
export type FactVerdict = (typeof FACT_VERDICTS)[number];

export const DECLINE_VERDICTS = ['declined', 'answered'] as const;
export type DeclineVerdict = (typeof DECLINE_VERDICTS)[number];

/**
 * Where a fact that the answer lacks was lost, earliest stage first: in no document of the side
 * (`corpus_gap`), in the corpus but not in the top `context.top_k` (`retrieval_miss`), retrieved
 * but cut by `context.token_budget` (`assembly_loss`), or in the context yet not in the answer
 * (`generation_failure`).
 */
export const FAILURE_CLASSES = ['corpus_gap', 'retrieval_miss', 'assembly_loss', 'generation_failure'] as const;
export type FailureClass = (typeof FAILURE_CLASSES)[number];

/** `done`: answered and judged; `skipped`: not run (max_calls, no key); `error`: a call failed after retries. */
export const ANSWER_STATUSES = ['done', 'skipped', 'error'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];
