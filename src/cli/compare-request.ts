/** Command-line flags of the commands that run a comparison (compare, fix-labels) → the engine's request. */
import type { CompareRequest } from '../engine/types';

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
  const req: CompareRequest = {};
  for (const [flag, key] of FLAG_KEYS) {
    const v = values[flag];
    if (typeof v === 'string') req[key] = v;
  }
  return req;
}
