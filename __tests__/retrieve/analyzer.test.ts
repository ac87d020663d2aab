import { DEFAULT_CONFIG, type AnalyzerConfig } from '../../src/config/types';
import { InputError } from '../../src/errors';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import { ENGLISH_STOPWORDS, SNOWBALL_ENGLISH_STOPWORDS } from '../../src/text/stopwords';

const DEFAULT: AnalyzerConfig = DEFAULT_CONFIG.retriever.analyzer;
const en = createAnalyzer(DEFAULT);
const terms = (text: string, a = en) => a.analyze(text);
/** Whether a query shares a term with a document, through the one analyzer. */
const finds = (query: string, doc: string) => terms(query).some((t) => terms(doc).includes(t));

describe('identifiers stay findable, whole and by their parts', () => {
  test.each([
    ['E1042', ['e1042', 'e', '1042']],
    ['C2065', ['c2065', 'c', '2065']],
    ['/EH', ['/eh', 'eh']],
    ['strcpy_s', ['strcpy_s', 'strcpi', 's']],
    ['std::vector', ['std::vector', 'std', 'vector']],
    ['v3.2', ['v3.2', 'v3', 'v', '3', '2']],
    ['--dry-run', ['--dry-run', 'dry-run', 'dri', 'run']],
  ])('%s → %j', (id, expected) => {
    expect(terms(id)).toEqual(expected);
  });

  test.each([
    ['E1042', 'error E1042: cannot open file'],
    ['e1042', 'error E1042: cannot open file'],
    ['C2065', 'Compiler Error C2065'],
    ['/EH', 'compile with /EHsc or /EH'],
    ['strcpy_s', 'use strcpy_s instead'],
    ['strcpy', 'use strcpy_s instead'],
    ['std::vector', 'a std::vector<int> holds'],
    ['vector', 'a std::vector<int> holds'],
    ['v3.2', 'released in v3.2.'],
    ['--dry-run', 'pass --dry-run to preview'],
    ['dry run', 'pass --dry-run to preview'],
    ['dry-run', 'pass --dry-run to preview'],
  ])('query %j finds %j', (q, doc) => {
    expect(finds(q, doc)).toBe(true);
  });

  test('the whole identifier is a term of its own, so it outweighs a part match', () => {
    expect(terms('see C2065 now')).toContain('c2065');
    expect(terms('the C2066 error')).not.toContain('c2065');
    expect(terms('std::vector')).toContain('std::vector');
    expect(terms('std and vector')).not.toContain('std::vector');
  });

  test('C++, C#, .NET, #include, paths and URLs', () => {
    expect(terms('C++ and C#')).toEqual(['c++', 'c', 'c#', 'c']);
    expect(terms('.NET')).toEqual(['.net', 'net']);
    expect(terms('#include <stdio.h>')).toEqual(['#include', 'includ', 'stdio.h', 'stdio', 'h']);
    expect(terms('src/cli/main.ts')).toEqual(['src/cli/main.ts', 'src', 'cli', 'main', 'ts']);
  });

  test.each([
    ['__declspec', ['__declspec', 'declspec']],
    ['_MSC_VER', ['_msc_ver', 'msc_ver', 'msc', 'ver']],
    ['__init__', ['__init__', 'init']],
    ['getStaticPaths', ['getstaticpaths', 'get', 'static', 'path']],
    ['HTTPServer', ['httpserver', 'http', 'server']],
    ['Astro.getStaticPaths', ['astro.getstaticpaths', 'astro', 'getstaticpaths', 'get', 'static', 'path']],
    ['/EHsc', ['/ehsc', 'ehsc']],
    ['snake_case_setting', ['snake_case_setting', 'snake', 'case', 'set']],
    ['uv-pip-install', ['uv-pip-install', 'uv', 'pip', 'instal']],
  ])('code identifiers: %s → %j', (id, expected) => {
    expect(terms(id)).toEqual(expected);
  });

  test('code_identifiers off: underscores and case are separators and nothing, as before', () => {
    const off = createAnalyzer({ ...DEFAULT, code_identifiers: false });
    expect(terms('__declspec getStaticPaths', off)).toEqual(['declspec', 'getstaticpath']);
  });

  test('an exact identifier outranks a document that has only its parts', () => {
    // The whole form is a term of its own: a query for it matches it on top of the parts.
    const q = terms('__declspec');
    const exact = terms('use __declspec here');
    const part = terms('the declspec grammar');
    const shared = (doc: string[]) => q.filter((t) => doc.includes(t)).length;
    expect(shared(exact)).toBeGreaterThan(shared(part));
  });

  test('a very long token is only indexed by its parts', () => {
    const long = `${'a'.repeat(40)}_${'b'.repeat(40)}`;
    expect(terms(long)).toEqual(['a'.repeat(40), 'b'.repeat(40)]);
  });
});

