/**
 * Makes sure the two commits to compare are in the clone, fetching only what is needed. CI
 * checkouts are shallow (actions/checkout defaults to fetch-depth 1 on `refs/pull/N/merge`), so the
 * PR's base and head commits are usually absent: fetch them by SHA, then deepen step by step until
 * their merge base appears, up to a bound. Only git objects are read; no PR code runs.
 */
import { execFile } from 'node:child_process';
import { InputError, ERROR_CODES } from '../errors';
import { escapeLog } from '../util/log-escape';

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}
/** Runs git with arguments in a folder; never throws on a non-zero exit. */
export type Git = (args: string[], cwd: string) => Promise<GitResult>;

/** The real git, via execFile (no shell: SHAs and refs from the event are never interpreted). */
export const realGit: Git = (args, cwd) =>
  new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout, stderr) => {
      const code = error ? (typeof (error as { code?: unknown }).code === 'number' ? ((error as { code: number }).code) : 128) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });

export interface Resolved {
  /** Full SHA of the base side (the merge base for a PR). */
  base: string;
  head: string;
  /** `git fetch` commands that were run, for the log and the tests. */
  fetches: string[];
}

const FULL_SHA = /^[0-9a-f]{40}$|^[0-9a-f]{64}$/i;
const CHECKOUT_HINT = 'give actions/checkout `fetch-depth: 0` (the whole history) so both commits are present';

/** Ensures base and head exist locally (and their merge base when asked); returns full SHAs. */
export async function ensureCommits(
  git: Git,
  repo: string,
  want: { base: string; head: string; mergeBase: boolean },
  depthLimit: number,
  log: (message: string) => void = () => {},
): Promise<Resolved> {
  const fetches: string[] = [];
  const remote = await pickRemote(git, repo);
  const fetch = async (depth: number, revs: string[]): Promise<GitResult> => {
    const args = ['fetch', '--no-tags', '--no-recurse-submodules', `--depth=${depth}`, remote ?? 'origin', ...revs];
    fetches.push(`git ${args.join(' ')}`);
    log(`git ${args.join(' ')}`);
    return git(args, repo);
  };

  const missing = [];
  for (const rev of [want.base, want.head]) if (!(await hasCommit(git, repo, rev))) missing.push(rev);
  if (missing.length) {
    const fetchable = missing.filter((r) => FULL_SHA.test(r));
    if (remote && fetchable.length) {
      // Depth 1 is all a snapshot needs; the merge-base search below deepens when it must.
      const r = await fetch(1, fetchable);
      if (r.code !== 0) log(`fetch failed: ${escapeLog(r.stderr.trim())}`);
    }
    for (const rev of missing) {
      if (!(await hasCommit(git, repo, rev))) {
        throw new InputError(
          ERROR_CODES.MISSING_COMMIT,
          `commit '${rev}' is not in the clone at ${repo}${remote ? ` and could not be fetched from '${remote}'` : ' and there is no remote to fetch it from'}; ${CHECKOUT_HINT}`,
          { field: rev === want.base ? 'base' : 'head' },
        );
      }
    }
  }
  const head = await revParse(git, repo, want.head);
  let base = await revParse(git, repo, want.base);
  if (want.mergeBase) {
    let depth = 16;
    for (;;) {
      const mb = await git(['merge-base', base, head], repo);
      if (mb.code === 0 && mb.stdout.trim()) {
        base = mb.stdout.trim();
        break;
      }
      const shallow = (await git(['rev-parse', '--is-shallow-repository'], repo)).stdout.trim() === 'true';
      if (!shallow || !remote) {
        throw new InputError(ERROR_CODES.MISSING_COMMIT, `commits ${base} and ${head} have no common history in ${repo}; compare them with explicit 'base' and 'head' inputs`, { field: 'base' });
      }
      if (depth > depthLimit) {
        throw new InputError(
          ERROR_CODES.MISSING_COMMIT,
          `no merge base of ${base} and ${head} within ${depthLimit} commits of history (fetch-depth-limit); ${CHECKOUT_HINT}`,
          { field: 'base' },
        );
      }
      const r = await fetch(depth, [base, head]);
      if (r.code !== 0) {
        throw new InputError(ERROR_CODES.MISSING_COMMIT, `could not fetch history from '${remote}' (${r.stderr.trim().split('\n').pop()}); ${CHECKOUT_HINT}`, { field: 'base' });
      }
      depth *= 4;
    }
  }
  return { base, head, fetches };
}

async function hasCommit(git: Git, repo: string, rev: string): Promise<boolean> {
  return (await git(['cat-file', '-e', `${rev}^{commit}`], repo)).code === 0;
}

async function revParse(git: Git, repo: string, rev: string): Promise<string> {
  const r = await git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], repo);
  if (r.code !== 0) throw new InputError(ERROR_CODES.MISSING_COMMIT, `'${rev}' is not a commit in ${repo}; ${CHECKOUT_HINT}`);
  return r.stdout.trim();
}

/** `origin` when it exists (actions/checkout's name), else the first remote, else none. */
async function pickRemote(git: Git, repo: string): Promise<string | null> {
  const r = await git(['remote'], repo);
  if (r.code !== 0) {
    throw new InputError(ERROR_CODES.GIT, `${repo} is not a git repository (${r.stderr.trim()}); check out the repository with actions/checkout before this step`, { field: 'input working-directory' });
  }
  const names = r.stdout.split('\n').map((s) => s.trim()).filter(Boolean);
  return names.includes('origin') ? 'origin' : (names[0] ?? null);
}
