/**
 * The index operations the gate makes, each refusing to touch an index without the gate's marker:
 * look one up, create, refresh, mark complete, clone, delete.
 */
import { ERROR_CODES, InputError } from '../../../errors';
import { request, serverReason, type ServerAccess } from './client';
import { createBody, markerOf, MARKER_KEY, type IndexBody, type IndexMarker } from './index-body';

/** An index as found: absent, someone else's, or the gate's (with its marker). */
export type FoundIndex = { state: 'absent' } | { state: 'foreign' } | { state: 'ours'; marker: IndexMarker };

export async function findIndex(access: ServerAccess, name: string): Promise<FoundIndex> {
  const res = await request(access, 'GET', `/${encodeURIComponent(name)}/_mapping`, undefined, { accept: [404], what: `looking up the index ${name}` });
  if (res.status === 404) return { state: 'absent' };
  const marker = markerOf(res.body, name);
  return marker ? { state: 'ours', marker } : { state: 'foreign' };
}

function foreign(name: string): InputError {
  return new InputError(ERROR_CODES.RETRIEVER, `an index named ${name} exists on the search server but was not created by retrieval-gate (no marker in its _meta); the gate never writes to or deletes it: remove or rename it`, { field: 'retriever.url_env' });
}

/** Creates the index with the team's body and the marker (incomplete); a refusal names the index file. */
export async function createIndex(access: ServerAccess, name: string, body: IndexBody, content: string, extraSettings: Record<string, unknown>): Promise<void> {
  const res = await request(access, 'PUT', `/${encodeURIComponent(name)}`, createBody(body, { content, complete: false, started: Date.now() }, extraSettings), { accept: [400], what: `creating the index ${name}` });
  if (res.status === 400) {
    const reason = serverReason(access, res.body);
    if (reason.includes('resource_already_exists')) throw foreign(name);
    if (/knn_vector|dense_vector|index\.knn/.test(reason)) {
      throw new InputError(ERROR_CODES.CONFIG, `the search server does not support vector fields (kNN), which {{vector}} in the search body (retriever.query_file) needs: OpenSearch needs its k-NN plugin, Elasticsearch version 8 or later (${reason})`, { field: 'retriever.query_file' });
    }
    throw new InputError(ERROR_CODES.CONFIG, `the search server refused the index settings and mappings (retriever.index_file): ${reason}`, { field: 'retriever.index_file' });
  }
}

/** Makes the index's writes visible to search. */
export async function refreshIndex(access: ServerAccess, name: string): Promise<void> {
  await request(access, 'POST', `/${encodeURIComponent(name)}/_refresh`, undefined, { what: `refreshing the index ${name}` });
}

/** Merges the index into one segment, dropping replaced and deleted rows from its statistics. */
export async function mergeIndex(access: ServerAccess, name: string): Promise<void> {
  await request({ ...access, timeoutMs: Math.max(access.timeoutMs, 900_000) }, 'POST', `/${encodeURIComponent(name)}/_forcemerge?max_num_segments=1`, undefined, { what: `merging the index ${name}` });
}

/** Writes the marker (`complete` once every row is in): a later run reuses only a complete index. */
export async function writeMarker(access: ServerAccess, name: string, marker: IndexMarker): Promise<void> {
  await request(access, 'PUT', `/${encodeURIComponent(name)}/_mapping`, { _meta: { [MARKER_KEY]: marker } }, { what: `marking the index ${name}` });
}

/**
 * Copies `from` (the gate's, complete) into `to` with `_clone`: segments are shared, nothing is
 * re-indexed. The source must be read-only for the copy, which suits it: a complete index is never
 * written again. The copy is made writable and marked incomplete with its own content digest.
 */
export async function cloneIndex(access: ServerAccess, from: string, to: string, content: string): Promise<void> {
  const src = await findIndex(access, from);
  if (src.state !== 'ours') throw src.state === 'foreign' ? foreign(from) : new InputError(ERROR_CODES.RETRIEVER, `the base index ${from} disappeared from the search server before the head could start from it`, { field: 'retriever.url_env' });
  await request(access, 'PUT', `/${encodeURIComponent(from)}/_settings`, { 'index.blocks.write': true }, { what: `making the index ${from} read-only for its copy` });
  // A copy gets the default replica count unless told: keep the source's (0 on the gate's default index).
  const got = await request(access, 'GET', `/${encodeURIComponent(from)}/_settings/index.number_of_replicas`, undefined, { what: `reading the settings of ${from}` });
  const replicas = (got.body as Record<string, { settings?: { index?: { number_of_replicas?: string } } }> | undefined)?.[from]?.settings?.index?.number_of_replicas;
  const settings: Record<string, unknown> = { 'index.blocks.write': null, ...(replicas !== undefined ? { 'index.number_of_replicas': replicas } : {}) };
  await request(access, 'POST', `/${encodeURIComponent(from)}/_clone/${encodeURIComponent(to)}?wait_for_active_shards=1`, { settings }, { what: `copying the index ${from} to ${to}` });
  await request(access, 'GET', `/_cluster/health/${encodeURIComponent(to)}?wait_for_status=yellow&timeout=60s`, undefined, { what: `waiting for the copy ${to}` });
  await writeMarker(access, to, { content, complete: false, started: Date.now() });
}

/** Deletes the index if it is the gate's; an index without the marker is left alone (and said so). */
export async function deleteOwnIndex(access: ServerAccess, name: string, log?: (m: string) => void): Promise<void> {
  const found = await findIndex(access, name);
  if (found.state === 'absent') return;
  if (found.state === 'foreign') {
    log?.(`search server: ${name} has no retrieval-gate marker any more; not deleted`);
    return;
  }
  await request(access, 'DELETE', `/${encodeURIComponent(name)}`, undefined, { accept: [404], what: `deleting the index ${name}` });
}
