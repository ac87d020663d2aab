/** Real temporary git repositories shaped like a GitHub PR, for the history-fetching tests. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
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

/**
 * An origin with `main` moving on after the branch point (`mainAfter` commits) and a feature branch
 * of `featureCommits`, plus refs/pull/1/merge like GitHub's.
 */
export function makePrOrigin(opts: { before?: number; mainAfter?: number; featureCommits?: number } = {}): PrRepo {
  const origin = tempDir('rg-origin-');
  git(origin, 'init', '-q', '-b', 'main');
  for (let i = 0; i < (opts.before ?? 3); i++) commitFile(origin, 'docs.md', `# Docs\n\nversion ${i}\n`, `main ${i}`);
  const forkPoint = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', '-b', 'feature');
  let headSha = forkPoint;
  for (let i = 0; i < (opts.featureCommits ?? 2); i++) headSha = commitFile(origin, `feature-${i}.md`, `# Feature ${i}\n`, `feature ${i}`);
  git(origin, 'checkout', '-q', 'main');
  let baseSha = forkPoint;
  for (let i = 0; i < (opts.mainAfter ?? 2); i++) baseSha = commitFile(origin, `main-${i}.md`, `# Main ${i}\n`, `main after ${i}`);
  git(origin, 'merge', '-q', '--no-ff', '-m', 'Merge feature', 'feature');
  const mergeSha = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'update-ref', 'refs/pull/1/merge', mergeSha);
  git(origin, 'reset', '-q', '--hard', baseSha);
  return { origin, forkPoint, baseSha, headSha, mergeSha };
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