describe('stopwords', () => {
  test("Snowball's English list by default (question words go); Lucene's 33 on request", () => {
    expect(ENGLISH_STOPWORDS).toHaveLength(33);
    expect(SNOWBALL_ENGLISH_STOPWORDS).toHaveLength(126);
    expect(terms('The cat is on the mat, and it was not there')).toEqual(['cat', 'mat']);
    expect(terms('How do I make my cat stop?')).toEqual(['make', 'cat', 'stop']);
    expect(terms('How do I make my cat stop?', createAnalyzer({ ...DEFAULT, stopwords: [...ENGLISH_STOPWORDS] }))).toEqual(['how', 'do', 'i', 'make', 'my', 'cat', 'stop']);
  });

  test('off, or an explicit list', () => {
    expect(terms('the cat', createAnalyzer({ ...DEFAULT, stopwords: false }))).toEqual(['the', 'cat']);
    expect(terms('The cat and Dog', createAnalyzer({ ...DEFAULT, stopwords: ['CAT', 'dog'] }))).toEqual(['the', 'and']);
  });

  test('a stopword inside an identifier still counts for the whole', () => {
    expect(terms('and/or')).toEqual(['and/or']);
    expect(terms('is_valid')).toEqual(['is_valid', 'valid']);
  });
});

describe('stemming', () => {
  test('English Snowball (Porter2) by default; possessive dropped', () => {
    expect(terms("Running generalizations of the user's connections")).toEqual(['run', 'general', 'user', 'connect']);
    expect(finds('connected', 'connections')).toBe(true);
  });

  test('off, or language none', () => {
    expect(terms('running dogs', createAnalyzer({ ...DEFAULT, stemming: false }))).toEqual(['running', 'dogs']);
    expect(terms('running dogs', createAnalyzer({ ...DEFAULT, language: 'none' }))).toEqual(['running', 'dogs']);
  });

  test('another Snowball language; no built-in stopwords there', () => {
    const fr = createAnalyzer({ ...DEFAULT, language: 'french' });
    expect(terms('les chevaux continuaient', fr)).toEqual(['le', 'cheval', 'continu']);
    const de = createAnalyzer({ ...DEFAULT, language: 'german', stopwords: ['die'] });
    expect(terms('die Häuser', de)).toEqual(['haus']);
  });

  test('an unknown language is a config error naming the field', () => {
    expect(() => createAnalyzer({ ...DEFAULT, language: 'klingon' })).toThrow(InputError);
    try {
      createAnalyzer({ ...DEFAULT, language: 'klingon' });
    } catch (e) {
      expect((e as InputError).location.field).toBe('retriever.analyzer.language');
    }
  });
});

describe('Unicode and CJK', () => {
  test('letters and digits of any script, lowercased', () => {
    expect(terms('Ñandú ΑΘΗΝΑ Москва 42', createAnalyzer({ ...DEFAULT, language: 'none' }))).toEqual(['ñandú', 'αθηνα', 'москва', '42']);
  });

  test('CJK runs become overlapping bigrams; a lone character stays', () => {
    expect(terms('東京都に住む')).toEqual(['東京', '京都', '都に', 'に住', '住む']);
    expect(terms('한국어')).toEqual(['한국', '국어']);
    expect(terms('Windows版')).toEqual(['window', '版']);
    expect(finds('京都', '東京都に住む')).toBe(true);
  });

  test('unigrams when cjk_bigrams is off', () => {
    expect(terms('東京都', createAnalyzer({ ...DEFAULT, cjk_bigrams: false }))).toEqual(['東', '京', '都']);
  });

  test('messy input: empty, punctuation only, control characters, emoji, lone surrogates', () => {
    expect(terms('')).toEqual([]);
    expect(terms('--- *** ... ///')).toEqual([]);
    expect(terms('a\u0000b\uFFFDc \uD800 🚀 rocket')).toEqual(['b', 'c', 'rocket']);
  });

  test('same text, same terms (memoized stems do not change answers)', () => {
    const text = 'Configuring compilers: compiler configurations configure /O2 and /Ox.';
    const expected = ['configur', 'compil', 'compil', 'configur', 'configur', '/o2', 'o2', 'o', '2', '/ox', 'ox'];
    // Cold (every stem computed), then warm (the same words from the memo), then warmed by other forms first.
    const a = createAnalyzer(DEFAULT);
    expect(a.analyze(text)).toEqual(expected);
    expect(a.analyze(text)).toEqual(expected);
    const b = createAnalyzer(DEFAULT);
    b.analyze('configure compiler configurations');
    expect(b.analyze(text)).toEqual(expected);
  });
});
