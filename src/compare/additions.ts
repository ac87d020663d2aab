import type { Addition, Displacement } from '../report/types';
import type { QuestionResult } from '../types';

/** One question as the additions analysis sees it: both sides, answerable, labels resolving on both. */
export interface PairedQuestion {
  id: string;
  base: QuestionResult;
  head: QuestionResult;
}

export interface ChangedDoc {
  path: string;
  change: 'added' | 'changed';
  chunks: number;
}

/**
 * Corpus-addition impact: for each added or changed document, the questions whose top pass_k its
 * chunks entered without being relevant, the evidence those questions lost from the top pass_k, and
 * the document's share of the precision@pass_k change.
 *
 * The share: a question's precision@pass_k change is divided among the chunks that entered its top
 * pass_k at head (ids not there at base): a drop among the irrelevant entrants, a gain among the
 * relevant ones, pro rata. A document's share is the sum over questions divided by the number of
 * questions in the aggregate, so the shares of all entrants add up to the precision delta.
 */
export function additionsImpact(changed: readonly ChangedDoc[], questions: readonly PairedQuestion[], passK: number): Addition[] {
  const key = `precision@${passK}`;
  const byPath = new Map<string, Addition>();
  for (const d of changed) {
    byPath.set(d.path, { path: d.path, change: d.change, chunks: d.chunks, questions: [], displaced: [], precision_delta: 0 });
  }
  const n = questions.length;
  for (const q of questions) {
    const baseTop = new Set(q.base.retrieved.filter((c) => c.rank <= passK).map((c) => c.id));
    const entrants = q.head.retrieved.filter((c) => c.rank <= passK && !baseTop.has(c.id));
    if (entrants.length === 0) continue;
    const delta = (q.head.measures[key] ?? 0) - (q.base.measures[key] ?? 0);
    const pool = delta < 0 ? entrants.filter((c) => !c.relevant) : delta > 0 ? entrants.filter((c) => c.relevant) : [];
    // Evidence that was in the top pass_k at base and is not at head.
    const lost: Displacement[] = [];
    for (const h of q.head.labels) {
      const b = q.base.labels.find((l) => l.label === h.label);
      if (!b || b.bestRank === null || b.bestRank > passK) continue;
      if (h.bestRank !== null && h.bestRank <= passK) continue;
      lost.push({ question: q.id, label: h.label, base_rank: b.bestRank, head_rank: h.bestRank });
    }
    const counted = new Set<string>();
    for (const c of entrants) {
      const a = byPath.get(c.path);
      if (!a) continue;
      if (!c.relevant && !counted.has(c.path)) {
        counted.add(c.path);
        a.questions.push(q.id);
        a.displaced.push(...lost);
      }
    }
    if (pool.length && n > 0) {
      for (const c of pool) {
        const a = byPath.get(c.path);
        if (a) a.precision_delta += delta / pool.length / n;
      }
    }
  }
  // Worst first (most precision lost), then by path; paths compare by code unit, never by locale.
  return [...byPath.values()].sort((a, b) => a.precision_delta - b.precision_delta || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
