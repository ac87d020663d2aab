/**
 * `retriever: {type: postgres}`: the side's chunks in a schema of their own on the team's Postgres,
 * searched the way production searches them: full-text with the team's text-search configuration
 * and field weights, pgvector, both fused by reciprocal rank, or the team's own SQL (`query_file`).
 * The gate's ranking is the SQL's result, in its order.
 */
import { createHash } from 'node:crypto';
import { engineSettings, type ServerSettings } from '../../../config/engine-settings';
import { POSTGRES_DEFAULTS, type PostgresSettings } from '../../../config/postgres-settings';
import type { HybridConfig, RetrieverConfig } from '../../../config/types';
import { ERROR_CODES, InputError } from '../../../errors';
import type { Doc, Hit, Retriever } from '../../../types';
import type { RetrieverDeps } from '../../common/retriever-deps';
import { vectorSource, type VectorSource } from '../../embed/vector-source';
import { contentDigest, engineRows, rowHash } from '../engine-rows';
import { explainPostgresError, type ErrorContext } from './pg-errors';
import { buildSide, type ParkedSide } from './side-build';
import { dropSide, quoted } from './side-schema';
import type { StoredRow } from './side-tables';
import { readQueryFile, runQueryFile, type QueryFile } from './query-file';
import { readSettingFile } from '../setting-file';
import { hybridSearch, textSearch, vectorSearch, type DefaultSearch } from './search-sql';
import { connectPostgres, publicAddress, type PostgresTarget, type SqlClient } from './sql-client';

export interface PostgresOptions {
  engine: ServerSettings;
  pg: PostgresSettings;
  hybrid: HybridConfig;
  /** Present when `pg.search` is vector or hybrid. */
  vectors?: VectorSource;
  /** Opens the connection (the `pg` driver; tests may hand another). */
  connect?: (target: PostgresTarget) => Promise<SqlClient>;
}

/** Bumped when the stored layout changes, so a kept schema of an older layout is never reused. */
const LAYOUT = 1;

/** What a retriever config asks of Postgres: its engine settings, `postgres` section and fusion, and vectors unless the search is text only. */
export function postgresOptions(config: RetrieverConfig, deps: RetrieverDeps): PostgresOptions {
  const pg = config.postgres ?? POSTGRES_DEFAULTS;
  return { engine: engineSettings(config), pg, hybrid: config.hybrid, ...(pg.search === 'text' ? {} : { vectors: vectorSource(config.dense, deps) }) };
}

