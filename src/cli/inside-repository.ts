/**
 * The golden set that draft and review read and write must be the repository's own. A cloned
 * repository can hold a `.github` folder or a golden-set file that is a symbolic link to somewhere
 * else: following it would write drafts into that place, or read another file and quote its keys
 * back in the error. Such a path is refused before anything is read, as init refuses to write
 * through one; the message names where the link leads, never what is there.
 */
import { resolve } from 'node:path';
import { ERROR_CODES, InputError } from '../errors';
import { linkLeadsOut } from '../source/contained-path';

/** Throws when `shown` (relative to `cwd`) lies in `root` as written but a symbolic link takes it out. `flag` names another file. */
export function refuseLinkOut(shown: string, root: string, cwd: string, flag: '--out' | '--golden'): void {
  const out = linkLeadsOut(resolve(cwd, shown), resolve(cwd, root));
  if (out === null) return;
  throw new InputError(
    ERROR_CODES.GOLDEN,
    `leads out of the repository (${root}) through a symbolic link, to ${out}; nothing was read or written: replace the link with the file itself, or name another file with ${flag}`,
    { file: shown },
  );
}
