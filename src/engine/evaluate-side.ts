import { ERROR_CODES, InputError } from '../errors';
import { MAX_RANKED_HITS } from '../limits';
import type { LabelResolver } from '../golden/resolve';
import type { Analyzer } from '../retrieve/bm25/analyzer';
import { vocabularyGap } from './vocabulary-gap';
import { measureQuestion } from '../measure/question';
import { factRanks, factsInCorpus } from '../measure/required-facts';
import type { Chunk, Doc, GoldenSet, Hit, LabelResult, QuestionResult, RetrievedChunk, Retriever } from '../types';

/** The cut-offs every measure is computed at: the configured k plus pass_k, sorted, unique. */
export function measureKs(k: readonly number[], passK: number): number[] {
  return [...new Set([...k, passK])].sort((a, b) => a - b);
}

export interface JudgeOptions {
  /** Cut-offs for the measures (k ∪ pass_k). */
  ks: number[];
  passK: number;
  /** Path → change, on the head side of a comparison (documents added or changed in the PR). */
  changes?: ReadonlyMap<string, 'added' | 'changed'>;
  /** The side's analyzer: with it, a failing question whose evidence shares few terms with it is flagged (vocabulary-gap.ts). */
  analyzer?: Analyzer;
}

/**
 * Judges one side's rankings: for each question, which retrieved chunks match which of its labels
 * (through the snapshot's label resolver), the measures of docs/measures.md, each label's best rank,
 * the forbidden sources and the required facts within the top pass_k. Pure: rankings in, results out.
 */
export function judgeSide(golden: GoldenSet, hits: readonly Hit[][], docs: readonly Doc[], resolver: LabelResolver, opts: JudgeOptions): QuestionResult[] {
  const byId = chunkLookup(docs);
  // Every fact of the golden set looked for in every document at once, and only when some
  // question has required facts: one pass over the corpus per side, not one per question.
  let inCorpus: Map<string, boolean> | null = null;
  const corpusHas = (): Map<string, boolean> => {
    if (inCorpus) return inCorpus;
    const facts = [...new Set(golden.questions.flatMap((q) => q.requiredFacts))];
    const found = factsInCorpus(facts, docs.map((d) => d.chunks.map((c) => c.text).join('\n')));
    inCorpus = new Map(facts.map((f, i) => [f, found[i]]));
    return inCorpus;
  };
  const passKey = `recall@${opts.passK}`;
  const termsOf = opts.analyzer ? evidenceTerms(golden, opts.analyzer) : undefined;
  return golden.questions.map((q, qi) => {
    const ranking = hits[qi] ?? [];
    const resolved = q.relevant.map((l) => resolver.resolve(l));
    const evidence = new Set<string>();
    for (const ids of resolved) for (const id of ids) evidence.add(id);
    const matches: number[][] = [];
    const retrieved: RetrievedChunk[] = [];
    const forbiddenHits: RetrievedChunk[] = [];
    const best: Array<number | null> = q.relevant.map(() => null);
    ranking.forEach((hit, i) => {
      const chunk = byId.get(hit.id);
      if (!chunk) {
        throw new InputError(ERROR_CODES.RETRIEVER, `the retriever returned chunk id '${hit.id}', which is not a chunk of this snapshot`, { field: `questions[${qi}]` });
      }
      const rank = i + 1;
      const matched: number[] = [];
      q.relevant.forEach((label, li) => {
        if (resolved[li].length && resolver.matches(chunk, label)) {
          matched.push(li);
          if (best[li] === null) best[li] = rank;
        }
      });
      matches.push(matched);
      const rc: RetrievedChunk = {
        rank,
        id: chunk.id,
        path: chunk.path,
        anchors: chunk.anchors,
        headings: chunk.trail.map((h) => h.text),
        relevant: matched.length > 0,
        score: hit.score,
        labels: matched.map((li) => q.relevant[li].raw),
      };
      const change = opts.changes?.get(chunk.path);
      if (change) rc.change = change;
      if (chunk.line !== undefined && chunk.end_line !== undefined) {
        rc.line = chunk.line;
        rc.end_line = chunk.end_line;
      }
      retrieved.push(rc);
      if (rank <= opts.passK && q.forbidden.length) {
        const bad = q.forbidden.filter((label) => resolver.matches(chunk, label)).map((l) => l.raw);
        if (bad.length) forbiddenHits.push({ ...rc, relevant: false, labels: bad });
      }
    });
    const measures = measureQuestion(matches, q.relevant.length, opts.ks);
    const labels: LabelResult[] = q.relevant.map((l, li) => ({ label: l.raw, resolved: resolved[li].length > 0, bestRank: best[li] }));
    const result: QuestionResult = {
      id: q.id,
      question: q.question,
      answerable: q.answerable,
      tags: q.tags,
      pass: q.answerable && q.relevant.length > 0 && measures[passKey] === 1,
      measures,
      labels,
      retrieved,
      forbiddenHits,
      evidenceChunks: evidence.size,
    };
    // Checked here, where the chunk texts are, so the report carries a flag and renderers stay pure.
    if (q.requiredFacts.length) {
      result.factRanks = factRanks(
        q.requiredFacts,
        ranking.slice(0, opts.passK).map((h) => (byId.get(h.id) as Chunk).text),
      );
      result.factInCorpus = q.requiredFacts.map((f) => corpusHas().get(f) ?? false);
    }
    if (opts.analyzer && q.answerable && !result.pass) {
      // The evidence chunks of labels not matched within the top pass_k.
      const missed: Chunk[] = [];
      q.relevant.forEach((_, li) => {
        if (best[li] !== null && best[li]! <= opts.passK) return;
        for (const id of resolved[li]) {
          const c = byId.get(id);
          if (c) missed.push(c);
        }
      });
      const gap = vocabularyGap(q.question, missed, opts.analyzer, termsOf);
      if (gap) result.vocabularyGap = gap;
    }
    return result;
  });
}

