/**
 * Who broke a label that was already broken at the base: git history, read only. The commits that
 * touched the label's file are walked newest first until one where the label still resolved; the
 * commit after it broke it. Its documents before and after (only the files it changed) come back
 * as plain data, so the core can say what that commit did with the same rules as for a fresh break.
 */
import { parseDocument } from '../chunk/document';
import type { ChunkingConfig } from '../config/types';
import type { Doc, Label } from '../types';
import { gitBlobHash } from './blob-hash';
import { CatFileBatch } from './cat-file';
import { runGit } from './git-run';
import { compileSelection, type FileSelection } from './select';

/** What the history says about one label broken at `from`. */
export type LabelHistory =
  | { kind: 'broke'; commit: string; subject: string; before: Doc[]; after: Doc[] }
  /** No commit in the file's whole history had the label resolving (a typo, or a page that never existed). */
  | { kind: 'never'; searched: number }
  /** The history could not tell (git failed, or the file's newest version still resolves). */
  | { kind: 'unknown' };

/** How many commits that touched the file are looked at, newest first. */
export const HISTORY_DEPTH = 100;
/** Most characters of file names on one `git log` command line (well under any system's argument limit). */
const PATHSPEC_CHARS = 100_000;
/** How many changed files of the breaking commit are read on each side of it. */
const MAX_CHANGED_FILES = 200;

function docOf(path: string, bytes: Buffer, chunking: ChunkingConfig): Doc {
  return parseDocument({ path, hash: gitBlobHash(bytes), text: bytes.toString('utf8'), size: bytes.length }, chunking);
}

function resolves(doc: Doc, label: Label): boolean {
  return doc.chunks.some((c) => label.anchor === undefined || c.anchors.includes(label.anchor));
}

interface Commit {
  commit: string;
  subject: string;
}

/**
 * Reads label histories in one repository: one `git log` for the files of all the labels
 * (`preload`), every file version through one long-lived `git cat-file --batch` (a process per
 * version would cost more than the parsing). A `git log` per label walked the whole history once
 * per label: 300 labels in a 30,000-commit repository took 82.7 s.
 */
export class LabelHistoryReader {
  private readonly batch: CatFileBatch;
  /** Sizes before bytes (`--batch-check`): a version over chunking.max_file_bytes is never read. */
  private readonly sizes: CatFileBatch;
  /** `from` → path → the commits that touched it, newest first (at most HISTORY_DEPTH). */
  private readonly preloaded = new Map<string, Map<string, Commit[]>>();

  constructor(
    private readonly repo: string,
    private readonly chunking: ChunkingConfig,
    private readonly selection: FileSelection,
  ) {
    this.batch = new CatFileBatch(repo);
    this.sizes = new CatFileBatch(repo, true);
  }

  /**
   * One version of a file, or null when absent or over chunking.max_file_bytes: a snapshot skips
   * such a file by its size, so it is no version the label could have resolved in, and reading it
   * would hold its whole size (up to 200 changed files of a commit are read, any of them a blob of
   * 100 MB that packs to a few KB).
   */
  private async show(commit: string, path: string): Promise<Buffer | null> {
    const name = `${commit}:${path}`;
    const head = await this.sizes.read(name);
    if (!head || head.type !== 'blob' || head.size > this.selection.maxFileBytes) return null;
    const obj = await this.batch.read(name);
    return obj && obj.type === 'blob' ? obj.data : null;
  }

