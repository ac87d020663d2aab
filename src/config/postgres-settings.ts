/**
 * `retriever.postgres`: how the gate searches a side in Postgres when no `query_file` replaces it
 * (full-text with the team's text-search configuration and field weights), and, when vectors are
 * on, what pgvector index the side gets. docs/engines.md has a worked example.
 */
import { attempt, fail, readString, type At } from '../yaml';
import { nonNeg, nonNegInt, oneOf, posInt, section } from './read';

export const POSTGRES_SEARCH = ['text', 'vector', 'hybrid'] as const;
export type PostgresSearch = (typeof POSTGRES_SEARCH)[number];
export const VECTOR_INDEX_TYPES = ['hnsw', 'ivfflat', 'none'] as const;

export interface PostgresVectorIndex {
  type: (typeof VECTOR_INDEX_TYPES)[number];
  /** HNSW: links per node and the build's candidate list; `ef_search` at query time. */
  m: number;
  ef_construction: number;
  ef_search: number;
  /** IVFFlat: lists built, lists probed at query time. */
  lists: number;
  probes: number;
}

export interface PostgresSettings {
  /** `text` (full-text, the default), `vector` (pgvector), or `hybrid` (both, fused by reciprocal rank in SQL). */
  search: PostgresSearch;
  /** The text-search configuration (`english`, `simple`, or the team's own, e.g. `public.docs_english`). */
  text_search: string;
  /** Weights of the fields in `ts_rank_cd` (relative; the largest counts 1): the same as the embedded BM25's by default. */
  weights: { title: number; headings: number; text: number };
  /** `ts_rank_cd`'s normalization flags (0: none; 1: divides by 1 + log of the length; 32: rank/(rank+1)). */
  normalization: number;
  vector_index: PostgresVectorIndex;
}

export const POSTGRES_DEFAULTS: PostgresSettings = {
  search: 'text',
  text_search: 'english',
  weights: { title: 3, headings: 4, text: 1 },
  normalization: 1,
  // pgvector's own defaults.
  vector_index: { type: 'hnsw', m: 16, ef_construction: 64, ef_search: 40, lists: 100, probes: 1 },
};

const KEYS = ['search', 'text_search', 'weights', 'normalization', 'vector_index'] as const;
const WEIGHT_KEYS = ['title', 'headings', 'text'] as const;
const INDEX_KEYS = ['type', 'm', 'ef_construction', 'ef_search', 'lists', 'probes'] as const;

export function readPostgres(at: At): PostgresSettings {
  const s = section(at, KEYS);
  const out: PostgresSettings = structuredClone(POSTGRES_DEFAULTS);
  attempt(() => s.search && (out.search = oneOf(s.search, POSTGRES_SEARCH)));
  attempt(() => {
    if (!s.text_search) return;
    const v = readString(s.text_search);
    // A configuration's (optionally schema-qualified) name; it is bound as a parameter anyway.
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/.test(v)) fail(s.text_search, `'${s.text_search.field}' must be the name of a text-search configuration (e.g. english, or myschema.docs)`);
    out.text_search = v;
  });
  if (s.weights) attempt(() => {
    const w = section(s.weights!, WEIGHT_KEYS);
    for (const k of WEIGHT_KEYS) attempt(() => w[k] && (out.weights[k] = nonNeg(w[k]!)));
    if (Math.max(out.weights.title, out.weights.headings, out.weights.text) <= 0) fail(s.weights!, `'${s.weights!.field}' needs at least one weight above 0`);
  });
  attempt(() => s.normalization && (out.normalization = nonNegInt(s.normalization)));
  if (s.vector_index) attempt(() => {
    const v = section(s.vector_index!, INDEX_KEYS);
    const x = out.vector_index;
    attempt(() => v.type && (x.type = oneOf(v.type, VECTOR_INDEX_TYPES)));
    attempt(() => v.m && (x.m = posInt(v.m)));
    attempt(() => v.ef_construction && (x.ef_construction = posInt(v.ef_construction)));
    attempt(() => v.ef_search && (x.ef_search = posInt(v.ef_search)));
    attempt(() => v.lists && (x.lists = posInt(v.lists)));
    attempt(() => v.probes && (x.probes = posInt(v.probes)));
  });
  return out;
}
