/** The `retriever` section of the config: type, analyzer, BM25, dense, hybrid, rerank, filters, command. */
import {
  BM25_COLLAPSE,
  DENSE_DEFAULTS,
  FUSION_METHODS,
  RERANK_APIS,
  RERANK_DEFAULTS,
  RETIRED_RETRIEVER_TYPES,
  RETRIEVER_TYPES,
  ON_MISSING_KEY,
  type DenseConfig,
  type RerankConfig,
  type RetrieverConfig,
} from './types';
import { attempt, child, describe, fail, mapEntries, readBoolean, readNumber, readString, readStringList, scalarValue, seqItems, type At } from '../yaml';
import { isMap, isSeq } from 'yaml';
import { NAMED_STOPWORDS } from '../text/stopwords';
import { snowballLanguages } from '../text/stemmer-languages';
import { ENGINE_KEYS, readEngineSettings } from './engine-settings';
import { POSTGRES_DEFAULTS, readPostgres } from './postgres-settings';
import { anyString, apiKeyEnvName, envName, httpUrl, relativeFolder, nonNeg, nonNegInt, oneOf, posInt, section, unit } from './read';

const RETRIEVER_KEYS = ['type', 'analyzer', 'bm25', 'boosts', 'dense', 'hybrid', 'rerank', 'filters', 'run', 'timeout_ms', 'pass_env', 'on_missing_key', 'options', 'max_new_embeds', ...ENGINE_KEYS, 'postgres'] as const;
const ANALYZER_KEYS = ['language', 'stopwords', 'stemming', 'cjk_bigrams', 'code_identifiers'] as const;
const BM25_KEYS = ['k1', 'b', 'heading_boost', 'fields', 'page', 'feedback', 'collapse'] as const;
const FEEDBACK_KEYS = ['docs', 'terms', 'weight', 'pool'] as const;
const PAGE_KEYS = ['weight', 'pool'] as const;
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
const HYBRID_KEYS = ['method', 'rrf_k', 'alpha', 'candidates', 'pool', 'pool_from'] as const;
const RERANK_KEYS = ['url', 'api', 'model', 'api_key_env', 'top_n', 'timeout_ms', 'max_retries'] as const;
const FILTER_KEYS = ['exclude_meta', 'exclude_paths'] as const;

/** Snowball languages the analyzer can stem, plus `none` (the stemmers' package is read when a config names a language). */
export function analyzerLanguages(): readonly string[] {
  return ['none', ...snowballLanguages()];
}

