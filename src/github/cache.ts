/**
 * Caching between runs, keyed by content so a hit is always safe to use:
 * - the report of a (base tree, head tree, config, golden set, tool version) tuple: the engine is
 *   deterministic byte for byte, so a re-run on unchanged inputs costs nothing;
 * - the embeddings cache folder (`retriever.dense.cache_dir`), restored by prefix so it keeps growing;
 * - the answers cache folder (`answers.cache_dir`), restored by prefix the same way;
 * - the judged base side (engine/base-side-entry.ts), keyed by the base docs listing, the base's
 *   retrieval config, the golden set, k/pass_k/depth and the version: a new push to a PR (other
 *   head, same base) only builds the head.
 * The store is @actions/cache when the runner's cache service is there, a local folder when the
 * `cache-dir` input is set (self-hosted runners, tests), and nothing otherwise. A cache problem is
 * never a failure: restore/save errors become one warning and the run goes on uncached.
 * Every key names the scope of the run that saves it (src/github/run-caches.ts says who reads
 * what), and the local folder store copies no symbolic link in either direction.
 */
import { createHash } from 'node:crypto';
import { constants as fsConstants, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { actionsCacheModule } from './actions-cache';
import type { SideCache } from '../engine/types';
import { cacheKey, type RetrieverSettings } from '../retrieve/common/cache-key';

export interface CacheStore {
  readonly name: string;
  /** Restores `paths` from `key` or the newest entry starting with a restore key; returns the key hit. */
  restore(paths: string[], key: string, restoreKeys: string[]): Promise<string | undefined>;
  save(paths: string[], key: string): Promise<void>;
}

export interface CacheLog {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

/**
 * The store for this run, or null (caching off, or no cache service: said in a debug line).
 * `serviceAvailable` is asked only when neither settles it (it may load @actions/cache).
 */
export async function selectCacheStore(
  opts: { cache: boolean; cacheDir?: string },
  log: CacheLog,
  serviceAvailable: () => boolean | Promise<boolean>,
  serviceStore: () => CacheStore = actionsCacheStore,
): Promise<CacheStore | null> {
  if (!opts.cache) {
    log.debug("caching is off (input 'cache: false')");
    return null;
  }
  if (opts.cacheDir) return localFolderStore(opts.cacheDir);
  if (!(await serviceAvailable())) {
    log.debug('cache service not available (no ACTIONS_CACHE_URL / ACTIONS_RESULTS_URL): running without a cache');
    return null;
  }
  return serviceStore();
}

/** The runner's cache service through @actions/cache. */
export function actionsCacheStore(): CacheStore {
  return {
    name: 'actions/cache',
    async restore(paths, key, restoreKeys) {
      return (await actionsCacheModule()).restoreCache(paths, key, restoreKeys);
    },
    async save(paths, key) {
      const actionsCache = await actionsCacheModule();
      try {
        await actionsCache.saveCache(paths, key);
      } catch (e) {
        // Another job saved the same key first: the content is the same by construction.
        if (e instanceof Error && e.name === 'ReserveCacheError') return;
        throw e;
      }
    },
  };
}

/**
 * A folder of entries, one sub-folder per key holding a copy of each path. Written by hand because
 * @actions/cache only speaks to the runner's service; this is a plain recursive copy.
 */
export function localFolderStore(root: string): CacheStore {
  const entry = (key: string) => path.join(root, safeName(key));
  return {
    name: `local folder ${root}`,
    async restore(paths, key, restoreKeys) {
      let hit: string | undefined = (await isRealDir(entry(key))) ? key : undefined;
      if (!hit) {
        // Entries are plain folders: a link in the store (planted, or made by hand) is never an entry.
        const names = (await fs.readdir(root, { withFileTypes: true }).catch(() => [])).filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
        for (const prefix of restoreKeys) {
          const candidates = names.filter((n) => n.startsWith(safeName(prefix)));
          if (!candidates.length) continue;
          // Newest first, like the cache service; name breaks ties so the choice is deterministic.
          const stats = await Promise.all(candidates.map(async (n) => ({ n, t: (await fs.lstat(path.join(root, n))).mtimeMs })));
          stats.sort((a, b) => b.t - a.t || (a.n < b.n ? -1 : a.n > b.n ? 1 : 0));
          hit = stats[0].n;
          break;
        }
        if (!hit) return undefined;
      }
      const dir = path.join(root, safeName(hit));
      for (let i = 0; i < paths.length; i++) {
        const src = path.join(dir, String(i));
        if (await exists(src)) {
          await fs.mkdir(path.dirname(paths[i]), { recursive: true });
          await fs.cp(src, paths[i], { recursive: true, force: true, filter: notLink });
        }
      }
      return hit;
    },
    async save(paths, key) {
      const dir = entry(key);
      const tmp = `${dir}.tmp-${process.pid}`;
      await fs.rm(tmp, { recursive: true, force: true });
      await fs.mkdir(tmp, { recursive: true });
      for (let i = 0; i < paths.length; i++) {
        if (await exists(paths[i])) await fs.cp(paths[i], path.join(tmp, String(i)), { recursive: true, filter: notLink });
      }
      // Rename makes the entry appear whole or not at all.
      await fs.rm(dir, { recursive: true, force: true });
      await fs.rename(tmp, dir);
    },
  };
}

/** Restore that turns any error into a warning and a miss. */
export async function safeRestore(store: CacheStore, paths: string[], key: string, restoreKeys: string[], log: CacheLog): Promise<string | undefined> {
  try {
    const hit = await store.restore(paths, key, restoreKeys);
    log.info(hit ? `cache hit (${store.name}): ${hit}` : `cache miss (${store.name}): ${key}`);
    return hit;
  } catch (e) {
    log.warning(`cache restore failed, running without it: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
}

/** Save that turns any error into a warning. */
export async function safeSave(store: CacheStore, paths: string[], key: string, log: CacheLog): Promise<void> {
  try {
    await store.save(paths, key);
    log.debug(`cache saved (${store.name}): ${key}`);
  } catch (e) {
    log.warning(`cache save failed (the result is not affected): ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A short content hash of the given parts, for cache keys. */
export function contentHash(...parts: string[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(`${p.length}:${p}\0`);
  return h.digest('hex').slice(0, 32);
}

/** The config's retriever settings as the action reads them leniently (config-peek.ts), for the keys below. */
type Retriever = RetrieverSettings | null;

/** Key of a cached report saved by a run of `scope`: every input the report depends on (`request` names the run's settings). */
export function reportCacheKey(parts: { scope: string; retriever: Retriever; baseTree: string; headTree: string; config: string; golden: string; request: string }): string {
  return cacheKey({ cache: 'report-v2', scope: parts.scope, retriever: parts.retriever, content: [parts.baseTree, parts.headTree, parts.config, parts.golden, parts.request] });
}

/**
 * Keys of the embeddings cache saved by a run of `scope`: exact for this head, restore by the
 * embedding settings prefix within that scope (so a prefix never reaches another scope's entries).
 */
export function embeddingsCacheKeys(denseSettings: string, retriever: Retriever, headTree: string, scope: string): { key: string; restoreKeys: string[] } {
  return byHead(cacheKey({ cache: 'embeddings-v3', scope, retriever, content: [denseSettings] }), headTree);
}

/** Keys of the answers cache (`answers.cache_dir`) of `scope`: exact for this head, restore by the endpoint and models prefix. */
export function answersCacheKeys(answersSettings: string, retriever: Retriever, headTree: string, scope: string): { key: string; restoreKeys: string[] } {
  return byHead(cacheKey({ cache: 'answers-v3', scope, retriever, content: [answersSettings] }), headTree);
}

/** A folder cache's keys: the head tree after the settings' key, so an earlier head's folder is restored by prefix. */
function byHead(settingsKey: string, headTree: string): { key: string; restoreKeys: string[] } {
  const prefix = `${settingsKey}-`;
  return { key: `${prefix}${headTree}`, restoreKeys: [prefix] };
}

/** Store key of a base side entry saved by a run of `scope`: the engine's content key (its own hash of every input, the retriever's included). */
export function baseSideCacheKey(engineKey: string, scope: string): string {
  return cacheKey({ cache: 'base-side-v3', scope, retriever: null, content: [engineKey] });
}

/**
 * The engine's base side cache over a CacheStore. Each entry is one file in `dir`, a fixed path:
 * the cache service derives an entry's version from the paths, so restore must name the path
 * that save named. Restore and save problems are warnings and a miss (safeRestore, safeSave).
 * `scopes` are those this run may read, its own first: it saves under that one.
 */
export function storeSideCache(store: CacheStore, dir: string, log: CacheLog, scopes: readonly string[]): SideCache {
  const file = path.join(dir, 'base-side.bin');
  const [own, ...others] = scopes;
  return {
    async get(key) {
      await fs.rm(dir, { recursive: true, force: true });
      if (!(await safeRestore(store, [dir], baseSideCacheKey(key, own), others.map((s) => baseSideCacheKey(key, s)), log))) return null;
      return fs.readFile(file, { flag: fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW }).catch(() => null);
    },
    async put(key, data) {
      await fs.rm(dir, { recursive: true, force: true });
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file, data);
      await safeSave(store, [dir], baseSideCacheKey(key, own), log);
    },
  };
}

function safeName(key: string): string {
  return key.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** fs.cp filter: links are not copied (restored, a link could lead a later write anywhere). */
async function notLink(src: string): Promise<boolean> {
  return !(await fs.lstat(src)).isSymbolicLink();
}

async function isRealDir(p: string): Promise<boolean> {
  return (await fs.lstat(p).catch(() => null))?.isDirectory() ?? false;
}

async function exists(p: string): Promise<boolean> {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}
