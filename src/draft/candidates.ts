/**
 * Candidate labels for a drafted question: the sections the retrievers rank best, pooled. Each
 * retriever's ranking (chunks, best first) becomes a ranking of sections: a chunk stands for the
 * section of its innermost heading (`path#slug`, the label form the golden set uses; the whole page,
 * `path`, for text before the first heading), and the further parts of a split section count once,
 * at their best rank. Each ranking's first sections lead; the encoder's ranking with feedback from
 * BM25 fills the rest (poolCandidates).
 * Pure: rankings and chunks in, candidates out.
 */
import { headingLine, sectionLabel } from '../golden/chunk-section';
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

/** A chunk's text without its own heading line (and a reST/AsciiDoc underline): the snippet shows what the section says. */
function bodyText(chunk: Chunk): string {
  const inner = chunk.trail[chunk.trail.length - 1];
  if (!inner || chunk.part > 0) return chunk.text;
  const lines = chunk.text.split('\n');
  let i = 0;
  while (i < lines.length && lines[i].trim() === '') i++;
  if (i < lines.length && lines[i].includes(inner.text.slice(0, 20))) {
    i++;
    if (i < lines.length && /^\s*([=\-~^"'`#*+_.:])\1{2,}\s*$/.test(lines[i])) i++;
    return lines.slice(i).join('\n');
  }
  return chunk.text;
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
}

/**
 * The places each ranking's best sections take at the head of the list, in this order; the rest
 * of the list is filled from `meaningFeedback` (else from all rankings fused by reciprocal rank).
 * On the quality corpora each ranking's first sections find questions the others miss: a
 * paraphrase the encoder places first, an identifier BM25 places first or second.
 */
export const LEADS: ReadonlyArray<readonly [keyof CandidateRankings, number]> = [
  ['meaning', 1],
  ['lexical', 2],
  ['lexicalFeedback', 1],
];

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
 * The candidates for one question: the first sections of each ranking as `LEADS` says, then the
 * sections of `meaningFeedback` in its order (without it, of every ranking fused by reciprocal rank,
 * ties broken by label), each section once, up to `max`. A list pooled this way found 144 of the
 * quality corpora's 158 answerable questions where fusing every ranking by reciprocal rank, with
 * the encoder's two best first, found 138. `score` is the reciprocal-rank sum over every ranking.
 */
export function poolCandidates(rankings: CandidateRankings, chunkOf: (id: string) => Chunk | undefined, max = MAX_CANDIDATES): Candidate[] {
  const pooled = new Map<string, { score: number; first: Chunk }>();
  const sections = new Map<keyof CandidateRankings, Array<{ label: string; chunk: Chunk }>>();
  for (const key of ['lexical', 'lexicalFeedback', 'meaning', 'meaningFeedback'] as const) {
    const hits = rankings[key];
    if (!hits) continue;
    const list = sectionsOf(hits, chunkOf);
    sections.set(key, list);
    list.forEach(({ label, chunk }, i) => {
      const entry = pooled.get(label);
      const add = 1 / (RRF_K + i + 1);
      // The first part of a section speaks for it (its heading and opening words).
      if (!entry) pooled.set(label, { score: add, first: chunk });
      else {
        entry.score += add;
        if (chunk.part < entry.first.part) entry.first = chunk;
      }
    });
  }
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
  for (const [key, n] of LEADS) take((sections.get(key) ?? []).map((s) => s.label), n);
  const fused = [...pooled.entries()].sort((a, b) => b[1].score - a[1].score || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([label]) => label);
  take(sections.get('meaningFeedback')?.map((s) => s.label) ?? fused, max);
  // A short fill (a tiny side) leaves places the other rankings' sections can take.
  take(fused, max);
  return out.map((label) => {
    const { score, first } = pooled.get(label)!;
    return { label, ...describeSection(first), score: Math.round(score * 1e4) / 1e4 };
  });
}
