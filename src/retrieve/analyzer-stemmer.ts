/**
 * Snowball stemmers from `snowball-stemmers` (a port of the Snowball C sources; `english` is
 * Porter2), memoized: stemming is the hottest step of indexing and real text repeats its words.
 */
import { ERROR_CODES, InputError } from '../errors';

interface SnowballModule {
  algorithms(): string[];
  newStemmer(language: string): { stem(word: string): string };
}

// The package ships no types; this is the part of its API we use.
const snowball = require('snowball-stemmers') as SnowballModule;

/** Languages a stemmer exists for (plus `none`). */
export const STEMMER_LANGUAGES: readonly string[] = [...snowball.algorithms()].sort();

/** Bounds the memo so that a pathological corpus (random ids, hashes) cannot grow it without end. */
const MAX_MEMO = 500_000;

/** A memoizing stem function for `language`; an unknown language is a config error. */
export function createStemmer(language: string): (word: string) => string {
  if (!STEMMER_LANGUAGES.includes(language)) {
    throw new InputError(
      ERROR_CODES.CONFIG,
      `unknown language '${language}'; expected 'none' or one of ${STEMMER_LANGUAGES.join(', ')}`,
      { field: 'retriever.analyzer.language' },
    );
  }
  const stemmer = snowball.newStemmer(language);
  let memo = new Map<string, string>();
  return (word: string): string => {
    let s = memo.get(word);
    if (s === undefined) {
      s = stemmer.stem(word);
      if (memo.size >= MAX_MEMO) memo = new Map();
      memo.set(word, s);
    }
    return s;
  };
}
