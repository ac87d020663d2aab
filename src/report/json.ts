/**
 * report.json text. The object is rebuilt key by key in the order of the Report type, so the file's
 * layout does not depend on how the compare stage happened to assemble its objects; keys a later
 * version adds (not named here) follow, in the order they came.
 */
import type { Report } from './types';

type Obj = Record<string, unknown>;

/** Key order per object kind, as declared in types.ts. */
const SIDE = ['rev', 'commit', 'docs', 'chunks', 'metrics', 'tag_metrics', 'notes'];
const NOTE = ['path', 'reason', 'action', 'detail'];
const CHUNK = ['rank', 'id', 'path', 'anchors', 'headings', 'relevant', 'score', 'labels', 'change', 'line', 'end_line'];
const LABEL_RESULT = ['label', 'resolved', 'bestRank', 'via'];
const QSIDE = ['pass', 'measures', 'labels', 'fact_ranks', 'fact_in_corpus', 'vocabulary_gap', 'retrieved'];
const MOVE = ['label', 'base_label', 'base_rank', 'head_rank'];
const FORBIDDEN = ['side', 'label', 'rank', 'id', 'path', 'new'];
const QUESTION = ['id', 'question', 'status', 'answerable', 'tags', 'required_facts', 'line', 'acknowledged', 'base', 'head', 'moves', 'displaced_by', 'forbidden_hits', 'base_labels', 'evidence_edited', 'evidence_added', 'answer_gone'];
const SIGNIFICANCE = ['metric', 'delta', 'changed', 'p_value', 'method', 'ci95', 'significant'];
const BROKEN = ['question', 'label', 'side', 'kind', 'suggestion', 'fix', 'since', 'never_resolved', 'scored_via', 'any'];
const ADDITION = ['path', 'change', 'chunks', 'questions', 'displaced', 'precision_delta'];
const DISPLACEMENT = ['question', 'label', 'base_rank', 'head_rank'];
const FACT_COUNTS = ['retrieved', 'retrieval_misses', 'corpus_gaps'];
const REPORT = [
  'schema', 'tool', 'k', 'pass_k', 'golden', 'config', 'retriever', 'base', 'head', 'deltas', 'significance', 'pass_flips',
  'min_detectable_drop', 'questions', 'excluded', 'broken_labels', 'additions', 'corpus', 'diagnosis', 'assembly', 'facts', 'rank_movers', 'coverage', 'meaningful_changes', 'answers', 'gate',
];

function ordered(o: unknown, keys: readonly string[], nested: Record<string, (v: unknown) => unknown> = {}): unknown {
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return o;
  const src = o as Obj;
  const out: Obj = {};
  for (const k of keys) if (src[k] !== undefined) out[k] = nested[k] ? nested[k](src[k]) : src[k];
  for (const k of Object.keys(src)) if (!(k in out) && src[k] !== undefined) out[k] = src[k];
  return out;
}

const chunkingSide = (v: unknown) => ordered(v, ['chunks', 'mean_bytes', 'chunked_by']);
const each = (f: (v: unknown) => unknown) => (v: unknown) => (Array.isArray(v) ? v.map(f) : v);
const chunk = (v: unknown) => ordered(v, CHUNK);
const side = (v: unknown) => ordered(v, SIDE, { notes: each((n) => ordered(n, NOTE)) });
const qside = (v: unknown) => ordered(v, QSIDE, { labels: each((l) => ordered(l, LABEL_RESULT)), retrieved: each(chunk) });
const question = (v: unknown) =>
  ordered(v, QUESTION, {
    base: qside,
    head: qside,
    moves: each((m) => ordered(m, MOVE)),
    displaced_by: each(chunk),
    forbidden_hits: each((h) => ordered(h, FORBIDDEN)),
  });

/** report.json: the Report with two-space indentation, keys in the type's order, one trailing newline. */
export function renderReportJson(report: Report): string {
  const o = ordered(report, REPORT, {
    tool: (v) => ordered(v, ['name', 'version']),
    golden: (v) => ordered(v, ['file', 'questions', 'changed_in_pr', 'from', 'drafts']),
    config: (v) => ordered(v, ['file', 'changed_in_pr', 'base_used_own_config', 'from']),
    base: side,
    head: side,
    significance: each((s) => ordered(s, SIGNIFICANCE)),
    pass_flips: (v) => ordered(v, ['newly_failing', 'newly_passing', 'p_value']),
    questions: each(question),
    excluded: each((e) => ordered(e, ['id', 'reason'])),
    broken_labels: each((b) => ordered(b, BROKEN, { fix: (f) => ordered(f, ['kind', 'label', 'any', 'candidates']), since: (x) => ordered(x, ['commit', 'subject']) })),
    additions: each((a) => ordered(a, ADDITION, { displaced: each((x) => ordered(x, DISPLACEMENT)) })),
    corpus: (v) =>
      ordered(v, ['docs_added', 'docs_changed', 'docs_deleted', 'chunks_delta', 'labelled_chunk_share', 'chunking'], {
        chunking: (x) => ordered(x, ['docs_rechunked', 'base', 'head'], { base: chunkingSide, head: chunkingSide }),
      }),
    diagnosis: each((x) => ordered(x, ['code', 'side', 'message'])),
    assembly: (v) =>
      ordered(v, ['top_k', 'token_budget', 'tokenizer', 'base', 'head'], {
        base: (s) => ordered(s, ['fits', 'cut']),
        head: (s) => ordered(s, ['fits', 'cut']),
      }),
    facts: (v) => ordered(v, ['base', 'head'], { base: (x) => ordered(x, FACT_COUNTS), head: (x) => ordered(x, FACT_COUNTS) }),
    rank_movers: each((x) => ordered(x, ['question', 'label', 'base_rank', 'head_rank', 'displaced_by'])),
    gate: (v) => ordered(v, ['passed', 'reasons', 'rules'], { rules: each((x) => ordered(x, ['rule', 'passed', 'detail'])) }),
  });
  return `${JSON.stringify(o, null, 2)}\n`;
}