  /**
   * Reads, in one `git log` from `from`, the commits that touched each of `paths` (the files of the
   * labels `find` will be asked about), as literal names (a `*` in a name is not a glob). The
   * paths go on the command line, so a very long list is split into a few logs of at most
   * PATHSPEC_CHARS characters of names each. Merges list no files, so a break is found on the
   * commit that made it, not on a merge that brought it.
   */
  async preload(from: string, paths: Iterable<string>): Promise<void> {
    const wanted = [...new Set(paths)].filter((p) => !this.preloaded.get(from)?.has(p));
    const byPath = this.preloaded.get(from) ?? new Map<string, Commit[]>();
    for (let i = 0; i < wanted.length; ) {
      const group: string[] = [];
      for (let chars = 0; i < wanted.length && (group.length === 0 || chars + wanted[i].length <= PATHSPEC_CHARS); i++) {
        group.push(wanted[i]);
        chars += wanted[i].length + 1;
      }
      const log = await runGit(this.repo, ['--literal-pathspecs', 'log', '--format=%x1e%H%x1f%s', '--name-only', '-z', from, '--', ...group]);
      if (log.code !== 0) continue; // find() falls back to one log per label, which reports `unknown` when git fails
      for (const p of group) byPath.set(p, []);
      for (const record of log.stdout.toString('utf8').split('\x1e')) {
        const head = record.indexOf('\0');
        if (head < 0) continue;
        const [commit, subject = ''] = record.slice(0, head).split('\x1f');
        for (const name of record.slice(head + 1).split('\0')) {
          const list = byPath.get(name.replace(/^\n/, ''));
          if (list && list.length < HISTORY_DEPTH) list.push({ commit, subject });
        }
      }
    }
    this.preloaded.set(from, byPath);
  }

  /** The commits that touched `path`, newest first: from `preload`, else one `git log` for it. */
  private async commitsOf(from: string, path: string): Promise<Commit[] | null> {
    const known = this.preloaded.get(from)?.get(path);
    if (known) return known;
    const log = await runGit(this.repo, ['--literal-pathspecs', 'log', `-n${HISTORY_DEPTH}`, '--format=%H%x1f%s', from, '--', path]);
    if (log.code !== 0) return null;
    return log.stdout
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const [commit, subject] = l.split('\x1f');
        return { commit, subject: subject ?? '' };
      });
  }

  /** Finds the commit (reachable from `from`) that broke `label`, and the documents it changed. */
  async find(from: string, label: Label): Promise<LabelHistory> {
    const commits = await this.commitsOf(from, label.path);
    if (!commits) return { kind: 'unknown' };
    let newer: Commit | null = null;
    for (const c of commits) {
      const bytes = await this.show(c.commit, label.path);
      if (bytes && resolves(docOf(label.path, bytes, this.chunking), label)) {
        if (!newer) return { kind: 'unknown' };
        const docs = await this.changedDocs(newer.commit, label.path);
        return docs ? { kind: 'broke', commit: newer.commit, subject: newer.subject, ...docs } : { kind: 'unknown' };
      }
      newer = c;
    }
    // "Never" only when the whole history was read: a shallow clone or the depth limit may hide the commit where it resolved.
    if (commits.length >= HISTORY_DEPTH || (await this.shallow())) return { kind: 'unknown' };
    return { kind: 'never', searched: commits.length };
  }

  private shallowFlag: boolean | undefined;

  private async shallow(): Promise<boolean> {
    this.shallowFlag ??= (await runGit(this.repo, ['rev-parse', '--is-shallow-repository'])).stdout.toString('utf8').trim() === 'true';
    return this.shallowFlag;
  }

  /** The documents `commit` changed (and the label's own file), parsed at its parent and at itself. */
  private async changedDocs(commit: string, labelPath: string): Promise<{ before: Doc[]; after: Doc[] } | null> {
    const changed = await this.changedPaths(commit);
    if (!changed) return null;
    const paths = [...new Set([labelPath, ...changed])].slice(0, MAX_CHANGED_FILES);
    const before: Doc[] = [];
    const after: Doc[] = [];
    for (const p of paths) {
      const b = await this.show(`${commit}^`, p);
      if (b) before.push(docOf(p, b, this.chunking));
      const a = await this.show(commit, p);
      if (a) after.push(docOf(p, a, this.chunking));
    }
    return { before, after };
  }

  /** Commit → the documents it changed, asked once per commit (many labels can share the commit that broke them). */
  private readonly changed = new Map<string, string[] | null>();

  private async changedPaths(commit: string): Promise<string[] | null> {
    if (this.changed.has(commit)) return this.changed.get(commit)!;
    const diff = await runGit(this.repo, ['diff', '--name-only', '-z', '--no-renames', `${commit}^`, commit]);
    const isDoc = compileSelection(this.selection).isDoc;
    const paths = diff.code === 0 ? diff.stdout.toString('utf8').split('\0').filter((p) => p && isDoc(p)) : null;
    this.changed.set(commit, paths);
    return paths;
  }

  async close(): Promise<void> {
    await Promise.all([this.batch.close(), this.sizes.close()]);
  }
}
