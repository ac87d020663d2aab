/**
 * Where the command line keeps its caches (embeddings, answers): the user's cache folder, never
 * the checkout. A cached vector or answer cannot be checked without calling the model, and the
 * keys are hashes anyone can compute from public text, so a folder a pull request can commit to
 * would let it choose the verdict of `compare` run on its checkout. The folder:
 * `RETRIEVAL_GATE_CACHE_DIR` when set, else `$XDG_CACHE_HOME/retrieval-gate`, else the system's
 * convention (`~/.cache`, `~/Library/Caches` on macOS, `%LOCALAPPDATA%` on Windows). A folder
 * inside a repository the command reads (links resolved) is refused, exit status 2.
 */
import * as path from 'node:path';
import type { EngineDeps } from '../engine/types';
import { ERROR_CODES, InputError } from '../errors';
import { isContained } from '../source/contained-path';
import { runGit } from '../source/git-run';
import type { CliIo } from './io';

/** The variable that moves every cache of the command line. */
export const CACHE_DIR_ENV = 'RETRIEVAL_GATE_CACHE_DIR';

/** The cache folder and what chose it, or undefined when the environment names no home at all. */
export function userCacheFolder(env: Record<string, string | undefined>, cwd: string, platform: NodeJS.Platform = process.platform): { dir: string; from: string } | undefined {
  const set = (name: string) => (env[name] && env[name]!.trim() ? env[name]!.trim() : undefined);
  const own = set(CACHE_DIR_ENV);
  if (own) return { dir: path.resolve(cwd, own), from: CACHE_DIR_ENV };
  const xdg = set('XDG_CACHE_HOME');
  // The XDG rule: a relative XDG_CACHE_HOME is invalid and ignored.
  if (xdg && path.isAbsolute(xdg)) return { dir: path.join(xdg, 'retrieval-gate'), from: 'XDG_CACHE_HOME' };
  if (platform === 'win32') {
    const local = set('LOCALAPPDATA');
    if (local) return { dir: path.win32.join(local, 'retrieval-gate', 'Cache'), from: 'LOCALAPPDATA' };
  }
  // Only the environment's home: a test or a caller that passes its own environment never reaches the real one.
  const home = set('HOME') ?? (platform === 'win32' ? set('USERPROFILE') : undefined);
  if (!home) return undefined;
  if (platform === 'darwin') return { dir: path.join(home, 'Library', 'Caches', 'retrieval-gate'), from: 'HOME' };
  if (platform === 'win32') return { dir: path.win32.join(home, 'AppData', 'Local', 'retrieval-gate', 'Cache'), from: 'USERPROFILE' };
  return { dir: path.join(home, '.cache', 'retrieval-gate'), from: 'HOME' };
}

/**
 * The repositories a command reads: each folder given (default: the current one) and the git
 * work tree it lies in. A folder outside any work tree counts only when it was named.
 */
export async function repositoryRoots(cwd: string, folders: ReadonlyArray<string | undefined>): Promise<string[]> {
  const given = folders.filter((f): f is string => f !== undefined && f !== '');
  const roots = new Set<string>();
  for (const f of given.length ? given : ['.']) {
    const abs = path.resolve(cwd, f);
    if (given.length) roots.add(abs);
    const top = await runGit(abs, ['rev-parse', '--show-toplevel']).catch(() => null);
    const dir = top && top.code === 0 ? top.stdout.toString('utf8').trim() : '';
    if (dir) roots.add(dir);
  }
  return [...roots];
}

/** Refuses (exit 2) a cache folder inside one of `roots`, saying why. */
export function refuseInsideRepository(dir: string, roots: readonly string[], setting: string): void {
  const root = roots.find((r) => isContained(dir, [r]));
  if (!root) return;
  throw new InputError(
    ERROR_CODES.USAGE,
    `the cache folder '${dir}' (${setting}) is inside the repository '${root}' (links resolved): a pull request can commit files there, ` +
      'and cached vectors, answers and rankings cannot be checked, so they would decide the verdict. ' +
      (setting === CACHE_DIR_ENV ? `Set ${CACHE_DIR_ENV} to a folder outside the repository, or unset it for your user cache folder` : setting.startsWith('--') ? `Give ${setting} a folder outside the repository` : `Set ${CACHE_DIR_ENV} to a folder outside the repository`),
    { field: setting },
  );
}

/**
 * The engine's cache folders for a command that reads `folders` (its --repo / --dir / --base-dir
 * / --head-dir values): `<cache>/embeddings` and `<cache>/answers`. Refused inside a repository;
 * none (and a log line) when the environment names no home. With them, the terminal's progress
 * display, when the streams have one: every command that may embed asks for its caches here.
 */
export async function cliCacheDeps(io: CliIo, folders: ReadonlyArray<string | undefined>, log?: (message: string) => void): Promise<Pick<EngineDeps, 'embeddingsCacheDir' | 'answersCacheDir' | 'progress'>> {
  const progress = io.progress ? { progress: io.progress } : {};
  const found = userCacheFolder(io.env, io.cwd);
  if (!found) {
    log?.(`cache: no cache folder (set ${CACHE_DIR_ENV} or HOME): nothing is cached on disk`);
    return progress;
  }
  const out = { embeddingsCacheDir: path.join(found.dir, 'embeddings'), answersCacheDir: path.join(found.dir, 'answers'), ...progress };
  const roots = await repositoryRoots(io.cwd, folders);
  // The folders themselves too: a link at `embeddings` may lead into a repository the root is not in.
  for (const dir of [found.dir, out.embeddingsCacheDir, out.answersCacheDir]) refuseInsideRepository(dir, roots, found.from);
  return out;
}
