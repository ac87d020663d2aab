/**
 * How many threads a side's work gets: `jobs` when given (the `--jobs` flag, else the `jobs`
 * setting), else one per core the process may use (os.availableParallelism) for a side large
 * enough to pay for starting workers. This thread, which reads and chunks, is one of them: `jobs`
 * N means N − 1 worker threads analysing what it chunks (on 2 cores: one, so that two threads keep
 * two cores busy, without a third taking turns with them and paying its own stemming memo).
 * One job means this thread alone, exactly as before there were workers.
 */
import { availableParallelism } from 'node:os';
import { bundleFile, inlineRunner, threadPool, type TaskRunner } from './pool';

/** Below this much source text an automatic choice stays in this thread. */
export const AUTO_MIN_CHARS = 2_000_000;

/** Most worker threads a run starts, whatever it is asked for. */
export const MAX_JOBS = 64;

/** Where the count of threads comes from: the command line (taken as given), or the settings file (held to the cores there are, as it may come from a pull request). */
export interface JobsWanted {
  flag?: number;
  config?: number;
}

/**
 * The runner for a side of `chars` characters: worker threads, or null for this thread alone.
 * Run from sources (no bundle to start), an explicit count > 1 gets the inline runner: the same
 * batches and merge, in this thread (what the tests exercise).
 */
export function sideRunner(wanted: JobsWanted, chars: number, cores: number = availableParallelism()): TaskRunner | null {
  const jobs = wanted.flag ?? (wanted.config !== undefined ? Math.min(wanted.config, cores) : undefined);
  const n = jobs ?? (chars >= AUTO_MIN_CHARS ? cores : 1);
  if (n <= 1) return null;
  const script = bundleFile();
  if (!script) return jobs !== undefined ? inlineRunner() : null;
  return threadPool(Math.min(n, MAX_JOBS) - 1, script);
}
