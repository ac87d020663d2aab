/**
 * Paths the tool writes to or reads by name must stay inside the folders it was given (the
 * workspace, RUNNER_TEMP): a relative `..` or an absolute path elsewhere is refused, and so is a
 * symbolic link anywhere along the path that leads out (a pull request can add such a link to
 * the checkout). The deepest part of the path that exists is resolved with realpath; the rest
 * cannot be a link yet.
 */
import { realpathSync } from 'node:fs';
import * as path from 'node:path';

/** The path with links resolved as far as it exists. */
export function resolveExisting(p: string): string {
  let existing = path.resolve(p);
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(realpathSync(existing), ...rest);
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return path.join(existing, ...rest);
      rest.unshift(path.basename(existing));
      existing = parent;
    }
  }
}

/** True when `p` (links resolved) is one of `roots` or inside one (links in the roots resolved too). */
export function isContained(p: string, roots: ReadonlyArray<string | undefined>): boolean {
  const real = resolveExisting(p);
  return roots.some((r) => {
    if (!r) return false;
    const rel = path.relative(resolveExisting(r), real);
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
  });
}