/**
 * A chunk's analysed terms that some question of the golden set has, each chunk analysed once per
 * side. The vocabulary-gap check looks at every evidence chunk of each failing question: a page
 * label names all the page's chunks, so 10 failing questions on a page of 40,000 sections analysed
 * 400,000 chunks. Only terms of questions are kept, so the cache stays small.
 */
function evidenceTerms(golden: GoldenSet, analyzer: Analyzer): (chunk: Chunk) => ReadonlySet<string> {
  let asked: Set<string> | undefined;
  const cache = new Map<Chunk, Set<string>>();
  return (chunk) => {
    let terms = cache.get(chunk);
    if (!terms) {
      asked ??= new Set(golden.questions.flatMap((q) => analyzer.analyze(q.question)));
      terms = new Set(analyzer.analyze(chunk.indexText).filter((t) => asked!.has(t)));
      cache.set(chunk, terms);
    }
    return terms;
  };
}

/**
 * Chunk by id, in O(1). Only the retrieved chunks and the evidence of missed labels are looked up,
 * so this maps the documents, not every chunk (a map of 100,000 chunks per side cost more than the
 * judging): an id is `path#…`, so the document is found by the id's prefix up to a `#`, then the
 * chunk in a map of that document's chunks, built the first time one of them is asked for. (A scan
 * of the document's chunks per lookup was quadratic: a page of 40,000 headings labelled on 10
 * failing questions took 121 s, `depth: 8000` 197 s.) Ids of another shape fall back to a map of
 * every chunk, built on the first miss.
 */
export function chunkLookup(docs: readonly Doc[]): { get(id: string): Chunk | undefined } {
  const byPath = new Map<string, Doc>();
  for (const d of docs) byPath.set(d.path, d);
  const ofDoc = new Map<Doc, Map<string, Chunk>>();
  const inDoc = (d: Doc, id: string): Chunk | undefined => {
    let m = ofDoc.get(d);
    if (!m) {
      m = new Map();
      for (const c of d.chunks) m.set(c.id, c);
      ofDoc.set(d, m);
    }
    return m.get(id);
  };
  let all: Map<string, Chunk> | undefined;
  return {
    get(id: string): Chunk | undefined {
      for (let i = id.indexOf('#'); i >= 0; i = id.indexOf('#', i + 1)) {
        const d = byPath.get(id.slice(0, i));
        const chunk = d && inDoc(d, id);
        if (chunk) return chunk;
      }
      if (!all) {
        all = new Map();
        for (const d of docs) for (const c of d.chunks) all.set(c.id, c);
      }
      return all.get(id);
    },
  };
}

/** Questions × depth within MAX_RANKED_HITS, checked before anything is ranked. */
export function checkRankedHits(golden: GoldenSet, depth: number): void {
  const n = golden.questions.length * depth;
  if (n <= MAX_RANKED_HITS) return;
  const f = (x: number) => x.toLocaleString('en-US');
  throw new InputError(
    ERROR_CODES.CONFIG,
    `${f(golden.questions.length)} questions ranked to depth ${f(depth)} would keep ${f(n)} ranked chunks per side, more than ${f(MAX_RANKED_HITS)}; lower 'depth' or split the golden set`,
    { file: golden.file, field: 'depth' },
  );
}

/** Ranks every question of the golden set in one `search` call (retrievers batch; dense ones embed once). */
export async function rankQuestions(retriever: Retriever, golden: GoldenSet, depth: number): Promise<Hit[][]> {
  if (golden.questions.length === 0) return [];
  checkRankedHits(golden, depth);
  const hits = await retriever.search(
    golden.questions.map((q) => q.question),
    depth,
  );
  if (hits.length !== golden.questions.length) {
    throw new InputError(ERROR_CODES.RETRIEVER, `the retriever answered ${hits.length} rankings for ${golden.questions.length} questions`);
  }
  return hits;
}
