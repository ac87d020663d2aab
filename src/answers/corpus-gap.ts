/**
 * Is a required fact anywhere in a side's documents? The same verbatim test as `fact_ranks`
 * (measure/required-facts.ts: case and runs of whitespace aside), over every indexed chunk of the
 * side: a fact in no chunk is a *corpus gap* (no retriever could have found it); a fact in some
 * chunk but not in the top k is a *retrieval miss*. Pure: texts in, flags out.
 */
import { normaliseFactText } from '../measure/required-facts';

/** For each fact, whether one of `texts` contains it verbatim (case and whitespace aside). */
export function factsFoundIn(facts: readonly string[], texts: Iterable<string>): boolean[] {
  const needles = facts.map(normaliseFactText);
  const found = needles.map((n) => n === '');
  let left = found.filter((f) => !f).length;
  if (left === 0) return found;
  for (const t of texts) {
    const hay = normaliseFactText(t);
    for (let i = 0; i < needles.length; i++) {
      if (!found[i] && hay.includes(needles[i])) {
        found[i] = true;
        if (--left === 0) return found;
      }
    }
  }
  return found;
}
