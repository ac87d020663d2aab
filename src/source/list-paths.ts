/**
 * Every file path of one side, without reading a file: what docs-scope detection looks at. A git
 * revision is one `git ls-tree`; the working tree is what git would commit (`git ls-files`); a
 * folder is walked. Dot-folders and node_modules are never part of a scope, so a folder walk does
 * not enter them, except `.vitepress` (its config says where a VitePress site's pages are).
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_FILE_BYTES_LIMIT } from '../config/types';
import { ERROR_CODES, InputError } from '../errors';
import { gitBlobHash } from './blob-hash';
import { lsTreeOf, runGit } from './git-run';
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

/** A side's file listing, with what can be learnt of a file without decoding it. */
export interface SideFiles {
  /** Root-relative POSIX paths, sorted. */
  paths: string[];
  /** A file's size in bytes; null when unknown (absent, a link, not a regular file). */
  sizeOf: (path: string) => number | null;
  /**
   * A file's git blob hash, to tell whether two sides hold the same bytes; null when unknown (then
   * the file counts as changed). A git revision's come with its listing; a folder file is read
   * and hashed when asked (a link is not followed, a file over MAX_FILE_BYTES_LIMIT not read).
   */
  blobOf: (path: string) => string | null;
}

/**
 * `listSidePaths` with a way to learn a file's size and blob hash (null when unknown): a git
 * revision's come with its listing; a folder's are asked of the file system one file at a time,
 * only for the files asked about.
 */
export async function listSideFiles(side: ListedSide): Promise<SideFiles> {
  if (side.kind === 'git' && side.commit) {
    const r = await lsTreeOf(side.root, side.commit);
    if (r.code !== 0) throw new InputError(ERROR_CODES.MISSING_COMMIT, `cannot list the files of ${side.commit}: ${r.stderr}`);
    const entries = new Map<string, { size: number; object: string }>();
    for (const e of parseLsTree(r.stdout)) if (e.type === 'blob' && e.mode !== MODE_SUBMODULE) entries.set(e.path, e);
    return { paths: sorted([...entries.keys()]), sizeOf: (p) => entries.get(p)?.size ?? null, blobOf: (p) => entries.get(p)?.object ?? null };
  }
  const sizeOf = (p: string): number | null => {
    try {
      const st = lstatSync(join(side.root, p));
      return st.isFile() ? st.size : null;
    } catch {
      return null;
    }
  };
  const blobs = new Map<string, string | null>();
  const blobOf = (p: string): string | null => {
    if (!blobs.has(p)) {
      const size = sizeOf(p);
      let hash: string | null = null;
      try {
        if (size !== null && size <= MAX_FILE_BYTES_LIMIT) hash = gitBlobHash(readFileSync(join(side.root, p)));
      } catch {
        // Unreadable: unknown, so the file counts as changed.
      }
      blobs.set(p, hash);
    }
    return blobs.get(p) ?? null;
  };
  return { paths: await listFolderPaths(side), sizeOf, blobOf };
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
