/**
 * Elasticsearch and OpenSearch speak one language with a few differences, all of them here: how
 * the server says what it is, the oldest versions the gate supports, and how a vector field is
 * mapped (`dense_vector` with `dims` in Elasticsearch, `knn_vector` with `dimension` and the index
 * setting `index.knn` in OpenSearch).
 */
import { ERROR_CODES, InputError } from '../../../errors';
import { request, type ServerAccess } from './client';

export type Dialect = 'elasticsearch' | 'opensearch';

export interface ServerInfo {
  dialect: Dialect;
  /** `8.19.2`, `2.19.1`. */
  version: string;
}

/** Oldest major versions supported: `_clone`, `_msearch` and kNN as the gate uses them. */
const MIN_MAJOR: Record<Dialect, number> = { elasticsearch: 8, opensearch: 2 };

/** Asks the server what it is (`GET /`) and checks it is the configured engine, new enough. */
export async function detectServer(access: ServerAccess, wanted: Dialect): Promise<ServerInfo> {
  const { number, dialect } = await versionOf(access);
  const version = { number };
  if (dialect !== wanted) {
    throw new InputError(ERROR_CODES.CONFIG, `the server at ${access.url} is ${dialect} ${version.number}, but retriever.type is '${wanted}': set retriever.type to '${dialect}'`, { field: 'retriever.type' });
  }
  const major = Number.parseInt(version.number, 10);
  if (!(major >= MIN_MAJOR[dialect])) {
    throw new InputError(ERROR_CODES.RETRIEVER, `${dialect} ${version.number} at ${access.url} is not supported: the gate needs ${dialect} ${MIN_MAJOR[dialect]}.0 or later (retriever.type)`, { field: 'retriever.type' });
  }
  return { dialect, version: version.number };
}

/**
 * The server's version and kind: `GET /` where the server has it; Elasticsearch builds without the
 * root endpoint (its `rest-root` module) are asked `GET /_nodes/_local` instead. Elasticsearch
 * marks every answer with the `X-elastic-product` header; OpenSearch says `distribution: opensearch`.
 */
async function versionOf(access: ServerAccess): Promise<{ number: string; dialect: Dialect }> {
  const what = 'asking the server for its version';
  const root = await request(access, 'GET', '/', undefined, { what, accept: [404, 405] });
  let product = root.product;
  let v = (root.body as { version?: { number?: unknown; distribution?: unknown } } | undefined)?.version;
  if (root.status !== 200 || !v) {
    const nodes = await request(access, 'GET', '/_nodes/_local?filter_path=nodes.*.version,nodes.*.distribution', undefined, { what });
    product ??= nodes.product;
    const first = Object.values((nodes.body as { nodes?: Record<string, { version?: unknown; distribution?: unknown }> } | undefined)?.nodes ?? {})[0];
    v = first ? { number: first.version, distribution: first.distribution } : undefined;
  }
  if (!v || typeof v.number !== 'string') {
    throw new InputError(ERROR_CODES.RETRIEVER, `the server at ${access.url} (from ${access.urlEnv}, retriever.url_env) does not answer like Elasticsearch or OpenSearch (it gives no version)`, { field: 'retriever.url_env' });
  }
  const dialect: Dialect = v.distribution === 'opensearch' || (!product && root.status === 200 && (root.body as { tagline?: string }).tagline?.includes('OpenSearch')) ? 'opensearch' : 'elasticsearch';
  return { number: v.number, dialect };
}

/** The mapping of a vector field of `dims` dimensions compared by cosine, in the server's dialect. */
export function vectorMapping(dialect: Dialect, dims: number): Record<string, unknown> {
  if (dialect === 'elasticsearch') return { type: 'dense_vector', dims, index: true, similarity: 'cosine' };
  return { type: 'knn_vector', dimension: dims, method: { name: 'hnsw', engine: 'lucene', space_type: 'cosinesimil' } };
}

/** Index settings a vector field needs in the dialect (OpenSearch turns kNN on per index). */
export function vectorSettings(dialect: Dialect): Record<string, unknown> {
  return dialect === 'opensearch' ? { 'index.knn': true } : {};
}


/**
 * The analyzer of the default index: `english` where the server has it (every standard
 * distribution), else `standard` (minimal builds, such as the integration-test ones, ship without
 * the common analysis module). Asked once with `_analyze`.
 */
export async function defaultAnalyzer(access: ServerAccess): Promise<'english' | 'standard'> {
  const res = await request(access, 'POST', '/_analyze', { analyzer: 'english', text: 'searching' }, { accept: [400, 404], what: 'checking for the English analyzer' });
  return res.status === 200 ? 'english' : 'standard';
}
