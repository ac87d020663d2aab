/**
 * `retriever: {type: elasticsearch | opensearch}`: the team's own search server ranks the chunks
 * with the team's analyzers, synonyms, boosts and query. Per side, one index named by the digest
 * of its rows and settings: reused when a complete one is there (a kept base), else created, bulk
 * loaded and refreshed; the head of a comparison starts as a copy of the base's index and receives
 * only the rows the pull request changed. Questions go in batches through `_msearch`; the hits are
 * the server's own ranking, unchanged. Indexes are deleted at the end unless `keep: true`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RetrieverConfig } from '../../../config/types';
import { ERROR_CODES, InputError } from '../../../errors';
import type { Doc, Hit, Retriever } from '../../../types';
import type { RetrieverDeps } from '../../common/retriever-deps';
import { contentDigest, engineRows, rowHash, type EngineRow } from '../engine-rows';
import { bulkWrite, type BulkOp, type BulkStats } from './bulk';
import { request, serverAccess, serverReason, type ServerAccess } from './client';
import { defaultAnalyzer, detectServer, vectorMapping, vectorSettings, type Dialect } from './dialect';
import { vectorSource, type VectorSource } from '../../embed/vector-source';
import { DEFAULT_QUERY, defaultIndexBody, INDEX_PREFIX, parseIndexBody, STALE_MS, type IndexBody } from './index-body';
import { cloneIndex, createIndex, deleteOwnIndex, findIndex, mergeIndex, refreshIndex, writeMarker } from './index-ops';
import { readSettingFile } from './json-file';
import { fillTemplate, parseTemplate, type QueryTemplate } from './template';

/** Version of how rows are laid out in an index: a change makes new digests, so old kept indexes are not reused. */
const ROW_FORMAT = 1;

/** Questions per `_msearch` request. */
const MSEARCH_BATCH = 100;

/** The note the base side leaves for the head (SidePair key `search-server`). */
interface BaseIndexNote {
  url: string;
  settingsKey: string;
  index: string;
  /** `_id` → row hash of every row in the base index. */
  hashes: Map<string, string>;
}

/** What building the side's index did, for the log and the tests. */
export interface IndexWork {
  index: string;
  /** `reused` (a complete index was there), `cloned` (from the base's), `built` (from nothing). */
  how: 'reused' | 'cloned' | 'built';
  bulk: BulkStats;
}

/** The document `_id` of a chunk: its id, or a digest when the id is longer than the servers allow (512 bytes). */
export function documentId(chunkId: string): string {
  if (Buffer.byteLength(chunkId) <= 512) return chunkId;
  return `rg-${createHash('sha256').update(chunkId).digest('hex')}`;
}

