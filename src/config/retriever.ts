/** The `retriever` section of the config: type, analyzer, BM25, dense, hybrid, rerank, filters, command. */
import {
  DENSE_DEFAULTS,
  FUSION_METHODS,
  RERANK_APIS,
  RERANK_DEFAULTS,
  RETRIEVER_TYPES,
  type DenseConfig,
  type RerankConfig,
  type RetrieverConfig,
} from './types';
import { child, describe, fail, mapEntries, readBoolean, readNumber, readString, readStringList, scalarValue, seqItems, type At } from '../yaml';
import { anyString, envName, httpUrl, nonNeg, nonNegInt, oneOf, posInt, section, unit } from './read';

const RETRIEVER_KEYS = ['type', 'analyzer', 'bm25', 'boosts', 'dense', 'hybrid', 'rerank', 'filters', 'run', 'timeout_ms'] as const;
const ANALYZER_KEYS = ['language', 'stopwords', 'stemming', 'cjk_bigrams', 'code_identifiers'] as const;
const BM25_KEYS = ['k1', 'b', 'heading_boost', 'fields'] as const;
const FIELDS_KEYS = ['title', 'headings'] as const;
const FIELD_KEYS = ['weight', 'b'] as const;
const BOOSTS_KEYS = ['paths', 'meta'] as const;
const DENSE_KEYS = [
  'base_url',
  'model',
  'dimensions',
  'api_key_env',
  'query_prefix',
  'document_prefix',
  'batch_size',
  'concurrency',
  'timeout_ms',
  'max_retries',
  'cache_dir',
] as const;
const HYBRID_KEYS = ['method', 'rrf_k', 'alpha', 'candidates'] as const;
const RERANK_KEYS = ['url', 'api', 'model', 'api_key_env', 'top_n', 'timeout_ms', 'max_retries'] as const;
const FILTER_KEYS = ['exclude_meta', 'exclude_paths'] as const;

// The package ships no types; its algorithms() lists what the analyzer can stem.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const snowball = require('snowball-stemmers') as { algorithms(): string[] };

/** Snowball languages the analyzer can stem, plus `none`. */
export const ANALYZER_LANGUAGES: readonly string[] = ['none', ...snowball.algorithms()];

/** Reads `retriever:` over `base` (a deep copy of the defaults, modified in place and returned). */
export function readRetriever(at: At, base: RetrieverConfig): RetrieverConfig {
  const s = section(at, RETRIEVER_KEYS);
  const out = base;
  if (s.type) out.type = oneOf(s.type, RETRIEVER_TYPES);
  if (s.analyzer) {
    const a = section(s.analyzer, ANALYZER_KEYS);
    if (a.language) out.analyzer.language = oneOf(a.language, ANALYZER_LANGUAGES);
    if (a.stopwords) {
      out.analyzer.stopwords = typeof scalarValue(a.stopwords) === 'boolean' ? readBoolean(a.stopwords) : stopwordList(a.stopwords);
    }
    if (a.stemming) out.analyzer.stemming = readBoolean(a.stemming);
    if (a.cjk_bigrams) out.analyzer.cjk_bigrams = readBoolean(a.cjk_bigrams);
    if (a.code_identifiers) out.analyzer.code_identifiers = readBoolean(a.code_identifiers);
  }
  if (s.bm25) {
    const b = section(s.bm25, BM25_KEYS);
    if (b.k1) out.bm25.k1 = nonNeg(b.k1);
    if (b.b) out.bm25.b = unit(b.b);
    if (b.heading_boost) out.bm25.heading_boost = nonNeg(b.heading_boost);
    if (b.fields) {
      const f = section(b.fields, FIELDS_KEYS);
      for (const name of FIELDS_KEYS) {
        if (!f[name]) continue;
        const x = section(f[name], FIELD_KEYS);
        if (x.weight) out.bm25.fields[name].weight = nonNeg(x.weight);
        if (x.b) out.bm25.fields[name].b = unit(x.b);
      }
    }
  }
  if (s.boosts) out.boosts = readBoosts(s.boosts);
  if (s.dense) out.dense = readDense(s.dense);
  if (s.hybrid) {
    const h = section(s.hybrid, HYBRID_KEYS);
    if (h.method) out.hybrid.method = oneOf(h.method, FUSION_METHODS);
    if (h.rrf_k) out.hybrid.rrf_k = readNumber(h.rrf_k, { min: 0, minExclusive: true });
    if (h.alpha) out.hybrid.alpha = unit(h.alpha);
    if (h.candidates) out.hybrid.candidates = posInt(h.candidates);
  }
  if (s.rerank) out.rerank = readRerank(s.rerank);
  if (s.filters) {
    const f = section(s.filters, FILTER_KEYS);
    if (f.exclude_meta) out.filters.exclude_meta = readExcludeMeta(f.exclude_meta);
    if (f.exclude_paths) out.filters.exclude_paths = readStringList(f.exclude_paths, { allowSingle: true });
  }
  if (s.run) out.run = readString(s.run);
  if (s.timeout_ms) out.timeout_ms = posInt(s.timeout_ms);

  // Requirements that depend on the type: point at `type` (or the section) so the user sees why.
  const typeAt: At = s.type ?? at;
  if (out.type === 'command' && out.run === undefined) {
    fail({ ...typeAt, field: 'retriever.run' }, "'retriever.run' is required when 'retriever.type' is 'command' (the command line of your retriever)");
  }
  if ((out.type === 'dense' || out.type === 'hybrid') && out.dense === undefined) {
    fail(
      { ...typeAt, field: 'retriever.dense' },
      `'retriever.dense' (with 'base_url' and 'model') is required when 'retriever.type' is '${out.type}'`,
    );
  }
  return out;
}

