import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Runs git in `cwd` with a fixed identity and dates, so commits are reproducible. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
      GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: tmpdir(),
    },
    maxBuffer: 1 << 28,
  }).trim();
}

/** A fresh temporary folder. */
export function tempDir(prefix = 'rg-src-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A fresh repository with `main` as its first branch. */
export function initRepo(): string {
  const dir = tempDir('rg-git-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'commit.gpgsign', 'false');
  git(dir, 'config', 'core.autocrlf', 'false');
  return dir;
}

/** Writes files (string or bytes) under `dir`, creating folders. */
export function writeFiles(dir: string, files: Record<string, string | Uint8Array>): void {
  for (const [path, content] of Object.entries(files)) {
    const abs = join(dir, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

/** Stages everything and commits; returns the new commit's SHA. */
export function commitAll(dir: string, message: string): string {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** Removes a folder made by tempDir/initRepo, and refuses anything else (never a parent such as the temp root). */
export function removeDir(dir: string): void {
  const parent = dirname(dir);
  const name = dir.slice(parent.length + 1);
  if (parent !== tmpdir() || !name.startsWith('rg-')) throw new Error(`refusing to remove '${dir}': not a temporary test folder`);
  rmSync(dir, { recursive: true, force: true });
}
