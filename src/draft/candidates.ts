/**
 * Candidate labels for a drafted question: the sections the retrievers rank best, pooled. Each
 * retriever's ranking (chunks, best first) becomes a ranking of sections: a chunk stands for the
 * section of its innermost heading (`path#slug`, the label form the golden set uses; the whole page,
 * `path`, for text before the first heading), and the further parts of a split section count once,
 * at their best rank. The embedding ranking's best sections lead; the BM25 rankings fill the rest,
 * fused by reciprocal rank, so a section the embedding model places first and one the BM25
 * rankings agree on both make the list.
 * Pure: rankings and chunks in, candidates out.
 */
import type { Chunk, Hit } from '../types';

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

/** The label of the section a chunk belongs to: its innermost heading's slug, or the page before the first heading. */
export function sectionLabel(chunk: Pick<Chunk, 'path' | 'trail'>): string {
  // The innermost heading that has an anchor: a heading of only punctuation (`# $`) slugs to ''.
  for (let i = chunk.trail.length - 1; i >= 0; i--) {
    const h = chunk.trail[i];
    const anchor = h.slug || h.ids[0];
    if (anchor) return `${chunk.path}#${anchor}`;
  }
  return chunk.path;
}

/** `Title › Section › Subsection`, or the page's title for text before the first heading. */
export function headingLine(chunk: Pick<Chunk, 'trail' | 'docTitle' | 'path'>): string {
  if (chunk.trail.length === 0) return chunk.docTitle || chunk.path;
  return chunk.trail.map((h) => h.text).join(' › ');
}

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

/** Places the embedding ranking (the last) always gets: its best sections lead the list. */
export const EMBEDDING_SLOTS = 2;

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
 * The candidates for one question from each retriever's hits for it, the embedding ranking last:
 * its `EMBEDDING_SLOTS` best sections first, then the other rankings' sections fused by
 * reciprocal rank (ties broken by label, so the same inputs give the same list). Fused with the
 * others on equal terms, the embedding ranking was outvoted by the three BM25 rankings, which
 * agree with each other: on the quality corpora the reserved places found 3 more of the 158 questions.
 * `score` is the reciprocal-rank sum over every ranking, the embedding one included.
 */
export function poolCandidates(rankings: ReadonlyArray<readonly Hit[]>, chunkOf: (id: string) => Chunk | undefined, max = MAX_CANDIDATES): Candidate[] {
  const pooled = new Map<string, { score: number; lexical: number; first: Chunk }>();
  const last = rankings.length - 1;
  rankings.forEach((hits, r) => {
    sectionsOf(hits, chunkOf).forEach(({ label, chunk }, i) => {
      const add = 1 / (RRF_K + i + 1);
      const entry = pooled.get(label);
      // The first part of a section speaks for it (its heading and opening words).
      if (!entry) pooled.set(label, { score: add, lexical: r < last ? add : 0, first: chunk });
      else {
        entry.score += add;
        if (r < last) entry.lexical += add;
        if (chunk.part < entry.first.part) entry.first = chunk;
      }
    });
  });
  const lead = last > 0 ? sectionsOf(rankings[last], chunkOf).slice(0, Math.min(EMBEDDING_SLOTS, max)).map((s) => s.label) : [];
  const rest = [...pooled.entries()]
    .filter(([label]) => !lead.includes(label))
    .sort((a, b) => b[1].lexical - a[1].lexical || b[1].score - a[1].score || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([label]) => label);
  return [...lead, ...rest].slice(0, max).map((label) => {
    const { score, first } = pooled.get(label)!;
    return { label, ...describeSection(first), score: Math.round(score * 1e4) / 1e4 };
  });
}
