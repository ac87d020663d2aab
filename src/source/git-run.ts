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
