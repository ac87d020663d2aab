import { defaultConfig, parseConfig } from '../../src/config/parse';
import { DEFAULT_CONFIG, DENSE_DEFAULTS, RERANK_DEFAULTS } from '../../src/config/types';
import { ERROR_CODES, InputError } from '../../src/errors';
import { deprecationWarnings } from '../../src/config/deprecated';

function errorOf(text: string, file = 'cfg.yml'): InputError {
  try {
    parseConfig(text, file);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('defaults', () => {
  test('an empty file, or one with only comments, gives the defaults', () => {
    expect(parseConfig('', 'c.yml')).toEqual(DEFAULT_CONFIG);
    expect(parseConfig('# nothing to change\n\n', 'c.yml')).toEqual(DEFAULT_CONFIG);
  });
  test('defaultConfig is a deep copy', () => {
    const c = defaultConfig();
    c.k.push(99);
    c.retriever.bm25.k1 = 9;
    c.gate.max_drop.mrr = 1;
    expect(DEFAULT_CONFIG.k).not.toContain(99);
    expect(DEFAULT_CONFIG.retriever.bm25.k1).not.toBe(9);
    expect(DEFAULT_CONFIG.gate.max_drop.mrr).not.toBe(1);
  });
  test('sections merge key by key over the defaults', () => {
    const c = parseConfig('retriever:\n  bm25:\n    b: 0.5\nchunking:\n  max_chars: 1000\n', 'c.yml');
    expect(c.retriever.bm25).toEqual({ ...DEFAULT_CONFIG.retriever.bm25, b: 0.5 });
    expect(c.retriever.analyzer).toEqual(DEFAULT_CONFIG.retriever.analyzer);
    expect(c.chunking).toEqual({ ...DEFAULT_CONFIG.chunking, max_chars: 1000 });
  });
});

describe('a full config', () => {
  const text = `# every section
docs: ["docs/**/*.md", "README.md"]
exclude: docs/archive/**
k: [10, 1, 5]
pass_k: 3
depth: 30
chunking: { max_chars: 1200, hard_limit: 4000, overlap: 0.1, max_file_bytes: 100000, heading_path: false, fold_empty_sections: false, combine_under: 600, max_file_sections: 5000, max_corpus_bytes: 1000000, max_corpus_chunks: 9000, max_file_seconds: 2.5, max_corpus_seconds: 120 }
retriever:
  type: hybrid
  analyzer: { language: german, stopwords: [der, die, das], stemming: false, cjk_bigrams: false, code_identifiers: false }
  bm25: { k1: 0.9, b: 0.4, heading_boost: 2, fields: { title: { weight: 3, b: 0.2 }, headings: { weight: 1.5 } }, collapse: none }
  boosts:
    paths: { "reference/**": 0.5 }
    meta: { type: { guide: 2, reference: 0.25 } }
  dense:
    base_url: http://localhost:11434/v1
    model: nomic-embed-text
    dimensions: 768
    api_key_env: OLLAMA_KEY
    query_prefix: "search_query: "
  hybrid: { method: weighted, alpha: 0.3, candidates: 50, rrf_k: 10, pool: 0, pool_from: 200 }
  rerank: { url: "http://localhost:8080/rerank", api: tei, top_n: 20 }
  filters:
    exclude_meta: { status: superseded, draft: [true] }
    exclude_paths: [docs/old/**]
  timeout_ms: 1000
  pass_env: [MY_INDEX_DIR]
  on_missing_key: skip
context: { top_k: 8, token_budget: 4000 }
gate:
  max_drop: { recall@5: 0.02, ndcg@10: 0.1 }
  min: { mrr: 0.5 }
  max_newly_failing: 2
  fail_on_broken_labels: false
  fail_on_forbidden: false
  only_significant: true
  alpha: 0.1
  acknowledged:
    - { id: R03, reason: "the outlet page moved on purpose" }
`;
  test('every key is read', () => {
    const c = parseConfig(text, 'c.yml');
    expect(c).toEqual({
      docs: ['docs/**/*.md', 'README.md'],
      docs_given: true,
      exclude: ['**/node_modules/**', '**/.*/**', '**/.*', 'docs/archive/**'],
      k: [1, 5, 10],
      pass_k: 3,
      depth: 30,
      chunking: { max_chars: 1200, hard_limit: 4000, overlap: 0.1, max_file_bytes: 100000, heading_path: false, fold_empty_sections: false, combine_under: 600, max_file_sections: 5000, max_corpus_bytes: 1000000, max_corpus_chunks: 9000, max_file_seconds: 2.5, max_corpus_seconds: 120 },
      retriever: {
        type: 'hybrid',
        analyzer: { language: 'german', stopwords: ['der', 'die', 'das'], stemming: false, cjk_bigrams: false, code_identifiers: false },
        bm25: { k1: 0.9, b: 0.4, heading_boost: 2, fields: { title: { weight: 3, b: 0.2 }, headings: { weight: 1.5, b: DEFAULT_CONFIG.retriever.bm25.fields.headings.b } }, collapse: 'none' },
        boosts: { paths: { 'reference/**': 0.5 }, meta: { type: { guide: 2, reference: 0.25 } } },
        dense: {
          ...DENSE_DEFAULTS,
          base_url: 'http://localhost:11434/v1',
          model: 'nomic-embed-text',
          dimensions: 768,
          api_key_env: 'OLLAMA_KEY',
          query_prefix: 'search_query: ',
        },
        hybrid: { method: 'weighted', alpha: 0.3, candidates: 50, rrf_k: 10, pool: 0, pool_from: 200 },
        rerank: { ...RERANK_DEFAULTS, url: 'http://localhost:8080/rerank', api: 'tei', top_n: 20 },
        filters: { exclude_meta: { status: ['superseded'], draft: [true] }, exclude_paths: ['docs/old/**'] },
        timeout_ms: 1000,
        pass_env: ['MY_INDEX_DIR'],
        on_missing_key: 'skip',
      },
      context: { top_k: 8, token_budget: 4000 },
      gate: {
        max_drop: { 'recall@5': 0.02, 'ndcg@10': 0.1 },
        min: { mrr: 0.5 },
        max_newly_failing: 2,
        fail_on_broken_labels: 'off',
        fail_on_forbidden: false,
        only_significant: true,
        alpha: 0.1,
        acknowledged: [{ id: 'R03', reason: 'the outlet page moved on purpose' }],
      },
    });
  });
});

describe('rerank api', () => {
  test('defaults to cohere; tei is read', () => {
    expect(parseConfig('retriever:\n  rerank: { url: "http://x/rerank" }\n', 'c.yml').retriever.rerank?.api).toBe('cohere');
    expect(parseConfig('retriever:\n  rerank: { url: "http://x/rerank", api: tei }\n', 'c.yml').retriever.rerank?.api).toBe('tei');
  });
});

describe('depth and k', () => {
  test('k beyond the default depth raises the default depth to max(k, 20)', () => {
    expect(parseConfig('k: [1, 50]\n', 'c.yml').depth).toBe(50);
    expect(parseConfig('k: [1, 3]\n', 'c.yml').depth).toBe(20);
    expect(parseConfig('k: 7\n', 'c.yml').k).toEqual([7]);
  });
  test('default thresholds on metrics that are not reported are dropped, not checked', () => {
    expect(parseConfig('k: [1, 3]\n', 'c.yml').gate.max_drop).toEqual({ mrr: 0.05 });
    expect(parseConfig('k: [1, 3]\ngate: { max_newly_failing: 1 }\n', 'c.yml').gate.max_drop).toEqual({ mrr: 0.05 });
    expect(parseConfig('k: [5]\n', 'c.yml').gate.max_drop).toEqual(DEFAULT_CONFIG.gate.max_drop);
  });
  test('a user mapping replaces the default one', () => {
    expect(parseConfig('gate:\n  max_drop: { mrr: 0.1 }\n', 'c.yml').gate.max_drop).toEqual({ mrr: 0.1 });
  });
});

const BAD: Array<{ name: string; text: string; line: number; column?: number; field?: string; msg: RegExp }> = [
  { name: 'k: [0]', text: 'k: [0]\n', line: 1, column: 5, field: 'k[0]', msg: /^'k' must be a list of positive integers but got '0'$/ },
  { name: 'k: []', text: 'k: []\n', line: 1, field: 'k', msg: /^'k' must be a list of positive integers but got an empty list$/ },
  { name: 'k: [1.5]', text: 'k:\n  - 1\n  - 1.5\n', line: 3, column: 5, field: 'k[1]', msg: /got '1\.5'/ },
  { name: 'hybrid.pool_from: 0', text: 'retriever:\n  hybrid:\n    pool_from: 0\n', line: 3, field: 'retriever.hybrid.pool_from', msg: /pool_from/ },
  { name: 'hybrid.pool: -1', text: 'retriever:\n  hybrid:\n    pool: -1\n', line: 3, field: 'retriever.hybrid.pool', msg: /pool/ },
  { name: 'k as a string', text: 'k: "5"\n', line: 1, msg: /'k' must be a list of positive integers but got '"5"'/ },
  { name: 'k with duplicates', text: 'k: [1, 5, 5]\n', line: 1, column: 11, msg: /'k' lists 5 twice/ },
  { name: 'k as a mapping', text: 'k: {a: 1}\n', line: 1, msg: /'k' must be a list of positive integers but got a mapping/ },
  { name: 'exclude_defaults: maybe', text: 'k: [1]\nexclude_defaults: maybe\n', line: 2, field: 'exclude_defaults', msg: /^'exclude_defaults' must be true or false but got 'maybe'$/ },
  { name: 'pass_k: 0', text: 'pass_k: 0\n', line: 1, field: 'pass_k', msg: /^'pass_k' must be a positive integer but got '0'$/ },
  { name: 'depth below max k', text: 'k: [1, 10]\ndepth: 5\n', line: 2, field: 'depth', msg: /'depth' must be at least the largest k \(10\) but got '5'/ },
  { name: 'depth below pass_k', text: 'k: [1]\npass_k: 8\ndepth: 5\n', line: 3, msg: /'depth' must be at least 'pass_k' \(8\)/ },
  { name: 'unknown top key with a hint', text: 'k: [1]\nretreiver:\n  type: bm25\n', line: 2, column: 1, field: 'retreiver', msg: /^unknown key 'retreiver' in the config \(did you mean 'retriever'\?\); allowed keys: docs, exclude, exclude_defaults, k, pass_k/ },
  { name: 'unknown nested key', text: 'retriever:\n  bm25:\n    kl: 1\n', line: 3, column: 5, field: 'retriever.bm25.kl', msg: /unknown key 'kl' in 'retriever\.bm25' \(did you mean 'k1'\?\)/ },
  { name: 'unknown key without a near miss', text: 'gate:\n  colour: red\n', line: 2, msg: /^unknown key 'colour' in 'gate'; allowed keys:/ },
  { name: 'bm25.k1 negative', text: 'retriever:\n  bm25:\n    k1: -1\n', line: 3, column: 9, field: 'retriever.bm25.k1', msg: /^'retriever\.bm25\.k1' must be a number ≥ 0 but got '-1'$/ },
  { name: 'bm25.b above 1', text: 'retriever:\n  bm25: { b: 1.5 }\n', line: 2, msg: /'retriever\.bm25\.b' must be a number between 0 and 1 but got '1\.5'/ },
  { name: 'bm25 as a list', text: 'retriever:\n  bm25: [1]\n', line: 2, msg: /'retriever\.bm25' must be a mapping with keys k1, b, heading_boost, fields, page, feedback, collapse but got a list/ },
  { name: 'a boost of 0', text: 'retriever:\n  boosts:\n    paths: { "a/**": 0 }\n', line: 3, msg: /'retriever\.boosts\.paths\.a\/\*\*' must be a number > 0 but got '0'/ },
  { name: 'a field b over 1', text: 'retriever:\n  bm25:\n    fields: { title: { b: 2 } }\n', line: 3, msg: /'retriever\.bm25\.fields\.title\.b'/ },
  { name: 'unknown retriever type', text: 'retriever:\n  type: elastic\n', line: 2, msg: /'retriever\.type' must be one of 'bm25', 'dense', 'hybrid', 'command', 'elasticsearch', 'opensearch' but got 'elastic'/ },
  { name: 'dense type without dense', text: 'retriever:\n  type: dense\n', line: 2, field: 'retriever.dense', msg: /'retriever\.dense' \(with 'base_url' and 'model'\) is required when 'retriever\.type' is 'dense'/ },
  { name: 'dense without model', text: 'retriever:\n  dense:\n    base_url: http://x/v1\n', line: 3, field: 'retriever.dense.model', msg: /'retriever\.dense\.model' is required/ },
  { name: 'dense without base_url', text: 'retriever:\n  dense:\n    model: m\n', line: 3, msg: /'retriever\.dense\.base_url' is required/ },
  { name: 'dense base_url not http', text: 'retriever:\n  dense: { base_url: "ftp://x", model: m }\n', line: 2, msg: /must be an http:\/\/ or https:\/\/ URL but got '"ftp:\/\/x"'/ },
  { name: 'rerank api unknown', text: 'retriever:\n  rerank:\n    url: http://x/rerank\n    api: jina\n', line: 4, column: 10, field: 'retriever.rerank.api', msg: /^'retriever\.rerank\.api' must be one of 'cohere', 'tei' but got 'jina'$/ },
  { name: 'rerank api not a string', text: 'retriever:\n  rerank: { url: "http://x/rerank", api: [tei] }\n', line: 2, field: 'retriever.rerank.api', msg: /'retriever\.rerank\.api' must be one of 'cohere', 'tei' but got a list/ },
  { name: 'rerank without url', text: 'retriever:\n  rerank:\n    top_n: 5\n', line: 3, field: 'retriever.rerank.url', msg: /'retriever\.rerank\.url' is required/ },
  { name: 'command type without run', text: 'retriever:\n  type: command\n', line: 2, field: 'retriever.run', msg: /'retriever\.run' is required when 'retriever\.type' is 'command'/ },
  { name: 'analyzer language unknown', text: 'retriever:\n  analyzer: { language: klingon }\n', line: 2, msg: /'retriever\.analyzer\.language' must be one of 'none', 'arabic'.*but got 'klingon'/ },
  { name: 'stopwords as a number', text: 'retriever:\n  analyzer: { stopwords: 3 }\n', line: 2, msg: /'retriever\.analyzer\.stopwords' must be true, false, lucene, snowball or a list of words but got '3'/ },
  { name: 'chunking overlap too large', text: 'chunking:\n  overlap: 0.6\n', line: 2, msg: /'chunking\.overlap' must be a number between 0 and 0\.5 but got '0\.6'/ },
  { name: 'hard_limit below max_chars', text: 'chunking:\n  max_chars: 9000\n', line: 2, msg: /'chunking\.hard_limit' \(8000\) must be at least 'chunking\.max_chars' \(9000\)/ },
  { name: 'heading_path not a boolean', text: 'chunking:\n  heading_path: "yes"\n', line: 2, msg: /'chunking\.heading_path' must be true or false but got '"yes"'/ },
  { name: 'gate metric with a k not in k', text: 'gate:\n  max_drop:\n    recall@7: 0.1\n', line: 3, column: 5, field: 'gate.max_drop.recall@7', msg: /'recall@7' uses k=7, which is not in 'k' \(1, 3, 5, 10\)/ },
  { name: 'gate metric that is not a metric', text: 'gate:\n  min:\n    recall: 0.8\n', line: 3, msg: /'recall' is not a metric; use recall@k, precision@k, hit@k, ndcg@k \(k from 'k'\) or mrr/ },
  { name: 'gate threshold above 1', text: 'gate:\n  min: { mrr: 2 }\n', line: 2, msg: /'gate\.min\.mrr' must be a number between 0 and 1 but got '2'/ },
  { name: 'acknowledged without reason', text: 'gate:\n  acknowledged:\n    - id: R1\n', line: 3, field: 'gate.acknowledged[0].reason', msg: /'gate\.acknowledged\[0\]\.reason' is required/ },
  { name: 'acknowledged as strings', text: 'gate:\n  acknowledged: [R1]\n', line: 2, msg: /'gate\.acknowledged\[0\]' must be a mapping with keys id, reason but got 'R1'/ },
  { name: 'alpha out of range', text: 'gate:\n  alpha: 0\n', line: 2, msg: /'gate\.alpha' must be a number between 0 and 0\.5 but got '0'/ },
  { name: 'docs empty', text: 'docs: []\n', line: 1, msg: /'docs' must list at least one glob/ },
  { name: 'docs with a number', text: 'docs: [docs/**, 3]\n', line: 1, column: 17, msg: /'docs' must be a list of strings but got '3'/ },
  { name: 'exclude_meta with a mapping value', text: 'retriever:\n  filters:\n    exclude_meta:\n      status: {a: 1}\n', line: 4, msg: /must be a value or a list of values but got a mapping/ },
  { name: 'context top_k not an integer', text: 'context:\n  top_k: 2.5\n', line: 2, msg: /'context\.top_k' must be a positive integer but got '2\.5'/ },
  { name: 'top level is a list', text: '- k: 1\n', line: 1, msg: /'document' must be a mapping with keys docs, exclude, exclude_defaults, k/ },
  { name: 'YAML syntax error', text: 'k: [1, 3\npass_k: 5\n', line: 2, msg: /^invalid YAML: / },
  { name: 'duplicate key', text: 'k: [1]\nk: [3]\n', line: 2, msg: /^invalid YAML: Map keys must be unique/ },
];

describe('every bad config is an InputError naming file, line, field', () => {
  test.each(BAD)('$name', ({ text, line, column, field, msg }) => {
    const e = errorOf(text, 'cfg.yml');
    expect(e.code).toBe(ERROR_CODES.CONFIG);
    expect(e.location.file).toBe('cfg.yml');
    expect(e.location.line).toBe(line);
    if (column !== undefined) expect(e.location.column).toBe(column);
    if (field !== undefined) expect(e.location.field).toBe(field);
    expect(e.message).toMatch(msg);
  });

  test('an API key pasted where its variable name goes is refused without echoing it', () => {
    const e = errorOf('retriever:\n  dense: { base_url: "https://x/v1", model: m, api_key_env: "sk-proj-abc123secret" }\n');
    expect(e.message).toMatch(/must be the name of an environment variable/);
    expect(e.format()).not.toContain('abc123secret');
  });
});

describe('exclude adds to the defaults', () => {
  const DEFAULTS = DEFAULT_CONFIG.exclude;
  test.each([
    ['unset', '', DEFAULTS, undefined],
    ['one glob', "exclude: 'docs/old/**'\n", [...DEFAULTS, 'docs/old/**'], undefined],
    ['the defaults listed again (a config written when exclude replaced them)', "exclude: ['**/node_modules/**', '**/.*/**', '**/.*', 'a/**']\n", [...DEFAULTS, 'a/**'], undefined],
    ['an empty list: its old meaning, the default globs dropped', 'exclude: []\n', [], undefined],
    ['an empty list with exclude_defaults: true', 'exclude: []\nexclude_defaults: true\n', DEFAULTS, undefined],
    ['exclude_defaults: false', "exclude_defaults: false\nexclude: ['a/**']\n", ['a/**'], false],
    ['exclude_defaults: false alone', 'exclude_defaults: false\n', [], false],
  ] as const)('%s', (_what, text, exclude, flag) => {
    const c = parseConfig(text, 'c.yml');
    expect(c.exclude).toEqual(exclude);
    expect(c.exclude_defaults).toBe(flag);
  });
});

describe('a retired retriever type', () => {
  test("type: static reads as bm25 (the static model was removed), and warns naming 'retriever.type: hybrid'", () => {
    const text = 'k: [1, 5]\nretriever:\n  type: static\n';
    expect(parseConfig(text, 'cfg.yml').retriever.type).toBe('bm25');
    expect(parseConfig(text, 'cfg.yml').retriever).toEqual(parseConfig('k: [1, 5]\nretriever:\n  type: bm25\n', 'cfg.yml').retriever);
    expect(deprecationWarnings(text, 'cfg.yml')).toEqual([
      expect.stringMatching(/^cfg\.yml:3: 'retriever\.type: static' is deprecated since 1\.0\.0: use 'retriever\.type: hybrid' instead; the static embedding model was removed; BM25 ranks in its place .*\(it is still read until the next major version\)$/),
    ]);
    // Only that value: another type, or none, says nothing.
    expect(deprecationWarnings('retriever:\n  type: hybrid\n', 'cfg.yml')).toEqual([]);
    expect(deprecationWarnings('retriever:\n  bm25: { k1: 1 }\n', 'cfg.yml')).toEqual([]);
  });
});
