/**
 * Which label each question is scored through on each side, decided before judging:
 * - a question whose labels the change edits (the base's golden set has other labels for its id)
 *   is `relabelled`: the base is judged through the labels the base's golden set had, the head
 *   through the new ones, so fixing a label never reads as a question newly passing;
 * - a label the change breaks whose section the head still has with the same or near-same text
 *   (renamed heading, moved page) is scored at head through that section, and still reported
 *   for fixing;
 * - a label that still resolves but whose anchor now names other text while the base's text is
 *   under another anchor (a renumbered `options-2`: drift.ts) is scored at head through that
 *   anchor, and reported for fixing the same way.
 * Pure: golden sets and documents in, views of the golden set out.
 */
import type { BrokenLabel, Doc, GoldenSet, Label, QuestionResult, RetrievedChunk } from '../types';
import type { LabelResolver } from '../golden/resolve';
import { groupText, labelGroup, parseLabelText } from '../golden/label';
import { createLabelResolver } from '../golden/resolve';
import { driftOf } from './drift';
import { suggestFix, type Suggestion } from './broken-labels';

/** `question id` + NUL + label index: one label of one question. */
export const labelKey = (question: string, index: number) => `${question}\u0000${index}`;

export interface RelabelPlan {
  /** The golden set as the base side is judged: relabelled questions carry their base labels. */
  baseView: GoldenSet;
  /** Question id → its labels in the base's golden set, for relabelled questions. */
  relabelled: Map<string, string[]>;
  /** Ids of questions the base's golden set does not have (all of them when the base has no golden set). */
  added: Set<string>;
}

/** A label's identity as evidence: a group's members in any order are the same group. */
function sameEvidence(l: Label): string {
  return l.any ? groupText([...l.any].sort((a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0))) : l.raw;
}

/**
 * Relabelled questions: same id in both golden sets, both answerable, other relevant labels; and
 * the questions the change adds. `baseGolden`: null when the base's version cannot be known or
 * read (nothing is relabelled or added), `absent` when the base has no golden set (all are added).
 */
export function relabelPlan(golden: GoldenSet, baseGolden: GoldenSet | null | 'absent'): RelabelPlan {
  const relabelled = new Map<string, string[]>();
  if (baseGolden === 'absent') return { baseView: golden, relabelled, added: new Set(golden.questions.map((q) => q.id)) };
  if (!baseGolden) return { baseView: golden, relabelled, added: new Set() };
  const before = new Map(baseGolden.questions.map((q) => [q.id, q]));
  const added = new Set(golden.questions.filter((q) => !before.has(q.id)).map((q) => q.id));
  const questions = golden.questions.map((q) => {
    const b = before.get(q.id);
    if (!b || !q.answerable || !b.answerable || !b.relevant.length) return q;
    // The same labels in another order are the same evidence: not a relabel.
    const now = q.relevant.map(sameEvidence).sort();
    const then = b.relevant.map((l) => l.raw);
    const sortedThen = b.relevant.map(sameEvidence).sort();
    if (now.length === sortedThen.length && now.every((l, i) => l === sortedThen[i])) return q;
    relabelled.set(q.id, then);
    return { ...q, relevant: b.relevant };
  });
  return relabelled.size ? { baseView: { ...golden, questions }, relabelled, added } : { baseView: golden, relabelled, added };
}

/**
 * The base's view once its documents are known: a relabelled question whose old labels do not
 * resolve at base but whose new ones do (the change fixes labels an earlier change broke) is
 * judged at base through the new labels, so it is measured on both sides.
 */
export function refineBaseView(plan: RelabelPlan, golden: GoldenSet, base: LabelResolver): GoldenSet {
  if (!plan.relabelled.size) return plan.baseView;
  let changed = false;
  const questions = plan.baseView.questions.map((q, i) => {
    if (!plan.relabelled.has(q.id)) return q;
    const now = golden.questions[i];
    if (q.relevant.every((l) => base.resolve(l).length) || !now.relevant.every((l) => base.resolve(l).length)) return q;
    changed = true;
    return now;
  });
  return changed ? { ...plan.baseView, questions } : plan.baseView;
}

