/**
 * Stopword lists. English by default is Snowball's English list (the 126 plain words of
 * snowballstem.org's `english/stop.txt`; its contractions are left out, the analyzer never makes them):
 * people ask documentation questions ("how do I …", "what does my … do"), and Lucene's 33 keep
 * `how`, `do`, `i`, `my`, `what` as terms that match half of every corpus (docs/bm25.md has the
 * figures). Lucene's `EnglishAnalyzer.ENGLISH_STOP_WORDS_SET` (33 words), the list of most BM25
 * baselines (Lucene, Elasticsearch, Anserini), is `stopwords: lucene`.
 * Other languages have no built-in list: `stopwords: true` means none there (give an explicit list).
 */
export const ENGLISH_STOPWORDS: readonly string[] = [
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'if', 'in', 'into', 'is', 'it', 'no', 'not',
  'of', 'on', 'or', 'such', 'that', 'the', 'their', 'then', 'there', 'these', 'they', 'this', 'to', 'was',
  'will', 'with',
];

/** Snowball's English stop list (contractions left out), the default for English. */
export const SNOWBALL_ENGLISH_STOPWORDS: readonly string[] = [
  'a', 'about', 'above', 'after', 'again', 'against', 'all', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be',
  'because', 'been', 'before', 'being', 'below', 'between', 'both', 'but', 'by', 'can', 'could', 'did', 'do',
  'does', 'doing', 'down', 'during', 'each', 'few', 'for', 'from', 'further', 'had', 'has', 'have', 'having', 'he',
  'her', 'here', 'hers', 'herself', 'him', 'himself', 'his', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its',
  'itself', 'just', 'me', 'more', 'most', 'my', 'myself', 'no', 'nor', 'not', 'now', 'of', 'off', 'on', 'once',
  'only', 'or', 'other', 'our', 'ours', 'ourselves', 'out', 'over', 'own', 'same', 'she', 'should', 'so', 'some',
  'such', 'than', 'that', 'the', 'their', 'theirs', 'them', 'themselves', 'then', 'there', 'these', 'they', 'this',
  'those', 'through', 'to', 'too', 'under', 'until', 'up', 'very', 'was', 'we', 'were', 'what', 'when', 'where',
  'which', 'while', 'who', 'whom', 'why', 'will', 'with', 'would', 'you', 'your', 'yours', 'yourself', 'yourselves',
];

/** The default list for a language (`true` in the config), empty when we ship none for it. */
export function defaultStopwords(language: string): readonly string[] {
  return language === 'english' || language === 'porter' ? SNOWBALL_ENGLISH_STOPWORDS : [];
}

/** Named lists a config may give instead of true/false/a list. */
export const NAMED_STOPWORDS: Readonly<Record<string, readonly string[]>> = { lucene: ENGLISH_STOPWORDS, snowball: SNOWBALL_ENGLISH_STOPWORDS };