/** Reads `retriever:` over `base` (a deep copy of the defaults, modified in place and returned). */
export function readRetriever(at: At, base: RetrieverConfig): RetrieverConfig {
  const s = section(at, RETRIEVER_KEYS);
  const out = base;
  attempt(() => {
    if (!s.type) return;
    const retired = RETIRED_RETRIEVER_TYPES[String(scalarValue(s.type))];
    out.type = retired ?? oneOf(s.type, RETRIEVER_TYPES);
  });
  if (s.analyzer) attempt(() => {
    const a = section(s.analyzer!, ANALYZER_KEYS);
    attempt(() => a.language && (out.analyzer.language = oneOf(a.language, analyzerLanguages())));
    attempt(() => {
      if (!a.stopwords) return;
      out.analyzer.stopwords = typeof scalarValue(a.stopwords) === 'boolean' ? readBoolean(a.stopwords) : stopwordList(a.stopwords);
    });
    attempt(() => a.stemming && (out.analyzer.stemming = readBoolean(a.stemming)));
    attempt(() => a.cjk_bigrams && (out.analyzer.cjk_bigrams = readBoolean(a.cjk_bigrams)));
    attempt(() => a.code_identifiers && (out.analyzer.code_identifiers = readBoolean(a.code_identifiers)));
  });
  if (s.bm25) attempt(() => {
    const b = section(s.bm25!, BM25_KEYS);
    attempt(() => b.k1 && (out.bm25.k1 = nonNeg(b.k1)));
    attempt(() => b.b && (out.bm25.b = unit(b.b)));
    attempt(() => b.heading_boost && (out.bm25.heading_boost = nonNeg(b.heading_boost)));
    attempt(() => b.collapse && (out.bm25.collapse = oneOf(b.collapse, BM25_COLLAPSE)));
    if (b.fields) attempt(() => {
      const f = section(b.fields!, FIELDS_KEYS);
      for (const name of FIELDS_KEYS) {
        if (!f[name]) continue;
        attempt(() => {
          const x = section(f[name]!, FIELD_KEYS);
          attempt(() => x.weight && (out.bm25.fields[name].weight = nonNeg(x.weight)));
          attempt(() => x.b && (out.bm25.fields[name].b = unit(x.b)));
        });
      }
    });
    if (b.page) attempt(() => {
      const x = section(b.page!, PAGE_KEYS);
      const page = (out.bm25.page ??= { weight: 0, pool: 100 });
      attempt(() => x.weight && (page.weight = nonNeg(x.weight)));
      attempt(() => x.pool && (page.pool = posInt(x.pool)));
    });
    if (b.feedback) attempt(() => {
      const x = section(b.feedback!, FEEDBACK_KEYS);
      const fb = (out.bm25.feedback ??= { docs: 10, terms: 10, weight: 0, pool: 100 });
      attempt(() => x.docs && (fb.docs = posInt(x.docs)));
      attempt(() => x.terms && (fb.terms = posInt(x.terms)));
      attempt(() => x.weight && (fb.weight = nonNeg(x.weight)));
      attempt(() => x.pool && (fb.pool = posInt(x.pool)));
    });
  });
  attempt(() => s.boosts && (out.boosts = readBoosts(s.boosts)));
  attempt(() => s.dense && (out.dense = readDense(s.dense)));
  if (s.hybrid) attempt(() => {
    const h = section(s.hybrid!, HYBRID_KEYS);
    attempt(() => h.method && (out.hybrid.method = oneOf(h.method, FUSION_METHODS)));
    attempt(() => h.rrf_k && (out.hybrid.rrf_k = readNumber(h.rrf_k, { min: 0, minExclusive: true })));
    attempt(() => h.alpha && (out.hybrid.alpha = unit(h.alpha)));
    attempt(() => h.candidates && (out.hybrid.candidates = posInt(h.candidates)));
    attempt(() => h.pool && (out.hybrid.pool = nonNegInt(h.pool)));
    attempt(() => h.pool_from && (out.hybrid.pool_from = posInt(h.pool_from)));
  });
  attempt(() => s.rerank && (out.rerank = readRerank(s.rerank)));
  if (s.filters) attempt(() => {
    const f = section(s.filters!, FILTER_KEYS);
    attempt(() => f.exclude_meta && (out.filters.exclude_meta = readExcludeMeta(f.exclude_meta)));
    attempt(() => f.exclude_paths && (out.filters.exclude_paths = readStringList(f.exclude_paths, { allowSingle: true })));
  });
  attempt(() => s.run && (out.run = readString(s.run)));
  attempt(() => s.timeout_ms && (out.timeout_ms = posInt(s.timeout_ms)));
  attempt(() => s.max_new_embeds && (out.max_new_embeds = nonNegInt(s.max_new_embeds)));
  attempt(() => s.pass_env && (out.pass_env = readStringList(s.pass_env, { allowSingle: true }).map((_, i) => envName(listItem(s.pass_env!, i)))));
  attempt(() => s.on_missing_key && (out.on_missing_key = oneOf(s.on_missing_key, ON_MISSING_KEY)));
  attempt(() => s.options && (out.options = readOptions(s.options, 0) as Record<string, unknown>));

  // Requirements that depend on the type: point at `type` (or the section) so the user sees why.
  const typeAt: At = s.type ?? at;
  readEngineSettings(s, out, attempt, typeAt);
  attempt(() => s.postgres && (out.postgres = readPostgres(s.postgres)));
  if (out.type === 'postgres') out.postgres ??= structuredClone(POSTGRES_DEFAULTS);
  if (out.type === 'command' && out.run === undefined && !s.run) {
    fail({ ...typeAt, field: 'retriever.run' }, "'retriever.run' is required when 'retriever.type' is 'command' (the command line of your retriever)");
  }
  // A `dense` section that failed to read was reported already; do not also call it missing.
  // `hybrid` without one fuses BM25 with the shipped sentence encoder.
  if (out.type === 'dense' && out.dense === undefined && !s.dense) {
    fail(
      { ...typeAt, field: 'retriever.dense' },
      `'retriever.dense' (with 'base_url' and 'model') is required when 'retriever.type' is '${out.type}'`,
    );
  }
  return out;
}

/** The i-th item of a list node, or the node itself when a single value was given. */
function listItem(at: At, i: number): At {
  return scalarValue(at) !== undefined ? at : seqItems(at)[i];
}

/** A page-level multiplier: a positive number (0.5 demotes, 2 promotes). */
const factor = (at: At): number => readNumber(at, { min: 0, minExclusive: true });

