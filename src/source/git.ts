import { MAX_FILE_BYTES_LIMIT } from '../config/types';
import { ERROR_CODES, InputError } from '../errors';
import type { FileNote, Snapshot, SourceFile } from '../types';
import { CatFileBatch, readBlobPrefix } from './cat-file';
import { decodeFile, decodeText, decodeTextPrefix, invalidNameNote, sortFiles, sortNotes, symlinkNote, tooLargeNote } from './decode';
import { closestRefs, missingRevisionMessage, typoRevisionMessage } from './git-missing';
import { lsTreeOf, runGit } from './git-run';
import { MODE_SUBMODULE, MODE_SYMLINK, parseLsTree, type TreeEntry } from './ls-tree';
import type { SourceReader } from './reader';
import { compileSelection, type FileSelection } from './select';

/**
 * Opens the docs at a git revision. Nothing is checked out and the work tree is never touched:
 * one `git ls-tree` lists the files, one long-lived `git cat-file --batch` reads every blob.
 * Throws InputError(GIT) when `repoDir` is not a repository, InputError(MISSING_COMMIT) when the
 * revision is unknown or cut off by a shallow clone (with the `git fetch` that brings it).
 */
export async function openGitSource(repoDir: string, rev: string): Promise<SourceReader> {
  let probe;
  try {
    probe = await runGit(repoDir, ['rev-parse', '--git-dir']);
  } catch (e) {
    throw new InputError(ERROR_CODES.GIT, `cannot run git in '${repoDir}': ${(e as Error).message}`);
  }
  if (probe.code !== 0) {
    throw new InputError(ERROR_CODES.GIT, `'${repoDir}' is not a git repository (${probe.stderr || `git exited ${probe.code}`})`);
  }
  if (rev === '' || rev.startsWith('-')) {
    throw new InputError(ERROR_CODES.MISSING_COMMIT, `'${rev}' is not a revision name`);
  }
  const resolved = await runGit(repoDir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  const commit = resolved.stdout.toString('utf8').trim();
  if (resolved.code !== 0 || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit)) {
    const shallow = (await runGit(repoDir, ['rev-parse', '--is-shallow-repository'])).stdout.toString('utf8').trim() === 'true';
    const remotes = (await runGit(repoDir, ['remote'])).stdout.toString('utf8').split('\n').filter(Boolean);
    const remote = remotes.includes('origin') ? 'origin' : (remotes[0] ?? null);
    // A name close to an existing branch or tag is most likely a typo: say so rather than how to fetch it.
    const refs = await runGit(repoDir, ['for-each-ref', '--format=%(refname:short)', 'refs/heads', 'refs/tags', 'refs/remotes']);
    const near = refs.code === 0 ? closestRefs(rev, refs.stdout.toString('utf8').split('\n').filter(Boolean)) : [];
    if (near.length > 0) throw new InputError(ERROR_CODES.MISSING_COMMIT, typoRevisionMessage(rev, repoDir, near));
    throw new InputError(ERROR_CODES.MISSING_COMMIT, missingRevisionMessage(rev, repoDir, shallow, remote));
  }
  return new GitSource(repoDir, rev, commit);
}

/**
 * Readers of many commits of one repository that share their `git cat-file` processes (blobs are
 * asked for as `<commit>:<path>`, so one process serves every commit): `history` opens a reader per
 * commit it has already resolved to a full id, without starting two processes and a probe each time.
 * `close` ends the shared processes; the readers' own `close` does nothing.
 */
export class GitCommits {
  private readonly batch: CatFileBatch;
  private readonly sizes: CatFileBatch;

  constructor(private readonly repoDir: string) {
    this.batch = new CatFileBatch(repoDir);
    this.sizes = new CatFileBatch(repoDir, true);
  }

  /** A reader of `commit`, a full commit id (checked, not resolved). */
  reader(commit: string): SourceReader {
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit)) throw new InputError(ERROR_CODES.MISSING_COMMIT, `'${commit}' is not a full commit id`);
    return new GitSource(this.repoDir, commit, commit, { batch: this.batch, sizes: this.sizes });
  }

  async close(): Promise<void> {
    await Promise.all([this.batch.close(), this.sizes.close()]);
  }
}

class GitSource implements SourceReader {
  readonly kind = 'git' as const;
  private readonly batch: CatFileBatch;
  /** Sizes before bytes (`--batch-check`), for reads with a limit; started on the first one. */
  private readonly sizes: CatFileBatch;
  /** The cat-file processes belong to a GitCommits, which ends them. */
  private readonly shared: boolean;

