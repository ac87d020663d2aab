/**
 * The working tree of a repository as one side: the files as they are on disk, uncommitted
 * changes included, limited to what git would commit (tracked files plus untracked files that
 * no .gitignore excludes). It is the head of the everyday local loop ("compare main with what I
 * am editing"): the golden set and config are read from disk too, so an uncommitted fix counts.
 * Reading goes through the folder reader (links out of the repository are never followed); the
 * listing comes from one `git ls-files`.
 */
import { ERROR_CODES, InputError } from '../errors';
import type { Snapshot } from '../types';
import { openFolderSource } from './folder';
import { runGit } from './git-run';
import type { FileSelection, SourceReader } from './reader';

/** The name users give for the working tree where a revision is expected (`--head WORKTREE`). */
export const WORKTREE = 'WORKTREE';

/** What the working tree is called in reports and messages. */
export const WORKTREE_LABEL = 'working tree';

/** Opens the working tree of the repository containing `repoDir`; its paths are relative to the repository root. */
export async function openWorktreeSource(repoDir: string): Promise<{ reader: SourceReader; root: string }> {
  let top;
  try {
    top = await runGit(repoDir, ['rev-parse', '--show-toplevel']);
  } catch (e) {
    throw new InputError(ERROR_CODES.GIT, `cannot run git in '${repoDir}': ${(e as Error).message}`);
  }
  if (top.code !== 0) {
    throw new InputError(ERROR_CODES.GIT, `'${repoDir}' is not a git repository (${top.stderr || `git exited ${top.code}`})`);
  }
  const root = top.stdout.toString('utf8').trim();
  if (!root) throw new InputError(ERROR_CODES.GIT, `'${repoDir}' has no working tree (a bare repository)`);
  const folder = await openFolderSource(root);
  const reader: SourceReader = {
    label: WORKTREE_LABEL,
    kind: 'worktree',
    readText: (path, maxBytes) => folder.readText(path, maxBytes),
    sizeOf: (path) => folder.sizeOf(path),
    async snapshot(selection: FileSelection, previous?: Snapshot): Promise<Snapshot> {
      const listed = await committable(root);
      // Ignored folders (build output, virtualenvs) are not even walked; what git ignores inside
      // walked folders is dropped after, with its notes, so the side holds what a commit would.
      const pruned = { ...selection, exclude: [...selection.exclude, ...(await ignoredFolderGlobs(root))] };
      const snap = await folder.snapshot(pruned, previous);
      return {
        label: WORKTREE_LABEL,
        files: snap.files.filter((f) => listed.has(f.path)),
        notes: snap.notes.filter((n) => listed.has(n.path)),
      };
    },
  };
  return { reader, root };
}

/**
 * `dir/**` for each folder git ignores as a whole, so the walk skips it. A folder whose name holds
 * a glob character is left out (the filter after the walk still drops its files).
 */
async function ignoredFolderGlobs(root: string): Promise<string[]> {
  const r = await runGit(root, ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory']);
  if (r.code !== 0) return [];
  return r.stdout
    .toString('utf8')
    .split('\0')
    .filter((p) => p.endsWith('/') && !/[*?[\]{}()!+@\\]/.test(p))
    .map((p) => `${p}**`);
}

/** Tracked files and untracked ones no ignore rule excludes, as root-relative POSIX paths. */
async function committable(root: string): Promise<Set<string>> {
  const r = await runGit(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--full-name']);
  if (r.code !== 0) throw new InputError(ERROR_CODES.GIT, `cannot list the files of the working tree in '${root}': ${r.stderr}`);
  return new Set(r.stdout.toString('utf8').split('\0').filter(Boolean));
}
