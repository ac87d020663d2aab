/**
 * Where a question's `required_facts` stand in what was retrieved (docs/golden-set.md: shown in traces).
 * A fact counts as present when its text appears verbatim in a chunk's text, ignoring case and
 * runs of whitespace: a cheap, deterministic signal for the reviewer, not a judgement of meaning,
 * so a paraphrase, or Markdown markup inside the phrase (`a **7-day** window`), reads as missing.
 */
import { factsFoundIn, normaliseFactText } from './fact-search';

export { normaliseFactText };

/**
 * For each fact, the rank (1-based) of the first of `texts` (chunk texts in rank order, already
 * cut to the top pass_k) that contains it, or null when none does.
 */
export function factRanks(facts: readonly string[], texts: readonly string[]): Array<number | null> {
  if (facts.length === 0) return [];
  const hay = texts.map(normaliseFactText);
  return facts.map((f) => {
    const needle = normaliseFactText(f);
    const i = hay.findIndex((t) => t.includes(needle));
    return i < 0 ? null : i + 1;
  });
}

/**
 * For each fact, whether any of `docs` (document texts) contains it, on the same terms as
 * factRanks. A fact no document has is a corpus gap: no retriever can bring it into the context.
 */
export function factsInCorpus(facts: readonly string[], docs: readonly string[]): boolean[] {
  // One pass for all the facts (fact-search.ts): callers pass every fact of a side at once.
  return factsFoundIn(facts, docs);
}
