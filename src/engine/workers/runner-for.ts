/**
 * How many threads a side's work gets: `jobs` when given (the `--jobs` flag, else the `jobs`
 * setting), else one per core for a side with at least AUTO_MIN_CHARS of source text and this
 * thread alone for a smaller one. On 2-core machines a worker paid only on large sides: eval of
 * cpp-docs (45 MB) took 0.95x its one-thread time with one, its 12.7 MB mfc folder 1.15x and
 * astro-docs (2.9 MB) 1.1-1.2x (starting a worker and warming its analyzer costs more than a
 * small side's analysis saves, and two threads share the memory bandwidth). This thread, which reads
 * and chunks, is one of them: `jobs` N means N − 1 worker threads doing each chunk's analysis
 * while it chunks; one job means this thread alone, as before there
 * were workers. The number never changes a result (docs/bm25.md, "Worker threads and scale").
 */
import { availableParallelism } from 'node:os';
import { bundleFile } from '../../util/worker-script';
import { inlineRunner, threadPool, type TaskRunner } from './pool';

/** Most worker threads a run starts, whatever it is asked for. */
export const MAX_JOBS = 64;

/** Source text (UTF-16 code units, all files of the side) from which a side gets one thread per core unasked. */
export const AUTO_MIN_CHARS = 32 << 20;

/** Where the count of threads comes from: the command line (taken as given), or the settings file (held to the cores there are, as it may come from a pull request). */
export interface JobsWanted {
  flag?: number;
  config?: number;
}

/**
 * The runner for a side of `sourceChars` characters: worker threads, or null for this thread alone.
 * Run from sources (no bundle to start), an explicit count > 1 gets the inline runner: the same
 * batches and merge, in this thread (what the tests exercise); an unasked one gets none.
 */
export function sideRunner(wanted: JobsWanted, cores: number = availableParallelism(), sourceChars = 0): TaskRunner | null {
  const asked = wanted.flag ?? (wanted.config !== undefined ? Math.min(wanted.config, cores) : undefined);
  const n = asked ?? (sourceChars >= AUTO_MIN_CHARS ? cores : 1);
  if (n <= 1) return null;
  const script = bundleFile();
  if (!script) return asked !== undefined ? inlineRunner() : null;
  return threadPool(Math.min(n, MAX_JOBS) - 1, script);
}
