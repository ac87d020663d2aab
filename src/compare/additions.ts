import type { Addition, Displacement } from '../report/types';
import type { Chunk, Doc, QuestionResult } from '../types';
import { chunkBodyHash } from './section-text';

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

/** True when the head chunk `headId` has the same text as one of the base chunks `baseIds` (a heading renamed, a section moved). */
export type SameTextAtBase = (headId: string, baseIds: ReadonlySet<string>) => boolean;

/**
 * Corpus-addition impact: for each added or changed document, the questions whose top pass_k its
 * chunks entered without being relevant, the evidence those questions lost from the top pass_k, and
 * the document's share of the precision@pass_k change.
 *
 * The share: a question's precision@pass_k change is divided among the chunks that entered its top
 * pass_k at head (ids not there at base, nor their text under another id): a drop among the irrelevant entrants, a gain among the
 * relevant ones, pro rata. A document's share is the sum over questions divided by the number of
 * questions in the aggregate, so the shares of all entrants add up to the precision delta.
 */
export function additionsImpact(changed: readonly ChangedDoc[], questions: readonly PairedQuestion[], passK: number, wasThere: SameTextAtBase = () => false): Addition[] {
  const key = `precision@${passK}`;
  const byPath = new Map<string, Addition>();
  for (const d of changed) {
    byPath.set(d.path, { path: d.path, change: d.change, chunks: d.chunks, questions: [], displaced: [], precision_delta: 0 });
  }
  const n = questions.length;
  for (const q of questions) {
    const baseTop = new Set(q.base.retrieved.filter((c) => c.rank <= passK).map((c) => c.id));
    // A renamed or moved section whose text was already in the base's top pass_k did not enter: only its id changed.
    const entrants = q.head.retrieved.filter((c) => c.rank <= passK && !baseTop.has(c.id) && !wasThere(c.id, baseTop));
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

/**
 * The `wasThere` test of additionsImpact over the two sides' documents: only chunks of added or
 * changed documents can carry an old text under a new id. Keys are computed on demand, so a large
 * corpus pays only for the chunks that entered some top pass_k.
 */
export function sameTextAtBase(baseDocs: readonly Doc[], headDocs: readonly Doc[], changes: ReadonlyMap<string, string>): SameTextAtBase {
  const index = (docs: readonly Doc[]) => new Map<string, Chunk>(docs.flatMap((d) => d.chunks.map((c) => [c.id, c] as const)));
  let baseChunks: Map<string, Chunk> | undefined;
  let headChunks: Map<string, Chunk> | undefined;
  const keys = new Map<Chunk, string>();
  const key = (c: Chunk) => keys.get(c) ?? (keys.set(c, chunkBodyHash(c)), keys.get(c) as string);
  return (headId, baseIds) => {
    headChunks ??= index(headDocs.filter((d) => changes.has(d.path)));
    const h = headChunks.get(headId);
    if (!h) return false;
    const k = key(h);
    if (!k) return false;
    baseChunks ??= index(baseDocs);
    for (const id of baseIds) {
      const b = baseChunks.get(id);
      if (b && key(b) === k) return true;
    }
    return false;
  };
}
