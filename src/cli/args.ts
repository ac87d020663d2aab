import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ERROR_CODES, InputError } from '../errors';
import { MAX_CUTOFFS, MAX_DEPTH } from '../limits';

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

export interface ParsedArgs {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

/**
 * Strict argument parsing on node:util's parseArgs: an unknown flag or a missing value is a usage
 * error (exit 2) that names the flag and the command, never silently ignored.
 */
export function parseCommandArgs(command: string, argv: readonly string[], options: OptionSpec, maxPositionals = 0): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (e) {
    const msg = (e as Error).message.replace(/\. To specify a positional argument.*$/s, '');
    throw new InputError(ERROR_CODES.USAGE, `${msg} (see 'retrieval-gate ${command} --help')`);
  }
  if (parsed.positionals.length > maxPositionals) {
    throw new InputError(
      ERROR_CODES.USAGE,
      `unexpected argument '${parsed.positionals[maxPositionals]}' (see 'retrieval-gate ${command} --help')`,
    );
  }
  return parsed as ParsedArgs;
}

/** A flag that must be a positive integer. */
export function intFlag(command: string, name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || n < 1) {
    throw new InputError(ERROR_CODES.USAGE, `--${name} must be a positive integer but got '${String(value)}'`, { field: `--${name}` });
  }
  return n;
}

/** Most worker threads `--jobs` accepts. */
export const MAX_JOBS_FLAG = 64;

/** `--jobs N`: worker threads for chunk analysis (1 = none), or undefined when not given. */
export function jobsFlag(command: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n = intFlag(command, 'jobs', value, 1);
  if (n > MAX_JOBS_FLAG) throw new InputError(ERROR_CODES.USAGE, `--jobs must be at most ${MAX_JOBS_FLAG} but got '${String(value)}'`, { field: '--jobs' });
  return n;
}

/** `1,3,5,10` → [1, 3, 5, 10]; each a positive integer, sorted, unique. */
export function kListFlag(value: unknown, fallback: number[]): number[] {
  if (value === undefined) return fallback;
  const parts = String(value).split(',').map((s) => s.trim());
  const ks = parts.map(Number);
  if (parts.some((p) => !/^\d+$/.test(p)) || ks.some((k) => k < 1)) {
    throw new InputError(ERROR_CODES.USAGE, `--k must be a comma-separated list of positive integers but got '${String(value)}'`, { field: '--k' });
  }
  if (parts.length > MAX_CUTOFFS || ks.some((k) => k > MAX_DEPTH)) {
    throw new InputError(ERROR_CODES.USAGE, `--k takes at most ${MAX_CUTOFFS} cut-offs, each at most ${MAX_DEPTH.toLocaleString('en-US')}`, { field: '--k' });
  }
  return [...new Set(ks)].sort((a, b) => a - b);
}

/** Exactly one of `--rev` / `--dir` (or neither: the default). */
export function exclusive(values: ParsedArgs['values'], a: string, b: string): void {
  if (values[a] !== undefined && values[b] !== undefined) {
    throw new InputError(ERROR_CODES.USAGE, `--${a} and --${b} cannot be used together`);
  }
}