/** A label broken by the change, with its suggested fix; `to` set when the head is scored through it. */
export interface NewBreak extends Suggestion {
  to?: Label;
}

export interface HeadPlan {
  /** The golden set as the head is judged: moved sections stand in for their broken labels. */
  headView: GoldenSet;
  /** labelKey → the fix of each label the change broke (resolves at base, not at head). */
  breaks: Map<string, NewBreak>;
}

/**
 * Labels the change broke (resolved at base as judged, not at head), each with its fix; those
 * whose fix is a same-text rename or move that resolves at head are swapped in the head's view.
 */
export function headPlan(golden: GoldenSet, relabelled: ReadonlyMap<string, string[]>, baseQuestions: readonly QuestionResult[], baseDocs: readonly Doc[], headDocs: readonly Doc[], head: LabelResolver): HeadPlan {
  const breaks = new Map<string, NewBreak>();
  let changed = false;
  const questions = golden.questions.map((q, qi) => {
    if (!q.answerable || relabelled.has(q.id)) return q;
    const b = baseQuestions[qi];
    let relevant = q.relevant;
    q.relevant.forEach((label, li) => {
      if (!b?.labels[li]?.resolved) return;
      // A label that still resolves is a change only when its anchor drifted to other text (or, in
      // a group, when one of its members moved on while the group resolves through another).
      const resolves = head.resolve(label).length > 0;
      const s: NewBreak | null = label.any && resolves ? groupChange(label.any, baseDocs, headDocs, head) : resolves ? driftOf(label, baseDocs, headDocs) : suggestFix(label, baseDocs, headDocs);
      if (!s) return;
      const parsed = s.fix.label !== undefined && (s.fix.kind === 'renamed' || s.fix.kind === 'moved' || s.fix.kind === 'drifted') ? parseLabelText(s.fix.label) : null;
      if (parsed && 'label' in parsed && head.resolve(parsed.label).length) {
        s.to = parsed.label;
        if (relevant === q.relevant) relevant = [...q.relevant];
        relevant[li] = parsed.label;
        changed = true;
      }
      breaks.set(labelKey(q.id, li), s);
    });
    return relevant === q.relevant ? q : { ...q, relevant };
  });
  return { headView: changed ? { ...golden, questions } : golden, breaks };
}

const baseResolvers = new WeakMap<readonly Doc[], LabelResolver>();
/** One resolver per base document list, however many groups ask. */
function baseResolver(docs: readonly Doc[]): LabelResolver {
  let r = baseResolvers.get(docs);
  if (!r) baseResolvers.set(docs, (r = createLabelResolver(docs)));
  return r;
}

/**
 * A group that still resolves at head, but some member of which the change broke or drifted with
 * a certain fix (renamed, moved, drifted): the group with those members replaced, so the head is
 * scored through what the group meant. Members without a certain fix are left to `validate`.
 */
function groupChange(members: readonly Label[], baseDocs: readonly Doc[], headDocs: readonly Doc[], head: LabelResolver): NewBreak | null {
  const base = baseResolver(baseDocs);
  const notes: string[] = [];
  let kind: 'renamed' | 'moved' | 'drifted' | undefined;
  const next = members.map((m) => {
    if (!base.resolve(m).length) return m;
    const s = head.resolve(m).length ? driftOf(m, baseDocs, headDocs) : suggestFix(m, baseDocs, headDocs);
    if (!s || s.fix.label === undefined || !(s.fix.kind === 'renamed' || s.fix.kind === 'moved' || s.fix.kind === 'drifted')) return m;
    const parsed = parseLabelText(s.fix.label);
    if (!('label' in parsed) || parsed.label.any || !head.resolve(parsed.label).length) return m;
    kind ??= s.fix.kind;
    notes.push(`group member ${m.raw}: ${s.suggestion}`);
    return parsed.label;
  });
  if (!kind) return null;
  const to = labelGroup(next);
  return { suggestion: notes.join(' | '), fix: { kind, label: to.raw } };
}

