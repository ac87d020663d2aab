/**
 * Every file path of one side, without reading a file: what docs-scope detection looks at. A git
 * revision is one `git ls-tree`; the working tree is what git would commit (`git ls-files`); a
 * folder is walked. Dot-folders and node_modules are never part of a scope, so a folder walk does
 * not enter them, except `.vitepress` (its config says where a VitePress site's pages are).
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, InputError } from '../errors';
import { runGit } from './git-run';
import { MODE_SUBMODULE, parseLsTree } from './ls-tree';

/** A folder walk stops after this many entries (a scope decision never needs more). */
export const MAX_LISTED_PATHS = 500_000;

/** The side a listing is of: its reader's kind and commit, and its folder. */
export interface ListedSide {
  kind: 'git' | 'folder' | 'worktree';
  commit?: string;
  root: string;
}

/** Root-relative POSIX paths of the side's files, sorted. */
export async function listSidePaths(side: ListedSide): Promise<string[]> {
  return (await listSideFiles(side)).paths;
}

/**
 * `listSidePaths` with a way to learn a file's size in bytes (null when unknown): a git revision's
 * come with its listing; a folder's are asked of the file system one file at a time (a link is not followed: unknown), only for
 * the files asked about.
 */
export async function listSideFiles(side: ListedSide): Promise<{ paths: string[]; sizeOf: (path: string) => number | null }> {
  if (side.kind === 'git' && side.commit) {
    const r = await runGit(side.root, ['ls-tree', '-r', '-l', '-z', '--full-tree', side.commit]);
    if (r.code !== 0) throw new InputError(ERROR_CODES.MISSING_COMMIT, `cannot list the files of ${side.commit}: ${r.stderr}`);
    const sizes = new Map<string, number>();
    for (const e of parseLsTree(r.stdout)) if (e.type === 'blob' && e.mode !== MODE_SUBMODULE) sizes.set(e.path, e.size);
    return { paths: sorted([...sizes.keys()]), sizeOf: (p) => sizes.get(p) ?? null };
  }
  const sizeOf = (p: string): number | null => {
    try {
      const st = lstatSync(join(side.root, p));
      return st.isFile() ? st.size : null;
    } catch {
      return null;
    }
  };
  return { paths: await listFolderPaths(side), sizeOf };
}

async function listFolderPaths(side: ListedSide): Promise<string[]> {
  if (side.kind === 'worktree') {
    const r = await runGit(side.root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--full-name']);
    if (r.code !== 0) throw new InputError(ERROR_CODES.GIT, `cannot list the files of the working tree in '${side.root}': ${r.stderr}`);
    return sorted([...new Set(r.stdout.toString('utf8').split('\0').filter(Boolean))]);
  }
  const out: string[] = [];
  walk(side.root, '', out);
  return sorted(out);
}

function walk(abs: string, rel: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(abs, { withFileTypes: true });
  } catch {
    // An unreadable folder is reported by the snapshot that reads it; the listing just has less.
    return;
  }
  for (const e of entries) {
    if (out.length >= MAX_LISTED_PATHS) return;
    const path = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (e.name === 'node_modules' || (e.name.startsWith('.') && e.name !== '.vitepress')) continue;
      walk(join(abs, e.name), path, out);
    } else if (e.isFile() || e.isSymbolicLink()) out.push(path);
  }
}

function sorted(paths: string[]): string[] {
  return paths.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
