/**
 * Every reader of pull-request text, and the hostile texts growth.test.ts feeds each of them at
 * doubling sizes (docs/hostile-content.md). A new reader is one line in READERS: a name and a
 * function that reads a text the way the product does; a reader may add texts of its own shape
 * (`extra`) to the shared GENERATORS, which every reader gets.
 */
import { parseDocument } from '../../src/chunk/document';
import { parseFrontMatter } from '../../src/chunk/front-matter';
import { fastFrontMatter } from '../../src/chunk/markdown-front-matter';
import { parseConfig } from '../../src/config/parse';
import { maskSecrets } from '../../src/draft/mask';
import { readQueryLog } from '../../src/draft/query-log';
import { collapseQuestions, normalise, tidy } from '../../src/text/near-duplicates';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { parseLabel } from '../../src/golden/label';
import { parseGoldenSet } from '../../src/golden/parse';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import { loadEncoder } from '../../src/retrieve/embed/encoder';
import { docusaurusDocsPaths, hugoContentDirs, hugoLanguageDirs, looksLikeAntora, looksLikeHugo, looksLikeSphinx, mdbookSrcDir, mkdocsDocsDir, mkdocsLanguages, readthedocsConfig, vitepressSrcDir } from '../../src/source/scope-configs';
import { detectScope } from '../../src/source/scope-detect';
import { looksGenerated } from '../../src/source/scope-generated';
import { excludedKind, isFragment, readsAs } from '../../src/source/scope-rules';

/** Growth over one doubling of the text that fails a reader, when both doublings measured grow more (linear: 2, quadratic: 4). */
export const LIMIT_PER_DOUBLING = 3;

/** A text of about `n` characters. */
export type Generator = (n: number) => string;

export interface Reader {
  name: string;
  read: (text: string) => unknown;
  /** For a reader that remembers what it read (a memo of words): a new one for each timed run, made untimed. */
  fresh?: () => (text: string) => unknown;
  /**
   * Texts this reader is known to be super-linear on, each with why it is not fixed here: they
   * are not timed (the test checks each names a text that exists). Empty is the aim.
   */
  knownSuperLinear?: Record<string, string>;
  /** Texts of this reader's own shape, beside the shared ones. */
  extra?: Record<string, Generator>;
}

/** `unit` repeated to about `n` characters. */
const repeat =
  (unit: string): Generator =>
  (n) =>
    unit.repeat(Math.max(1, Math.ceil(n / unit.length)));

/**
 * Distinct words of `len` letters (a fixed sequence: the same text on every run), space-separated.
 * The sequence is made once per length and each text is its first words: made letter by letter,
 * the texts of a million characters took longer than the reads they feed.
 */
const wordSequences = new Map<number, { seed: number; text: string }>();
const words =
  (len: number): Generator =>
  (n) => {
    const count = Math.max(1, Math.ceil(n / (len + 1)));
    let seq = wordSequences.get(len);
    if (!seq) wordSequences.set(len, (seq = { seed: 7, text: '' }));
    const letters: string[] = [];
    while (seq.text.length < count * (len + 1)) {
      // Grown by half of what is asked at a time, so that a doubling size does not build it afresh each time.
      const more = Math.max(count * (len + 1) - seq.text.length, seq.text.length / 2);
      for (let made = 0; made < more; made += len + 1) {
        for (let i = 0; i < len; i++) {
          seq.seed = (seq.seed * 1103515245 + 12345) & 0x7fffffff;
          letters.push(String.fromCharCode(97 + (seq.seed % 26)));
        }
        letters.push(' ');
      }
      seq.text += letters.join('');
      letters.length = 0;
    }
    return seq.text.slice(0, count * (len + 1));
  };

/** A log of `len`-letter words (a fixed sequence), `perLine` of them a line. */
const wordLines =
  (len: number, perLine: number): Generator =>
  (n) => {
    const one = words(len);
    const all = one(n).trim().split(' ');
    const lines: string[] = [];
    for (let i = 0; i < all.length; i += perLine) lines.push(all.slice(i, i + perLine).join(' '));
    return `${lines.join('\n')}\n`;
  };

