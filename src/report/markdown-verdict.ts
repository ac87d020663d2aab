/**
 * The title line of the comment and its reason line. The title names every failed rule in a few
 * words (metric rules with their delta and p, "mrr −0.306, p 0.016"), then what else a reviewer
 * should know, counted exactly as the body counts it, so title and body never disagree.
 */
import { code, escapeText } from './markdown-escape';
import { fmtDelta, fmtInt, fmtNum, fmtP, plural } from './format';
import type { QuestionComparison, Report } from './types';
import { changesLeftOut, isMeaningful, meaningfulChanges } from './meaningful';
import { kindWord } from './markdown-scope';

/** Newly failing questions that are not acknowledged (the ones the gate counts). */
export function newlyFailing(r: Report): QuestionComparison[] {
  return r.questions.filter((q) => q.status === 'newly_failing' && q.acknowledged === undefined);
}

/**
 * Regressions the golden set's owners acknowledged in `gate.acknowledged`: listed questions that
 * newly fail, or whose evidence fell in rank while they kept their status. A listed question that
 * now passes, or whose evidence did not fall, is no regression and keeps its own status alone
 * (never "acknowledged regression" and "newly passing" at once).
 */
export function acknowledged(r: Report): QuestionComparison[] {
  return r.questions.filter(isAcknowledgedRegression);
}

/** One question of `acknowledged`. */
export function isAcknowledgedRegression(q: QuestionComparison): boolean {
  const fell = q.moves.some((m) => m.base_rank !== null && (m.head_rank === null || m.head_rank > m.base_rank));
  return q.acknowledged !== undefined && (q.status === 'newly_failing' || ((q.status === 'still_passing' || q.status === 'still_failing') && fell));
}

/** New forbidden hits at head. */
export function newForbiddenCount(r: Report): number {
  return r.questions.reduce((s, q) => s + q.forbidden_hits.filter((h) => h.side === 'head' && h.new).length, 0);
}

/** Head-side broken labels, split by who broke them (entries without a kind, from older reports, count as new). */
export function headBroken(r: Report | readonly Report['broken_labels'][number][]): { fresh: Report['broken_labels']; inherited: Report['broken_labels'] } {
  const head = ('broken_labels' in r ? r.broken_labels : r).filter((b) => b.side === 'head');
  return { fresh: head.filter((b) => b.kind !== 'inherited'), inherited: head.filter((b) => b.kind === 'inherited') };
}

/** Questions newly passing among the scored ones: the same number as the flips line under the metrics. */
export function newlyPassingScored(r: Report): QuestionComparison[] {
  const out = new Set(r.excluded.map((e) => e.id));
  return r.questions.filter((q) => q.status === 'newly_passing' && !out.has(q.id));
}

/** Newly answerable questions that pass at head: they count with the newly passing ones. */
export function newlyAnswerable(r: Report): { passing: QuestionComparison[]; failing: QuestionComparison[] } {
  const qs = r.questions.filter((q) => q.status === 'newly_answerable');
  return { passing: qs.filter((q) => q.head.pass), failing: qs.filter((q) => !q.head.pass) };
}

/** How many metric moves the reason line names when nothing moved beyond noise. */
const SMALL_MOVES_SHOWN = 2;

/**
 * The largest metric moves (at the comment's three decimals) when none is significant, and one
 * evidence move outside the top pass_k that explains them: "within noise: recall@10 0.700 →
 * 0.676 (−0.024); q7's evidence rank 10 → 11". Empty when every delta rounds to zero.
 */
function smallMoves(r: Report): string {
  const moved = Object.entries(r.deltas)
    .filter(([, d]) => typeof d === 'number' && Number(Math.abs(d).toFixed(3)) !== 0)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, SMALL_MOVES_SHOWN)
    .map(([m, d]) => `${m} ${fmtNum(r.base.metrics[m] ?? 0)} → ${fmtNum(r.head.metrics[m] ?? 0)} (${fmtDelta(d)})`);
  if (!moved.length) return '';
  const q = r.questions.find((x) => x.moves.some((m) => m.base_rank !== m.head_rank));
  const m = q?.moves.find((x) => x.base_rank !== x.head_rank);
  const rank = (n: number | null) => (n === null ? 'not retrieved' : fmtInt(n));
  const why = q && m ? `; ${escapeText(q.id)}'s evidence rank ${rank(m.base_rank)} → ${rank(m.head_rank)}` : '';
  return `within noise: ${moved.join(', ')}${why}`;
}