export async function createSearchServerRetriever(docs: readonly Doc[], config: RetrieverConfig, deps: RetrieverDeps): Promise<Retriever> {
  const wanted = config.type as Dialect;
  if (!config.url_env) throw new InputError(ERROR_CODES.CONFIG, `'retriever.url_env' is required when 'retriever.type' is '${wanted}'`, { field: 'retriever.url_env' });
  const access = serverAccess(deps.env, config.url_env, config.auth_env, { fetch: deps.fetch ?? fetch, timeoutMs: 120_000, maxRetries: 8 }, deps.secret);
  // Files first: a mistake in them is reported before the server is asked anything.
  const teamBody = config.index_file ? parseIndexBody(await readSettingFile(deps.cwd, config.index_file, 'retriever.index_file'), config.index_file) : undefined;
  const template = config.query_file ? parseTemplate(await readSettingFile(deps.cwd, config.query_file, 'retriever.query_file'), config.query_file) : parseTemplate(DEFAULT_QUERY, 'the default query');
  // A body that asks for the question's vector gets the chunks' vectors in the index (field `embedding`).
  const vectors = template.wantsVector ? vectorSource(config.dense, deps) : undefined;
  const server = await detectServer(access, wanted);
  const analyzer = teamBody ? undefined : await defaultAnalyzer(access);
  if (analyzer === 'standard') deps.log?.(`${server.dialect}: the server has no English analyzer; the default index uses the standard one (set retriever.index_file for your own)`);
  const indexBody = teamBody ?? defaultIndexBody(analyzer);
  const rows = engineRows(docs);
  const ids = new Map<string, string>(); // _id → chunk id
  const hashes = new Map<string, string>(); // _id → row hash
  for (const r of rows) {
    const id = documentId(r.id);
    ids.set(id, r.id);
    hashes.set(id, rowHash(r));
  }
  const settingsKey = JSON.stringify({ format: ROW_FORMAT, dialect: server.dialect, index: indexBody, vectors: vectors?.identity ?? null });
  const digest = contentDigest(rows, new Map(rows.map((r) => [r.id, hashes.get(documentId(r.id))!])), settingsKey);
  // A kept index is named by its content alone, so later runs find it; any other gets this run's own
  // suffix, so two runs on the same content at once (two pull requests on one base) never share,
  // and never delete, each other's index.
  const shared = `${INDEX_PREFIX}${digest.slice(0, 32)}`;
  const own = `${shared}-${randomBytes(4).toString('hex')}`;
  let index = config.keep ? shared : own;
  if (config.keep) {
    const found = await findIndex(access, shared);
    if (found.state === 'ours' && !found.marker.complete && Date.now() - (found.marker.started ?? 0) < STALE_MS) {
      deps.log?.(`${server.dialect}: ${shared} is being loaded by another run; this run builds its own copy (deleted at the end)`);
      index = own;
    }
  }
  const kept = config.keep === true && index === shared;
  const pair = deps.sidePair;
  const base = pair?.recall<BaseIndexNote>('search-server');
  let work: IndexWork;
  try {
    work = await ensureIndex(access, { index, digest, body: indexBody, dialect: server.dialect, vectors }, rows, hashes, base && base.url === access.url && base.settingsKey === settingsKey ? base : undefined, deps.log);
  } catch (e) {
    // An index left half-loaded helps no one: remove it (only if it is the gate's, and never hiding the first error).
    await deleteOwnIndex(access, index, deps.log).catch(() => {});
    throw e;
  }
  deps.log?.(`${server.dialect}: index ${index} ${work.how}${work.how === 'reused' ? '' : ` (${work.bulk.written} rows written, ${work.bulk.deleted} deleted, ${work.bulk.requests} bulk requests)`}`);
  lastWork = work;
  if (pair && !base) pair.remember('search-server', { url: access.url, settingsKey, index, hashes } satisfies BaseIndexNote);

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (kept) return;
    // The head may still start from this index: a comparison deletes it when both sides are done.
    if (pair) pair.defer(() => deleteOwnIndex(access, index, deps.log));
    else await deleteOwnIndex(access, index, deps.log);
  };

  const name = `${server.dialect} ${server.version} (${config.index_file ? `index ${config.index_file}` : `default index, ${analyzer} analyzer`}, ${config.query_file ? `query ${config.query_file}` : 'default query'})`;
  return {
    name,
    search: async (queries, depth) => msearch(access, index, template, queries, depth, ids, vectors && queries.length ? await vectors.queries(queries) : undefined),
    close,
  };
}

/** The last index built in this process (tests read how it was made). */
export let lastWork: IndexWork | undefined;

/** Makes `index` hold exactly `rows`: reuses a complete one, clones the base's and applies the delta, or builds it. */
/** The index to make: its name, content digest, the team's body, the server's dialect, where vectors come from. */
interface IndexPlan {
  index: string;
  digest: string;
  body: IndexBody;
  dialect: Dialect;
  vectors?: VectorSource;
}

async function ensureIndex(
  access: ServerAccess,
  plan: IndexPlan,
  rows: readonly EngineRow[],
  hashes: ReadonlyMap<string, string>,
  base: BaseIndexNote | undefined,
  log?: (m: string) => void,
): Promise<IndexWork> {
  const { index, digest, body, dialect, vectors } = plan;
  const none: BulkStats = { written: 0, deleted: 0, requests: 0 };
  const found = await findIndex(access, index);
  if (found.state === 'foreign') {
    throw new InputError(ERROR_CODES.RETRIEVER, `an index named ${index} exists on the search server but was not created by retrieval-gate (no marker in its _meta); the gate never writes to or deletes it: remove or rename it`, { field: 'retriever.url_env' });
  }
  if (found.state === 'ours' && found.marker.complete && found.marker.content === digest) return { index, how: 'reused', bulk: none };
  // The gate's own, left incomplete by a run that stopped: start again.
  if (found.state === 'ours') await deleteOwnIndex(access, index, log);

  let ops: BulkOp[];
  let how: IndexWork['how'];
  if (base && base.index !== index && (await findIndex(access, base.index)).state === 'ours') {
    await cloneIndex(access, base.index, index, digest);
    how = 'cloned';
    ops = [];
    for (const r of rows) {
      const id = documentId(r.id);
      if (base.hashes.get(id) !== hashes.get(id)) ops.push({ index, id, source: r as unknown as Record<string, unknown> });
    }
    for (const id of base.hashes.keys()) if (!hashes.has(id)) ops.push({ index, id, delete: true });
  } else {
    how = 'built';
    ops = rows.map((r) => ({ index, id: documentId(r.id), source: r as unknown as Record<string, unknown> }));
  }
  // Vectors only for the rows written: a head copied from the base embeds only what the PR changed.
  const dims = vectors ? await addVectors(ops, vectors) : undefined;
  if (how === 'built') await createIndex(access, index, vectors ? withVectorField(body, dialect, dims ?? 0) : body, digest, vectors ? vectorSettings(dialect) : {});
  const bulk = ops.length ? await bulkWrite(access, ops) : none;
  // A replaced or deleted row stays in the index's statistics (document count, term frequencies)
  // until its segment is merged, so the copy would score differently from an index built from
  // scratch over the same rows. One merge makes them equal; it rewrites segments, analyses nothing.
  if (how === 'cloned' && ops.some((op) => 'delete' in op || base!.hashes.has(op.id))) await mergeIndex(access, index);
  await refreshIndex(access, index);
  await writeMarker(access, index, { content: digest, complete: true });
  return { index, how, bulk };
}