/** Questions that differ from each other in one made-up word, each word a letter from another one (typos, near-duplicates). */
const nearDuplicates: Generator = (n) => {
  const ws = words(9)(n / 4).trim().split(' ');
  let out = '';
  for (let i = 0; out.length < n; i++) {
    const w = ws[i % ws.length];
    const typo = w.slice(0, i % 9) + w.slice((i % 9) + 1);
    out += `How do I reset the password of the ${w} account, or ${typo}?\n`;
  }
  return out;
};

/** Shared hostile texts: blanks, unclosed openers, deep nesting, long words, repeated ids. */
export const GENERATORS: Record<string, Generator> = {
  'blank lines': repeat('\n'),
  'lines of blanks': repeat('  \t \n'),
  'one line of spaces': (n) => `${' '.repeat(n)}x`,
  'one line of tabs': (n) => `# v\t${'\t'.repeat(n)}x`,
  'spaces between words': (n) => `a${' '.repeat(n)}b\n`,
  'unclosed brackets': repeat('[{(<'),
  'unclosed openers': repeat('<<[[``**__:a:|a'),
  'unclosed links': repeat('[a](b '),
  'unclosed comments': repeat('<!-- /* '),
  'deep html': repeat('<div><pre>'),
  'deep quotes and lists': repeat('> - '),
  'long distinct words': words(100),
  'one long word': repeat('a'),
  'repeated ids': repeat('# Same\n\n[[same]]\n== Same\n\n.. _same:\n\nSame\n====\n\n<a id="same"></a>\n\n'),
  'version lines': repeat('- v1.0 '),
};

const chunking = { ...DEFAULT_CONFIG.chunking, max_file_sections: 10_000_000, max_file_bytes: 64 * 1024 * 1024 };
const chunker = (path: string) => (text: string) => parseDocument({ path, hash: path, text, size: text.length }, chunking, 600_000);
/**
 * `draft`'s stages whose work grows with the log: read (each line cut and masked), then collapsed
 * (typos, near-duplicates). What follows handles a bounded number of questions, whatever the log's
 * size: the candidates of draft's `--max` most asked (100 unless told; each question at most 1,000
 * characters, of which the encoder reads 256 tokens), appended and read back (the golden-set
 * parser's own case). draft-hostile.test.ts runs the whole command on hostile logs.
 */
const drafting = () => {
  const analyzer = createAnalyzer(DEFAULT_CONFIG.retriever.analyzer);
  return (text: string) => collapseQuestions(readQueryLog(text, 'log.txt').entries, { words: (t) => analyzer.analyze(t) }).clusters.length;
};

/** Input errors are an answer too: the reader is timed whatever it says. */
const quiet =
  (read: (text: string) => unknown) =>
  (text: string): unknown => {
    try {
      return read(text);
    } catch (e) {
      return e instanceof Error ? e.message.length : 0;
    }
  };
const analyzer = (cfg = DEFAULT_CONFIG.retriever.analyzer) => {
  const a = createAnalyzer(cfg);
  return (text: string) => a.analyze(text).length;
};

