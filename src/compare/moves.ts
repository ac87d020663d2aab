import type { ForbiddenHit, LabelMove } from '../report/types';
import type { QuestionResult, RetrievedChunk } from '../types';

/** Each relevant label's best rank at base and at head (2 → 9; null = beyond the retrieved depth). */
export function labelMoves(base: QuestionResult, head: QuestionResult, relabelled = false): LabelMove[] {
  // A relabelled question's labels pair by position: the base's golden set wrote them differently.
  if (relabelled) {
    return head.labels.map((h, i) => {
      const b = base.labels[i];
      const move: LabelMove = { label: h.label, base_rank: b ? b.bestRank : null, head_rank: h.bestRank };
      if (b && b.label !== h.label) move.base_label = b.label;
      return move;
    });
  }
  return head.labels.map((h) => {
    const b = base.labels.find((l) => l.label === h.label);
    return { label: h.label, base_rank: b ? b.bestRank : null, head_rank: h.bestRank };
  });
}

/** A rank for ordering: null (not retrieved) is worse than any rank. */
const rankOrInf = (r: number | null): number => (r === null ? Number.POSITIVE_INFINITY : r);

/** True when the label is now further down (or gone) than it was at base. */
export function dropped(move: LabelMove): boolean {
  return move.base_rank !== null && rankOrInf(move.head_rank) > move.base_rank;
}

/**
 * For a drop: the head chunks that now rank above the evidence and did not at base, chunks of
 * added or changed documents first, then by rank. Relevant chunks are not intruders.
 */
export function displacedBy(base: QuestionResult, head: QuestionResult, moves: LabelMove[], limit = 10): RetrievedChunk[] {
  const drops = moves.filter(dropped);
  if (drops.length === 0) return [];
  const seen = new Set<string>();
  const out: RetrievedChunk[] = [];
  for (const move of drops) {
    const baseAbove = new Set(base.retrieved.filter((c) => c.rank < (move.base_rank as number)).map((c) => c.id));
    const headLimit = rankOrInf(move.head_rank);
    for (const c of head.retrieved) {
      if (c.rank >= headLimit) break;
      if (c.relevant || baseAbove.has(c.id) || seen.has(c.id)) continue;
      seen.add(c.id);
      out.push(c);
    }
  }
  out.sort((a, b) => (a.change ? 0 : 1) - (b.change ? 0 : 1) || a.rank - b.rank);
  return out.slice(0, limit);
}

/**
 * Forbidden sources within the top pass_k on each side. A head hit is `new` when its label had no
 * hit in the base's top pass_k (a chunk id can change with the document, a label cannot).
 */
export function forbiddenHits(base: QuestionResult, head: QuestionResult): ForbiddenHit[] {
  const out: ForbiddenHit[] = [];
  const baseLabels = new Set<string>();
  for (const c of base.forbiddenHits) {
    for (const label of c.labels) {
      baseLabels.add(label);
      out.push({ side: 'base', label, rank: c.rank, id: c.id, path: c.path, new: false });
    }
  }
  for (const c of head.forbiddenHits) {
    for (const label of c.labels) out.push({ side: 'head', label, rank: c.rank, id: c.id, path: c.path, new: !baseLabels.has(label) });
  }
  return out;
}
