/**
 * ════════════════════════════════════════════════════════════════════════════════════════════
 *  THE RETRIEVER VARIANTS THE QUALITY BENCH COMPARES (`npm run bench -- quality`)
 * ════════════════════════════════════════════════════════════════════════════════════════════
 *
 * Every row is a configuration, written as the keys of a `.github/retrieval-gate.yml`: the bench
 * turns it into YAML text and reads it with the same parser as `retrieval-gate eval --config`, so
 * a typo is an error naming the key, and a row's figures are exactly what `eval` prints for that
 * config file (docs/quality-benchmark.md shows how to check one by hand).
 *
 * - `base: 'plain'` rows start from PLAIN_BM25 below, today's retriever with every setting that
 *   decides a ranking spelled out, so a later change of a default does not move the baseline.
 *   When a change adds a config key whose default differs from today's behaviour, add that key
 *   with today's value to PLAIN_BM25 in the same commit (the bench's baseline check,
 *   bench/quality/plain-bm25-baseline.json, fails when the plain row's figures move).
 * - `base: 'defaults'` rows start from the shipped defaults (no config file): "what a user gets".
 * - `overrides` are merged key by key into the base (lists replace lists), like a config file
 *   over the defaults.
 *
 * To measure a retriever change: add one row per change on its own (base 'plain', overriding
 * only that change's keys), then one row with all of them together; once the defaults change,
 * the 'defaults' row shows the new defaults. Keep names short: they are the table's first column.
 */

/** A config file's keys as a plain object (nested mappings, lists, scalars). */
export type ConfigKeys = { [key: string]: ConfigValue };
type ConfigValue = string | number | boolean | ConfigValue[] | ConfigKeys;

/** One row of the benchmark: a name and how its configuration is made. */
export interface Variant {
  name: string;
  base: 'plain' | 'defaults';
  overrides?: ConfigKeys;
}

/**
 * The retriever before the structure-aware defaults, every ranking setting pinned: chunking (which decides the
 * indexed units), the analyzer, BM25's parameters, no filters. `docs`, `k`, `pass_k` and `depth`
 * are the defaults too, but they decide what is measured rather than how it ranks.
 */
export const PLAIN_BM25: ConfigKeys = {
  k: [1, 3, 5, 10],
  pass_k: 5,
  depth: 20,
  chunking: { max_chars: 2400, hard_limit: 8000, overlap: 0, max_file_bytes: 2_000_000, heading_path: true, fold_empty_sections: false, combine_under: 0 },
  retriever: {
    type: 'bm25',
    analyzer: { language: 'english', stopwords: 'lucene', stemming: true, cjk_bigrams: true, code_identifiers: false },
    bm25: { k1: 1.2, b: 0.75, heading_boost: 0, fields: { title: { weight: 0 }, headings: { weight: 0 } }, collapse: 'none' },
    filters: { exclude_meta: {}, exclude_paths: [] },
  },
};

/** The BM25F fields of the new defaults (issue 11). */
const BM25F: ConfigKeys = { title: { weight: 3, b: 0.3 }, headings: { weight: 4, b: 0.3 } };

