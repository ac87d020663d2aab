import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { baseSideCacheKey, embeddingsCacheKeys, localFolderStore, reportCacheKey, safeRestore, safeSave, selectCacheStore, storeSideCache, type CacheStore } from '../../src/github/cache';
import { tempDir } from './git-repos';

function recorder() {
  const lines: string[] = [];
  return { lines, log: { debug: (m: string) => lines.push(`debug ${m}`), info: (m: string) => lines.push(`info ${m}`), warning: (m: string) => lines.push(`warning ${m}`) } };
}

describe('cache', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  test('no cache service: no store, one debug line, nothing else', async () => {
    const { lines, log } = recorder();
    expect(await selectCacheStore({ cache: true }, log, () => false)).toBeNull();
    expect(lines).toEqual(['debug cache service not available (no ACTIONS_CACHE_URL / ACTIONS_RESULTS_URL): running without a cache']);
    expect(await selectCacheStore({ cache: false, cacheDir: '/x' }, log, () => true)).toBeNull();
    expect((await selectCacheStore({ cache: true, cacheDir: '/x' }, log, () => false))?.name).toBe('local folder /x');
    expect((await selectCacheStore({ cache: true }, log, () => true))?.name).toBe('actions/cache');
  });

  test('local folder store: exact key, then newest entry by restore prefix', async () => {
    const root = tempDir('rg-cache-');
    const work = tempDir('rg-cache-work-');
    dirs.push(root, work);
    const store = localFolderStore(path.join(root, 'store'));
    const a = path.join(work, 'emb');
    mkdirSync(a, { recursive: true });
    writeFileSync(path.join(a, 'v.json'), 'one');
    await store.save([a], 'emb-v1-x-tree1');
    writeFileSync(path.join(a, 'v.json'), 'two');
    await store.save([a], 'emb-v1-x-tree2');
    // Make tree1 look older whatever the clock resolution.
    utimesSync(path.join(root, 'store', 'emb-v1-x-tree1'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    rmSync(a, { recursive: true });
    expect(await store.restore([a], 'emb-v1-x-tree1', [])).toBe('emb-v1-x-tree1');
    expect(readFileSync(path.join(a, 'v.json'), 'utf8')).toBe('one');
    rmSync(a, { recursive: true });
    expect(await store.restore([a], 'emb-v1-x-tree3', ['emb-v1-x-'])).toBe('emb-v1-x-tree2');
    expect(readFileSync(path.join(a, 'v.json'), 'utf8')).toBe('two');
    expect(await store.restore([a], 'nope', ['other-'])).toBeUndefined();
  });

  test('a failing store is a warning and a miss, never a failure', async () => {
    const broken: CacheStore = {
      name: 'broken',
      restore: () => Promise.reject(new Error('cache service 503')),
      save: () => Promise.reject(new Error('quota')),
    };
    const { lines, log } = recorder();
    expect(await safeRestore(broken, ['/x'], 'k', [], log)).toBeUndefined();
    await safeSave(broken, ['/x'], 'k', log);
    expect(lines).toEqual(['warning cache restore failed, running without it: cache service 503', 'warning cache save failed (the result is not affected): quota']);
  });

  test('base side entries through a store: one fixed path, the engine key in the store key, misses are null', async () => {
    const root = tempDir('rg-cache-side-');
    dirs.push(root);
    const calls: Array<{ op: string; paths: string[]; key: string }> = [];
    const inner = localFolderStore(path.join(root, 'store'));
    const store: CacheStore = {
      name: 'recording',
      restore: (paths, key, restoreKeys) => (calls.push({ op: 'restore', paths, key }), inner.restore(paths, key, restoreKeys)),
      save: (paths, key) => (calls.push({ op: 'save', paths, key }), inner.save(paths, key)),
    };
    const { lines, log } = recorder();
    const cache = storeSideCache(store, path.join(root, 'scratch', 'base-side'), log, ['base']);
    expect(await cache.get('abc123')).toBeNull();
    await cache.put('abc123', new Uint8Array([7, 8, 9]));
    // A later run: the scratch folder is gone (a new runner), the entry comes back from the store.
    rmSync(path.join(root, 'scratch'), { recursive: true, force: true });
    expect([...((await cache.get('abc123')) ?? [])]).toEqual([7, 8, 9]);
    expect(await cache.get('def456')).toBeNull();
    expect(calls.map((c) => [c.op, c.key])).toEqual([
      ['restore', baseSideCacheKey('abc123', 'base')],
      ['save', baseSideCacheKey('abc123', 'base')],
      ['restore', baseSideCacheKey('abc123', 'base')],
      ['restore', baseSideCacheKey('def456', 'base')],
    ]);
    expect(new Set(calls.map((c) => c.paths.join()))).toEqual(new Set([path.join(root, 'scratch', 'base-side')]));
    expect(lines.filter((l) => l.startsWith('info cache hit'))).toHaveLength(1);

    // A failing service is a miss and a warning, never an exception.
    const broken: CacheStore = { name: 'broken', restore: async () => Promise.reject(new Error('down')), save: async () => Promise.reject(new Error('down')) };
    const down = storeSideCache(broken, path.join(root, 'scratch2'), log, ['base']);
    expect(await down.get('abc123')).toBeNull();
    await down.put('abc123', new Uint8Array([1]));
    expect(lines.filter((l) => l.startsWith('warning'))).toHaveLength(2);
  });

  test('keys depend on every input and on nothing else', () => {
    const parts = { scope: 'base', retriever: { type: 'bm25' }, baseTree: 'b', headTree: 'h', config: 'c', golden: 'g', request: 'r' };
    const key = reportCacheKey(parts);
    expect(key).toBe(reportCacheKey({ ...parts, retriever: { type: 'bm25' } }));
    expect(key).toMatch(/^retrieval-gate-report-v2-base-[0-9a-f]{64}$/);
    for (const field of ['baseTree', 'headTree', 'config', 'golden', 'request', 'scope'] as const) {
      expect(reportCacheKey({ ...parts, [field]: `${parts[field]}x` })).not.toBe(key);
    }
    expect(reportCacheKey({ ...parts, retriever: { type: 'bm25', bm25: { k1: 1 } } })).not.toBe(key);
    const e = embeddingsCacheKeys('["http://x","m"]', null, 'tree', 'base');
    expect(e.key.startsWith(e.restoreKeys[0])).toBe(true);
    expect(embeddingsCacheKeys('["http://x","m2"]', null, 'tree', 'base').restoreKeys[0]).not.toBe(e.restoreKeys[0]);
    // A scope's prefix never matches another scope's keys.
    expect(embeddingsCacheKeys('["http://x","m"]', null, 'tree', 'pr-1').key.startsWith(e.restoreKeys[0])).toBe(false);
  });
});
