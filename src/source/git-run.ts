import { spawn } from 'node:child_process';

/** What one finished git command left behind. */
export interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** Environment for every git call: never prompt for credentials, never page, never localise messages. */
export function gitEnv(): NodeJS.ProcessEnv {
  return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', LANGUAGE: 'C' };
}

/** Runs `git <args>` in `cwd` and collects its output; rejects only when git cannot be started. */
export function runGit(cwd: string, args: string[]): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, env: gitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8').trim() }));
  });
}

/** The last commit's full listing: a run lists one commit's tree for its scope, its snapshot and its cache key. */
let lastTree: { root: string; commit: string; result: Promise<GitResult> } | undefined;

/**
 * `git ls-tree -r -l -z --full-tree <commit>`, once per commit: the same commit asked again (the
 * scope, then the snapshot, then a cache key) gets the same listing without another git process. Only
 * a full commit id is remembered (its tree never changes), and only the last one.
 */
export function lsTreeOf(root: string, commit: string): Promise<GitResult> {
  if (lastTree && lastTree.root === root && lastTree.commit === commit) return lastTree.result;
  const result = runGit(root, ['ls-tree', '-r', '-l', '-z', '--full-tree', commit]);
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit)) {
    lastTree = { root, commit, result };
    // A failed listing is not kept: the next call tries again.
    result.then((r) => {
      if (r.code !== 0 && lastTree?.result === result) lastTree = undefined;
    }, () => {
      if (lastTree?.result === result) lastTree = undefined;
    });
  }
  return result;
}