/** A page-level multiplier: a positive number (0.5 demotes, 2 promotes). */
const factor = (at: At): number => readNumber(at, { min: 0, minExclusive: true });

/** `boosts: { paths: { 'reference/**': 0.5 }, meta: { type: { reference: 0.5 } } }`. */
function readBoosts(at: At): RetrieverConfig['boosts'] {
  const s = section(at, BOOSTS_KEYS);
  const out: RetrieverConfig['boosts'] = { paths: {}, meta: {} };
  if (s.paths) for (const e of mapEntries(s.paths, 'a mapping of path globs to multipliers')) out.paths[e.key] = factor(e.value);
  if (s.meta) {
    for (const e of mapEntries(s.meta, 'a mapping of front-matter keys to { value: multiplier }')) {
      const values: Record<string, number> = {};
      for (const v of mapEntries(e.value, 'a mapping of front-matter values to multipliers')) values[v.key] = factor(v.value);
      out.meta[e.key] = values;
    }
  }
  return out;
}

function stopwordList(at: At): string[] {
  const n = at.node;
  if (!n || scalarValue(at) !== undefined) fail(at, `'${at.field}' must be true, false or a list of words but got ${describe(at)}`);
  return readStringList(at);
}

function readDense(at: At): DenseConfig {
  const d = section(at, DENSE_KEYS);
  if (!d.base_url) fail({ ...at, field: child(at.field, 'base_url') }, `'${child(at.field, 'base_url')}' is required (e.g. https://api.openai.com/v1)`);
  if (!d.model) fail({ ...at, field: child(at.field, 'model') }, `'${child(at.field, 'model')}' is required (the embedding model's name)`);
  const out: DenseConfig = { ...DENSE_DEFAULTS, base_url: httpUrl(d.base_url), model: readString(d.model) };
  if (d.dimensions) out.dimensions = posInt(d.dimensions);
  if (d.api_key_env) out.api_key_env = envName(d.api_key_env);
  if (d.query_prefix) out.query_prefix = anyString(d.query_prefix);
  if (d.document_prefix) out.document_prefix = anyString(d.document_prefix);
  if (d.batch_size) out.batch_size = posInt(d.batch_size);
  if (d.concurrency) out.concurrency = posInt(d.concurrency);
  if (d.timeout_ms) out.timeout_ms = posInt(d.timeout_ms);
  if (d.max_retries) out.max_retries = nonNegInt(d.max_retries);
  if (d.cache_dir) out.cache_dir = readString(d.cache_dir);
  return out;
}

function readRerank(at: At): RerankConfig {
  const r = section(at, RERANK_KEYS);
  if (!r.url) fail({ ...at, field: child(at.field, 'url') }, `'${child(at.field, 'url')}' is required (the full URL of a /rerank endpoint)`);
  const out: RerankConfig = { ...RERANK_DEFAULTS, url: httpUrl(r.url) };
  if (r.api) out.api = oneOf(r.api, RERANK_APIS);
  if (r.model) out.model = readString(r.model);
  if (r.api_key_env) out.api_key_env = envName(r.api_key_env);
  if (r.top_n) out.top_n = posInt(r.top_n);
  if (r.timeout_ms) out.timeout_ms = posInt(r.timeout_ms);
  if (r.max_retries) out.max_retries = nonNegInt(r.max_retries);
  return out;
}

/** `status: superseded` or `status: [superseded, draft]`: front-matter key → scalar values. */
function readExcludeMeta(at: At): Record<string, Array<string | number | boolean>> {
  const out: Record<string, Array<string | number | boolean>> = {};
  for (const e of mapEntries(at, 'a mapping of front-matter keys to values')) {
    const v = e.value;
    const items = !v.node ? [] : scalarValue(v) !== undefined ? [v] : seqItemsOr(v);
    if (items.length === 0) fail(v, `'${v.field}' must be a value or a list of values but got ${describe(v)}`);
    out[e.key] = items.map((item) => {
      const x = scalarValue(item);
      if (typeof x !== 'string' && typeof x !== 'number' && typeof x !== 'boolean') {
        fail(item, `'${v.field}' values must be strings, numbers or booleans but got ${describe(item)}`);
      }
      return x as string | number | boolean;
    });
  }
  return out;
}

function seqItemsOr(at: At): At[] {
  try {
    return seqItems(at);
  } catch {
    return fail(at, `'${at.field}' must be a value or a list of values but got ${describe(at)}`);
  }
}