/** True when nothing about retrieval moved between base and head. */
export function nothingChanged(r: Report): boolean {
  if (Object.values(r.deltas).some((d) => d !== 0)) return false;
  if (r.broken_labels.length || newForbiddenCount(r)) return false;
  return r.questions.every(
    (q) => (q.status === 'still_passing' || q.status === 'still_failing' || q.status === 'unanswerable') && q.moves.every((m) => m.base_rank === m.head_rank),
  );
}

function nfText(nf: QuestionComparison[]): string {
  // At most five ids, the rest counted: the title stays one readable line.
  return `${plural(nf.length, 'newly failing question')} (${nf.slice(0, 5).map((q) => q.id).join(', ')}${nf.length > 5 ? ` +${nf.length - 5}` : ''})`;
}

/** A failed rule in a few words for the title. */
function ruleWords(r: Report, rule: string): string {
  const metric = rule.startsWith('max_drop.') ? rule.slice('max_drop.'.length) : rule.startsWith('min.') ? rule.slice('min.'.length) : null;
  if (metric !== null && rule.startsWith('max_drop.')) {
    const sig = r.significance.find((s) => s.metric === metric);
    const d = r.deltas[metric];
    return `${metric} ${d === undefined ? 'dropped' : fmtDelta(d)}${sig ? `, p ${fmtP(sig.p_value)}` : ''}`;
  }
  if (metric !== null) return `${metric} ${r.head.metrics[metric] !== undefined ? `${fmtNum(r.head.metrics[metric])} ` : ''}below its floor`;
  const { fresh, inherited } = headBroken(r);
  if (rule === 'max_newly_failing') return nfText(newlyFailing(r));
  if (rule === 'fail_on_broken_labels') {
    const parts = [];
    if (fresh.length) parts.push(`${plural(fresh.length, 'label')} broken by this change`);
    // Labels already broken at base are named only when they are what failed the rule (`fail_on_broken_labels: any`).
    if (inherited.length && !fresh.length) parts.push(`${plural(inherited.length, 'label')} already broken at base`);
    return parts.join(', ') || 'broken labels';
  }
  if (rule === 'fail_on_forbidden') return `${plural(newForbiddenCount(r), 'stale source')} in the top ${fmtInt(r.pass_k)}`;
  return rule;
}

/**
 * `2 pages of this change not measured (docs/NEWS.md: changelog, docs/big.md: generated file)`:
 * pages the change adds or changes that the scope leaves out, named (at most three) because no
 * number in the comment can show what they do.
 */
function leftOutText(r: Report): string | null {
  const { count, files } = changesLeftOut(r);
  if (!count) return null;
  const shown = files.slice(0, 3).map((f) => `${f.path}: ${kindWord(f.kind)}`);
  return `${plural(count, 'page')} of this change not measured (${shown.join(', ')}${count > shown.length ? ` +${count - shown.length}` : ''})`;
}

/** What else the reviewer should know, for the parts no failed rule already named. */
function notes(r: Report, failed: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const left = leftOutText(r);
  if (left) out.push(left);
  const nf = newlyFailing(r);
  if (nf.length && !failed.has('max_newly_failing')) out.push(nfText(nf));
  const { fresh, inherited } = headBroken(r);
  // Labels already broken at base are one line of the body, never a headline: this change did not break them.
  if (!failed.has('fail_on_broken_labels') && fresh.length) out.push(`${plural(fresh.length, 'label')} broken by this change`);
  const nfh = newForbiddenCount(r);
  if (nfh && !failed.has('fail_on_forbidden')) out.push(`${plural(nfh, 'stale source')} in the top ${fmtInt(r.pass_k)}`);
  const ack = acknowledged(r);
  if (ack.length) out.push(`${ack.length} acknowledged`);
  const rel = r.questions.filter((q) => q.status === 'relabelled').length;
  if (rel) out.push(`${rel} relabelled`);
  const na = newlyAnswerable(r);
  const np = newlyPassingScored(r).length + na.passing.length;
  if (np) out.push(`${np} newly passing${na.passing.length ? ` (${na.passing.length} newly answerable)` : ''}`);
  if (na.failing.length) out.push(`${na.failing.length} newly answerable, not yet in the top ${fmtInt(r.pass_k)}`);
  return out;
}

