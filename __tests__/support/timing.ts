/**
 * Timing checks as ratios against a baseline measured in the same test, never fixed seconds (the
 * machines tests run on differ, and are shared). Two rules keep a verdict from depending on the
 * load (docs in CONTRIBUTING.md, "Tests that time"):
 *
 * - Time is this process's processor time (user + system, `process.cpuUsage`), not the clock: a
 *   process that waits for a core while others run is not charged for the wait. On a 2-core
 *   machine at load 10, wall-clock ratios of one linear job at 4x its size ranged 3 to 8.4, the
 *   best-of-five processor times 4.0 to 4.5.
 * - A ratio over its limit is measured again, up to a ceiling of attempts, and the smallest counts:
 *   a burst of load (or a collection) inflates one measurement, while work that really grows too
 *   fast is over the limit every time.
 *
 * `growth` answers how the time of a job grows when its input grows `factor` times: about `factor`
 * for linear work, `factor`² for quadratic.
 */

const gc = (globalThis as { gc?: (options: { type: 'major' }) => void }).gc;

/**
 * A full collection before a timed run, in a process started with `--expose-gc` (nothing without
 * it). Asked for as `gc({ type: 'major' })`: a bare `gc()` is V8's memory-reducing collection,
 * which shrinks the heap, so that the run after it pays to grow it again (reads 8 times slower in
 * the growth harness: growth-timing.ts).
 */
export function collectGarbage(): void {
  gc?.({ type: 'major' });
}

/** Processor milliseconds (user + system) this process spent in one run of `fn`. */
export function cpuMs(fn: () => unknown): number {
  const before = process.cpuUsage();
  fn();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

/** Processor milliseconds of the fastest of `runs` runs of `fn` (a slow first run is usually the JIT or the collector). */
export function fastestMs(fn: () => unknown, runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) best = Math.min(best, cpuMs(fn));
  return best;
}

/** How many times a ratio over its limit is measured before it counts: the ceiling on retries. */
export const ATTEMPTS = 5;

/**
 * The smallest of up to `attempts` measurements of a ratio (a time over its yardstick measured in
 * the same attempt), stopping at the first under `limit`. The caller checks the result against
 * `limit`; a failure message then shows the best ratio seen.
 */
export function smallestRatio(measure: () => number, limit: number, attempts = ATTEMPTS): number {
  let best = Infinity;
  for (let a = 0; a < attempts && best >= limit; a++) best = Math.min(best, measure());
  return best;
}

/**
 * Time of `job(n · factor)` over time of `job(n)`, each the fastest of three runs; the smallest of
 * up to `attempts` such ratios, stopping once it is comfortably linear (under 1.5 × factor; the
 * tests' limits are 3 × factor). Sizes are small enough to be quick and large enough (the baseline
 * over a millisecond or so) to measure.
 */
export function growth(job: (n: number) => () => void, n: number, factor = 4, attempts = ATTEMPTS): number {
  return smallestRatio(() => fastestMs(job(n * factor)) / Math.max(fastestMs(job(n)), 0.05), factor * 1.5, attempts);
}

/**
 * Wall-clock milliseconds of one run of `fn`: only for what the product itself measures by the
 * clock (a per-file or per-side time budget), always as a ratio re-measured with smallestRatio.
 */
export function wallMs(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** Milliseconds of one run of an asynchronous job (a process start, a request): the yardstick of a timeout, which is wall-clock time by nature. */
export async function elapsedMs(job: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await job();
  return performance.now() - t0;
}
