import { ERROR_CODES, InputError } from '../errors';
import { lsTreeOf } from './git-run';
import { MODE_SUBMODULE, parseLsTree } from './ls-tree';
import { compileSelection, type FileSelection } from './select';

/**
 * The selected documents of a commit as `mode object size path` lines, from one `git ls-tree`
 * and without reading a blob: what the snapshot of that commit would hold is a function of these
 * lines and the selection, so they identify the base side's docs for a content-keyed cache.
 */
export async function gitDocsListing(repoDir: string, commit: string, selection: FileSelection): Promise<string> {
  const listing = await lsTreeOf(repoDir, commit);
  if (listing.code !== 0) throw new InputError(ERROR_CODES.MISSING_COMMIT, `cannot list the files of ${commit}: ${listing.stderr}`);
  const matcher = compileSelection(selection);
  const lines: string[] = [];
  for (const e of parseLsTree(listing.stdout)) {
    if (e.mode === MODE_SUBMODULE || e.type !== 'blob' || !matcher.isDoc(e.path)) continue;
    // A name that is not UTF-8 is skipped by the snapshot, but its shown form stays in the key (distinct bytes, distinct names).
    lines.push(`${e.mode} ${e.object} ${e.size} ${e.path}`);
  }
  // ls-tree lists in git's order, which is already fixed; sorting makes the listing not depend on it.
  return lines.sort().join('\n');
}
