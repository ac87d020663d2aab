import { constants } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SideCache } from '../engine/types';

/**
 * `compare --cache-dir DIR`: base side entries as files `DIR/base-side-<key>.bin`. Keys are
 * the engine's content hashes (src/retrieve/cache-key.ts: the tool version, retriever and model
 * included; no scope, the folder is the user's own), so an entry never goes stale; old ones are only disk space (delete the folder
 * at will). Written to a temporary name and renamed, so a reader sees a whole entry or none.
 * The folder is the user's own; still, an entry that is a symbolic link is neither read nor
 * written through (O_NOFOLLOW, O_EXCL), and the engine judges every entry's claims on reading.
 */
export function folderSideCache(dir: string): SideCache {
  const file = (key: string) => {
    if (!/^[0-9a-f]+$/.test(key)) throw new Error(`not a cache key: '${key}'`);
    return join(dir, `base-side-${key}.bin`);
  };
  return {
    async get(key) {
      try {
        return await readFile(file(key), { flag: constants.O_RDONLY | constants.O_NOFOLLOW });
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return null;
        if (code === 'ELOOP') throw new Error(`${file(key)} is a symbolic link: not read`);
        throw e;
      }
    },
    async put(key, data) {
      await mkdir(dir, { recursive: true });
      const tmp = `${file(key)}.${process.pid}.tmp`;
      // A leftover (or a link) under the temporary name is removed, never written through.
      await rm(tmp, { force: true });
      await writeFile(tmp, data, { flag: 'wx' });
      await rename(tmp, file(key));
    },
  };
}
