/**
 * Runs per-chunk tasks (tasks.ts) on worker threads, or in this thread. The workers are this same
 * program started again: the bundle (dist/cli.js, dist/index.js) re-entered with a flag in its
 * workerData, which its entry checks first (entry.ts), so nothing but the bundle ships. Run from
 * TypeScript sources (the tests) there is no bundle to start: the inline runner does the same work
 * in this thread, through the same batches and the same merge.
 */
import type { ChunkBatch } from './chunk-batch';
import { batchBuffers } from './chunk-batch';
import { TASKS, ThreadState } from './tasks';
import { WorkerChannel } from '../../util/worker-channel';
import type { TaskRequest } from './protocol';

/** Something that runs a named task on a batch: worker threads, or this thread. */
export interface TaskRunner {
  /** Worker threads doing the work (0: this thread). */
  readonly threads: number;
  /** Tasks sent and not answered yet. */
  inFlight(): number;
  run<R>(task: string, settings: unknown, batch: ChunkBatch): Promise<R>;
  /** Runs the task in this thread, now, with the runner's state for this thread (released by `close`). */
  runHere<R>(task: string, settings: unknown, batch: ChunkBatch): R;
  close(): Promise<void>;
}

/** Runs tasks in this thread, one at a time, as a worker would. */
export function inlineRunner(): TaskRunner {
  const here = new ThreadState();
  return {
    threads: 0,
    inFlight: () => 0,
    async run<R>(task: string, settings: unknown, batch: ChunkBatch): Promise<R> {
      return runTask(task, settings, batch, here) as R;
    },
    runHere: <R>(task: string, settings: unknown, batch: ChunkBatch): R => runTask(task, settings, batch, here) as R,
    async close() {
      here.release();
    },
  };
}

/** The task's result (what a worker sends back), run here with `state`. */
export function runTask(task: string, settings: unknown, batch: ChunkBatch, state: ThreadState): unknown {
  const t = TASKS[task];
  if (!t) throw new Error(`unknown worker task '${task}'`);
  return t.run(batch, settings as never, state).result;
}

/** `size` worker threads running `script` (this bundle); each task goes to the worker with the fewest waiting. */
export function threadPool(size: number, script: string): TaskRunner {
  const workers = Array.from({ length: size }, () => new WorkerChannel(script, {}, 'worker thread'));
  // This thread's share of the work (the last batches, once it has chunked everything).
  const here = new ThreadState();
  return {
    threads: size,
    inFlight: () => workers.reduce((n, w) => n + w.waiting, 0),
    run<R>(task: string, settings: unknown, batch: ChunkBatch): Promise<R> {
      const least = workers.reduce((best, w) => (w.waiting < best.waiting ? w : best));
      return least.request<R>({ task, settings, batch } satisfies Omit<TaskRequest, 'id'>, batchBuffers(batch));
    },
    runHere: <R>(task: string, settings: unknown, batch: ChunkBatch): R => runTask(task, settings, batch, here) as R,
    async close() {
      here.release();
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