/** Adds each written row's vector (of its indexed text) as `embedding`; returns the vectors' size. */
async function addVectors(ops: BulkOp[], vectors: VectorSource): Promise<number | undefined> {
  const writes = ops.filter((op): op is Extract<BulkOp, { source: Record<string, unknown> }> => 'source' in op);
  const got = await vectors.documents(writes.map((op) => String(op.source.index_text)));
  writes.forEach((op, i) => (op.source = { ...op.source, embedding: Array.from(got[i]) }));
  return got[0]?.length;
}

/** The body with an `embedding` vector field, unless the team's mappings define one (their own kNN settings). */
function withVectorField(body: IndexBody, dialect: Dialect, dims: number): IndexBody {
  const properties = (body.mappings.properties as Record<string, unknown> | undefined) ?? {};
  if ('embedding' in properties) return body;
  return { settings: body.settings, mappings: { ...body.mappings, properties: { ...properties, embedding: vectorMapping(dialect, dims) } } };
}

/** Every question through `_msearch`, in batches; each answer is the server's ranking as it gave it. */
async function msearch(access: ServerAccess, index: string, template: QueryTemplate, queries: readonly string[], depth: number, ids: ReadonlyMap<string, string>, vectors?: Float32Array[]): Promise<Hit[][]> {
  const out: Hit[][] = [];
  const header = JSON.stringify({ index });
  for (let from = 0; from < queries.length; from += MSEARCH_BATCH) {
    const batch = queries.slice(from, from + MSEARCH_BATCH);
    const ndjson = batch.map((q, i) => `${header}\n${JSON.stringify(fillTemplate(template, q, depth, vectors ? Array.from(vectors[from + i]) : undefined))}\n`).join('');
    const res = await request(access, 'POST', '/_msearch', ndjson, { ndjson: true, what: 'searching', accept: [400] });
    // A body the server cannot parse fails the whole request.
    if (res.status === 400) throw refusedBody(access, template, res.body);
    const responses = (res.body as { responses?: unknown[] } | undefined)?.responses ?? [];
    for (let i = 0; i < batch.length; i++) out.push(hitsOf(access, responses[i], template, ids, depth));
  }
  return out;
}

function hitsOf(access: ServerAccess, response: unknown, template: QueryTemplate, ids: ReadonlyMap<string, string>, depth: number): Hit[] {
  const r = response as { error?: unknown; hits?: { hits?: Array<{ _id?: string; _score?: number | null; sort?: unknown[] }> } } | undefined;
  if (!r || r.error || !r.hits) throw refusedBody(access, template, r ?? 'no answer for this question');
  const hits: Hit[] = [];
  for (const h of r.hits.hits ?? []) {
    const id = h._id !== undefined ? ids.get(h._id) : undefined;
    if (id === undefined) continue; // not a row of this side (cannot happen in the gate's own index)
    const score = typeof h._score === 'number' ? h._score : typeof h.sort?.[0] === 'number' ? (h.sort[0] as number) : 0;
    hits.push({ id, score });
    if (hits.length >= depth) break;
  }
  return hits;
}

/** The server refused the search body: the query file is what to fix (the default body: the server). */
function refusedBody(access: ServerAccess, template: QueryTemplate, answer: unknown): InputError {
  const field = template.source === 'the default query' ? 'retriever.type' : 'retriever.query_file';
  return new InputError(ERROR_CODES.CONFIG, `the search server refused the search body (${template.source}): ${serverReason(access, answer)}`, { field });
}

/** Exported for the engine tests: the search body the gate sends for one question. */
export function searchBody(template: QueryTemplate, query: string, k: number, vector?: readonly number[]): Record<string, unknown> {
  return fillTemplate(template, query, k, vector);
}

