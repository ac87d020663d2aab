/**
 * Pseudo-relevance feedback (`retriever.bm25.feedback`), RM3-style: the query is run
 * once, its best `docs` sections are taken as relevant, and the `terms` words most probable in them
 * (relevance model RM1: Σ_d P(d|q)·P(t|d), P(d|q) ∝ the section's score, P(t|d) = tf / length)
 * that the query does not already hold are searched too; each section's score becomes
 *
 *   final(s) = score(s) + weight · Σ_t p_t · bm25_t(s)      p_t = the term's RM1 weight, normalised to sum 1
 *
 * over the sections of the original ranking's best `pool` and each expansion term's best `pool`
 * (a section outside a list counts 0 there). It meets vocabulary mismatch halfway: words the
 * answer's neighbourhood uses but the question does not. Everything is deterministic: ties of
 * term weights break by term, of scores by id.
 */
import type { Hit } from '../../types';
import type { Analyzer } from './analyzer';

/** The `retriever.bm25.feedback` settings: weight 0 = off. */
export interface FeedbackConfig {
  /** How many of the best sections are taken as relevant. */
  docs: number;
  /** How many expansion terms are added. */
  terms: number;
  /** Weight of the expansion terms' scores against the query's (0 = off). */
  weight: number;
  /** How many sections each list contributes to the re-ranked candidates. */
  pool: number;
}

/** Whether feedback changes rankings at all. */
export function feedbackActive(f: FeedbackConfig | undefined): f is FeedbackConfig {
  return f !== undefined && f.weight > 0 && f.docs > 0 && f.terms > 0;
}

/** An expansion term: the analysed term, a word of the text that analyses to it, its weight (sum 1). */
export interface ExpansionTerm {
  term: string;
  word: string;
  weight: number;
}

// Words as the analyzer would see them one by one: letters, digits and the joiners of identifiers.
const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * The RM1 expansion terms of `query` given its feedback sections (best first, with their texts):
 * the `n` most probable terms not in the query, each with one word that analyses to exactly it.
 */
export function expansionTerms(query: string, feedback: readonly { score: number; text: string }[], n: number, analyzer: Analyzer): ExpansionTerm[] {
  const inQuery = new Set(analyzer.analyze(query));
  const total = feedback.reduce((s, d) => s + d.score, 0);
  if (total <= 0) return [];
  const weight = new Map<string, number>();
  const wordOf = new Map<string, string>();
  for (const d of feedback) {
    const tf = new Map<string, number>();
    let len = 0;
    for (const m of d.text.matchAll(WORD)) {
      const terms = analyzer.analyze(m[0]);
      len += terms.length;
      // Only a word that analyses to a single term can stand for it in a query of its own.
      if (terms.length !== 1) continue;
      const t = terms[0];
      tf.set(t, (tf.get(t) ?? 0) + 1);
      if (!wordOf.has(t) || m[0] < wordOf.get(t)!) wordOf.set(t, m[0]);
    }
    if (len === 0) continue;
    const pd = d.score / total;
    for (const [t, c] of tf) if (!inQuery.has(t)) weight.set(t, (weight.get(t) ?? 0) + (pd * c) / len);
  }
  const top = [...weight].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, n);
  const sum = top.reduce((s, [, w]) => s + w, 0);
  return top.map(([term, w]) => ({ term, word: wordOf.get(term)!, weight: w / sum }));
}

/** Section search with feedback, and the part feedback added to one section's score. */
export interface FeedbackRanker {
  search(query: string, depth: number): Hit[];
  /** What feedback added to `id`'s score for `query`, and the expansion terms (undefined when off). */
  evidence(query: string, id: string): { score: number; terms: ExpansionTerm[] } | undefined;
}

/** Wraps `search` (one query's ranking, best first) with feedback from the sections' texts. */
export function feedbackRanker(
  search: (query: string, k: number) => Hit[],
  f: FeedbackConfig | undefined,
  textOf: ((id: string) => string | undefined) | undefined,
  analyzer: () => Analyzer,
): FeedbackRanker {
  if (!feedbackActive(f) || !textOf) return { search, evidence: () => undefined };
  const expand = (query: string, depth: number): { first: Hit[]; terms: ExpansionTerm[]; extra: Map<string, number> } => {
    const first = search(query, Math.max(depth, f.pool));
    const fb = first.slice(0, f.docs).map((h) => ({ score: h.score, text: textOf(h.id) ?? '' }));
    const terms = expansionTerms(query, fb, f.terms, analyzer());
    const extra = new Map<string, number>();
    for (const t of terms) for (const h of search(t.word, f.pool)) extra.set(h.id, (extra.get(h.id) ?? 0) + f.weight * t.weight * h.score);
    return { first, terms, extra };
  };
  return {
    search(query, depth) {
      const { first, extra } = expand(query, depth);
      const scores = new Map<string, Hit>();
      for (const h of first) scores.set(h.id, { ...h, score: h.score + (extra.get(h.id) ?? 0) });
      for (const [id, s] of extra) if (!scores.has(id)) scores.set(id, { id, score: s, matched: [] });
      const out = [...scores.values()];
      out.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return out.slice(0, depth);
    },
    evidence(query, id) {
      const { terms, extra } = expand(query, 0);
      return { score: extra.get(id) ?? 0, terms };
    },
  };
}
