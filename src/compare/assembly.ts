import type { AssemblyCheck } from '../report/types';
import type { QuestionResult } from '../types';

export const ASSEMBLY_TOKENIZER = 'o200k_base';

type Encoding = typeof import('gpt-tokenizer/encoding/o200k_base');

/**
 * The o200k_base encoding, loaded on the first count: loading it builds its byte-pair tables
 * (about 0.2 s of CPU, collector included), which every command paid at start-up although only
 * a token budget (the assembly check, answers' context) ever counts tokens.
 */
let encoding: Encoding | undefined;

/** Tokens of a chunk's text as GPT-4o-family models count them; special-token text is plain text here. */
export function countChunkTokens(text: string): number {
  encoding ??= require('gpt-tokenizer/encoding/o200k_base') as Encoding;
  return encoding.countTokens(text, { disallowedSpecial: new Set() });
}

/** Token counts of chunks by id, each counted on its first request only; `chunkOf` finds a chunk (0 tokens when unknown). */
export function memoTokenCounter(chunkOf: (id: string) => { text: string } | undefined): (chunkId: string) => number {
  const memo = new Map<string, number>();
  return (id) => {
    let n = memo.get(id);
    if (n === undefined) {
      n = countChunkTokens(chunkOf(id)?.text ?? '');
      memo.set(id, n);
    }
    return n;
  };
}

export interface SideAssembly {
  fits: number;
  cut: string[];
}

/**
 * One side of the assembly check: the application puts the top `topK` chunks in rank order into
 * the prompt until the next one would pass `budget` tokens. A question `fits` when every label has
 * a chunk inside that prefix; it is `cut` when every label has a chunk within the top `topK` but
 * the budget drops some of it (the retriever did its job, the prompt loses the evidence).
 */
export function assembleSide(questions: readonly QuestionResult[], topK: number, budget: number, tokensOf: (chunkId: string) => number): SideAssembly {
  let fits = 0;
  const cut: string[] = [];
  for (const q of questions) {
    if (!q.answerable || q.labels.length === 0) continue;
    const inTop = q.retrieved.filter((c) => c.rank <= topK);
    const within = new Set<string>();
    for (const c of inTop) for (const l of c.labels) within.add(l);
    if (!q.labels.every((l) => within.has(l.label))) continue;
    const kept = new Set<string>();
    for (const c of withinBudget(inTop, budget, tokensOf)) for (const l of c.labels) kept.add(l);
    if (q.labels.every((l) => kept.has(l.label))) fits++;
    else cut.push(q.id);
  }
  return { fits, cut };
}

/** The assembly check of both sides, or undefined when no token budget is configured. */
export function assemblyCheck(
  topK: number,
  budget: number,
  base: readonly QuestionResult[],
  head: readonly QuestionResult[],
  baseTokens: (chunkId: string) => number,
  headTokens: (chunkId: string) => number,
): AssemblyCheck | undefined {
  if (budget <= 0) return undefined;
  return {
    top_k: topK,
    token_budget: budget,
    tokenizer: ASSEMBLY_TOKENIZER,
    base: assembleSide(base, topK, budget, baseTokens),
    head: assembleSide(head, topK, budget, headTokens),
  };
}

/**
 * The chunks that go into the prompt: `inTop` (the top `top_k`, in rank order) until the next one
 * would pass `budget` tokens; a budget of 0 or less keeps them all. The assembly check and the
 * answers stage both use it, so the context a model answers from is the one the check measures.
 */
export function withinBudget<T extends { id: string }>(inTop: readonly T[], budget: number, tokensOf: (chunkId: string) => number): T[] {
  if (budget <= 0) return [...inTop];
  const out: T[] = [];
  let used = 0;
  for (const c of inTop) {
    used += tokensOf(c.id);
    if (used > budget) break;
    out.push(c);
  }
  return out;
}
