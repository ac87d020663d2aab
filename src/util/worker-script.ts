/**
 * How a worker thread is started: this same program again (the bundle, dist/cli.js or
 * dist/index.js, or the workers' own smaller dist/worker.js next to it) with a flag in its
 * workerData, which every entry checks first (engine/workers/entry.ts). Here, below the engine and
 * the retrievers, because both start workers: the BM25 analysis pool and the sentence encoder's.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The workerData key that makes a started bundle serve a worker's requests instead of running its command. */
export const WORKER_FLAG = 'retrievalGateWorker';

/** File name of the workers' own bundle, next to the program's (scripts/build.mjs). */
export const WORKER_BUNDLE = 'worker.js';

let servesWorkers = false;

/** Said by the workers' entry (engine/workers/entry.ts) when a bundle's entry asks it first: this bundle, started as a thread, serves. */
export function markServesWorkers(): void {
  servesWorkers = true;
}

/**
 * The script a worker thread starts: the workers' own bundle next to this one (dist/worker.js,
 * quicker to load), else this bundle itself when its entry serves workers; null when there is no
 * such script (TypeScript sources, or a bundle of someone else's that embeds this code): the work
 * is then done in this thread. A bundle whose entry does not serve workers, started as a thread,
 * would run its whole program again there, and start threads of its own, without end.
 */
export function bundleFile(): string | null {
  const file = typeof __filename === 'string' ? __filename : '';
  if (!/\.c?js$/.test(file)) return null;
  const own = join(dirname(file), WORKER_BUNDLE);
  if (file !== own && existsSync(own)) return own;
  return servesWorkers ? file : null;
}
