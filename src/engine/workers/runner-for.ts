/**
 * How many threads a side's work gets: `jobs` when given (the `--jobs` flag, else the `jobs`
 * setting), else this thread alone. Not one per core by default: measured on 2-core machines,
 * `eval` of cpp-docs took 1.09–1.3× as long with a worker as without (only analysis moves to the
 * worker, and handing it the chunks and merging its terms costs about what it saves), so workers
 * are asked for, not assumed (docs/bm25.md, "Worker threads and scale"). This thread, which reads and chunks, is one of them: `jobs`
 * N means N − 1 worker threads analysing what it chunks (on 2 cores: one, so that two threads keep
 * two cores busy, without a third taking turns with them and paying its own stemming memo).
 * One job means this thread alone, exactly as before there were workers.
 */
import { availableParallelism } from 'node:os';
import { bundleFile, inlineRunner, threadPool, type TaskRunner } from './pool';

/** Most worker threads a run starts, whatever it is asked for. */
export const MAX_JOBS = 64;

/** Where the count of threads comes from: the command line (taken as given), or the settings file (held to the cores there are, as it may come from a pull request). */
export interface JobsWanted {
  flag?: number;
  config?: number;
}

/**
 * The runner for a side: worker threads, or null for this thread alone.
 * Run from sources (no bundle to start), an explicit count > 1 gets the inline runner: the same
 * batches and merge, in this thread (what the tests exercise).
 */
export function sideRunner(wanted: JobsWanted, cores: number = availableParallelism()): TaskRunner | null {
  const n = wanted.flag ?? (wanted.config !== undefined ? Math.min(wanted.config, cores) : 1);
  if (n <= 1) return null;
  const script = bundleFile();
  if (!script) return inlineRunner();
  return threadPool(Math.min(n, MAX_JOBS) - 1, script);
}
