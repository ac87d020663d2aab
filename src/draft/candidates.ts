/**
 * Candidate labels for a drafted question: the sections the retrievers rank best, pooled. Each
 * retriever's ranking (chunks, best first) becomes a ranking of sections: a chunk stands for the
 * section of its innermost heading (`path#slug`, the label form the golden set uses; the whole page,
 * `path`, for text before the first heading), and the further parts of a split section count once,
 * at their best rank. Each ranking's first sections lead; the hybrid ranking (BM25 and the encoder
 * fused) fills the rest (poolCandidates).
 * Pure: rankings and chunks in, candidates out.
 */
import { bodyText, headingLine, sectionLabel } from '../golden/chunk-section';
import type { Chunk, Hit } from '../types';

// Set health names sections the same way, from a floor below; draft's callers keep importing them here.
export { headingLine, sectionLabel };

/** One proposed label, as `draft --json` prints it. */
export interface Candidate {
  label: string;
  /** The section's heading trail, outermost first, joined with ' › '. */
  heading: string;
  /** The section's first words, on one line. */
  snippet: string;
  /** The fused score (sum over retrievers of 1 / (RRF_K + rank)), rounded to 4 places. */
  score: number;
}

/** Most candidates proposed per question. */
export const MAX_CANDIDATES = 8;
/** How deep each retriever's ranking is read: split sections and repeats need more chunks than sections. */
export const CANDIDATE_DEPTH = 40;
/** The usual reciprocal-rank-fusion constant: rank 1 and rank 5 differ, but not by a factor of five. */
const RRF_K = 60;
const SNIPPET_CHARS = 120;

/** A chunk's text on one line, cut at a word. */
export function oneLine(text: string, max = SNIPPET_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a candidate shows of its section: the heading trail and the first words of its first chunk. */
export function describeSection(first: Chunk): { heading: string; snippet: string } {
  return { heading: headingLine(first), snippet: oneLine(bodyText(first)) };
}

/** One question's rankings (chunks, best first), by what each stands for. */
export interface CandidateRankings {
  /** BM25 with the side's settings. */
  lexical: readonly Hit[];
  /** BM25 with pseudo-relevance feedback. */
  lexicalFeedback: readonly Hit[];
  /** The embedding model's (the shipped encoder, or the configured retriever). */
  meaning: readonly Hit[];
  /** The shipped encoder's, the question moved toward BM25's best chunks (engine/draft-rank.ts). */
  meaningFeedback?: readonly Hit[];
  /** BM25's and the embedding model's rankings fused by reciprocal rank, as the hybrid retriever fuses them (engine/draft-rank.ts). */
  hybrid?: readonly Hit[];
}

/** The rankings a candidate list can be pooled from. */
export type RankingName = keyof CandidateRankings;

/** How a list is pooled: the places each ranking's first sections take, in order, then the ranking that fills the rest. */
export interface PoolPlan {
  leads: ReadonlyArray<readonly [RankingName, number]>;
  /** The ranking that fills the places the leads leave; without it, every ranking fused by reciprocal rank fills them. */
  fill: RankingName;
  /** Whether a candidate that contains other sections gives its place to the one inside it that matches best (draft/deepest.ts). */
  deepest?: boolean;
}

/**
 * The list as pooled by default: the hybrid ranking's first section, then the encoder's, BM25's and
 * BM25-with-feedback's first, then the hybrid ranking in its order; a page or parent section on it
 * gives its place to the section inside it that matches the question best. Chosen on the real-question sets
 * of bench/quality-real with the plan chosen on four corpora and scored on the fifth
 * (docs/golden-set-guide.md has the figures): on real questions the encoder's first section alone is
 * right less often than the section both rankings agree on, and the hybrid ranking reaches further
 * down than the encoder moved toward BM25's best (the fill before).
 */
export const DEFAULT_POOL: PoolPlan = {
  leads: [
    ['hybrid', 1],
    ['meaning', 1],
    ['lexical', 1],
    ['lexicalFeedback', 1],
  ],
  fill: 'hybrid',
  deepest: true,
};

/** The pooled list's leads (DEFAULT_POOL), as the list names them. */
export const LEADS = DEFAULT_POOL.leads;

/** Sections of one ranking, best first, each at its best rank (a split section counts once). */
function sectionsOf(hits: readonly Hit[], chunkOf: (id: string) => Chunk | undefined): Array<{ label: string; chunk: Chunk }> {
  const out: Array<{ label: string; chunk: Chunk }> = [];
  const seen = new Set<string>();
  for (const hit of hits) {
    const chunk = chunkOf(hit.id);
    if (!chunk) continue;
    const label = sectionLabel(chunk);
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({ label, chunk });
  }
  return out;
}

/**
 * The candidates for one question: the first sections of each ranking as `plan.leads` says, then
 * the sections of `plan.fill` in its order (when that ranking is absent, of the encoder's with
 * feedback, else of every ranking fused by reciprocal rank, ties broken by label), each section
 * once, up to `max`. `score` is the reciprocal-rank sum over every ranking. Each candidate is shown
 * by its section's opening (`opening`: the section's first part, when the side has it), not by
 * whichever part of a split section a ranking happened to reach.
 */
export function poolCandidates(
  rankings: CandidateRankings,
  chunkOf: (id: string) => Chunk | undefined,
  max = MAX_CANDIDATES,
  plan: PoolPlan = DEFAULT_POOL,
  opening?: (label: string) => Chunk | undefined,
): Candidate[] {
  const pooled = new Map<string, { score: number; first: Chunk }>();
  const sections = new Map<RankingName, Array<{ label: string; chunk: Chunk }>>();
  for (const key of ['lexical', 'lexicalFeedback', 'meaning', 'meaningFeedback', 'hybrid'] as const) {
    const hits = rankings[key];
    if (!hits) continue;
    const list = sectionsOf(hits, chunkOf);
    sections.set(key, list);
    // The hybrid ranking is BM25's and the encoder's again: it orders the list, it does not add to the agreement.
    if (key === 'hybrid') continue;
    list.forEach(({ label, chunk }, i) => {
      const entry = pooled.get(label);
      const add = 1 / (RRF_K + i + 1);
      if (!entry) pooled.set(label, { score: add, first: chunk });
      else {
        entry.score += add;
        if (chunk.part < entry.first.part) entry.first = chunk;
      }
    });
  }
  for (const { label, chunk } of sections.get('hybrid') ?? []) if (!pooled.has(label)) pooled.set(label, { score: 0, first: chunk });
  const out: string[] = [];
  const take = (labels: readonly string[], n: number) => {
    let taken = 0;
    for (const label of labels) {
      if (taken >= n || out.length >= max) return;
      if (out.includes(label)) continue;
      out.push(label);
      taken++;
    }
  };
  const labelsOf = (key: RankingName) => sections.get(key)?.map((s) => s.label);
  for (const [key, n] of plan.leads) take(labelsOf(key) ?? [], n);
  const fused = [...pooled.entries()].sort((a, b) => b[1].score - a[1].score || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([label]) => label);
  take(labelsOf(plan.fill) ?? labelsOf('meaningFeedback') ?? fused, max);
  // A short fill (a tiny side) leaves places the other rankings' sections can take.
  take(fused, max);
  return out.map((label) => {
    const { score, first } = pooled.get(label)!;
    // The first part of a section speaks for it (its heading and opening words), ranked or not.
    const shown = first.part > 0 ? (opening?.(label) ?? first) : first;
    return { label, ...describeSection(shown), score: Math.round(score * 1e4) / 1e4 };
  });
}
