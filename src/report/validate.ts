/**
 * Full structural check of a report.json (docs/report.md) that came from elsewhere: `mode: post`
 * renders an artifact uploaded by a run of untrusted PR code, so every field the renderer reads is
 * checked for its type, enums against their known values, ranks and counts as integers, and every
 * string and list is bounded. Unknown extra keys are allowed (newer minor versions may add some) and
 * never read by the renderer. Pure: a parsed JSON value in, the Report or the first problem out,
 * named by its JSON path (`questions[3].head.retrieved[0].rank`).
 */
import { SKIP_REASONS, type RetrievedChunk } from '../types';
import { MEANINGFUL_KINDS, QUESTION_STATUSES, REPORT_SCHEMA, type Report } from './types';
import { EXCLUDED_KINDS, SCOPE_SOURCES } from '../source/scope';
import { ANSWER_STATUSES, DECLINE_VERDICTS, FACT_VERDICTS, FAILURE_CLASSES } from './answers-types';

// One pair of bounds for the golden-set parser and this checker, so what one accepts the other does.
import { MAX_ITEMS, MAX_STRING_CHARS } from '../limits';
export { MAX_ITEMS, MAX_STRING_CHARS };

export const SIDES = ['base', 'head'] as const;
export const CHANGES = ['added', 'changed'] as const;
export const SIGNIFICANCE_METHODS = ['exact', 'sampled'] as const;
export const DIAGNOSIS_CODES = ['chunking-or-method', 'ranking', 'noisy-corpus', 'look-at-generation', 'regression'] as const;
export const NOTE_ACTIONS = ['skipped', 'repaired'] as const;
import { PROBLEM_KINDS } from '../types';

export const FIX_KINDS = ['renamed', 'moved', 'drifted', 'deleted', 'unknown'] as const;
export const BROKEN_KINDS = ['new', 'inherited', 'fixed'] as const;

export type ValidationResult = { ok: true; report: Report } | { ok: false; path: string; message: string };

/** Checks a parsed report.json; the first problem found is returned with its JSON path. */
export function validateReport(data: unknown): ValidationResult {
  try {
    checkReport(data);
    return { ok: true, report: data as Report };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, path: e.path, message: e.message };
    throw e;
  }
}

class Invalid extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

type Obj = Record<string, unknown>;

/** What a value is, without echoing it: the attacker's text never reaches the log at length. */
function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `a string of ${v.length} character${v.length === 1 ? '' : 's'}`;
  if (typeof v === 'number') return Number.isFinite(v) ? `the number ${v}` : 'a non-finite number';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

function bad(path: string, want: string, v: unknown): never {
  throw new Invalid(path, `must be ${want} but got ${describe(v)}`);
}