/**
 * Head results judged through the head's view, told in the golden set's own labels: a label scored
 * through a moved section keeps its text and says `via`, so statuses, rank moves and the assembly
 * check all speak of the label the golden set has.
 */
export function restoreLabels(golden: GoldenSet, view: GoldenSet, results: QuestionResult[]): QuestionResult[] {
  if (view === golden) return results;
  return results.map((r, qi) => {
    const orig = golden.questions[qi].relevant;
    const used = view.questions[qi].relevant;
    if (orig === used) return r;
    const back = new Map<string, string>();
    used.forEach((l, li) => {
      if (l.raw !== orig[li].raw) back.set(l.raw, orig[li].raw);
    });
    const rename = (l: string) => back.get(l) ?? l;
    return {
      ...r,
      labels: r.labels.map((l, li) => (back.has(l.label) ? { ...l, label: orig[li].raw, via: l.label } : l)),
      retrieved: r.retrieved.map((c): RetrievedChunk => (c.labels.some((l) => back.has(l)) ? { ...c, labels: c.labels.map(rename) } : c)),
    };
  });
}

/** What git history found about a label broken at base and at head (engine adapter output, as data). */
export type InheritedFinding =
  | { kind: 'broke'; commit: string; subject: string; fix: Suggestion }
  | { kind: 'never'; searched: number }
  | { kind: 'unknown' };

/**
 * The entry for a label broken at base and at head: the commit that broke it and what that commit
 * did, checked against the head (a fix whose target no longer resolves is not offered as one),
 * or that it never resolved; otherwise the same candidates as any label with no confident fix.
 */
export function inheritedEntry(label: Label, finding: InheritedFinding, headDocs: readonly Doc[], head: LabelResolver, retrieved: readonly RetrievedChunk[]): Pick<BrokenLabel, 'suggestion' | 'fix' | 'since' | 'never_resolved'> {
  const here = suggestFix(label, [], headDocs, retrieved);
  if (finding.kind === 'never') {
    const at = label.anchor !== undefined ? `anchor #${label.anchor} never existed in ${label.path}` : `document ${label.path} never existed`;
    const read = `${finding.searched} commit${finding.searched === 1 ? '' : 's'} read`;
    // The candidates part of "no such anchor … in FILE; closest …" is what is left to say.
    const rest = here.suggestion.includes('; ') ? here.suggestion.slice(here.suggestion.indexOf('; ')) : '';
    return { suggestion: `${at} (${read})${rest}`, fix: here.fix, never_resolved: true };
  }
  if (finding.kind === 'unknown') return { suggestion: `already broken at base: ${here.suggestion}`, fix: here.fix };
  const since = { commit: finding.commit, subject: finding.subject };
  const short = finding.commit.slice(0, 7);
  const target = finding.fix.fix.label !== undefined ? parseLabelText(finding.fix.fix.label) : null;
  const resolvesNow = target !== null && 'label' in target && head.resolve(target.label).length > 0;
  if ((finding.fix.fix.kind === 'renamed' || finding.fix.fix.kind === 'moved') && resolvesNow) {
    return { suggestion: `broken by ${short} ("${finding.subject}"): ${finding.fix.suggestion}`, fix: finding.fix.fix, since };
  }
  const then = finding.fix.fix.kind === 'renamed' || finding.fix.fix.kind === 'moved' ? `${finding.fix.suggestion}, but that no longer resolves at head; ` : `${finding.fix.suggestion}; `;
  return { suggestion: `broken by ${short} ("${finding.subject}"): ${then}at head: ${here.suggestion}`, fix: here.fix, since };
}
