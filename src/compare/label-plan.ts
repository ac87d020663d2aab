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
import { evidenceKey } from '../golden/label';
import { createLabelResolver } from '../golden/resolve';
import { answerGone, driftOf } from './drift';
import { certainFix, groupFixOf, suggestFix, type Suggestion } from './broken-labels';
import { TRUSTED_HEAD, type FixRules } from './fix-rules';

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
    const now = q.relevant.map(evidenceKey).sort();
    const then = b.relevant.map((l) => l.raw);
    const sortedThen = b.relevant.map(evidenceKey).sort();
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

/** A label broken by the change, with its suggested fix (`to`: the label the head is scored through, for a certain one). */
export type NewBreak = Suggestion;

export interface HeadPlan {
  /** The golden set as the head is judged: moved sections stand in for their broken labels. */
  headView: GoldenSet;
  /** labelKey → the fix of each label the change broke (resolves at base, not at head). */
  breaks: Map<string, NewBreak>;
  /** labelKey → why the label's answer is gone from the head (drift.ts answerGone). */
  gone: Map<string, string[]>;
  /** Labels of the head's view (plain labels or group members, by identity) that count as found nowhere: their answer is gone. */
  unmatched: WeakSet<Label>;
}

/**
 * The head's resolver for judging its view: a label whose answer is gone still resolves (the
 * question stays counted) but matches no chunk, so the section its anchor names now is not taken
 * for the answer and the question fails where the base passed.
 */
export function judgingResolver(head: LabelResolver, unmatched: WeakSet<Label>): LabelResolver {
  const one = (chunk: Parameters<LabelResolver['matches']>[0], l: Label) => !unmatched.has(l) && head.matches(chunk, l);
  return {
    resolve: (l) => head.resolve(l),
    matches: (chunk, l) => (l.any ? l.any.some((m) => one(chunk, m)) : one(chunk, l)),
  };
}

/**
 * Labels the change broke (resolved at base as judged, not at head), each with its fix; those
 * whose fix is a same-text rename or move that resolves at head are swapped in the head's view.
 */
export function headPlan(
  golden: GoldenSet,
  relabelled: ReadonlyMap<string, string[]>,
  baseQuestions: readonly QuestionResult[],
  baseDocs: readonly Doc[],
  headDocs: readonly Doc[],
  head: LabelResolver,
  rules: FixRules = TRUSTED_HEAD,
): HeadPlan {
  const breaks = new Map<string, NewBreak>();
  const gone = new Map<string, string[]>();
  const unmatched = new WeakSet<Label>();
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
      const key = labelKey(q.id, li);
      const swap = (to: Label) => {
        if (relevant === q.relevant) relevant = [...q.relevant];
        relevant[li] = to;
        changed = true;
      };
      if (label.any && resolves) {
        const c = groupChange(label.any, baseDocs, headDocs, head, rules);
        if (c.gone.length) gone.set(key, c.gone);
        if (c.change) breaks.set(key, c.change);
        if (c.change || c.gone.length) {
          for (const m of c.goneMembers) unmatched.add(m);
          // Scored through the fixed group, with each gone member as a copy found nowhere.
          swap({ ...(c.change?.to ?? label), any: c.members });
        }
        return;
      }
      const s: NewBreak | null = resolves ? driftOf(label, baseDocs, headDocs, rules) : suggestFix(label, baseDocs, headDocs, [], rules);
      if (!s) {
        const why = resolves ? answerGone(label, baseDocs, headDocs, rules) : null;
        if (why) {
          // A copy of the label, judged as found nowhere; its text stays the golden set's.
          const copy = { ...label };
          unmatched.add(copy);
          gone.set(key, [why]);
          swap(copy);
        }
        return;
      }
      const to = certainFix(s);
      if (to && head.resolve(to).length) swap(to);
      breaks.set(key, s);
    });
    return relevant === q.relevant ? q : { ...q, relevant };
  });
  return { headView: changed ? { ...golden, questions } : golden, breaks, gone, unmatched };
}

const baseResolvers = new WeakMap<readonly Doc[], LabelResolver>();
/** One resolver per base document list, however many groups ask. */
function baseResolver(docs: readonly Doc[]): LabelResolver {
  let r = baseResolvers.get(docs);
  if (!r) baseResolvers.set(docs, (r = createLabelResolver(docs)));
  return r;
}

/** What the change did to a group that still resolves at head. */
interface GroupChange {
  /** The group with its certainly fixed members replaced, when any was. */
  change: NewBreak | null;
  /** The members the head's view holds (fixed ones replaced). */
  members: Label[];
  /** Those of them whose answer is gone from the head (answerGone), and why. */
  goneMembers: Set<Label>;
  gone: string[];
}

/**
 * A group that still resolves at head, but some member of which the change broke or drifted with
 * a certain fix (renamed, moved, drifted): the group with those members replaced, so the head is
 * scored through what the group meant; a member whose answer is gone counts as found nowhere.
 * Members without a certain fix are left to `validate`. Members stay data throughout: the group
 * is rebuilt from them, never from its printed text.
 */
function groupChange(members: readonly Label[], baseDocs: readonly Doc[], headDocs: readonly Doc[], head: LabelResolver, rules: FixRules): GroupChange {
  const base = baseResolver(baseDocs);
  const notes: string[] = [];
  const gone: string[] = [];
  const goneMembers = new Set<Label>();
  let kind: 'renamed' | 'moved' | 'drifted' | undefined;
  const next = members.map((m) => {
    if (!base.resolve(m).length) return m;
    const resolves = head.resolve(m).length > 0;
    const s = resolves ? driftOf(m, baseDocs, headDocs, rules) : suggestFix(m, baseDocs, headDocs, [], rules);
    const to = s ? certainFix(s) : null;
    if (!s || !to || to.any || !head.resolve(to).length) {
      const why = resolves && !s ? answerGone(m, baseDocs, headDocs, rules) : null;
      if (!why) return m;
      const copy = { ...m };
      goneMembers.add(copy);
      gone.push(why);
      return copy;
    }
    kind ??= s.fix.kind as 'renamed' | 'moved' | 'drifted';
    notes.push(`group member ${m.raw}: ${s.suggestion}`);
    return to;
  });
  // Without a fixed member the group is the golden set's; gone members still swap in as copies.
  const change = kind ? { suggestion: notes.join(' | '), ...groupFixOf(kind, next.map((m, i) => (goneMembers.has(m) ? members[i] : m))) } : null;
  return { change, members: next, goneMembers, gone };
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
      // By position: the head's result for label li is the one the view put there.
      labels: r.labels.map((l, li) => (used[li].raw !== orig[li].raw ? { ...l, label: orig[li].raw, via: used[li].raw } : l)),
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
  const target = certainFix(finding.fix);
  const resolvesNow = target !== null && head.resolve(target).length > 0;
  if ((finding.fix.fix.kind === 'renamed' || finding.fix.fix.kind === 'moved') && resolvesNow) {
    return { suggestion: `broken by ${short} ("${finding.subject}"): ${finding.fix.suggestion}`, fix: finding.fix.fix, since };
  }
  const then = finding.fix.fix.kind === 'renamed' || finding.fix.fix.kind === 'moved' ? `${finding.fix.suggestion}, but that no longer resolves at head; ` : `${finding.fix.suggestion}; `;
  return { suggestion: `broken by ${short} ("${finding.subject}"): ${then}at head: ${here.suggestion}`, fix: here.fix, since };
}