/** `boosts: { paths: { 'reference/**': 0.5 }, meta: { type: { reference: 0.5 } } }`. */
function readBoosts(at: At): RetrieverConfig['boosts'] {
  const s = section(at, BOOSTS_KEYS);
  const out: RetrieverConfig['boosts'] = { paths: {}, meta: {} };
  if (s.paths) for (const e of mapEntries(s.paths, 'a mapping of path globs to multipliers')) attempt(() => (out.paths[e.key] = factor(e.value)));
  if (s.meta) {
    for (const e of mapEntries(s.meta, 'a mapping of front-matter keys to { value: multiplier }')) {
      attempt(() => {
        const values: Record<string, number> = {};
        for (const v of mapEntries(e.value, 'a mapping of front-matter values to multipliers')) attempt(() => (values[v.key] = factor(v.value)));
        out.meta[e.key] = values;
      });
    }
  }
  return out;
}

/**
 * `retriever.options`: settings for a command retriever (its chunk size, its splitter…), plain data
 * handed to the program in the hello, so each side of a comparison runs with its own config's
 * settings. Mappings, lists, strings, numbers and booleans only, at most 4 levels deep.
 */
function readOptions(at: At, depth: number): unknown {
  if (at.node && isMap(at.node)) {
    if (depth >= 4) fail(at, `'${at.field}' nests too deep (at most 4 levels)`);
    const out: Record<string, unknown> = {};
    for (const e of mapEntries(at)) out[e.key] = readOptions(e.value, depth + 1);
    return out;
  }
  if (depth === 0) fail(at, `'${at.field}' must be a mapping of settings for your retriever but got ${describe(at)}`);
  if (at.node && isSeq(at.node)) return seqItems(at).map((item) => readOptions(item, depth + 1));
  const v = scalarValue(at);
  if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) return v;
  return fail(at, `'${at.field}' must be a string, number, boolean, list or mapping but got ${describe(at)}`);
}

function stopwordList(at: At): string[] {
  const n = at.node;
  const v = scalarValue(at);
  // `lucene` (Lucene's 33 English words, the default before Snowball's list) or `snowball`.
  if (typeof v === 'string' && Object.prototype.hasOwnProperty.call(NAMED_STOPWORDS, v)) return [...NAMED_STOPWORDS[v]];
  if (!n || v !== undefined) fail(at, `'${at.field}' must be true, false, lucene, snowball or a list of words but got ${describe(at)}`);
  return readStringList(at);
}

function readDense(at: At): DenseConfig {
  const d = section(at, DENSE_KEYS);
  const baseUrl = attempt(() => {
    if (!d.base_url) fail({ ...at, field: child(at.field, 'base_url') }, `'${child(at.field, 'base_url')}' is required (e.g. https://api.openai.com/v1)`);
    return httpUrl(d.base_url);
  });
  const model = attempt(() => {
    if (!d.model) fail({ ...at, field: child(at.field, 'model') }, `'${child(at.field, 'model')}' is required (the embedding model's name)`);
    return readString(d.model);
  });
  const out: DenseConfig = { ...DENSE_DEFAULTS, base_url: baseUrl ?? '', model: model ?? '' };
  attempt(() => d.dimensions && (out.dimensions = posInt(d.dimensions)));
  attempt(() => d.api_key_env && (out.api_key_env = apiKeyEnvName(d.api_key_env)));
  attempt(() => d.query_prefix && (out.query_prefix = anyString(d.query_prefix)));
  attempt(() => d.document_prefix && (out.document_prefix = anyString(d.document_prefix)));
  attempt(() => d.batch_size && (out.batch_size = posInt(d.batch_size)));
  attempt(() => d.concurrency && (out.concurrency = posInt(d.concurrency)));
  attempt(() => d.timeout_ms && (out.timeout_ms = posInt(d.timeout_ms)));
  attempt(() => d.max_retries && (out.max_retries = nonNegInt(d.max_retries)));
  attempt(() => d.cache_dir && (out.cache_dir = relativeFolder(d.cache_dir)));
  return out;
}

function readRerank(at: At): RerankConfig {
  const r = section(at, RERANK_KEYS);
  if (!r.url) fail({ ...at, field: child(at.field, 'url') }, `'${child(at.field, 'url')}' is required (the full URL of a /rerank endpoint)`);
  const out: RerankConfig = { ...RERANK_DEFAULTS, url: httpUrl(r.url) };
  attempt(() => r.api && (out.api = oneOf(r.api, RERANK_APIS)));
  attempt(() => r.model && (out.model = readString(r.model)));
  attempt(() => r.api_key_env && (out.api_key_env = apiKeyEnvName(r.api_key_env)));
  attempt(() => r.top_n && (out.top_n = posInt(r.top_n)));
  attempt(() => r.timeout_ms && (out.timeout_ms = posInt(r.timeout_ms)));
  attempt(() => r.max_retries && (out.max_retries = nonNegInt(r.max_retries)));
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