const key = (path: string, k: string) => (path ? `${path}.${k}` : k);
/** A map key (metric or tag name) as JavaScript would write it: `.mrr`, `["recall@5"]`. */
export function keyPath(path: string, k: string): string {
  if (k.length <= 40 && /^[A-Za-z_$][\w$]*$/.test(k)) return key(path, k);
  // Attacker text: quoted, and cut so the message stays one short line.
  return `${path}[${JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}…` : k)}]`;
}

function obj(v: unknown, path: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) bad(path, 'an object', v);
  return v as Obj;
}

/** A required field: present, then checked by `check`. */
function field<T>(o: Obj, k: string, path: string, check: (v: unknown, p: string) => T): T {
  const p = key(path, k);
  if (!Object.prototype.hasOwnProperty.call(o, k)) throw new Invalid(p, 'is required but missing');
  return check(o[k], p);
}

/** An optional field: absent (or undefined) is fine, anything else is checked. */
function optional<T>(o: Obj, k: string, path: string, check: (v: unknown, p: string) => T): void {
  if (Object.prototype.hasOwnProperty.call(o, k) && o[k] !== undefined) check(o[k], key(path, k));
}

function str(v: unknown, path: string): string {
  if (typeof v !== 'string') bad(path, 'a string', v);
  if (v.length > MAX_STRING_CHARS) throw new Invalid(path, `is ${v.length} characters, more than the ${MAX_STRING_CHARS} allowed`);
  return v;
}

function bool(v: unknown, path: string): boolean {
  if (typeof v !== 'boolean') bad(path, 'true or false', v);
  return v;
}

function num(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) bad(path, 'a finite number', v);
  return v;
}

function int(min: number) {
  return (v: unknown, path: string): number => {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) bad(path, min === 1 ? 'a positive integer' : min === 0 ? 'an integer ≥ 0' : 'an integer', v);
    return v;
  };
}
const count = int(0);
const rank = int(1);
const anyInt = int(Number.MIN_SAFE_INTEGER);

function rankOrNull(v: unknown, path: string): number | null {
  return v === null ? null : rank(v, path);
}

function probability(v: unknown, path: string): number {
  const n = num(v, path);
  if (n < 0 || n > 1) throw new Invalid(path, `must be between 0 and 1 but got ${n}`);
  return n;
}

function oneOf<T extends string>(values: readonly T[]) {
  return (v: unknown, path: string): T => {
    if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
      throw new Invalid(path, `must be one of ${values.map((x) => `'${x}'`).join(', ')} but got ${typeof v === 'string' && v.length <= 40 ? JSON.stringify(v) : describe(v)}`);
    }
    return v as T;
  };
}

function list<T>(each: (v: unknown, p: string) => T) {
  return (v: unknown, path: string): T[] => {
    if (!Array.isArray(v)) bad(path, 'a list', v);
    if (v.length > MAX_ITEMS) throw new Invalid(path, `has ${v.length} items, more than the ${MAX_ITEMS} allowed`);
    return v.map((x, i) => each(x, `${path}[${i}]`));
  };
}

function map<T>(each: (v: unknown, p: string) => T) {
  return (v: unknown, path: string): Record<string, T> => {
    const o = obj(v, path);
    const keys = Object.keys(o);
    if (keys.length > MAX_ITEMS) throw new Invalid(path, `has ${keys.length} keys, more than the ${MAX_ITEMS} allowed`);
    for (const k of keys) {
      if (k.length > MAX_STRING_CHARS) throw new Invalid(keyPath(path, k), `is a key of ${k.length} characters, more than the ${MAX_STRING_CHARS} allowed`);
      each(o[k], keyPath(path, k));
    }
    return o as Record<string, T>;
  };
}

const metrics = map(num);
const strings = list(str);

function exactly<T>(expected: T) {
  return (v: unknown, path: string): T => {
    if (v !== expected) throw new Invalid(path, `must be '${String(expected)}' but got ${typeof v === 'string' && v.length <= 40 ? JSON.stringify(v) : describe(v)}`);
    return expected;
  };
}

function shape(fields: (o: Obj, path: string) => void) {
  return (v: unknown, path: string): void => fields(obj(v, path), path);
}

const fileNote = shape((o, p) => {
  field(o, 'path', p, str);
  field(o, 'reason', p, oneOf(SKIP_REASONS));
  field(o, 'action', p, oneOf(NOTE_ACTIONS));
  field(o, 'detail', p, str);
});

const sideSummary = shape((o, p) => {
  field(o, 'rev', p, str);
  optional(o, 'commit', p, str);
  field(o, 'docs', p, count);
  field(o, 'chunks', p, count);
  field(o, 'metrics', p, metrics);
  field(o, 'tag_metrics', p, map(metrics));
  field(o, 'notes', p, list(fileNote));
});

const retrievedChunk = shape((o, p) => {
  field(o, 'rank', p, rank);
  field(o, 'id', p, str);
  field(o, 'path', p, str);
  field(o, 'anchors', p, strings);
  field(o, 'headings', p, strings);
  field(o, 'relevant', p, bool);
  field(o, 'score', p, num);
  field(o, 'labels', p, strings);
  optional(o, 'change', p, oneOf<NonNullable<RetrievedChunk['change']>>(CHANGES));
});

const labelResult = shape((o, p) => {
  field(o, 'label', p, str);
  field(o, 'resolved', p, bool);
  field(o, 'bestRank', p, rankOrNull);
  optional(o, 'via', p, str);
});

const questionSide = shape((o, p) => {
  field(o, 'pass', p, bool);
  field(o, 'measures', p, metrics);
  field(o, 'labels', p, list(labelResult));
  field(o, 'retrieved', p, list(retrievedChunk));
  optional(o, 'fact_ranks', p, list(rankOrNull));
  optional(o, 'fact_in_corpus', p, list(bool));
  optional(o, 'vocabulary_gap', p, vocabularyGap);
});

const vocabularyGap = shape((o, p) => {
  field(o, 'question_terms', p, count);
  field(o, 'shared', p, strings);
  field(o, 'evidence', p, str);
});

const labelMove = shape((o, p) => {
  field(o, 'label', p, str);
  optional(o, 'base_label', p, str);
  field(o, 'base_rank', p, rankOrNull);
  field(o, 'head_rank', p, rankOrNull);
});

const forbiddenHit = shape((o, p) => {
  field(o, 'side', p, oneOf(SIDES));
  field(o, 'label', p, str);
  field(o, 'rank', p, rank);
  field(o, 'id', p, str);
  field(o, 'path', p, str);
  field(o, 'new', p, bool);
});

const question = shape((o, p) => {
  field(o, 'id', p, str);
  field(o, 'question', p, str);
  field(o, 'status', p, oneOf(QUESTION_STATUSES));
  field(o, 'answerable', p, bool);
  field(o, 'tags', p, strings);
  optional(o, 'required_facts', p, strings);
  field(o, 'line', p, rank);
  optional(o, 'acknowledged', p, str);
  field(o, 'base', p, questionSide);
  field(o, 'head', p, questionSide);
  field(o, 'moves', p, list(labelMove));
  field(o, 'displaced_by', p, list(retrievedChunk));
  field(o, 'forbidden_hits', p, list(forbiddenHit));
  optional(o, 'base_labels', p, strings);
  optional(o, 'evidence_edited', p, strings);
});

const displacement = shape((o, p) => {
  field(o, 'question', p, str);
  field(o, 'label', p, str);
  field(o, 'base_rank', p, rankOrNull);
  field(o, 'head_rank', p, rankOrNull);
});

const addition = shape((o, p) => {
  field(o, 'path', p, str);
  field(o, 'change', p, oneOf(CHANGES));
  field(o, 'chunks', p, count);
  field(o, 'questions', p, strings);
  field(o, 'displaced', p, list(displacement));
  field(o, 'precision_delta', p, num);
});

const significance = shape((o, p) => {
  field(o, 'metric', p, str);
  field(o, 'delta', p, num);
  field(o, 'changed', p, count);
  field(o, 'p_value', p, probability);
  field(o, 'method', p, oneOf(SIGNIFICANCE_METHODS));
  field(o, 'ci95', p, (v, q) => {
    const pair = list(num)(v, q);
    if (pair.length !== 2) throw new Invalid(q, `must be a list of 2 numbers but has ${pair.length} items`);
  });
  field(o, 'significant', p, bool);
});

const brokenLabel = shape((o, p) => {
  field(o, 'question', p, str);
  field(o, 'label', p, str);
  field(o, 'side', p, oneOf(SIDES));
  optional(o, 'kind', p, oneOf(BROKEN_KINDS));
  optional(o, 'suggestion', p, str);
  optional(
    o,
    'fix',
    p,
    shape((f, q) => {
      field(f, 'kind', q, oneOf(FIX_KINDS));
      optional(f, 'label', q, str);
      optional(f, 'candidates', q, strings);
    }),
  );
  optional(
    o,
    'since',
    p,
    shape((f, q) => {
      field(f, 'commit', q, str);
      field(f, 'subject', q, str);
    }),
  );
  optional(o, 'never_resolved', p, bool);
  optional(o, 'scored_via', p, str);
});

const factCounts = shape((o, p) => {
  field(o, 'retrieved', p, count);
  field(o, 'retrieval_misses', p, count);
  field(o, 'corpus_gaps', p, count);
});

const labelWarning = shape((o, p) => {
  field(o, 'severity', p, oneOf(['error', 'warning'] as const));
  field(o, 'kind', p, oneOf(PROBLEM_KINDS));
  optional(o, 'question', p, str);
  optional(o, 'label', p, str);
  field(o, 'file', p, str);
  field(o, 'line', p, rank);
  field(o, 'column', p, rank);
  field(o, 'message', p, str);
  optional(o, 'fix', p, str);
});

const rankMover = shape((o, p) => {
  field(o, 'question', p, str);
  field(o, 'label', p, str);
  field(o, 'base_rank', p, rankOrNull);
  field(o, 'head_rank', p, rankOrNull);
  field(o, 'displaced_by', p, strings);
});

const assemblySide = shape((o, p) => {
  field(o, 'fits', p, count);
  field(o, 'cut', p, strings);
});

// The answers block (docs/answers.md): every field the Answers section reads.
const nullable = <T>(check: (v: unknown, p: string) => T) => (v: unknown, p: string): T | null => (v === null ? null : check(v, p));
const factOutcome = shape((o, p) => {
  field(o, 'in_corpus', p, bool);
  field(o, 'in_top_k', p, bool);
  field(o, 'in_context', p, bool);
  field(o, 'verdict', p, nullable(oneOf(FACT_VERDICTS)));
  field(o, 'class', p, nullable(oneOf(FAILURE_CLASSES)));
  optional(o, 'reason', p, str);
});
const answerSide = shape((o, p) => {
  field(o, 'status', p, oneOf(ANSWER_STATUSES));
  optional(o, 'note', p, str);
  field(o, 'context_chunks', p, strings);
  field(o, 'context_tokens', p, count);
  optional(o, 'answer', p, str);
  optional(o, 'facts', p, list(factOutcome));
  optional(o, 'decline', p, nullable(oneOf(DECLINE_VERDICTS)));
  optional(o, 'decline_reason', p, str);
});
const answers = shape((o, p) => {
  field(o, 'model', p, str);
  field(o, 'judge_model', p, str);
  field(o, 'endpoint', p, str);
  optional(o, 'skipped_reason', p, str);
  field(
    o,
    'calls',
    p,
    shape((c, q) => {
      for (const k of ['made', 'cached', 'reused', 'skipped', 'max_calls']) field(c, k, q, count);
    }),
  );
  field(
    o,
    'usage',
    p,
    shape((u, q) => {
      field(u, 'prompt_tokens', q, count);
      field(u, 'completion_tokens', q, count);
    }),
  );
  field(o, 'newly_missing_facts', p, count);
  field(
    o,
    'questions',
    p,
    list(
      shape((x, q) => {
        field(x, 'id', q, str);
        field(x, 'kind', q, oneOf(['facts', 'decline'] as const));
        optional(x, 'facts', q, strings);
        field(x, 'reused_from_base', q, bool);
        field(x, 'base', q, answerSide);
        field(x, 'head', q, answerSide);
        field(x, 'newly_missing', q, list(count));
        optional(x, 'newly_answered', q, bool);
      }),
    ),
  );
});

function checkReport(data: unknown): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) bad('(file)', 'a JSON object', data);
  const o = data as Obj;
  const p = '';
  field(o, 'schema', p, exactly(REPORT_SCHEMA));
  field(
    o,
    'tool',
    p,
    shape((t, q) => {
      field(t, 'name', q, exactly('retrieval-gate'));
      field(t, 'version', q, str);
    }),
  );
  field(o, 'k', p, (v, q) => {
    if (list(rank)(v, q).length === 0) throw new Invalid(q, 'must list at least one k');
  });
  field(o, 'pass_k', p, rank);
  field(
    o,
    'golden',
    p,
    shape((g, q) => {
      field(g, 'file', q, str);
      field(g, 'questions', q, count);
      field(g, 'changed_in_pr', q, bool);
      optional(g, 'from', q, str);
      optional(g, 'drafts', q, list(str));
    }),
  );
  field(
    o,
    'config',
    p,
    shape((c, q) => {
      field(c, 'file', q, (v, r) => (v === null ? null : str(v, r)));
      field(c, 'changed_in_pr', q, bool);
      field(c, 'base_used_own_config', q, bool);
      optional(c, 'from', q, str);
    }),
  );
  field(o, 'retriever', p, str);
  field(o, 'base', p, sideSummary);
  field(o, 'head', p, sideSummary);
  field(o, 'deltas', p, metrics);
  field(o, 'significance', p, list(significance));
  field(
    o,
    'pass_flips',
    p,
    shape((f, q) => {
      field(f, 'newly_failing', q, count);
      field(f, 'newly_passing', q, count);
      field(f, 'p_value', q, probability);
    }),
  );
  field(o, 'min_detectable_drop', p, num);
  field(o, 'questions', p, list(question));
  field(
    o,
    'excluded',
    p,
    list(
      shape((e, q) => {
        field(e, 'id', q, str);
        field(e, 'reason', q, str);
      }),
    ),
  );
  field(o, 'broken_labels', p, list(brokenLabel));
  field(o, 'additions', p, list(addition));
  field(
    o,
    'corpus',
    p,
    shape((c, q) => {
      field(c, 'docs_added', q, count);
      field(c, 'docs_changed', q, count);
      field(c, 'docs_deleted', q, count);
      field(c, 'chunks_delta', q, anyInt);
      field(c, 'labelled_chunk_share', q, num);
      if (c.chunking !== undefined) {
        field(
          c,
          'chunking',
          q,
          shape((k, r) => {
            field(k, 'docs_rechunked', r, count);
            for (const s of ['base', 'head']) {
              field(
                k,
                s,
                r,
                shape((x, t) => {
                  field(x, 'chunks', t, count);
                  field(x, 'mean_bytes', t, count);
                  field(x, 'chunked_by', t, oneOf(['gate', 'retriever'] as const));
                }),
              );
            }
          }),
        );
      }
    }),
  );
  field(
    o,
    'diagnosis',
    p,
    list(
      shape((d, q) => {
        field(d, 'code', q, oneOf(DIAGNOSIS_CODES));
        field(d, 'side', q, oneOf(SIDES));
        field(d, 'message', q, str);
      }),
    ),
  );
  optional(
    o,
    'assembly',
    p,
    shape((a, q) => {
      field(a, 'top_k', q, rank);
      field(a, 'token_budget', q, count);
      field(a, 'tokenizer', q, str);
      field(a, 'base', q, assemblySide);
      field(a, 'head', q, assemblySide);
    }),
  );
  optional(
    o,
    'facts',
    p,
    shape((f, q) => {
      field(f, 'base', q, factCounts);
      field(f, 'head', q, factCounts);
    }),
  );
  optional(o, 'rank_movers', p, list(rankMover));
  optional(o, 'label_warnings', p, list(labelWarning));
  optional(
    o,
    'coverage',
    p,
    shape((c, q) => {
      field(c, 'sections', q, count);
      field(c, 'added', q, count);
      field(c, 'covered', q, count);
      field(
        c,
        'uncovered',
        q,
        list(
          shape((u, s) => {
            field(u, 'section', s, str);
            field(u, 'path', s, str);
            field(u, 'change', s, oneOf(CHANGES));
          }),
        ),
      );
    }),
  );
  optional(
    o,
    'meaningful_changes',
    p,
    list(
      shape((m, q) => {
        field(m, 'kind', q, oneOf(MEANINGFUL_KINDS));
        optional(m, 'question', q, str);
        optional(m, 'subject', q, str);
        field(m, 'detail', q, str);
      }),
    ),
  );
  optional(o, 'answers', p, answers);
  field(
    o,
    'gate',
    p,
    shape((g, q) => {
      field(g, 'passed', q, bool);
      field(g, 'reasons', q, strings);
      field(
        g,
        'rules',
        q,
        list(
          shape((r, s) => {
            field(r, 'rule', s, str);
            field(r, 'passed', s, bool);
            field(r, 'detail', s, str);
          }),
        ),
      );
    }),
  );  // Notices rendered at the top of the comment (docs/security.md), and the PR the evaluating run was for.
  optional(
    o,
    'trust',
    p,
    shape((t, q) => {
      field(t, 'head_config', q, exactly('inert-only'));
      field(t, 'refused', q, strings);
      field(t, 'trusted_from', q, str);
      field(t, 'gate_proposal', q, strings);
      optional(
        t,
        'config_proposals',
        q,
        list(
          shape((c, r) => {
            for (const k of ['key', 'base', 'head', 'effect']) field(c, k, r, str);
          }),
        ),
      );
      optional(t, 'config_proposals_omitted', q, count);
      optional(t, 'golden_from', q, str);
      optional(t, 'golden_proposal', q, strings);
      optional(t, 'event', q, str);
    }),
  );
  optional(
    o,
    'missing_key',
    p,
    shape((m, q) => {
      field(m, 'missing', q, strings);
      field(m, 'configured', q, str);
      field(m, 'message', q, str);
    }),
  );
  optional(o, 'pull_request', p, shape((pr, q) => field(pr, 'number', q, rank)));
  optional(
    o,
    'scope',
    p,
    shape((sc, q) => {
      docsScope(sc, q);
      optional(sc, 'base', q, shape(docsScope));
      optional(sc, 'from_base', q, bool);
    }),
  );
}

/** The fields of a docs scope the renderer reads (`globs` and `exclude` are for people and tools, never rendered). */
function docsScope(o: Obj, p: string): void {
  field(o, 'source', p, oneOf(SCOPE_SOURCES));
  field(o, 'reason', p, str);
  field(o, 'roots', p, strings);
  field(o, 'named', p, strings);
  field(o, 'excluded', p, shape((e, q) => {
    for (const k of Object.keys(e)) field(e, k, q, count);
    for (const k of Object.keys(e)) if (!(EXCLUDED_KINDS as readonly string[]).includes(k)) throw new Invalid(keyPath(q, k), `is not a kind of left-out file (${EXCLUDED_KINDS.join(', ')})`);
  }));
}
