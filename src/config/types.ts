/**
 * The configuration (`.github/retrieval-gate.yml`, docs/config.md) as a type, and its defaults in one
 * place. The validator (config/parse.ts) checks a parsed YAML file against these shapes; every
 * key documented here is documented for users in docs/config.md.
 */

import type { AnswersConfig } from './answers';
import type { SiteConfig, SiteGenerator } from './site';

/**
 * `hybrid`: BM25 fused with the `dense` section's API model, or with the shipped sentence encoder
 * (in process) when there is no `dense` section.
 */
export const RETRIEVER_TYPES = ['bm25', 'dense', 'hybrid', 'command', 'elasticsearch', 'opensearch'] as const;
export type RetrieverType = (typeof RETRIEVER_TYPES)[number];

/**
 * Types a config may still name though they are gone (config values are never refused within a
 * major version), each read as the type that replaced it; deprecated.ts warns about them.
 * `static` (the static embedding model, removed in 1.0.0) reads as BM25: BM25 ranked better than
 * it alone on every corpus measured (docs/embeddings.md) at no more cost, while the encoder hybrid
 * would make a run that chose a fast retriever many times slower.
 */
export const RETIRED_RETRIEVER_TYPES: Readonly<Record<string, RetrieverType>> = { static: 'bm25' };

export const FUSION_METHODS = ['rrf', 'weighted'] as const;
export type FusionMethod = (typeof FUSION_METHODS)[number];

export interface ChunkingConfig {
  /** A section longer than this is split on paragraph boundaries. */
  max_chars: number;
  /** A single block (code, table) is never split below this; above it, it is split with a note. */
  hard_limit: number;
  /** Overlap between consecutive parts of a split section, as a fraction of max_chars (0–0.5). */
  overlap: number;
  /** Files larger than this (bytes) are skipped with a note; at most MAX_FILE_BYTES_LIMIT. */
  max_file_bytes: number;
  /** Prepend `Title > Section > Subsection` to the indexed text. */
  heading_path: boolean;
  /** Fold sections that are only links or only a heading into their parent chunk (or drop them) instead of indexing them alone. */
  fold_empty_sections: boolean;
  /**
   * A section shorter than this (chars) is indexed together with the sections after it (its
   * subsections and later siblings), as long as the chunk stays within max_chars; 0 = never.
   */
  combine_under: number;
  /** A file with more sections (headings) than this is skipped with a note, found while it is parsed. */
  max_file_sections?: number;
  /** Most bytes of documents one side may hold (all files together); more is an error (see corpus-budget.ts). */
  max_corpus_bytes?: number;
  /** Most chunks one side may hold (all documents together); more is an error. */
  max_corpus_chunks?: number;
  /** Seconds chunking one file may take; a file over it is skipped with a note (time-budget). */
  max_file_seconds?: number;
  /** Seconds chunking one side may take, all files together; more is an error (see corpus-budget.ts). */
  max_corpus_seconds?: number;
  /**
   * Not a key of the config's `chunking`: the docs site generator whose heading anchors the
   * Markdown headings also get (the config's `site.generator`, or the one detected on the side).
   */
  site?: SiteGenerator;
}

export interface AnalyzerConfig {
  /** Snowball language for stemming (`english`, `french`, `german`…), or `none`. */
  language: string;
  /** `true` = the language's default list (English: Snowball's), `false` = none, or an explicit list (`lucene`/`snowball` in the file read as those lists). */
  stopwords: boolean | string[];
  stemming: boolean;
  /** Index CJK runs as overlapping bigrams. */
  cjk_bigrams: boolean;
  /** camelCase humps and leading underscores (`getStaticPaths`, `__declspec`) mark identifiers, indexed whole and by parts. */
  code_identifiers?: boolean;
}

export interface Bm25Config {
  k1: number;
  b: number;
  /** Weight of the heading path as its own field (0 = headings only count inside the body text). */
  heading_boost: number;
  /** The page title and the heading trail as fields of their own (BM25F), each with a weight and a b. */
  fields: Bm25FieldsConfig;
  /** Page evidence: each section gains weight × its page's best section score (retrieve/bm25/page-prior.ts); absent or weight 0 = off. */
  page?: { weight: number; pool: number };
  /** Pseudo-relevance feedback, RM3-style (retrieve/bm25/feedback.ts); absent or weight 0 = off. */
  feedback?: { docs: number; terms: number; weight: number; pool: number };
  /**
   * `section`: a section cut into several chunks takes one place in a ranking, its best chunk's
   * (retrieve/bm25/collapse.ts); `none`: every chunk ranks on its own. Absent (a config object built
   * before the setting existed) = `none`.
   */
  collapse?: Bm25Collapse;
}

