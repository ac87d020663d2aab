/**
 * draft's candidates on the real-question sets (bench/quality-real) and the curated ones
 * (bench/quality), each set's questions given as a query log (the text only; the labels are held
 * out and only score the result), pooled under several plans so that the plan can be chosen on
 * four corpora and scored on the fifth (bench/draft.bench.ts). Per question and plan:
 * - among: a candidate is the right section or one inside it (its chunks are all inside what one
 *   of the question's labels, or one member of an any-of group, covers: a page or a parent section
 *   that merely contains the answer does not count);
 * - first: the first candidate is;
 * - via p: not among, but `review`'s `p` on a candidate from the right page offers it;
 * - via /: not among, but `review`'s `/` search, typed with the question itself, offers it.
 * `p` and `/` are what a reviewer can do when the list misses; they are counted apart, never as hits.
 */
import { DocCache } from '../../src/chunk/corpus';
import { parseConfig } from '../../src/config/parse';
import { DEFAULT_DOCS_GLOBS, type Config } from '../../src/config/types';
import { MAX_CANDIDATES, poolCandidates, sectionLabel, type CandidateRankings, type PoolPlan } from '../../src/draft/candidates';
import { candidateRankings, candidateRetrievers, deepenCandidates, innerSections, sideLookups } from '../../src/engine/draft-rank';
import { loadSide, openFolder, type LoadedSide } from '../../src/engine/load-side';
import { rankPageSections } from '../../src/engine/page-sections';
import type { EngineDeps } from '../../src/engine/types';
import { parseLabel } from '../../src/golden/label';
import { createBm25Retriever, plainBm25 } from '../../src/retrieve/bm25/bm25-retriever';
import type { Chunk, GoldenSet, Label } from '../../src/types';
import { readQualityGolden, type QualitySet } from './quality-eval';

/** The list pooled before: the encoder's first section, BM25's two, BM25-with-feedback's one, then the encoder moved toward BM25's best. */
export const BEFORE_POOL: PoolPlan = {
  leads: [
    ['meaning', 1],
    ['lexical', 2],
    ['lexicalFeedback', 1],
  ],
  fill: 'meaningFeedback',
  deepest: false,
};

/** The plans the held-out choice is made among: which rankings lead, in what order, and which fills. */
export const PLANS: readonly PoolPlan[] = (() => {
  const leads: Array<PoolPlan['leads']> = [
    BEFORE_POOL.leads,
    [['hybrid', 1], ['lexical', 2], ['lexicalFeedback', 1]],
    [['hybrid', 1], ['meaning', 1], ['lexical', 1], ['lexicalFeedback', 1]],
    [['hybrid', 2], ['meaning', 1], ['lexical', 1], ['lexicalFeedback', 1]],
    [['lexical', 1], ['meaning', 1], ['lexical', 1], ['lexicalFeedback', 1]],
    [['meaningFeedback', 1], ['meaning', 1], ['lexical', 2], ['lexicalFeedback', 1]],
    [['lexical', 1], ['meaningFeedback', 1], ['meaning', 1], ['lexicalFeedback', 1]],
  ];
  return leads.flatMap((l) => (['meaningFeedback', 'hybrid'] as const).flatMap((fill) => [false, true].map((deepest) => ({ leads: l, fill, deepest }))));
})();

export const planName = (p: PoolPlan): string => `${p.leads.map(([k, n]) => `${k} ${n}`).join(', ')}; fill ${p.fill}${p.deepest ? '; deepest section' : ''}`;

export interface Tally {
  questions: number;
  among: number;
  first: number;
  viaPage: number;
  viaSearch: number;
}

/** One corpus's figures: per plan (by index in `plans`), per set kind. */
export interface CorpusCandidates {
  corpus: string;
  chunks: number;
  byPlan: Array<Record<string, Tally>>;
  /** Process time to rank every question of both sets (the encoder included), ms. */
  rankCpuMs: number;
  retrievers: string[];
}

/** The bench's config: every document, the defaults; a cold encoder on a loaded machine may take longer than a pull request's budget. */
export const benchConfig = (type: 'bm25' | 'hybrid' = 'bm25'): Config =>
  parseConfig(`docs: ['${DEFAULT_DOCS_GLOBS[0]}']\nchunking: {max_corpus_seconds: 100000, max_file_seconds: 1000}\n${type === 'hybrid' ? 'retriever: {type: hybrid}\n' : ''}`, 'config');

/** The inner sections of a label for a question, computed once however many plans ask. */
function memoInner(inner: (label: string, question: string) => Promise<string[]>): (label: string, question: string) => Promise<string[]> {
  const seen = new Map<string, Promise<string[]>>();
  return (label, question) => {
    const key = `${label}\u0000${question}`;
    let r = seen.get(key);
    if (!r) seen.set(key, (r = inner(label, question)));
    return r;
  };
}

/** Whether a candidate's chunks are all inside one right section (the right one, or one inside it). */
export function holdsAnswer(candidateChunks: readonly string[], rights: ReadonlyArray<ReadonlySet<string>>): boolean {
  return candidateChunks.length > 0 && rights.some((r) => candidateChunks.every((id) => r.has(id)));
}