export const VARIANTS: Variant[] = [
  { name: 'plain BM25 (today, pinned)', base: 'plain' },

  // ── settings that exist today ──────────────────────────────────────────────────────────────
  { name: 'plain + heading field (heading_boost 2)', base: 'plain', overrides: { retriever: { bm25: { heading_boost: 2 } } } },

  // ── each change on its own (add one row per change: base 'plain', only that change's keys) ─
  { name: 'plain + BM25F fields (title 3, headings 4)', base: 'plain', overrides: { retriever: { bm25: { fields: BM25F } } } },
  { name: 'plain + BM25F fields + body b 0.5', base: 'plain', overrides: { retriever: { bm25: { b: 0.5, fields: BM25F } } } },
  { name: 'plain + BM25F fields + body b 0.3', base: 'plain', overrides: { retriever: { bm25: { b: 0.3, fields: BM25F } } } },
  { name: 'plain + combine short sections (800)', base: 'plain', overrides: { chunking: { combine_under: 800 } } },
  { name: 'plain + fold link/heading-only sections', base: 'plain', overrides: { chunking: { fold_empty_sections: true } } },
  { name: 'plain + code identifiers (_x, camelCase)', base: 'plain', overrides: { retriever: { analyzer: { code_identifiers: true } } } },
  { name: 'plain + Snowball stopwords', base: 'plain', overrides: { retriever: { analyzer: { stopwords: 'snowball' } } } },
  { name: 'plain + one place per section', base: 'plain', overrides: { retriever: { bm25: { collapse: 'section' } } } },
  { name: 'plain + feedback 10/10/0.3', base: 'plain', overrides: { retriever: { bm25: { feedback: { docs: 10, terms: 10, weight: 0.3, pool: 100 } } } } },
  { name: 'plain + page evidence 0.5', base: 'plain', overrides: { retriever: { bm25: { page: { weight: 0.5, pool: 100 } } } } },

  // ── all together (one row with every change's keys) ───────────────────────────────────────
  {
    name: 'all together (= the defaults)',
    base: 'plain',
    overrides: {
      chunking: { fold_empty_sections: true },
      retriever: { analyzer: { stopwords: 'snowball', code_identifiers: true }, bm25: { b: 0.5, fields: BM25F, collapse: 'section' } },
    },
  },
  {
    name: 'previous defaults (all but one place per section)',
    base: 'plain',
    overrides: {
      chunking: { fold_empty_sections: true },
      retriever: { analyzer: { stopwords: 'snowball', code_identifiers: true }, bm25: { b: 0.5, fields: BM25F } },
    },
  },

  // ── the best combination on these four sets (npm run bench -- tune: not better held out, so not a default) ─
  // (These rows are about BM25: each names `type: bm25`, whatever the default retriever.)
  { name: 'defaults + combine 800 + body b 0.3', base: 'defaults', overrides: { chunking: { combine_under: 800 }, retriever: { type: 'bm25', bm25: { b: 0.3 } } } },

  // ── query-time evidence on top of the defaults (off by default: docs/bm25.md "Page evidence and feedback") ─
  { name: 'defaults + feedback 10/10/0.3', base: 'defaults', overrides: { retriever: { type: 'bm25', bm25: { feedback: { docs: 10, terms: 10, weight: 0.3, pool: 100 } } } } },
  { name: 'defaults + feedback 5/10/0.6', base: 'defaults', overrides: { retriever: { type: 'bm25', bm25: { feedback: { docs: 5, terms: 10, weight: 0.6, pool: 100 } } } } },
  { name: 'defaults + page evidence 0.5', base: 'defaults', overrides: { retriever: { type: 'bm25', bm25: { page: { weight: 0.5, pool: 100 } } } } },
  {
    name: 'defaults + page 0.5 + feedback 5/10/0.6',
    base: 'defaults',
    overrides: { retriever: { type: 'bm25', bm25: { page: { weight: 0.5, pool: 100 }, feedback: { docs: 5, terms: 10, weight: 0.6, pool: 100 } } } },
  },

  // ── the shipped sentence encoder (docs/embeddings.md) fused with the default BM25; the fusion
  //    weights are chosen held out by `npm run bench -- hybrid` ────────────────────────────────
  { name: 'hybrid rrf k=60 (bm25 + encoder)', base: 'defaults', overrides: { retriever: { type: 'hybrid', hybrid: { method: 'rrf', rrf_k: 60 } } } },
  { name: 'hybrid rrf k=10 (bm25 + encoder)', base: 'defaults', overrides: { retriever: { type: 'hybrid', hybrid: { method: 'rrf', rrf_k: 10 } } } },
  { name: 'hybrid weighted 0.3 (bm25 + encoder)', base: 'defaults', overrides: { retriever: { type: 'hybrid', hybrid: { method: 'weighted', alpha: 0.3 } } } },

  // ── the shipped defaults, unpinned: equal to the plain row until a default changes ─────────
  { name: 'defaults (no config file)', base: 'defaults' },
];
