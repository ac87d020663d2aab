/**
 * Runs per-chunk tasks (tasks.ts) on worker threads, or in this thread. The workers are this same
 * program started again: the bundle (dist/cli.js, dist/index.js) re-entered with a flag in its
 * workerData, which its entry checks first (entry.ts), so nothing but the bundle ships. Run from
 * TypeScript sources (the tests) there is no bundle to start: the inline runner does the same work
 * in this thread, through the same batches and the same merge.
 */
import { Worker } from 'node:worker_threads';
import type { ChunkBatch } from './chunk-batch';
import { batchBuffers } from './chunk-batch';
import { TASKS, ThreadState } from './tasks';
import { WORKER_FLAG } from '../../util/worker-script';
import type { TaskReply, TaskRequest } from './protocol';

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


interface Pending {
  resolve(value: unknown): void;
  reject(e: Error): void;
}

/** `size` worker threads running `script` (this bundle); each task goes to the worker with the fewest waiting. */
export function threadPool(size: number, script: string): TaskRunner {
  const workers = Array.from({ length: size }, () => {
    const w = new Worker(script, { workerData: { [WORKER_FLAG]: true } });
    return { w, pending: new Map<number, Pending>() };
  });
  let nextId = 0;
  let closed = false;
  // This thread's share of the work (the last batches, once it has chunked everything).
  const here = new ThreadState();
  for (const slot of workers) {
    const failAll = (e: Error) => {
      for (const p of slot.pending.values()) p.reject(e);
      slot.pending.clear();
      slot.w.unref();
    };
    slot.w.on('message', (reply: TaskReply) => {
      const p = slot.pending.get(reply.id);
      if (!p) return;
      slot.pending.delete(reply.id);
      if (slot.pending.size === 0) slot.w.unref();
      if (reply.error !== undefined) p.reject(new Error(`worker thread: ${reply.error}`));
      else p.resolve(reply.result);
    });
    slot.w.on('error', failAll);
    slot.w.on('exit', (code) => {
      if (!closed) failAll(new Error(`worker thread stopped (exit code ${code})`));
    });
    // A worker keeps the process alive only while a task of its is under way: an idle pool left
    // open (a side loaded and never ranked, an error in between) must not. After the listeners:
    // adding a 'message' listener refs the worker's port again.
    slot.w.unref();
  }
  return {
    threads: size,
    inFlight: () => workers.reduce((n, s) => n + s.pending.size, 0),
    run<R>(task: string, settings: unknown, batch: ChunkBatch): Promise<R> {
      const slot = workers.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        if (slot.pending.size === 0) slot.w.ref();
        slot.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        const request: TaskRequest = { id, task, settings, batch };
        slot.w.postMessage(request, batchBuffers(batch));
      });
    },
    runHere: <R>(task: string, settings: unknown, batch: ChunkBatch): R => runTask(task, settings, batch, here) as R,
    async close() {
      closed = true;
      here.release();
      await Promise.all(workers.map((s) => s.w.terminate()));
    },
  };
}
