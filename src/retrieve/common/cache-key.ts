/**
 * Every cache key, in one function: the report, base side, embeddings and answers entries the
 * action files in its store, the base side entries `compare --cache-dir` keeps, the embeddings
 * cache's namespaces and the answers cache's entries. What decides whether an entry may stand in
 * for a fresh result enters here and nowhere else, so no cache can forget one of them:
 *
 * - the tool version (package.json's, src/version.ts): a new version may chunk, rank or
 *   lay out entries differently, so it starts every cache afresh;
 * - the retriever's identity: its settings, as the caller passes them (what ranks, embeds or
 *   answers for the entry);
 * - the shipped model's name and hash, found here from those settings (the sentence encoder for
 *   `hybrid` with no `dense` section), and the onnxruntime that runs it: new vectors, new keys,
 *   even within one version;
 * - the scope of the run that saved the entry (`base`, `pr-<n>`: src/github/run-caches.ts), for
 *   store entries. Keys of entries inside a folder have none of their own (`scope: null`): that
 *   folder is itself a scoped store entry, or the user's own (the CLI's).
 *
 * The rest of an entry's inputs (trees, docs listing, golden set, request) are `content`. Pure but
 * for reading the model's manifest.
 */
import { createHash } from 'node:crypto';
import { ENGINE_VERSION } from '../../version';
import { ENCODER_RUNTIME, encoderIdentity } from '../model/encoder-model';

/** The settings an entry was made with: validated config, or read leniently from the file (then anything). */
export type RetrieverSettings = object;

export interface CacheKeyParts {
  /** The cache and its entry format (`report-v2`, `base-side-v3`…): another cache's or format's entry never matches. */
  cache: string;
  /** Who saved the entry (`base`, `pr-7`); null for an entry inside a folder that is filed by scope itself or the user's own. */
  scope: string | null;
  /** The settings of what produced the entry (retriever, embedding endpoint, answers models); null when nothing configured does. */
  retriever: RetrieverSettings | null;
  /** Everything else the entry depends on. */
  content: readonly unknown[];
}

/**
 * The key: `retrieval-gate-<cache>-<scope>-<hash>` for a store entry, the bare hash (64 hex
 * digits) with no scope. The hash covers every part, the version and the model included.
 */
export function cacheKey(p: CacheKeyParts): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([p.cache, ENGINE_VERSION, p.retriever, modelOf(p.retriever), p.content]))
    .digest('hex');
  return p.scope === null ? hash : `retrieval-gate-${p.cache}-${p.scope}-${hash}`;
}

/** `name@hash` of the shipped model these settings use and its runtime, or '' (settings read leniently may be anything). */
function modelOf(settings: RetrieverSettings | null): string {
  const r = settings as { type?: unknown; dense?: unknown } | null;
  if (!r || typeof r.type !== 'string') return '';
  const retriever = { type: r.type, dense: r.dense };
  const model = encoderIdentity(retriever);
  return model && `${model} ${ENCODER_RUNTIME}`;
}
