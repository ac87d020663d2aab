/**
 * The rankings draft's candidates are pooled from (draft/candidates.ts). Candidates are a recall
 * problem (the right section must be among eight; a person picks), so rankings that miss
 * different questions are pooled: the embedded BM25 with the side's own analyzer and settings; the
 * same with pseudo-relevance feedback (it adds the words of the first sections found, reaching
 * sections that say it differently); and an embedding model: the configured retriever when it has
 * one (hybrid, dense, a command), else the shipped sentence encoder (in process, no key; over
 * BM25's pooled top hits on a side of `hybrid.pool_from` chunks or more, as the hybrid does), whose
 * ranking comes twice: as it is, and with each question moved toward BM25's three best chunks.
 * BM25's and the model's rankings fused by reciprocal rank (the hybrid ranking) lead the list and
 * fill it (docs/golden-set-guide.md "Drafting from a query log" has the figures).
 */
import type { Config, RetrieverConfig } from '../config/types';
import { sideModelBudget, withThreads, type LoadedSide } from './load-side';
import { createSideRetriever } from './shared-bm25';
import type { EngineDeps } from './types';
import { createBm25Retriever, plainBm25 } from '../retrieve/bm25/bm25-retriever';
import { keptDocs } from '../retrieve/filters';
import { pageBoosts } from '../retrieve/boosts';
import { createEncoderRetriever, type EncoderFeedback } from '../retrieve/embed/encoder-retriever';
import { fuseRrf } from '../retrieve/common/fusion';
import type { Chunk, Hit, Label, Retriever, Snapshot } from '../types';
import { CANDIDATE_DEPTH, DEFAULT_POOL, describeSection, MAX_CANDIDATES, poolCandidates, sectionLabel, type Candidate, type CandidateRankings, type PoolPlan } from '../draft/candidates';
import { deepestCandidates } from '../draft/deepest';
import { parseLabel } from '../golden/label';
import { createLabelResolver } from '../golden/resolve';

/** BM25 with pseudo-relevance feedback, as settings over the side's own BM25 (values from the quality bench's variants). */
const withFeedback = (c: RetrieverConfig): RetrieverConfig => ({ ...c, bm25: { ...c.bm25, feedback: { docs: 5, terms: 10, weight: 0.6, pool: 100 } } });

/**
 * How far the encoder's question moves toward BM25's best chunks for the ranking that fills the
 * list: the three first, at half the question's weight. Chosen on the draft bench among 3, 5 and
 * 10 chunks at 0.25, 0.5 and 1; with the setting chosen on three corpora and scored on the
 * fourth, these won on each.
 */
export const ENCODER_FEEDBACK: EncoderFeedback = { docs: 3, weight: 0.5 };

/** The rankings a side's candidates come from; each retriever is closed by the caller (`close`). */
export interface CandidateRetrievers {
  lexical: Retriever;
  lexicalFeedback: Retriever;
  meaning: Retriever;
  /** The shipped encoder's ranking with feedback from BM25, when the encoder is the meaning ranking (pooled only by a plan that names it). */
  meaningFeedback?: (questions: readonly string[], depth: number) => Promise<Hit[][]>;
  /** Every retriever, to close. */
  all: Retriever[];
  /** What each ranking the default plan pools is, for the line that names them. */
  names: string[];
}

/** What the candidates are drawn from: a side's documents, and its files' text for a configured retriever that reads them. */
export type CandidateSide = Pick<LoadedSide, 'docs'> & Partial<Pick<LoadedSide, 'rev' | 'loadMs'>> & { snapshot: Pick<Snapshot, 'files'> };

