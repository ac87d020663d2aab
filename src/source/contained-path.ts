/**
 * Paths the tool writes to or reads by name must stay inside the folders it was given (the
 * workspace, RUNNER_TEMP): a relative `..` or an absolute path elsewhere is refused, and so is a
 * symbolic link anywhere along the path that leads out (a pull request can add such a link to
 * the checkout). The deepest part of the path that exists is resolved with realpath; the rest
 * cannot be a link yet.
 */
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
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

/**
 * Where `p` leads when it lies in `root` as written but a symbolic link on the way takes it out
 * (a cloned repository may hold a `.github` or a golden set that links elsewhere); null when it
 * stays inside, or when `p` was outside `root` as written (a path the user typed, not a link).
 * A link that leads nowhere counts by where it points.
 */
export function linkLeadsOut(p: string, root: string): string | null {
  const top = path.resolve(root);
  const abs = path.resolve(p);
  const rel = path.relative(top, abs);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  if (!isContained(abs, [top])) return resolveExisting(abs);
  // realpath gives up at a dangling link, so resolveExisting read it as a name: each part is checked for one.
  let at = top;
  for (const part of rel.split(path.sep).filter(Boolean)) {
    at = path.join(at, part);
    let stat;
    try {
      stat = lstatSync(at);
    } catch {
      return null;
    }
    if (!stat.isSymbolicLink()) continue;
    const target = path.resolve(path.dirname(at), readlinkSync(at));
    if (!isContained(target, [top])) return target;
    try {
      realpathSync(at);
    } catch {
      // A dangling link inside: nothing under it exists yet, and it stays inside.
      return null;
    }
  }
  return null;
}