/** What changed when recall@pass_k did not move, in the words of the meaningful-change rule. */
function passedReason(r: Report): string {
  const kinds = new Set(meaningfulChanges(r).map((m) => m.kind));
  const parts: string[] = [];
  if (kinds.has('evidence_crossed') || kinds.has('evidence_moved')) parts.push(`evidence moved within the top ${fmtInt(r.pass_k)}`);
  if (kinds.has('metric')) parts.push('a metric moved beyond noise');
  const docs = r.additions.filter((a) => Array.isArray(a.questions) && a.questions.length).length;
  if (kinds.has('document_entered')) parts.push(`${plural(docs, 'document')} of this change entered the top ${fmtInt(r.pass_k)} of some question`);
  if (kinds.has('page_left_out')) parts.push(`the docs scope leaves out ${plural(changesLeftOut(r).count, 'page')} this change adds or changes, so nothing here measures ${changesLeftOut(r).count === 1 ? 'it' : 'them'}`);
  return parts.length ? `${parts.join('; ')}; ` : '';
}

/** Verdict (the first visible line) and the reason (the second). */
export function verdict(r: Report): string[] {
  const failedRules = r.gate.rules.filter((x) => !x.passed);
  const failed = new Set(failedRules.map((x) => x.rule));
  const parts = [...failedRules.map((x) => ruleWords(r, x.rule)), ...notes(r, failed)];
  const tail = parts.length ? ` — ${escapeText(parts.join(', '))}` : '';
  if (!r.gate.passed) {
    const reasons = r.gate.reasons.map((reason) => {
      const i = reason.indexOf(': ');
      return i > 0 ? `${code(reason.slice(0, i))}: ${escapeText(reason.slice(i + 2))}` : escapeText(reason);
    });
    return [`### ❌ retrieval-gate: gate failed${tail}`, `**Failed rules:** ${reasons.join(' · ')}`];
  }
  if (!isMeaningful(r)) {
    // Questions relabelled in this change are the golden set's news, not retrieval's: named, never a reason to post.
    const rel = r.questions.filter((q) => q.status === 'relabelled').length;
    const relabelled = rel ? ` — ${rel} relabelled` : '';
    if (nothingChanged(r)) {
      return [`### ✅ retrieval-gate: no change to retrieval${relabelled}`, `Every scored question ranks its evidence exactly as at base; ${plural(r.gate.rules.length, 'gate rule')} passed.`];
    }
    // Something moved, below what the comment reports: "no change" would be untrue when a metric
    // the table shows moved (an answer from rank 10 to 11 moves recall@10), so the title says
    // "within noise" and the reason names the largest moves.
    const small = smallMoves(r);
    const why = `o question changed status, no evidence crossed or moved within the top ${fmtInt(r.pass_k)}, no metric moved beyond noise`;
    if (!small) return [`### ✅ retrieval-gate: no change to retrieval${relabelled}`, `N${why} (smaller moves: the job summary); ${plural(r.gate.rules.length, 'gate rule')} passed.`];
    return [`### ✅ retrieval-gate: no change to retrieval beyond noise${relabelled}`, `${small[0].toUpperCase()}${small.slice(1)}; n${why} (every move: the job summary); ${plural(r.gate.rules.length, 'gate rule')} passed.`];
  }
  const rec = `recall@${r.pass_k}`;
  const d = r.deltas[rec];
  const move =
    d !== undefined && Number(Math.abs(d).toFixed(3)) !== 0
      ? `recall@${fmtInt(r.pass_k)} ${fmtNum(r.base.metrics[rec] ?? 0)} → ${fmtNum(r.head.metrics[rec] ?? 0)} (${fmtDelta(d)}); `
      : passedReason(r);
  return [`### ✅ retrieval-gate: gate passed${tail}`, `${move}all ${plural(r.gate.rules.length, 'gate rule')} passed.`];
}
