/**
 * The searches the gate runs in a side's schema (first on the search_path) when no `query_file`
 * replaces them: full-text ranked by `ts_rank_cd` over the weighted title, headings and text (the
 * question's words OR-ed, as BM25 matches any of them); pgvector's cosine distance; and both fused by
 * reciprocal rank in SQL. Every value is a bound parameter: $1 the question, $2 k, $3 the vector,
 * then the settings. Equal scores are ordered by id in byte order, as everywhere in the gate.
 */
import type { HybridConfig } from '../../../config/types';
import type { PostgresSettings } from '../../../config/postgres-settings';
import { rankWeights } from './side-tables';

/**
 * Chunks matching the question, scored. The question is an OR of its lexemes (plainto_tsquery ANDs
 * them; its text form quotes every lexeme, so only the operators are replaced). `w` is the number of
 * the weights parameter, followed by the normalization and the text-search configuration.
 */
function textRanked(w: number): string {
  const orQuery = `replace(plainto_tsquery($${w + 2}::regconfig, $1::text)::text, ' & ', ' | ')::tsquery`;
  return `SELECT x.id, ts_rank_cd($${w}::float4[], x.document, q.q, $${w + 1}::int4) AS score
  FROM chunk_index x, (SELECT ${orQuery} AS q) q
  WHERE x.document @@ q.q`;
}

export interface DefaultSearch {
  sql: string;
  /** The parameters after $1 (question) and $2 (k), given the vector when there is one. */
  params(vector: string | undefined): unknown[];
}

export function textSearch(pg: PostgresSettings): DefaultSearch {
  return {
    sql: `SELECT id, score FROM (${textRanked(3)}) t ORDER BY score DESC, id COLLATE "C" LIMIT $2::int4`,
    params: () => [rankWeights(pg.weights), pg.normalization, pg.text_search],
  };
}

export function vectorSearch(): DefaultSearch {
  return {
    sql: `SELECT id, 1 - d AS score FROM (SELECT id, embedding <=> $3::text::vector AS d FROM chunks ORDER BY embedding <=> $3::text::vector LIMIT $2::int4) v
  WHERE $1::text IS NOT NULL ORDER BY d, id COLLATE "C"`,
    params: (vector) => [vector],
  };
}

/**
 * Full-text and vector rankings fused by reciprocal rank: each list's top `candidates`, a chunk
 * scoring Σ 1 / (rrf_k + rank) over the lists it is in.
 */
export function hybridSearch(pg: PostgresSettings, hybrid: HybridConfig): DefaultSearch {
  return {
    sql: `WITH t AS (SELECT id, row_number() OVER (ORDER BY score DESC, id COLLATE "C") AS r FROM (${textRanked(4)}) s ORDER BY r LIMIT $7::int4),
v AS (SELECT id, row_number() OVER (ORDER BY d, id COLLATE "C") AS r FROM (SELECT id, embedding <=> $3::text::vector AS d FROM chunks ORDER BY embedding <=> $3::text::vector LIMIT $7::int4) n),
f AS (SELECT id, sum(1.0 / ($8::float8 + r)) AS score FROM (SELECT * FROM t UNION ALL SELECT * FROM v) u GROUP BY id)
SELECT id, score FROM f ORDER BY score DESC, id COLLATE "C" LIMIT $2::int4`,
    params: (vector) => [vector, rankWeights(pg.weights), pg.normalization, pg.text_search, hybrid.candidates, hybrid.rrf_k],
  };
}
