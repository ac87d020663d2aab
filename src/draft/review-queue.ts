/**
 * What `retrieval-gate review` walks through, one item at a time: the golden set's drafts, in file
 * order, each with its candidates; and, with `--from-report`, every question that newly failed in
 * that comparison, with the sections that took its place as candidates. For a miss, the labels a
 * reviewer picks join the label that dropped in one `any` group (a displacing section that answers
 * too is evidence as good as the one it displaced, not a second piece of evidence it also needs).
 * Pure: a golden set and a report in, the queue out; draft/decide.ts turns a choice into text.
 */
import type { Report } from '../report/types';
import type { GoldenSet } from '../types';
import type { AcceptMode, Decision } from './decide';

export interface ReviewItem {
  id: string;
  question: string;
  kind: 'draft' | 'miss';
  /** Labels offered, in order (the digits pick them). */
  candidates: string[];
  /** For a miss: the label that dropped, which the chosen sections join in an `any` group. */
  groupWith?: string;
}

/** Digits 1–9 pick a candidate: no more are offered at once. */
export const MAX_OFFERED = 9;

/** The section label of a chunk id: `path#slug:2` → `path#slug`, `path#` → `path`. */
export function labelOfChunkId(id: string): string {
  const base = id.replace(/:\d+$/, '');
  return base.endsWith('#') ? base.slice(0, -1) : base;
}

/** The drafts of a golden set, then (with a report) its newly failing questions. */
export function reviewQueue(golden: GoldenSet, report?: Report): ReviewItem[] {
  const items: ReviewItem[] = (golden.drafts ?? []).map((q) => ({ id: q.id, question: q.question, kind: 'draft' as const, candidates: (q.candidates ?? []).map((c) => c.raw).slice(0, MAX_OFFERED) }));
  if (!report) return items;
  const scored = new Map(golden.questions.map((q) => [q.id, q]));
  for (const r of report.questions) {
    if (r.status !== 'newly_failing') continue;
    const q = scored.get(r.id);
    if (!q) continue;
    // The label that dropped furthest (or the first of the question's plain labels).
    const plain = q.relevant.flatMap((l) => (l.any ? l.any.map((m) => m.raw) : [l.raw]));
    const dropped = r.moves.filter((m) => plain.includes(m.label)).sort((a, b) => (b.head_rank ?? Infinity) - (a.head_rank ?? Infinity))[0]?.label ?? plain[0];
    if (dropped === undefined) continue;
    const taken = new Set(plain);
    const candidates: string[] = [];
    for (const c of r.displaced_by) {
      const label = labelOfChunkId(c.id);
      if (taken.has(label)) continue;
      taken.add(label);
      candidates.push(label);
    }
    if (candidates.length) items.push({ id: q.id, question: q.question, kind: 'miss', candidates: candidates.slice(0, MAX_OFFERED), groupWith: dropped });
  }
  return items;
}

/**
 * The decision "accept these" means for an item: a draft's labels become `relevant` (several: one
 * any-of group, or with `mode` 'all' separate labels, all needed); a miss's join its dropped label.
 */
export function acceptDecision(item: ReviewItem, chosen: readonly string[], mode: AcceptMode = 'any'): Decision {
  return item.kind === 'miss' ? { kind: 'add-any', label: item.groupWith!, add: chosen } : { kind: 'accept', labels: chosen, mode };
}

/**
 * The candidates on the screen after more are offered (a search, a page's sections): the new ones
 * take the places of the unchosen candidates past the first few, within the nine digits; the
 * chosen stay chosen, at their new places.
 */
export function offerMore(candidates: readonly string[], chosen: ReadonlySet<number>, found: readonly string[]): { candidates: string[]; chosen: Set<number> } {
  const fresh = found.filter((l) => !candidates.includes(l));
  const keep = candidates.filter((_, i) => chosen.has(i) || i < MAX_OFFERED - fresh.length);
  const kept = new Set([...chosen].map((i) => candidates[i]));
  const next = [...keep, ...fresh].slice(0, MAX_OFFERED);
  return { candidates: next, chosen: new Set(next.flatMap((l, i) => (kept.has(l) ? [i] : []))) };
}