/** The retrievers a side's candidates come from. */
export async function candidateRetrievers(side: CandidateSide, config: Config, deps: EngineDeps): Promise<CandidateRetrievers> {
  const kept = keptDocs(side.docs, config.retriever.filters, deps.log);
  const chunks: Chunk[] = kept.flatMap((d) => d.chunks);
  const boosts = pageBoosts(kept, config.retriever.boosts);
  const plain = plainBm25(config.retriever);
  // The side's model stages (the encoder, a dense model, a reranker) count toward its time budget here too.
  const budgeted: EngineDeps = { ...deps, modelBudget: sideModelBudget({ rev: side.rev ?? 'the docs', ...(side.loadMs !== undefined ? { loadMs: side.loadMs } : {}) }, config) };
  const lexical = createBm25Retriever(chunks, plain, { boosts });
  const lexicalFeedback = createBm25Retriever(chunks, withFeedback(plain), { boosts });
  if (config.retriever.type === 'bm25' && !config.retriever.rerank) {
    const encoder = await createEncoderRetriever(chunks, lexical, config.retriever.hybrid, withThreads(budgeted, config));
    const all = [lexical, lexicalFeedback, encoder];
    return { lexical, lexicalFeedback, meaning: encoder, meaningFeedback: (q, depth) => encoder.searchWithFeedback(q, depth, ENCODER_FEEDBACK), all, names: [...all.map((r) => r.name), fusedName(lexical, encoder)] };
  }
  const texts = new Map(side.snapshot.files.map((f) => [f.path, f.text]));
  const meaning = await createSideRetriever(side.docs, config.retriever, budgeted, null, (path) => texts.get(path));
  const all = [lexical, lexicalFeedback, meaning];
  return { lexical, lexicalFeedback, meaning, all, names: [...all.map((r) => r.name), fusedName(lexical, meaning)] };
}

/** How the summary line names the hybrid ranking. */
const fusedName = (lexical: Retriever, meaning: Retriever) => `${lexical.name} and ${meaning.name} fused (rrf ${HYBRID_RRF_K})`;

/**
 * How deep BM25's and the embedding model's rankings are read for the hybrid ranking the list is
 * filled from, and how they are fused: as the hybrid retriever's defaults fuse them (its first 100
 * of each, reciprocal rank with k = 60), so a section both place in their first hundred comes
 * before one only one of them places first.
 */
export const HYBRID_DEPTH = 100;
const HYBRID_RRF_K = 60;

/**
 * Each question's rankings on one side, in the questions' order. The encoder's ranking moved toward
 * BM25 is computed only when asked (`withEncoderFeedback`: a plan that pools it; the bench tries such plans).
 */
export async function candidateRankings(retrievers: CandidateRetrievers, questions: readonly string[], withEncoderFeedback = true): Promise<CandidateRankings[]> {
  if (!questions.length) return [];
  const lexical = await retrievers.lexical.search(questions, HYBRID_DEPTH);
  const lexicalFeedback = await retrievers.lexicalFeedback.search(questions, CANDIDATE_DEPTH);
  const meaning = await retrievers.meaning.search(questions, HYBRID_DEPTH);
  const meaningFeedback = withEncoderFeedback && retrievers.meaningFeedback ? await retrievers.meaningFeedback(questions, CANDIDATE_DEPTH) : undefined;
  return questions.map((_, i) => {
    const l = lexical[i] ?? [];
    const m = meaning[i] ?? [];
    const rankings: CandidateRankings = {
      lexical: l.slice(0, CANDIDATE_DEPTH),
      lexicalFeedback: lexicalFeedback[i] ?? [],
      meaning: m.slice(0, CANDIDATE_DEPTH),
      hybrid: fuseRrf([l, m], HYBRID_RRF_K, CANDIDATE_DEPTH),
    };
    if (meaningFeedback) rankings.meaningFeedback = meaningFeedback[i] ?? [];
    return rankings;
  });
}

