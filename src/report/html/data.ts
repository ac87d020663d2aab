/**
 * What the page's script reads: per question, the base's and the head's top k as indices into one
 * table of chunks (a chunk ranked for many questions is written once), with each entry's score and
 * its marks (evidence, a forbidden source), and the sort keys of the question rows. Compact on
 * purpose: a 500-question report keeps its page well under 2 MB. Plain values only; the page
 * embeds it with jsonForScript, and the script writes every string with textContent.
 */
import type { RetrievedChunk } from '../../types';
import type { QuestionComparison, Report } from '../types';
import { changedQuestions } from '../meaningful';

/** A chunk as the page shows it: path, heading trail, lines, and whether this change added or changed its document (head). */
export type PageChunk = [path: string, trail: string, lines: string, change: '' | 'added' | 'changed'];

/** One ranked entry: the chunk's index in `chunks`, its rank, its score (three decimals), marks (1 evidence, 2 forbidden source). */
export type PageHit = [chunk: number, rank: number, score: number, marks: number];

export interface PageQuestion {
  /** Status, for the filters. */
  st: string;
  /** Changed (a status, a move within the top pass_k, a label, edited evidence: the comment's rule), 1 or 0. */
  c: 0 | 1;
  /** Some evidence moved (its best rank differs between base and head), 1 or 0. */
  m: 0 | 1;
  /** Sort keys: status order, best evidence rank at base and at head (0: none within the depth), and the move. */
  k: [number, number, number, number];
  /** Evidence moves: label, base rank, head rank (0: not within the depth). */
  mv: Array<[string, number, number]>;
  b: PageHit[];
  h: PageHit[];
}

export interface PageData {
  pass_k: number;
  chunks: PageChunk[];
  q: PageQuestion[];
}

/** Status order for sorting: what needs a look first. */
export const STATUS_ORDER = ['newly_failing', 'broken_label', 'relabelled', 'still_failing', 'newly_answerable', 'newly_passing', 'still_passing', 'unanswerable'];

/** How deep each side's list goes: the largest k, or deeper to reach the question's evidence when it ranks below. */
export function depthFor(r: Report, q: QuestionComparison): number {
  const deepest = Math.max(0, ...[...q.base.labels, ...q.head.labels].map((l) => (typeof l.bestRank === 'number' ? l.bestRank : 0)));
  const ks = r.k.filter((k) => Number.isInteger(k));
  return Math.max(ks.length ? Math.max(...ks) : r.pass_k, deepest);
}

/** Best (smallest) rank of the question's evidence on one side; null when none is within the depth. */
export function bestRank(labels: QuestionComparison['base']['labels']): number | null {
  const ranks = labels.map((l) => l.bestRank).filter((x): x is number => typeof x === 'number');
  return ranks.length ? Math.min(...ranks) : null;
}

/** Whether some evidence of the question ranks differently at head. */
export function moved(q: QuestionComparison): boolean {
  return q.moves.some((m) => m.base_rank !== m.head_rank);
}

export function pageData(r: Report): PageData {
  const chunks: PageChunk[] = [];
  const index = new Map<string, number>();
  const changedIds = new Set(changedQuestions(r).map((q) => q.id));
  const chunkIndex = (c: RetrievedChunk, side: 'base' | 'head'): number => {
    // Keyed by side too: the same id can be another text at head (and only the head's carries `change`).
    const key = `${side}\u0000${c.id}`;
    let i = index.get(key);
    if (i === undefined) {
      const lines = Number.isInteger(c.line) ? (Number.isInteger(c.end_line) && c.end_line !== c.line ? `${c.line}–${c.end_line}` : `${c.line}`) : '';
      const change = side === 'head' && (c.change === 'added' || c.change === 'changed') ? c.change : '';
      i = chunks.length;
      chunks.push([String(c.path), (Array.isArray(c.headings) ? c.headings : []).map(String).join(' › '), lines, change]);
      index.set(key, i);
    }
    return i;
  };
  const hits = (q: QuestionComparison, side: 'base' | 'head', depth: number): PageHit[] => {
    const forbidden = new Set(q.forbidden_hits.filter((f) => f.side === side).map((f) => `${f.rank}\u0000${f.id}`));
    return q[side].retrieved
      .filter((c) => c.rank <= depth)
      .map((c) => [chunkIndex(c, side), c.rank, Number.isFinite(c.score) ? Math.round(c.score * 1000) / 1000 : 0, (c.relevant ? 1 : 0) | (forbidden.has(`${c.rank}\u0000${c.id}`) ? 2 : 0)]);
  };
  const q = r.questions.map((x): PageQuestion => {
    const depth = depthFor(r, x);
    const b = bestRank(x.base.labels);
    const h = bestRank(x.head.labels);
    const st = STATUS_ORDER.indexOf(x.status);
    return {
      st: x.status,
      c: changedIds.has(x.id) ? 1 : 0,
      m: moved(x) ? 1 : 0,
      k: [st < 0 ? STATUS_ORDER.length : st, b ?? 0, h ?? 0, b !== null && h !== null ? h - b : b === null && h === null ? 0 : h === null ? 1000 : -1000],
      mv: x.moves.map((m) => [m.label, m.base_rank ?? 0, m.head_rank ?? 0]),
      b: hits(x, 'base', depth),
      h: hits(x, 'head', depth),
    };
  });
  return { pass_k: r.pass_k, chunks, q };
}