/** Every chunk set a question's labels cover, one per plain label and one per member of an any-of group. */
function rightSections(side: LoadedSide, q: GoldenSet['questions'][number]): Array<Set<string>> {
  return q.relevant.flatMap((l) => (l.any ? l.any : [l])).map((m) => new Set(side.resolver.resolve(m)));
}

/** Measures one corpus: its real set and, when there is one, its curated set, under every plan. */
export async function measureCorpusCandidates(sets: readonly QualitySet[], deps: EngineDeps, plans: readonly PoolPlan[], type: 'bm25' | 'hybrid' = 'bm25'): Promise<CorpusCandidates> {
  const config = benchConfig(type);
  const side = await loadSide(await openFolder(sets[0].corpusDir, deps), config, new DocCache(), deps, { analyse: false });
  const questions = sets.flatMap((s) => readQualityGolden(s).questions.map((q) => ({ kind: s.kind, q })));
  const cpu0 = process.cpuUsage();
  const retrievers = await candidateRetrievers(side, config, deps);
  let rankings: CandidateRankings[];
  try {
    rankings = await candidateRankings(retrievers, questions.map((x) => x.q.question));
  } finally {
    for (const r of retrievers.all) await r.close?.();
  }
  const cpu = process.cpuUsage(cpu0);
  const { chunkOf, opening } = sideLookups(side);
  const inner = memoInner(innerSections(side, config.retriever));
  const chunks = side.docs.flatMap((d) => d.chunks);
  const byPage = new Map(side.docs.map((d) => [d.path, d.chunks]));
  const resolved = new Map<string, string[]>();
  const resolveLabel = (raw: string): string[] => {
    let ids = resolved.get(raw);
    if (!ids) {
      const parsed = parseLabel(raw);
      ids = 'error' in parsed ? [] : side.resolver.resolve((parsed as { label: Label }).label);
      resolved.set(raw, ids);
    }
    return ids;
  };
  // `/` as review runs it: BM25 over the side, the first five sections of its first 30 chunks.
  const search = createBm25Retriever(chunks, plainBm25(config.retriever));
  const searched = await search.search(
    questions.map((x) => x.q.question),
    30,
  );
  const byPlan = plans.map(() => ({}) as Record<string, Tally>);
  for (let i = 0; i < questions.length; i++) {
    const { kind, q } = questions[i];
    if (!q.answerable) continue;
    const rights = rightSections(side, q);
    const holds = (label: string) => holdsAnswer(resolveLabel(label), rights);
    const offeredBySearch = [...new Set(searched[i].map((h) => sectionLabel(chunkOf(h.id)!)))].slice(0, 5);
    for (let p = 0; p < plans.length; p++) {
      const t = (byPlan[p][kind] ??= { questions: 0, among: 0, first: 0, viaPage: 0, viaSearch: 0 });
      t.questions++;
      const pooled = poolCandidates(rankings[i], chunkOf, MAX_CANDIDATES, plans[p], opening);
      const labels = (plans[p].deepest ? await deepenCandidates(pooled, q.question, inner, opening) : pooled).map((c) => c.label);
      if (labels.length && holds(labels[0])) t.first++;
      if (labels.some(holds)) {
        t.among++;
        continue;
      }
      const onScreen = new Set(labels);
      if (offeredBySearch.some((l) => !onScreen.has(l) && holds(l))) t.viaSearch++;
      // Only a candidate on a page that holds the right section is one a reviewer would open.
      for (const page of new Set(labels.map((l) => l.split('#')[0]))) {
        const pageChunks: readonly Chunk[] = byPage.get(page) ?? [];
        if (!pageChunks.some((c) => rights.some((r) => r.has(c.id)))) continue;
        if ((await rankPageSections(pageChunks, q.question, config.retriever, onScreen)).some(holds)) {
          t.viaPage++;
          break;
        }
      }
    }
  }
  return { corpus: sets[0].name, chunks: chunks.length, byPlan, rankCpuMs: (cpu.user + cpu.system) / 1000, retrievers: retrievers.names };
}

/** among + first over the given corpora and kinds: what the held-out choice maximises. */
function worth(results: readonly CorpusCandidates[], plan: number, kinds: readonly string[]): number {
  let sum = 0;
  for (const r of results) for (const k of kinds) sum += (r.byPlan[plan][k]?.among ?? 0) + (r.byPlan[plan][k]?.first ?? 0);
  return sum;
}

/**
 * Leave one corpus out: for each corpus, the plan with the most among + first on the other
 * corpora's real and curated sets (ties: the earlier plan), and that plan's figures on it.
 */
export function chooseHeldOut(results: readonly CorpusCandidates[], plans: readonly PoolPlan[]): Array<{ corpus: string; plan: number }> {
  return results.map((held) => {
    const others = results.filter((r) => r !== held);
    let best = 0;
    for (let p = 1; p < plans.length; p++) if (worth(others, p, ['real', 'curated']) > worth(others, best, ['real', 'curated'])) best = p;
    return { corpus: held.corpus, plan: best };
  });
}
