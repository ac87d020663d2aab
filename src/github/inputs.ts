/**
 * The action's inputs (action.yml) read into one typed settings object. Everything downstream takes
 * `Settings`, never `core.getInput`, so it can be tested with plain values.
 */
import * as path from 'node:path';
import { InputError, ERROR_CODES } from '../errors';

export const COMMENT_MODES = ['always', 'on-change', 'off'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

export const RUN_MODES = ['gate', 'report', 'post'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export interface Settings {
  /** Config path relative to the working directory; undefined = the engine's default. */
  config?: string;
  golden?: string;
  token: string;
  base?: string;
  head?: string;
  comment: CommentMode;
  mode: RunMode;
  /** Absolute folder the action runs in (the repository checkout, or a folder inside it). */
  workingDirectory: string;
  /** Absolute path report.json is written to. */
  reportPath: string;
  cache: boolean;
  /** Absolute local cache folder (used instead of the cache service when set). */
  cacheDir?: string;
  /** `mode: post`: the report.json downloaded from the unprivileged run. */
  artifactPath?: string;
  /** How deep `git fetch` may go looking for a merge base before giving up. */
  fetchDepthLimit: number;
  /** Write the report page and upload it as an artifact of the run (input `html`, default true). */
  html: boolean;
  /** Absolute path of the report page: beside report.json, `retrieval-gate-<its name>.html` (the artifact's name). */
  htmlPath: string;
  /** Record pushes to the default branch and read the record on other runs (docs/history.md). */
  history: boolean;
  historyBranch: string;
  /** Another repository holding the history branch (`owner/name` or a git URL); undefined = this one. */
  historyRepository?: string;
}

/** How the settings reader sees its inputs: `core.getInput` in the action, a map in tests. */
export type InputReader = (name: string) => string;

/** Reads and validates every input; a bad value is an InputError naming the input. */
export function readSettings(input: InputReader, env: Record<string, string | undefined>): Settings {
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const workingDirectory = path.resolve(workspace, input('working-directory').trim() || '.');
  const opt = (name: string): string | undefined => input(name).trim() || undefined;
  const golden = opt('golden');
  const mode = oneOf(input, 'mode', RUN_MODES, 'gate');
  const reportInput = opt('report-path');
  const reportPath = reportInput
    ? path.resolve(workingDirectory, reportInput)
    : path.join(env.RUNNER_TEMP || path.join(workingDirectory, '.retrieval-gate'), 'retrieval-gate', `report-${slugFile(golden ?? 'default')}.json`);
  const cacheDirInput = opt('cache-dir');
  const depth = opt('fetch-depth-limit');
  const fetchDepthLimit = depth === undefined ? 1024 : Number(depth);
  if (!Number.isInteger(fetchDepthLimit) || fetchDepthLimit < 1) {
    throw new InputError(ERROR_CODES.USAGE, `must be a positive integer but got '${depth}'`, { field: 'input fetch-depth-limit' });
  }
  const artifactInput = opt('artifact-path');
  if (mode === 'post' && !artifactInput) {
    throw new InputError(ERROR_CODES.USAGE, "is required with 'mode: post' (the report.json downloaded from the first workflow)", { field: 'input artifact-path' });
  }
  return {
    config: opt('config'),
    golden,
    token: input('github-token').trim(),
    base: opt('base'),
    head: opt('head'),
    comment: commentMode(input),
    mode,
    workingDirectory,
    reportPath,
    cache: bool(input, 'cache', true),
    cacheDir: cacheDirInput ? path.resolve(workingDirectory, cacheDirInput) : undefined,
    artifactPath: artifactInput ? path.resolve(workingDirectory, artifactInput) : undefined,
    fetchDepthLimit,
    html: bool(input, 'html', true),
    htmlPath: path.join(path.dirname(reportPath), `retrieval-gate-${path.basename(reportPath).replace(/\.json$/i, '')}.html`),
    history: bool(input, 'history', true),
    historyBranch: historyBranch(opt('history-branch')),
    historyRepository: opt('history-repository'),
  };
}

/** A branch name git takes as one (it is handed to git as `refs/heads/NAME`). */
function historyBranch(v: string | undefined): string {
  if (v === undefined) return 'retrieval-gate-history';
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/.test(v) || v.includes('..') || v.endsWith('.lock') || v.endsWith('/')) {
    throw new InputError(ERROR_CODES.USAGE, `must be a branch name (letters, digits, '.', '_', '-', '/') but got '${v}'`, { field: 'input history-branch' });
  }
  return v;
}

/**
 * `comment`: one of COMMENT_MODES, or a boolean, which is what most people type first (YAML
 * `comment: true` reaches the action as the string 'true'): true is `always`, false is `off`.
 */
function commentMode(input: InputReader): CommentMode {
  const raw = input('comment').trim().toLowerCase();
  if (raw === 'true') return 'always';
  if (raw === 'false') return 'off';
  try {
    return oneOf(input, 'comment', COMMENT_MODES, 'on-change');
  } catch (e) {
    throw new InputError(ERROR_CODES.USAGE, `${(e as Error).message} (or true = 'always', false = 'off')`, { field: 'input comment' });
  }
}

function oneOf<T extends string>(input: InputReader, name: string, allowed: readonly T[], fallback: T): T {
  const raw = input(name).trim();
  if (!raw) return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new InputError(ERROR_CODES.USAGE, `must be one of ${allowed.map((a) => `'${a}'`).join(', ')} but got '${raw}'`, { field: `input ${name}` });
}

function bool(input: InputReader, name: string, fallback: boolean): boolean {
  const raw = input(name).trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new InputError(ERROR_CODES.USAGE, `must be 'true' or 'false' but got '${raw}'`, { field: `input ${name}` });
}

/** A file-name-safe form of the golden path, so several golden sets in one job keep separate reports. */
function slugFile(p: string): string {
  return p.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|(?<!_)_+$/g, '') || 'default';
}
