/**
 * Snowball stemmers from `snowball-stemmers` (a port of the Snowball C sources; `english` is
 * Porter2), memoized together with the stopword test: this is the hottest step of indexing and
 * real text repeats its words.
 */
import { ERROR_CODES, InputError } from '../../errors';
import { snowballLanguages } from '../../text/stemmer-languages';

interface SnowballModule {
  newStemmer(language: string): { stem(word: string): string };
}

// The package ships no types; this is the part of its API we use.
const snowball = require('snowball-stemmers') as SnowballModule;

/** Languages a stemmer exists for, sorted. Not `none`: the analyzer turns that into no stemmer before asking for one. */
export const STEMMER_LANGUAGES: readonly string[] = [...snowballLanguages()].sort();

/** Bounds the memo so that a pathological corpus (random ids, hashes) cannot grow it without end. */
const MAX_MEMO = 500_000;

/** Throws the config error for a language no stemmer exists for. */
function checkLanguage(language: string): void {
  if (!STEMMER_LANGUAGES.includes(language)) {
    throw new InputError(
      ERROR_CODES.CONFIG,
      `unknown language '${language}'; expected 'none' or one of ${STEMMER_LANGUAGES.join(', ')}`,
      { field: 'retriever.analyzer.language' },
    );
  }
}

/**
 * A memoizing word normaliser: '' for a stopword, else the word stemmed for `language` (unchanged
 * when `language` is null). One memo lookup answers both questions for a word seen before.
 */
export function createWordNormalizer(language: string | null, stopwords: ReadonlySet<string>): (word: string) => string {
  let stem = (w: string): string => w;
  if (language !== null) {
    checkLanguage(language);
    const stemmer = snowball.newStemmer(language);
    stem = (w) => stemmer.stem(w);
  }
  let memo = new Map<string, string>();
  return (word: string): string => {
    let s = memo.get(word);
    if (s === undefined) {
      s = stopwords.has(word) ? '' : stem(word);
      if (memo.size >= MAX_MEMO) memo = new Map();
      memo.set(word, s);
    }
    return s;
  };
}
