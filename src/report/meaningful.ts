/**
 * What counts as a meaningful change (docs/comment.md), in one place: the comment's title, what it
 * lists, whether `comment: on-change` posts, and the `changed` output all read this, so they never
 * disagree. A meaningful change is one of:
 *
 * - the gate failed (the check fails: the comment must say why);
 * - a question changed status (newly failing, newly passing, newly answerable);
 * - a piece of evidence crossed the top pass_k (in → out or out → in) or moved inside it;
 * - a metric moved beyond noise (the paired test already computed says significant, and the
 *   change shows at three decimals);
 * - a label this change broke;
 * - a stale (forbidden) source newly in the top pass_k;
 * - an added or changed document newly took top-pass_k places of some question;
 * - a document the change adds or changes in the docs folder is left out of the scope (nothing
 *   measured can show what it does, so a reviewer must be told).
 *
 * Not meaningful: evidence moving below the top pass_k without crossing it (rank 18 → 19), a
 * metric moving by noise, and a label already broken at base (one line, never a reason to post).
 * Pure over the Report, so a report.json from anywhere gets the same answer.
 */
import type { MeaningfulChange, QuestionComparison, Report } from './types';

/** Rank within the top k (null: beyond the retrieved depth, or no chunk). */
const inTop = (rank: number | null, k: number): boolean => typeof rank === 'number' && rank <= k;

// `mode: post` renders a report.json uploaded by untrusted code before (or without) validation:
// every list is checked to be one, every number to be one, and no value is trusted to have methods.
const list = <T>(v: readonly T[] | undefined): readonly T[] => (Array.isArray(v) ? v : []);
const num = (n: unknown): string => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(3) : 'n/a');

const STATUS_CHANGES: ReadonlySet<string> = new Set(['newly_failing', 'newly_passing', 'newly_answerable']);

/** The question-level reasons of one question, in a fixed order. */
export function questionChanges(r: Report, q: QuestionComparison): MeaningfulChange[] {
  const out: MeaningfulChange[] = [];
  const k = r.pass_k;
  if (STATUS_CHANGES.has(q.status)) out.push({ kind: 'status', question: q.id, detail: q.status });
  for (const m of list(q.moves)) {
    const b = inTop(m.base_rank, k);
    const h = inTop(m.head_rank, k);
    if (b !== h) out.push({ kind: 'evidence_crossed', question: q.id, subject: m.label, detail: `${m.base_rank ?? '–'} → ${m.head_rank ?? '–'}` });
    else if (b && h && m.base_rank !== m.head_rank) out.push({ kind: 'evidence_moved', question: q.id, subject: m.label, detail: `${m.base_rank} → ${m.head_rank}` });
  }
  for (const b of list(r.broken_labels)) {
    if (b.question === q.id && b.side === 'head' && b.kind !== 'inherited') out.push({ kind: 'broken_label', question: q.id, subject: b.label, detail: 'broken by this change' });
  }
  for (const h of list(q.forbidden_hits)) {
    if (h.side === 'head' && h.new) out.push({ kind: 'stale_source', question: q.id, subject: h.label, detail: `rank ${h.rank}` });
  }
  return out;
}

/** Every meaningful change of a report, gate first, then per question (golden-set order), metrics and documents. */
export function meaningfulChanges(r: Report): MeaningfulChange[] {
  const out: MeaningfulChange[] = [];
  for (const rule of list(r.gate?.rules)) if (!rule.passed) out.push({ kind: 'gate_failed', subject: rule.rule, detail: rule.detail });
  for (const q of list(r.questions)) out.push(...questionChanges(r, q));
  // A broken label of a question the golden set no longer lists still counts.
  const listed = new Set(list(r.questions).map((q) => q.id));
  for (const b of list(r.broken_labels)) {
    if (!listed.has(b.question) && b.side === 'head' && b.kind !== 'inherited') out.push({ kind: 'broken_label', question: b.question, subject: b.label, detail: 'broken by this change' });
  }
  for (const s of list(r.significance)) {
    if (s.significant === true && typeof s.delta === 'number' && Number(Math.abs(s.delta).toFixed(3)) !== 0) {
      out.push({ kind: 'metric', subject: s.metric, detail: `${s.delta > 0 ? '+' : ''}${num(s.delta)}, p ${num(s.p_value)}` });
    }
  }
  for (const a of list(r.additions)) {
    const qs = list(a.questions);
    if (qs.length) out.push({ kind: 'document_entered', subject: a.path, detail: `entered the top ${r.pass_k} of ${qs.join(', ')}` });
  }
  for (const f of changesLeftOut(r).files) out.push({ kind: 'page_left_out', subject: f.path, detail: `${f.change}, left out as ${f.kind}` });
  return out;
}

/**
 * `scope.changes_left_out` as checked data (a report from `mode: post` is untrusted): the count,
 * at least the files listed, and the files whose path and kind are strings.
 */
export function changesLeftOut(r: Report): { count: number; files: Array<{ path: string; kind: string; change: string }> } {
  const c = r.scope?.changes_left_out;
  const files = list(c?.files).filter((f) => f !== null && typeof f === 'object' && typeof f.path === 'string' && typeof f.kind === 'string' && typeof f.change === 'string');
  const count = typeof c?.count === 'number' && Number.isInteger(c.count) && c.count > files.length ? c.count : files.length;
  return { count, files };
}

/** True when the report has something a reviewer must see. */
export function isMeaningful(r: Report): boolean {
  return meaningfulChanges(r).length > 0;
}

/** Questions with a meaningful change of their own, or whose evidence this change edited, in golden-set order. */
export function changedQuestions(r: Report): QuestionComparison[] {
  return list(r.questions).filter((q) => questionChanges(r, q).length > 0 || (Array.isArray(q.evidence_edited) && q.evidence_edited.length > 0));
}
