/**
 * What the answers stage needs from one side, computed where the chunk texts are: per question,
 * the context the application would assemble (the top `context.top_k` chunks in rank order within
 * `context.token_budget`, exactly as the assembly check counts them) and where each required fact
 * stands (in the corpus, in the top k, in the context). Plain values, so a cached base side can
 * carry them without its chunk texts. Pure.
 */
import { memoTokenCounter, withinBudget } from '../compare/assembly';
import type { ContextConfig } from '../config/types';
import type { Chunk, Doc, GoldenSet, QuestionResult } from '../types';
import { factsFoundIn } from '../measure/fact-search';

export interface AnswerSideInput {
  id: string;
  /** The context text the model receives. */
  context: string;
  /** Ids of the chunks in it, in order. */
  chunks: string[];
  tokens: number;
  /** Per required fact (golden order). */
  inCorpus: boolean[];
  inTopK: boolean[];
  inContext: boolean[];
}

/** Whether the answers stage looks at a question: unanswerable ones (declines), answerable ones with facts. */
export function answersScope(q: { answerable: boolean; requiredFacts: readonly string[] }): 'facts' | 'decline' | null {
  if (!q.answerable) return 'decline';
  return q.requiredFacts.length ? 'facts' : null;
}

/**
 * The context text: each chunk under a header naming its source and heading trail, numbered in
 * rank order, separated by blank lines. The header lets a model cite and a reviewer trace.
 */
export function renderContext(chunks: ReadonlyArray<Pick<Chunk, 'path' | 'trail' | 'text'>>): string {
  return chunks
    .map((c, i) => {
      const trail = c.trail.map((h) => h.text).filter((t) => t).join(' > ');
      return `[${i + 1}] ${c.path}${trail ? ` — ${trail}` : ''}\n${c.text.trim()}`;
    })
    .join('\n\n');
}

/**
 * Inputs of every question in scope on one side. `indexed` are the documents the retriever
 * indexed (after filters): the corpus a fact is looked for in.
 */
export function answerSideInputs(golden: GoldenSet, questions: readonly QuestionResult[], indexed: readonly Doc[], context: ContextConfig): AnswerSideInput[] {
  const byId = new Map<string, Chunk>();
  for (const d of indexed) for (const c of d.chunks) byId.set(c.id, c);
  const tokensOf = memoTokenCounter((id) => byId.get(id));
  const inScope = golden.questions
    .map((gq, i) => ({ gq, q: questions[i] }))
    .filter(({ gq }) => answersScope(gq) !== null)
    .map(({ gq, q }) => {
      const inTop = q.retrieved.filter((c) => c.rank <= context.top_k).map((c) => byId.get(c.id)).filter((c): c is Chunk => c !== undefined);
      return { gq, q, inTop, topHas: factsFoundIn(gq.requiredFacts, inTop.map((c) => c.text)) };
    });
  // Whether a fact is in the corpus is what the retrieval report says too (QuestionResult.factInCorpus,
  // over the side's documents), so the two never disagree; a fact in some top k is in the corpus.
  // Only what neither tells needs a scan of every chunk, the costly part (usually none at all).
  const corpusHas = new Map<string, boolean>();
  for (const { gq, q, topHas } of inScope) {
    gq.requiredFacts.forEach((f, i) => {
      const known = q.factInCorpus?.[i];
      if (topHas[i] || known === true) corpusHas.set(f, true);
      else if (known === false && !corpusHas.has(f)) corpusHas.set(f, false);
    });
  }
  const unknown = [...new Set(inScope.flatMap(({ gq }) => gq.requiredFacts).filter((f) => !corpusHas.has(f)))];
  if (unknown.length) {
    const found = factsFoundIn(unknown, (function* () {
      for (const c of byId.values()) yield c.text;
    })());
    unknown.forEach((f, i) => corpusHas.set(f, found[i]));
  }
  return inScope.map(({ gq, inTop, topHas }) => {
    const kept = withinBudget(inTop, context.token_budget, tokensOf);
    const facts = gq.requiredFacts;
    return {
      id: gq.id,
      context: renderContext(kept),
      chunks: kept.map((c) => c.id),
      tokens: kept.reduce((s, c) => s + tokensOf(c.id), 0),
      inCorpus: facts.map((f) => corpusHas.get(f) ?? false),
      inTopK: topHas,
      inContext: factsFoundIn(facts, kept.map((c) => c.text)),
    };
  });
}
