/**
 * Command-line flags → the engine's request: of the commands that run a comparison (compare,
 * fix-labels), and of those that measure or check one side (eval, validate).
 */
import { DEFAULT_GOLDEN_PATH } from '../config/types';
import type { CompareRequest, EvalRequest } from '../engine/types';

/** Flag → request key, for every side and settings flag a comparing command may accept. */
const FLAG_KEYS = [
  ['repo', 'repo'],
  ['base', 'base'],
  ['head', 'head'],
  ['base-dir', 'baseDir'],
  ['head-dir', 'headDir'],
  ['config', 'configPath'],
  ['golden', 'goldenPath'],
  ['base-config', 'baseConfigPath'],
  ['head-config', 'headConfigPath'],
  ['rev', 'rev'],
  ['dir', 'dir'],
] as const;

/** The flags naming the two sides and the golden set and config, shared by every comparing command. */
export const SIDE_OPTIONS = {
  base: { type: 'string' },
  head: { type: 'string' },
  repo: { type: 'string' },
  'base-dir': { type: 'string' },
  'head-dir': { type: 'string' },
  config: { type: 'string' },
  golden: { type: 'string' },
} as const;

/** The request named by the parsed flags; flags a command does not accept are simply absent. */
export function compareRequestFrom(values: Record<string, unknown>): CompareRequest {
  return requestFrom(values, FLAG_KEYS);
}

/** The flags naming one side (a revision or a folder) and its config and golden set: eval, validate. */
export const ONE_SIDE_OPTIONS = {
  rev: { type: 'string' },
  dir: { type: 'string' },
  repo: { type: 'string' },
  config: { type: 'string' },
  golden: { type: 'string' },
} as const;

const ONE_SIDE_KEYS = [
  ['rev', 'rev'],
  ['dir', 'dir'],
  ['repo', 'repo'],
  ['config', 'configPath'],
  ['golden', 'goldenPath'],
] as const;

/** The one-side request named by the parsed flags (those of ONE_SIDE_OPTIONS that were given). */
export function evalRequestFrom(values: Record<string, unknown>): EvalRequest {
  return requestFrom(values, ONE_SIDE_KEYS);
}

/** Each flag given (a string) under its request key; a flag not given leaves its key absent. */
function requestFrom<K extends string>(values: Record<string, unknown>, keys: ReadonlyArray<readonly [string, K]>): Partial<Record<K, string>> {
  const req: Partial<Record<K, string>> = {};
  for (const [flag, key] of keys) {
    const v = values[flag];
    if (typeof v === 'string') req[key] = v;
  }
  return req;
}

/** The golden-set file a one-side command edits, as given or the default one of --dir, --repo or the current folder (shown as typed). */
export function goldenFileOf(values: Record<string, unknown>, given: string | undefined): string {
  const dir = typeof values.dir === 'string' ? values.dir : typeof values.repo === 'string' ? values.repo : undefined;
  return given ?? (dir !== undefined ? `${dir}/${DEFAULT_GOLDEN_PATH}` : DEFAULT_GOLDEN_PATH);
}