export async function createPostgresRetriever(docs: readonly Doc[], opts: PostgresOptions, deps: RetrieverDeps): Promise<Retriever> {
  const { engine, pg } = opts;
  const target = readTarget(engine, deps);
  const ctx: ErrorContext = { stage: 'connect', urlEnv: engine.url_env, authEnv: engine.auth_env, address: publicAddress(target.url) };
  const vectors = pg.search !== 'text';
  if (vectors && !opts.vectors) throw new InputError(ERROR_CODES.CONFIG, `retriever.postgres.search ${pg.search} needs vectors, and no embedder is configured`, { field: 'retriever.postgres.search' });
  const embedder = vectors ? opts.vectors : undefined;
  const dims = embedder ? await embedder.dims() : undefined;
  const query = engine.query_file ? await readQueryFile(deps.cwd, engine.query_file) : undefined;
  const indexFile = engine.index_file ? { path: engine.index_file, sql: await readSettingFile(deps.cwd, engine.index_file, 'retriever.index_file') } : undefined;

  const rows: StoredRow[] = engineRows(docs).map((row) => ({ ...row, digest: rowHash(row) }));
  const digests = new Map(rows.map((r) => [r.id, r.digest]));
  const settingsHash = sha256(JSON.stringify({ LAYOUT, text_search: pg.text_search, vectors: embedder ? { model: embedder.identity, dims, index: pg.vector_index } : null, index_file: indexFile?.sql ?? null }));
  const contentHash = contentDigest(rows, digests, settingsHash);
  // The side a comparison's earlier side left (same server, same settings), for this one to start from.
  const parkKey = `postgres\u0000${target.url}\u0000${settingsHash}`;
  const parent = deps.sidePair?.recall<ParkedSide>(parkKey);

  const connect = opts.connect ?? connectPostgres;
  const client = await connect(target);
  let schema: string | undefined;
  try {
    await checkVersion(client, ctx);
    ctx.stage = 'build';
    const t0 = performance.now();
    const built = await buildSide(client, {
      rows,
      settingsHash,
      contentHash,
      keep: engine.keep,
      pg,
      ...(embedder ? { dims, embed: (todo: readonly StoredRow[]) => embedRows(embedder, todo) } : {}),
      ...(indexFile ? { indexFile } : {}),
      ...(parent ? { parent } : {}),
      ctx,
    });
    schema = built.schema;
    deps.log?.(
      built.how === 'reused'
        ? `postgres: reusing the kept schema ${schema} (${rows.length} chunks)`
        : `postgres: schema ${schema}: ${built.written} rows written${built.how === 'delta' ? `, ${built.copied} copied from ${parent!.schema}` : ''} (${Math.round(performance.now() - t0)} ms)`,
    );
    // The side's schema first: the team's query file names `chunks` unqualified.
    await client.query(`SELECT set_config('search_path', $1 || ', ' || current_setting('search_path'), false)`, [quoted(schema)]);
    if (vectors && pg.vector_index.type === 'hnsw') await client.query(`SELECT set_config('hnsw.ef_search', $1, false)`, [String(pg.vector_index.ef_search)]);
    if (vectors && pg.vector_index.type === 'ivfflat') await client.query(`SELECT set_config('ivfflat.probes', $1, false)`, [String(pg.vector_index.probes)]);
  } catch (e) {
    // A side built but not usable is not left behind (unless it is kept for later runs anyway).
    if (schema && !engine.keep) await dropSide(client, schema).catch(() => false);
    await client.end();
    throw explainPostgresError(e, ctx);
  }

  let vectorOid: number | undefined;
  if (embedder) vectorOid = Number((await client.query(`SELECT 'vector'::regtype::oid AS oid`)).rows[0]?.oid);
  const known = new Set(rows.map((r) => r.id));
  const fallback: DefaultSearch = pg.search === 'text' ? textSearch(pg) : pg.search === 'vector' ? vectorSearch() : hybridSearch(pg, opts.hybrid);
  const sideSchema = schema;

  return {
    name: retrieverName(engine, pg, embedder),
    async search(questions, depth): Promise<Hit[][]> {
      const out: Hit[][] = [];
      // Postgres text cannot hold NUL (stored documents have U+FFFD in its place too).
      const asked = questions.map((q) => q.replace(/\u0000/g, '\uFFFD'));
      const vectors = embedder && asked.length ? await embedder.queries(asked) : undefined;
      for (const [i, q] of asked.entries()) {
        const vector = vectors ? vectorText(vectors[i]) : undefined;
        if (query) {
          out.push(await runQueryFile(client, query, { question: q, k: depth, vector }, known, ctx, vectorOid));
          continue;
        }
        try {
          const r = await client.query(fallback.sql, [q, depth, ...fallback.params(vector)]);
          out.push(r.rows.map((row) => ({ id: String(row.id), score: Number(row.score) })));
        } catch (e) {
          throw explainPostgresError(e, { ...ctx, stage: 'search' });
        }
      }
      return out;
    },
    async close() {
      // In a comparison the side is left for the next one to start from (a kept one stays anyway).
      deps.sidePair?.remember(parkKey, { schema: sideSchema, digests } satisfies ParkedSide);
      if (engine.keep) {
        await client.end();
        return;
      }
      const drop = async () => {
        await dropSide(client, sideSchema).catch((e: unknown) => deps.log?.(`postgres: could not drop schema ${sideSchema}: ${(e as Error).message}`));
        await client.end();
      };
      // The schema stays until the comparison ends: the pair drops it once both sides are done.
      if (deps.sidePair) deps.sidePair.defer(drop);
      else await drop();
    },
  };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The URL from `url_env` and the password from `auth_env`: both must be set; both are masked in the Action. */
function readTarget(engine: ServerSettings, deps: RetrieverDeps): PostgresTarget {
  const url = deps.env[engine.url_env];
  if (!url) throw new InputError(ERROR_CODES.RETRIEVER, `the environment variable ${engine.url_env} (retriever.url_env) is not set: it must hold the Postgres server's URL`, { field: 'retriever.url_env' });
  deps.secret?.(url);
  const target: PostgresTarget = { url, urlEnv: engine.url_env };
  if (engine.auth_env) {
    const password = deps.env[engine.auth_env];
    if (password === undefined) throw new InputError(ERROR_CODES.RETRIEVER, `the environment variable ${engine.auth_env} (retriever.auth_env) is not set: it must hold the password`, { field: 'retriever.auth_env' });
    deps.secret?.(password);
    target.password = password;
    target.authEnv = engine.auth_env;
  }
  return target;
}


/** pgvector 0.5 (HNSW) needs Postgres 12 or later; the gate's SQL needs 12 as well. */
async function checkVersion(client: SqlClient, ctx: ErrorContext): Promise<void> {
  const r = await client.query(`SELECT current_setting('server_version_num')::int AS v, current_setting('server_version') AS s`);
  const v = Number(r.rows[0]?.v ?? 0);
  if (v < 120000) {
    throw new InputError(ERROR_CODES.RETRIEVER, `the Postgres server at ${ctx.address} runs version ${String(r.rows[0]?.s)}; the gate needs 12 or later`, { field: 'retriever.url_env' });
  }
}

async function embedRows(embedder: VectorSource, rows: readonly StoredRow[]): Promise<void> {
  const vecs = await embedder.documents(rows.map((r) => r.index_text));
  rows.forEach((r, i) => (r.embedding = Array.from(vecs[i])));
}

/** A vector as pgvector reads it from text: `[0.1,0.2,…]`. */
function vectorText(v: Float32Array): string {
  return `[${Array.from(v).join(',')}]`;
}

function retrieverName(engine: ServerSettings, pg: PostgresSettings, embedder: VectorSource | undefined): string {
  const w = pg.weights;
  const text = `text ${pg.text_search} weights=${w.title}/${w.headings}/${w.text} norm=${pg.normalization}`;
  const idx = pg.vector_index;
  const vec = embedder ? `vector ${embedder.label} ${idx.type === 'hnsw' ? `hnsw(m=${idx.m},ef_construction=${idx.ef_construction},ef_search=${idx.ef_search})` : idx.type === 'ivfflat' ? `ivfflat(lists=${idx.lists},probes=${idx.probes})` : 'exact'}` : '';
  if (engine.query_file) return `postgres(query_file ${engine.query_file}${vec ? `; ${vec}` : ''})`;
  return `postgres(${pg.search === 'text' ? text : pg.search === 'vector' ? vec : `rrf: ${text} + ${vec}`})`;
}

export type { QueryFile };