/** How the embedded BM25 groups a ranking's chunks: by section (one place each) or not at all. */
export const BM25_COLLAPSE = ['section', 'none'] as const;
export type Bm25Collapse = (typeof BM25_COLLAPSE)[number];

/** One extra BM25F field: weight 0 = not a field of its own. */
export interface Bm25FieldConfig {
  weight: number;
  b: number;
}

export interface Bm25FieldsConfig {
  title: Bm25FieldConfig;
  headings: Bm25FieldConfig;
}

/** Page-level signals: multipliers of a chunk's score by its document's path or front matter. */
export interface BoostsConfig {
  /** Glob (picomatch, root relative) → multiplier, e.g. `reference/**: 0.5`. */
  paths: Record<string, number>;
  /** Front-matter key (dotted paths allowed) → value → multiplier, e.g. `{ type: { reference: 0.5 } }`. */
  meta: Record<string, Record<string, number>>;
}

export interface DenseConfig {
  /** Base URL of an OpenAI-compatible API, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  base_url: string;
  model: string;
  /** Requested dimensions (sent as `dimensions`); vectors of another size are an error. */
  dimensions?: number;
  /** Name of the environment variable that holds the API key (never the key itself). */
  api_key_env?: string;
  query_prefix: string;
  document_prefix: string;
  batch_size: number;
  concurrency: number;
  timeout_ms: number;
  max_retries: number;
  /** Folder of the on-disk embeddings cache (keyed by model, prefix and text hash). */
  cache_dir: string;
}

export interface HybridConfig {
  method: FusionMethod;
  /** Reciprocal rank fusion constant. */
  rrf_k: number;
  /** Weighted fusion: weight of the dense score (1 - alpha for BM25), after min-max normalisation. */
  alpha: number;
  /** How many candidates each retriever contributes before fusion. */
  candidates: number;
  /**
   * The shipped encoder on a big side ranks only the union of BM25's top `pool` chunks over the
   * questions (0: every chunk, whatever the side's size).
   */
  pool: number;
  /** Sides with at least this many chunks are pooled; smaller ones are embedded whole. */
  pool_from: number;
}

/** Wire formats of a `/rerank` endpoint: Cohere/Jina/Voyage (`documents`) or Hugging Face TEI (`texts`). */
export const RERANK_APIS = ['cohere', 'tei'] as const;
export type RerankApi = (typeof RERANK_APIS)[number];

export interface RerankConfig {
  /** Full URL of a `/rerank` endpoint (Cohere, Jina, Voyage, TEI shape). */
  url: string;
  /** Request body shape; unset reads as `cohere` (configs built before the key existed). */
  api?: RerankApi;
  model?: string;
  api_key_env?: string;
  /** How many top candidates are reranked. */
  top_n: number;
  timeout_ms: number;
  max_retries: number;
}

export interface FilterConfig {
  /** Front-matter key → values: a document whose metadata matches any is not indexed. */
  exclude_meta: Record<string, Array<string | number | boolean>>;
  /** Globs of paths that are not indexed. */
  exclude_paths: string[];
}

/**
 * The settings every search-engine retriever shares (`retriever.type: elasticsearch | opensearch`),
 * read by engine-settings.ts: where the server is, how to sign in, the team's index and query.
 */
export interface EngineSettings {
  /** The environment variable holding the server's URL (nothing secret in the config file). */
  url_env?: string;
  /** The environment variable holding an API key, or `user:password` for basic credentials. */
  auth_env?: string;
  /** Repository path of the team's index settings and mappings (JSON). */
  index_file?: string;
  /** Repository path of the team's search body (JSON with `{{query}}`, `{{k}}`, `{{vector}}`). */
  query_file?: string;
  /** Keep the indexes the run created (a later run on the same content reuses them). */
  keep?: boolean;
}

