/**
 * Files and folders the action reads or writes by a path from its inputs or the config stay inside
 * the workspace or RUNNER_TEMP, symbolic links resolved (a PR can add a link to the checkout).
 * A path that leads out is an input error naming the input.
 */
import { ERROR_CODES, InputError } from '../errors';
import { isContained } from '../source/contained-path';

/** The folders the action may touch: the workspace (and working directory) and RUNNER_TEMP. */
export function allowedRoots(env: Record<string, string | undefined>, workingDirectory: string): string[] {
  return [env.GITHUB_WORKSPACE || workingDirectory, workingDirectory, env.RUNNER_TEMP].filter((r): r is string => !!r);
}

/** Throws an InputError naming `field` when `abs` (links resolved) lies outside every allowed root. */
export function requireInside(abs: string, roots: readonly string[], field: string, what: string): void {
  if (isContained(abs, roots)) return;
  throw new InputError(
    ERROR_CODES.USAGE,
    `${what} '${abs}' is outside the workspace and RUNNER_TEMP (or a symbolic link leads there); the action reads and writes only inside them`,
    { field },
  );
}
