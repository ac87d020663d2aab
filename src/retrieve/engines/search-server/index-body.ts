/**
 * The index the gate creates: the team's settings and mappings (`index_file`) or defaults that
 * mirror the embedded BM25's fields, plus the gate's marker in the mapping's `_meta`. The marker is
 * how the gate knows an index is its own: it never writes to or deletes an index without it.
 */
import { ERROR_CODES, InputError } from '../../../errors';
import { parseJsonAt } from './json-file';

/** Every index the gate creates is named with this prefix and the digest of its content. */
export const INDEX_PREFIX = 'retrieval-gate-';

/** The `_meta` key of the gate's marker. */
export const MARKER_KEY = 'retrieval_gate';

/** The marker in an index's `_meta`. */
export interface IndexMarker {
  /** The digest of the rows and settings the index holds (its name ends with a prefix of it). */
  content: string;
  /** False while the gate is still loading it: an incomplete index is never reused. */
  complete: boolean;
  /** When the load started (ms since 1970): an incomplete index older than STALE_MS was left by a run that stopped. */
  started?: number;
}

/** An incomplete kept index older than this was left by a run that stopped; a younger one is being loaded by another run. */
export const STALE_MS = 60 * 60 * 1000;

export interface IndexBody {
  settings: Record<string, unknown>;
  mappings: Record<string, unknown>;
}

/**
 * The default index: one shard (so every score uses the whole corpus' statistics, as the embedded
 * BM25 does), `analyzer` on the text fields (`english`: stemming and stopwords like the embedded
 * BM25's; `standard` on minimal server builds that lack the English one), keywords for `id` and
 * `path`, `meta` kept but not indexed.
 */
export function defaultIndexBody(analyzer: 'english' | 'standard' = 'english'): IndexBody {
  const english = { type: 'text', analyzer };
  return {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    mappings: {
      dynamic: false,
      properties: { id: { type: 'keyword' }, path: { type: 'keyword' }, title: english, headings: english, text: english, index_text: english, meta: { type: 'object', enabled: false } },
    },
  };
}

/**
 * The default search body: the question over the indexed text, title and headings (weighted as the
 * embedded BM25 weighs them by default), best first, ties broken by chunk id.
 */
export const DEFAULT_QUERY = `{
  "size": {{k}},
  "query": {
    "multi_match": {
      "query": "{{query}}",
      "type": "most_fields",
      "fields": ["index_text", "title^3", "headings^4"]
    }
  },
  "sort": ["_score", {"id": "asc"}],
  "track_scores": true
}`;

/** Reads a team's index file: an object with `settings` and `mappings` only (no aliases: an alias could take over a production name). */
export function parseIndexBody(text: string, file: string): IndexBody {
  const value = parseJsonAt(text, file, 'retriever.index_file', `the index file ${file}`);
  const where = { file, field: 'retriever.index_file' };
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError(ERROR_CODES.CONFIG, `the index file ${file} must be a JSON object with "settings" and "mappings"`, where);
  }
  for (const key of Object.keys(value)) {
    if (key !== 'settings' && key !== 'mappings') {
      throw new InputError(ERROR_CODES.CONFIG, `the index file ${file} may hold only "settings" and "mappings", not ${JSON.stringify(key.slice(0, 40))}${key === 'aliases' ? ' (the gate names its own indexes and adds no alias)' : ''}`, where);
    }
  }
  const v = value as { settings?: unknown; mappings?: unknown };
  const settings = v.settings ?? {};
  const mappings = v.mappings ?? {};
  if (typeof settings !== 'object' || Array.isArray(settings) || settings === null) throw new InputError(ERROR_CODES.CONFIG, `"settings" in ${file} must be an object`, where);
  if (typeof mappings !== 'object' || Array.isArray(mappings) || mappings === null) throw new InputError(ERROR_CODES.CONFIG, `"mappings" in ${file} must be an object`, where);
  return { settings: { ...(settings as Record<string, unknown>) }, mappings: { ...(mappings as Record<string, unknown>) } };
}

/** The body of the create request: the team's body, no replicas unless it asks (one node), the marker in `_meta`. */
export function createBody(body: IndexBody, marker: IndexMarker, extraSettings: Record<string, unknown> = {}): Record<string, unknown> {
  const settings: Record<string, unknown> = { ...body.settings, ...extraSettings };
  const flat = (k: string) => k in settings || `index.${k}` in settings || (typeof settings.index === 'object' && settings.index !== null && k in (settings.index as object));
  if (!flat('number_of_replicas')) settings.number_of_replicas = 0;
  const meta = { ...((body.mappings._meta as Record<string, unknown> | undefined) ?? {}), [MARKER_KEY]: marker };
  return { settings, mappings: { ...body.mappings, _meta: meta } };
}

/** The marker of an index from its `GET /<index>/_mapping` answer, or undefined when it has none. */
export function markerOf(mappingAnswer: unknown, index: string): IndexMarker | undefined {
  const entry = (mappingAnswer as Record<string, { mappings?: { _meta?: Record<string, unknown> } }> | undefined)?.[index];
  const m = entry?.mappings?._meta?.[MARKER_KEY] as Partial<IndexMarker> | undefined;
  if (!m || typeof m.content !== 'string') return undefined;
  return { content: m.content, complete: m.complete === true, ...(typeof m.started === 'number' ? { started: m.started } : {}) };
}