export interface RetrieverConfig extends EngineSettings {
  type: RetrieverType;
  analyzer: AnalyzerConfig;
  bm25: Bm25Config;
  /** Page-level boosts and demotions (every matching rule multiplies). */
  boosts: BoostsConfig;
  dense?: DenseConfig;
  hybrid: HybridConfig;
  rerank?: RerankConfig;
  filters: FilterConfig;
  /** `type: command`: the command line of the team's retriever (JSON-lines protocol, docs/external-retriever.md). */
  run?: string;
  /** `type: command`: time allowed for the whole exchange. */
  timeout_ms: number;
  /** `type: command`: environment variables passed to the command beyond the safe basics (docs/security.md). */
  pass_env: string[];
  /** Dense, hybrid or rerank without its API key (fork PRs, Dependabot): measure with BM25, skip, or fail. */
  on_missing_key: OnMissingKey;
  /** `type: command`: the program's own settings (chunk size, splitter…), sent in the hello when set. */
  options?: Record<string, unknown>;
  /**
   * Most chunks the head of a comparison may have embedded beyond the base's chunk count (read from
   * the base's config only): the pull request's share of the embedding cost. Absent: DEFAULT_MAX_NEW_EMBEDS.
   */
  max_new_embeds?: number;
}

/**
 * `retriever.max_new_embeds` when the config does not set it: about 15 s of the shipped encoder on a
 * runner's two cores, and under 60 s at the slowest rate measured (9.6 texts a second).
 */
export const DEFAULT_MAX_NEW_EMBEDS = 500;

export const ON_MISSING_KEY = ['bm25', 'skip', 'fail'] as const;
export type OnMissingKey = (typeof ON_MISSING_KEY)[number];

export interface ContextConfig {
  /** How many retrieved chunks the application puts in the prompt. */
  top_k: number;
  /** Token budget of those chunks (counted with gpt-tokenizer, o200k_base). 0 = no budget check. */
  token_budget: number;
}

export interface AcknowledgedRegression {
  id: string;
  reason: string;
}

export const BROKEN_LABEL_RULES = ['new', 'any', 'off'] as const;
export type BrokenLabelsRule = (typeof BROKEN_LABEL_RULES)[number];

export interface GateConfig {
  /** Largest allowed drop per metric (head - base), e.g. `{ "recall@5": 0.05 }`. */
  max_drop: Record<string, number>;
  /** Absolute floors on head metrics, e.g. `{ "recall@10": 0.8 }`. */
  min: Record<string, number>;
  /** Fail when more than this many questions newly fail (acknowledged ones excluded). */
  max_newly_failing: number;
  /**
   * Which broken golden-set labels fail the gate: `new` (broken by this change; the default),
   * `any` (also those already broken at base), `off`. `true`/`false` read as `new`/`off`.
   */
  fail_on_broken_labels: BrokenLabelsRule;
  fail_on_forbidden: boolean;
  /** Only fail metric drops that are statistically significant (p < alpha). */
  only_significant: boolean;
  alpha: number;
  acknowledged: AcknowledgedRegression[];
  /**
   * Fails a pull request that, with what merged since the baseline (`baseline`, default the last
   * release tag), takes `metric` more than `drop` below the baseline's (significantly, under
   * `only_significant`). Needs the history store (docs/history.md); absent: off.
   */
  max_drop_since_baseline?: { metric: string; drop: number };
}

export interface Config {
  /** Globs of files to index, root relative. */
  docs: string[];
  /**
   * Set when the config file writes `docs`: its globs are then used as written, even when they
   * equal the default. Without it the default globs mean "detect the docs scope" (source/scope.ts).
   */
  docs_given?: true;
  /** Globs excluded from `docs`: the defaults and the config's own (the config's alone when `exclude_defaults` is false). */
  exclude: string[];
  /**
   * False when the config writes `exclude_defaults: false`: the default `exclude` globs are not
   * added, and the detected docs scope leaves nothing out by kind (changelogs, licences, generated
   * files…); absent: the defaults apply.
   */
  exclude_defaults?: false;
  /** Cut-offs reported. */
  k: number[];
  /** A question passes when recall@pass_k = 1. */
  pass_k: number;
  /** Retrieval depth D (≥ max k): how far ranks are followed for MRR and rank moves. */
  depth: number;
  chunking: ChunkingConfig;
  retriever: RetrieverConfig;
  context: ContextConfig;
  gate: GateConfig;
  /** Optional generation stage (docs/answers.md); absent = off. */
  answers?: AnswersConfig;
  /** Threads for a side: the one that chunks and `jobs` − 1 workers that analyse (1 = no workers); absent = 1. Never changes a result. */
  jobs?: number;
  /** The docs site generator whose anchors labels are written in (config/site.ts); absent = `auto`. */
  site?: SiteConfig;
  /** What "since the baseline" compares with: a tag or ref (docs/history.md); absent = the newest `v*` release tag reachable from the base. */
  baseline?: string;
}

