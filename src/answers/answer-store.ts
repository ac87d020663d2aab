/**
 * On-disk store of answers and judgements (an I/O adapter): one small JSON file per result,
 * `<cache_dir>/<key[0..2]>/<key>.json`, written to a temporary name and renamed so a reader never
 * sees half a file. Keys are SHA-256 hashes of everything a result depends on (answer-keys.ts), so
 * an entry never goes stale; the action keeps its own folder (under RUNNER_TEMP) and persists
 * it with @actions/cache like the embeddings cache. A read or write problem is a log line and a miss, never a failure.
 * No symbolic link is followed: a store or bucket folder that is a link is neither read nor
 * written, files are opened with O_NOFOLLOW and created with O_EXCL (a cache folder may come
 * from a checkout, where a pull request can commit a link).
 */
import { randomBytes } from 'node:crypto';
import { constants, lstatSync, promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { AnswerStore } from './chat';

const KEY = /^[0-9a-f]{64}$/;

/** The store in `dir` (created on first write). */
export function folderAnswerStore(dir: string, log: (message: string) => void = () => {}): AnswerStore {
  const file = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  const linked = (key: string): boolean => {
    const link = [dir, path.dirname(file(key))].find(isLink);
    if (link) log(`answers cache: ${link} is a symbolic link: not read or written through it`);
    return !!link;
  };
  return {
    async get(key) {
      if (!KEY.test(key) || linked(key)) return null;
      try {
        return await fs.readFile(file(key), { encoding: 'utf8', flag: constants.O_RDONLY | constants.O_NOFOLLOW });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') log(`answers cache: cannot read ${file(key)}: ${(e as Error).message}`);
        return null;
      }
    },
    async put(key, value) {
      if (!KEY.test(key) || linked(key)) return;
      const target = file(key);
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        if (linked(key)) return;
        const tmp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
        await fs.writeFile(tmp, value, { encoding: 'utf8', flag: 'wx' });
        await fs.rename(tmp, target);
      } catch (e) {
        log(`answers cache: cannot write ${target}: ${(e as Error).message}`);
      }
    },
  };
}

function isLink(p: string): boolean {
  try {
    return lstatSync(p, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  } catch {
    return false;
  }
}