/** A side's chunks by id, and each section's first part by its label (what a candidate shows). */
export function sideLookups(side: Pick<LoadedSide, 'docs'>): { chunkOf: (id: string) => Chunk | undefined; opening: (label: string) => Chunk | undefined } {
  const byId = new Map<string, Chunk>();
  const first = new Map<string, Chunk>();
  for (const d of side.docs)
    for (const c of d.chunks) {
      byId.set(c.id, c);
      const label = sectionLabel(c);
      const seen = first.get(label);
      if (!seen || c.part < seen.part) first.set(label, c);
    }
  return { chunkOf: (id) => byId.get(id), opening: (label) => first.get(label) };
}

/** Whether a plan pools the encoder's ranking moved toward BM25 (as a lead, or as the fill). */
export const usesEncoderFeedback = (plan: PoolPlan): boolean => plan.fill === 'meaningFeedback' || plan.leads.some(([k]) => k === 'meaningFeedback');

/**
 * The sections inside a candidate's section (what its label covers, its own section left out),
 * ranked for the question as `review`'s `p` ranks a page's sections (BM25 over that page alone),
 * for draft/deepest.ts. One BM25 index per page, built when a question first needs it.
 */
export function innerSections(side: Pick<LoadedSide, 'docs'>, retriever: RetrieverConfig): (label: string, question: string) => Promise<string[]> {
  const resolver = createLabelResolver(side.docs);
  const pages = new Map(side.docs.map((d) => [d.path, d.chunks]));
  const indexes = new Map<string, Retriever>();
  return async (label, question) => {
    const parsed = parseLabel(label);
    if ('error' in parsed) return [];
    const covered = new Set(resolver.resolve((parsed as { label: Label }).label));
    const page = pages.get(label.split('#')[0]) ?? [];
    const inside = page.filter((c) => covered.has(c.id) && sectionLabel(c) !== label);
    if (!inside.length) return [];
    let bm25 = indexes.get(label);
    if (!bm25) indexes.set(label, (bm25 = createBm25Retriever(page, plainBm25(retriever))));
    const [hits] = await bm25.search([question], page.length);
    const insideIds = new Set(inside.map((c) => c.id));
    return [...new Set((hits ?? []).filter((h) => insideIds.has(h.id)).map((h) => sectionLabel(page.find((c) => c.id === h.id)!)))];
  };
}

/** A question's pooled candidates with the plan's `deepest` applied: each container replaced by its best inner section. */
export async function deepenCandidates(pooled: readonly Candidate[], question: string, inner: (label: string, question: string) => Promise<string[]>, opening: (label: string) => Chunk | undefined): Promise<Candidate[]> {
  const ranked = new Map<string, string[]>();
  for (const c of pooled) ranked.set(c.label, await inner(c.label, question));
  const byLabel = new Map(pooled.map((c) => [c.label, c]));
  const labels = deepestCandidates(
    pooled.map((c) => c.label),
    (l) => ranked.get(l) ?? [],
  );
  return labels.map(({ label, from }) => {
    const own = byLabel.get(label);
    if (own) return own;
    // A section that took its container's place: shown by its own opening, with the container's score.
    const first = opening(label);
    return { label, ...(first ? describeSection(first) : { heading: label, snippet: '' }), score: byLabel.get(from)?.score ?? 0 };
  });
}

/** Each question's candidates on one side, in the questions' order; `retriever` (the side's settings) ranks a container's inner sections. */
export async function rankCandidates(side: Pick<LoadedSide, 'docs'>, retrievers: CandidateRetrievers, questions: readonly string[], retriever: RetrieverConfig, plan: PoolPlan = DEFAULT_POOL): Promise<Candidate[][]> {
  const { chunkOf, opening } = sideLookups(side);
  const rankings = await candidateRankings(retrievers, questions, usesEncoderFeedback(plan));
  const inner = plan.deepest ? innerSections(side, retriever) : undefined;
  const out: Candidate[][] = [];
  for (let i = 0; i < rankings.length; i++) {
    const pooled = poolCandidates(rankings[i], chunkOf, MAX_CANDIDATES, plan, opening);
    out.push(inner ? await deepenCandidates(pooled, questions[i], inner, opening) : pooled);
  }
  return out;
}
