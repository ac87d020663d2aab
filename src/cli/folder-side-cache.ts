import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SideCache } from '../engine/types';

/**
 * `compare --cache-dir DIR`: base side entries as files `DIR/base-side-<key>.bin`. Keys are
 * content hashes, so an entry never goes stale; old ones are only disk space (delete the folder
 * at will). Written to a temporary name and renamed, so a reader sees a whole entry or none.
 */
export function folderSideCache(dir: string): SideCache {
  const file = (key: string) => {
    if (!/^[0-9a-f]+$/.test(key)) throw new Error(`not a cache key: '${key}'`);
    return join(dir, `base-side-${key}.bin`);
  };
  return {
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async put(key, data) {
      await mkdir(dir, { recursive: true });
      const tmp = `${file(key)}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file(key));
    },
  };
}