/**
 * Default docs globs: the usual docs extensions everywhere (node_modules and dot-folders excluded
 * by `exclude`). A config that leaves them unset has its docs scope detected instead (the docs
 * folder a site config names, or docs/, minus changelogs, licences, tests…: source/scope.ts).
 */
export const DEFAULT_DOCS_GLOBS = ['**/*.{md,markdown,mdx,rst,adoc,asciidoc,asc,html,htm,txt}'];

export const DEFAULT_CONFIG: Config = {
  docs: DEFAULT_DOCS_GLOBS,
  exclude: ['**/node_modules/**', '**/.*/**', '**/.*'],
  k: [1, 3, 5, 10],
  pass_k: 5,
  depth: 20,
  chunking: { max_chars: 2400, hard_limit: 8000, overlap: 0, max_file_bytes: 2_000_000, heading_path: true, fold_empty_sections: true, combine_under: 0, max_file_sections: 20_000, max_corpus_bytes: 128 * 1024 * 1024, max_corpus_chunks: 250_000, max_file_seconds: 10, max_corpus_seconds: 300 },
  retriever: {
    type: 'bm25',
    analyzer: { language: 'english', stopwords: true, stemming: true, cjk_bigrams: true, code_identifiers: true },
    // Tuned on the quality bench (docs/bm25.md "Defaults and why"): the page title and the heading
    // trail as BM25F fields, weighted over the body, with little length normalisation of their own.
    bm25: { k1: 1.2, b: 0.5, heading_boost: 0, fields: { title: { weight: 3, b: 0.3 }, headings: { weight: 4, b: 0.3 } }, collapse: 'section' },
    boosts: { paths: {}, meta: {} },
    hybrid: { method: 'rrf', rrf_k: 60, alpha: 0.5, candidates: 100, pool: 100, pool_from: 5000 },
    filters: { exclude_meta: {}, exclude_paths: [] },
    timeout_ms: 600_000,
    pass_env: [],
    on_missing_key: 'bm25',
  },
  context: { top_k: 5, token_budget: 0 },
  gate: {
    max_drop: { 'recall@5': 0.05, mrr: 0.05 },
    min: {},
    max_newly_failing: 0,
    fail_on_broken_labels: 'new',
    fail_on_forbidden: true,
    // Metric drops fail only when significant: on 20-100 questions a few rank moves shift a mean by
    // 0.05 without meaning anything; single questions that break are caught by max_newly_failing.
    only_significant: true,
    alpha: 0.05,
    acknowledged: [],
  },
};

export const DENSE_DEFAULTS: Omit<DenseConfig, 'base_url' | 'model'> = {
  query_prefix: '',
  document_prefix: '',
  batch_size: 64,
  concurrency: 4,
  timeout_ms: 30_000,
  max_retries: 4,
  cache_dir: '.retrieval-gate/embeddings',
};

export const RERANK_DEFAULTS: Omit<RerankConfig, 'url'> = { api: 'cohere', top_n: 50, timeout_ms: 30_000, max_retries: 4 };

/** Default config file locations (docs/golden-set.md, docs/config.md). */
export const DEFAULT_CONFIG_PATH = '.github/retrieval-gate.yml';
export const DEFAULT_GOLDEN_PATH = '.github/retrieval-golden.yml';

/**
 * Upper bound of `chunking.max_file_bytes` (64 MiB). A file is read whole into memory and decoded
 * to a string (twice its size in UTF-16), and V8 strings stop at ~512 MB: a higher limit would
 * turn one large file in a pull request into an out-of-memory crash instead of a skipped file.
 */
export const MAX_FILE_BYTES_LIMIT = 64 * 1024 * 1024;
