/**
 * Timing checks as ratios against a baseline measured in the same test, never fixed seconds (the
 * machines tests run on differ, and are shared). `growth` answers how the time of a job grows when
 * its input grows `factor` times: about `factor` for linear work, `factor`² for quadratic.
 */

/** Milliseconds of the fastest of `runs` runs of `fn` (a slow first run is usually the JIT or the collector). */
export function fastestMs(fn: () => void, runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/**
 * Time of `job(n · factor)` over time of `job(n)`, each the fastest of three runs; the smallest of
 * `attempts` such ratios (a burst of load on a shared machine inflates one pair of measurements; a
 * quadratic job's ratio is high every time). Sizes are small enough to be quick and large enough
 * (the baseline over a millisecond or so) to measure.
 */
export function growth(job: (n: number) => () => void, n: number, factor = 4, attempts = 3): number {
  let best = Infinity;
  for (let a = 0; a < attempts; a++) {
    const small = fastestMs(job(n));
    const large = fastestMs(job(n * factor));
    best = Math.min(best, large / Math.max(small, 0.05));
    // Comfortably linear: no need to measure again.
    if (best < factor * 1.5) break;
  }
  return best;
}

/** Milliseconds of one run of an asynchronous job (a process start, a request): the yardstick of a timeout. */
export async function elapsedMs(job: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await job();
  return performance.now() - t0;
}
