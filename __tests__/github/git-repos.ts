/** Real temporary git repositories shaped like a GitHub PR, for the history-fetching tests. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.com',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

/** Runs git and returns its trimmed stdout. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Temporary folders removed after the file's tests (registers the afterAll): `temp` makes one,
 * `track` adopts one made elsewhere (a repository a fixture made).
 */
export function tempDirs(): { temp: (prefix: string) => string; track: (dir: string) => string } {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const track = (dir: string) => (dirs.push(dir), dir);
  return { temp: (prefix) => track(tempDir(prefix)), track };
}

/** Commits one file change and returns the new SHA. */
export function commitFile(repo: string, file: string, text: string, message: string): string {
  writeFileSync(path.join(repo, file), text);
  git(repo, 'add', file);
  git(repo, 'commit', '-q', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

export interface PrRepo {
  origin: string;
  /** Where the feature branch left main. */
  forkPoint: string;
  /** Tip of main (the PR's base.sha). */
  baseSha: string;
  /** Tip of the feature branch (the PR's head.sha). */
  headSha: string;
  /** The test merge commit GitHub makes, at refs/pull/1/merge. */
  mergeSha: string;
}

/** The fixed identity and date of ENV, as fast-import writes them (2026-01-01T00:00:00Z). */
const WHO = 't <t@example.com> 1767225600 +0000';

/** One fast-import commit (marked `:mark`) writing one file per entry of `files` over its parents' tree. */
function importCommit(c: { ref: string; mark: number; message: string; from?: number; merge?: number; files: Array<[string, string]> }): string {
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const parents = `${c.from ? `from :${c.from}\n` : ''}${c.merge ? `merge :${c.merge}\n` : ''}`;
  const ops = c.files.map(([file, text]) => `M 100644 inline ${file}\n${data(text)}`).join('');
  // `git commit -m` ends the message with a newline: the same bytes, so the same commit ids as committing one by one.
  return `commit ${c.ref}\nmark :${c.mark}\nauthor ${WHO}\ncommitter ${WHO}\n${data(`${c.message}\n`)}${parents}${ops}`;
}

/**
 * An origin with `main` moving on after the branch point (`mainAfter` commits) and a feature branch
 * of `featureCommits`, plus refs/pull/1/merge like GitHub's (a --no-ff merge of feature into main).
 * Main is checked out at its tip. All commits go in through one `git fast-import` (three git
 * processes, not three per commit: the deep histories here have 80 commits).
 */
/** `common`: files the first commit adds, so every commit of both branches holds them (a committed config). */
export function makePrOrigin(opts: { before?: number; mainAfter?: number; featureCommits?: number; common?: Array<[string, string]> } = {}): PrRepo {
  const origin = tempDir('rg-origin-');
  git(origin, 'init', '-q', '-b', 'main');
  const commits: string[] = [];
  let mark = 0;
  const add = (ref: string, message: string, files: Array<[string, string]>, parents: { from?: number; merge?: number } = {}): number => {
    commits.push(importCommit({ ref, mark: ++mark, message, files, ...parents }));
    return mark;
  };
  let fork = 0;
  for (let i = 0; i < (opts.before ?? 3); i++) fork = add('refs/heads/main', `main ${i}`, [['docs.md', `# Docs\n\nversion ${i}\n`], ...(i === 0 ? (opts.common ?? []) : [])], { from: fork || undefined });
  let head = fork;
  const featureFiles: Array<[string, string]> = [];
  for (let i = 0; i < (opts.featureCommits ?? 2); i++) {
    const file: [string, string] = [`feature-${i}.md`, `# Feature ${i}\n`];
    featureFiles.push(file);
    head = add('refs/heads/feature', `feature ${i}`, [file], { from: head });
  }
  let base = fork;
  for (let i = 0; i < (opts.mainAfter ?? 2); i++) base = add('refs/heads/main', `main after ${i}`, [[`main-${i}.md`, `# Main ${i}\n`]], { from: base });
  // The merge's tree: main's, plus the feature branch's files (the two sides touch different files).
  const merge = add('refs/pull/1/merge', 'Merge feature', featureFiles, { from: base, merge: head });
  const marks = path.join(origin, '.git', 'rg-marks');
  execFileSync('git', ['fast-import', '--quiet', `--export-marks=${marks}`], { cwd: origin, env: ENV, input: commits.join('') });
  const sha = new Map(readFileSync(marks, 'utf8').trim().split('\n').map((l) => [Number(l.slice(1, l.indexOf(' '))), l.slice(l.indexOf(' ') + 1)] as [number, string]));
  rmSync(marks);
  git(origin, 'reset', '-q', '--hard');
  const at = (m: number) => sha.get(m) as string;
  return { origin, forkPoint: at(fork), baseSha: at(base), headSha: at(head), mergeSha: at(merge) };
}

/** What actions/checkout does for a PR at fetch-depth `depth`: a shallow fetch of refs/pull/1/merge. */
export function checkoutLikeActions(origin: string, depth = 1): string {
  const work = tempDir('rg-work-');
  git(work, 'init', '-q');
  git(work, 'remote', 'add', 'origin', `file://${origin}`);
  git(work, 'fetch', '-q', '--no-tags', `--depth=${depth}`, 'origin', '+refs/pull/1/merge:refs/remotes/pull/1/merge');
  git(work, 'checkout', '-q', '--detach', 'refs/remotes/pull/1/merge');
  return work;
}
