/**
 * Typos in a log's words, found as SymSpell finds them: every word's one-letter deletions are
 * indexed, so two words one edit apart meet under a shared key without comparing all pairs. The
 * index is bounded whatever the log holds: a word of n letters has n + 1 keys of about n letters,
 * so words over MAX_TYPO_WORD letters are left out (no word people misspell is that long, and a
 * line of one 1,000-letter "word" would cost a megabyte of keys), and a key keeps its first
 * MAX_WORDS_PER_KEY words (the most asked questions' come first), so a log of many near-identical
 * words is not compared pair by pair. Pure.
 */
import { distance } from 'fastest-levenshtein';

/** Longest word the typo index takes. */
export const MAX_TYPO_WORD = 24;
/** Most words one deletion key holds: beyond it, a rare word is compared with these only. */
export const MAX_WORDS_PER_KEY = 32;

/** A word and its one-letter deletions. */
function deletions(w: string): Set<string> {
  const out = new Set<string>([w]);
  for (let i = 0; i < w.length; i++) out.add(w.slice(0, i) + w.slice(i + 1));
  return out;
}

/** Deletion key → the words (of 4 to MAX_TYPO_WORD letters, in the order given) that have it. */
export function deletionIndex(words: Iterable<string>): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const w of words) {
    if (w.length < 4 || w.length > MAX_TYPO_WORD) continue;
    for (const k of deletions(w)) {
      const l = keys.get(k);
      if (!l) keys.set(k, [w]);
      else if (l.length < MAX_WORDS_PER_KEY) l.push(w);
    }
  }
  return keys;
}

/**
 * Rare words (asked at most twice, five letters or more) one edit from a word asked more often:
 * word → the frequent one. `df`: each word and how often it was asked, most asked questions' words first.
 */
export function typoFixes(df: ReadonlyMap<string, number>): Map<string, string> {
  const keys = deletionIndex(df.keys());
  const fixes = new Map<string, string>();
  for (const [w, n] of df) {
    if (n > 2 || w.length < 5 || w.length > MAX_TYPO_WORD || !/^\p{L}+$/u.test(w)) continue;
    let best: string | undefined;
    for (const k of deletions(w)) {
      for (const other of keys.get(k) ?? []) {
        if (other === w || (df.get(other) ?? 0) <= n || distance(w, other) > 1) continue;
        if (!best || df.get(other)! > df.get(best)! || (df.get(other) === df.get(best) && other < best)) best = other;
      }
    }
    if (best) fixes.set(w, best);
  }
  return fixes;
}