  constructor(
    private readonly repoDir: string,
    readonly label: string,
    readonly commit: string,
    processes?: { batch: CatFileBatch; sizes: CatFileBatch },
  ) {
    this.batch = processes?.batch ?? new CatFileBatch(repoDir);
    this.sizes = processes?.sizes ?? new CatFileBatch(repoDir, true);
    this.shared = !!processes;
  }

  /** `<commit>:<path>`, the name cat-file knows a file at this side by. */
  private blobName(path: string): string {
    return `${this.commit}:${path.replace(/^\.\//, '')}`;
  }

  async readText(path: string, maxBytes = Infinity): Promise<string | null> {
    const name = this.blobName(path);
    if (maxBytes !== Infinity) {
      // The size first: a blob over the limit is read only as far as the limit (a 100 MB blob
      // packs to a few KB, so a pull request can add many of them for nothing).
      const head = await this.sizes.read(name);
      if (!head || head.type !== 'blob' || head.size > MAX_FILE_BYTES_LIMIT) return null;
      if (head.size > maxBytes) return decodeTextPrefix(await readBlobPrefix(this.repoDir, head.oid, maxBytes), true);
    }
    const obj = await this.batch.read(name);
    if (!obj || obj.type !== 'blob') return null;
    return decodeText(obj.data).text;
  }

  async sizeOf(path: string): Promise<number | null> {
    const head = await this.sizes.read(this.blobName(path));
    return head && head.type === 'blob' ? head.size : null;
  }

  async snapshot(selection: FileSelection, previous?: Snapshot): Promise<Snapshot> {
    const listing = await lsTreeOf(this.repoDir, this.commit);
    if (listing.code !== 0) {
      throw new InputError(ERROR_CODES.MISSING_COMMIT, `cannot list the files of ${this.label} (${this.commit}): ${listing.stderr}`);
    }
    const matcher = compileSelection(selection);
    const reuse = reusable(previous);
    const files: SourceFile[] = [];
    const notes: FileNote[] = [];
    const toRead: TreeEntry[] = [];
    for (const entry of parseLsTree(listing.stdout)) {
      // Submodules are other repositories: their docs are not this one's.
      if (entry.mode === MODE_SUBMODULE || entry.type !== 'blob') continue;
      if (!matcher.isDoc(entry.path)) continue;
      if (entry.invalidName) {
        notes.push(invalidNameNote(entry.path));
        continue;
      }
      if (entry.mode === MODE_SYMLINK) {
        // Git stores the link's target as the blob; following it could leave the tree, so never.
        notes.push(symlinkNote(entry.path, 'symbolic link, not followed'));
        continue;
      }
      if (entry.size > selection.maxFileBytes) {
        notes.push(tooLargeNote(entry.path, entry.size, selection.maxFileBytes));
        continue;
      }
      const known = reuse.get(entry.object);
      if (known) {
        files.push({ ...known.file, path: entry.path });
        if (known.note) notes.push({ ...known.note, path: entry.path });
        continue;
      }
      toRead.push(entry);
    }
    await this.batch.readEach(
      toRead.map((e) => e.object),
      (k, obj) => {
        const entry = toRead[k];
        if (!obj) {
          // A partial clone can list a blob it does not hold.
          notes.push({ path: entry.path, reason: 'unreadable', action: 'skipped', detail: `blob ${entry.object} is not in this clone` });
          return;
        }
        const { file, note } = decodeFile(entry.path, entry.object, obj.data);
        if (file) files.push(file);
        if (note) notes.push(note);
      },
    );
    return { label: this.label, commit: this.commit, files: sortFiles(files), notes: sortNotes(notes) };
  }

  async close(): Promise<void> {
    if (this.shared) return;
    await Promise.all([this.batch.close(), this.sizes.close()]);
  }
}

/** Files of another snapshot by blob hash, with their repair notes, so unchanged blobs are decoded once. */
function reusable(previous: Snapshot | undefined): Map<string, { file: SourceFile; note?: FileNote }> {
  const map = new Map<string, { file: SourceFile; note?: FileNote }>();
  if (!previous) return map;
  const repaired = new Map<string, FileNote>();
  for (const n of previous.notes) if (n.reason === 'invalid-utf8') repaired.set(n.path, n);
  for (const file of previous.files) map.set(file.hash, { file, note: repaired.get(file.path) });
  return map;
}
