/**
 * Stopword lists. English is Lucene's `EnglishAnalyzer.ENGLISH_STOP_WORDS_SET` (33 words), the
 * list most BM25 baselines (Lucene, Elasticsearch, Anserini) use, so our figures compare with theirs.
 * Other languages have no built-in list: `stopwords: true` means none there (give an explicit list).
 */
export const ENGLISH_STOPWORDS: readonly string[] = [
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'if', 'in', 'into', 'is', 'it', 'no', 'not',
  'of', 'on', 'or', 'such', 'that', 'the', 'their', 'then', 'there', 'these', 'they', 'this', 'to', 'was',
  'will', 'with',
];

/** The default list for a language (`true` in the config), empty when we ship none for it. */
export function defaultStopwords(language: string): readonly string[] {
  return language === 'english' || language === 'porter' ? ENGLISH_STOPWORDS : [];
}