export const READERS: Reader[] = [
  {
    name: 'markdown chunker',
    read: chunker('docs/a.md'),
    extra: {
      'MyST colon fences unclosed': repeat(':::{confval} a\n'),
      'MyST object fences': repeat('```{py:function} a.b(c)\n:module: m\nd\n```\n'),
      'MyST nested object fences': (n) => { let s = ''; for (let i = 0; s.length < n; i++) s += `${'`'.repeat(3 + (i % 12))}{py:class} C${i}\n`; return s; },
      'MyST glossary terms': (n) => `\`\`\`{glossary}\n${'a\n  b\n'.repeat(n / 6)}\`\`\`\n`,
    },
  },
  { name: 'MDX chunker', read: chunker('docs/a.mdx'), extra: { 'unclosed JSX': repeat('<Tabs>{'), 'imports': repeat('import a from "b";\n') } },
  {
    name: 'reST chunker',
    read: chunker('docs/a.rst'),
    extra: {
      'roles': repeat(':a:`'),
      'targets': repeat('.. _a: '),
      'underlines': repeat('a\n=\n'),
      'duplicate objects': repeat('.. confval:: a\n\n   b\n\n'),
      'nested objects': (n) => { let s = ''; for (let i = 0; s.length < n; i++) s += `${' '.repeat(3 * (i % 400))}.. class:: C${i}\n\n`; return s; },
      'signature lines': (n) => `.. py:function:: f(a)\n${'   f(a, \\\n'.repeat(n / 11)}\n   body\n`,
      'directive options': (n) => `.. option:: -x\n${'   :a: b\n'.repeat(n / 9)}\n   body\n`,
      'glossary terms': (n) => `.. glossary::\n\n${'   a : b\n'.repeat(n / 10)}      def\n`,
      'program and module switches': repeat('.. program:: a b\n.. module:: m\n.. option:: --x, -y\n\n'),
    },
  },
  { name: 'AsciiDoc chunker', read: chunker('docs/a.adoc'), extra: { 'titles then blanks': (n) => `== a${' '.repeat(n)}b\n`, 'attributes': repeat(':a: {a}{a}\n'), 'xrefs': repeat('<<a, ') } },
  {
    name: 'HTML chunker',
    read: chunker('docs/a.html'),
    extra: { 'unclosed tags': repeat('<p><b><i>'), 'attributes': repeat('<a id="x" ') },
  },
  { name: 'text chunker', read: chunker('docs/a.txt') },
  { name: 'front matter (full parser)', read: quiet((text) => parseFrontMatter(`---\n${text}\n---\n`)), extra: { 'flow lists': repeat('[a, '), 'nested maps': repeat('a:\n ') } },
  { name: 'front matter (fast path)', read: (text) => fastFrontMatter(`---\n${text}\n---\n`), extra: { 'flow list of words': (n) => `tags: [${'a, '.repeat(n / 3)}\n` } },
  { name: 'changelog check', read: (text) => readsAs('changelogs', text) },
  { name: 'licence and conduct checks', read: (text) => [readsAs('licences', text), readsAs('codes_of_conduct', text)] },
  { name: 'excluded path rules', read: (text) => excludedKind(`docs/${text.replace(/\n/g, '/')}/CHANGELOG.md`), extra: { 'deep folders': repeat('a/') } },
  { name: 'mkdocs.yml reader', read: (text) => mkdocsDocsDir(text) },
  { name: 'Docusaurus config reader', read: (text) => docusaurusDocsPaths(text), extra: { 'unclosed docs options': repeat('docs: {'), 'unclosed plugin options': repeat("'plugin-content-docs', {") } },
  { name: 'VitePress config reader', read: (text) => vitepressSrcDir(text), extra: { 'srcDir keys': repeat('srcDir: ') } },
  { name: 'Hugo config reader', read: (text) => [looksLikeHugo(text), hugoContentDirs(text)], extra: { 'value then blanks': (n) => `contentDir = "a${' '.repeat(n)}b\n`, 'contentDir keys': repeat('contentDir = \n') } },
  { name: 'Sphinx conf.py check', read: (text) => looksLikeSphinx(text), extra: { 'keys without =': repeat('extensions \n') } },
  { name: 'changelog fragment names', read: (text) => isFragment('changelog', text), extra: { 'digits then dots': repeat('1.'), 'plus then letters': (n) => `+${'a'.repeat(n)}.bugfix` } },
  { name: 'generated-file marker', read: (text) => looksGenerated(text), extra: { 'near markers': repeat('this file is auto do not ') } },
  { name: 'mdBook book.toml reader', read: quiet((text) => mdbookSrcDir(text)), extra: { 'book tables': repeat('[book]\nsrc = "a"\n') } },
  { name: 'Antora descriptor check', read: (text) => looksLikeAntora(text) },
  { name: 'Read the Docs config reader', read: (text) => readthedocsConfig(text), extra: { 'nested configurations': repeat('sphinx:\n  configuration: a\n') } },
  { name: 'Hugo languages reader', read: (text) => [hugoLanguageDirs(text, 'hugo.toml'), hugoLanguageDirs(text, 'hugo.yaml'), hugoLanguageDirs(text, 'hugo.json')], extra: { 'language tables': repeat('[languages.a]\ncontentDir = "a"\n') } },
  { name: 'MkDocs languages reader', read: (text) => mkdocsLanguages(text), extra: { 'i18n plugins': repeat('- i18n:\n    languages:\n      - locale: en\n') } },
  { name: 'docs scope detection', read: (text) => detectScope(['docs/a.md', 'docusaurus.config.js', 'config.toml', 'mkdocs.yml', 'book.toml', 'docs/antora.yml', '.readthedocs.yaml', 'docs/en/mkdocs.yml', 'docs/en/docs/a.md', 'docs/fr/mkdocs.yml', 'docs/fr/docs/a.md'], new Map(['docusaurus.config.js', 'config.toml', 'mkdocs.yml', 'book.toml', 'docs/antora.yml', '.readthedocs.yaml', 'docs/en/mkdocs.yml', 'docs/fr/mkdocs.yml'].map((p) => [p, text])), (p) => p.endsWith('.md')) },
  { name: 'BM25 analyzer', read: analyzer(), fresh: () => analyzer() },
  { name: 'BM25 analyzer (no stemming, no identifiers)', read: analyzer(), fresh: () => analyzer({ ...DEFAULT_CONFIG.retriever.analyzer, language: 'none', stemming: false, code_identifiers: false }) },
  // The library tokenizer the sentence encoder reads every chunk and question through (ids only: the model's work is bounded by 256 tokens).
  { name: 'sentence-encoder tokenizer', read: (text) => loadEncoder({ threads: 1 }).ids(text).length, extra: { 'CJK runs': repeat('日本語'), 'accents': repeat('é') } },
  { name: 'label parser', read: (text) => parseLabel(`docs/a.md#${text}`), extra: { 'any-of groups': repeat('docs/a.md | ') } },
  { name: 'golden-set parser', read: quiet((text) => parseGoldenSet(text, 'golden.yml')), extra: { 'repeated questions': repeat('- id: q\n  question: a\n  relevant: [docs/a.md]\n') } },
  // Not pull-request text, but a query log a team exports: a line of it may be anything.
  { name: 'query-log normaliser', read: (text) => [normalise(text), tidy(text)], extra: { 'sign-offs': repeat(', thanks'), 'edge punctuation': repeat("'.-/") } },
  // Secret masking, on a whole text (draft cuts a line first; review's edits and generated questions are masked too).
  {
    name: 'secret masking',
    read: (text) => maskSecrets(text).masked,
    extra: {
      'dotted words': repeat('a.'),
      'at signs': repeat('a@'),
      'addresses without a domain name': repeat('a@a.'),
      'scheme separators': repeat('x://'),
      'token starts': repeat('eyJ-sk-xoxb-glpat-'),
      'auth schemes': repeat('bearer basic '),
      'key blocks never ended': repeat('-----BEGIN RSA PRIVATE KEY-----'),
      'setting names': repeat('db_password_'),
      'digit groups': repeat('1 '),
      'phone starts': repeat('+1 '),
      'accented addresses': repeat('é.é@'),
    },
  },
  {
    name: 'draft (query log to questions)',
    read: drafting(),
    fresh: drafting,
    extra: {
      'lines of long words': wordLines(999, 1),
      'lines of long distinct words': wordLines(100, 10),
      'long lines': repeat(`${'a.'.repeat(50_000)}\n`),
      'near-duplicate questions': nearDuplicates,
    },
  },
  { name: 'config parser', read: quiet((text) => parseConfig(text, '.retrieval-gate.yml')), extra: { 'long lists': (n) => `exclude: [${'"a", '.repeat(n / 5)}]\n` } },
];
