/**
 * The worker side of pool.ts: when this program was started as a worker thread (the flag in its
 * workerData), it serves task requests and runs nothing else. Every bundle's entry asks first.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { TASKS, ThreadState } from './tasks';
import { serveEncoder } from '../../retrieve/embed/encoder-serve';
import type { EncoderThreadData } from '../../retrieve/embed/encoder-threads';
import { answer } from '../../util/worker-channel';
import { markServesWorkers, WORKER_FLAG } from '../../util/worker-script';
import type { TaskRequest } from './protocol';

/** True when this thread is an engine worker (it then serves requests until terminated): the caller must run nothing else. */
export function serveIfWorker(): boolean {
  // This bundle can be started as a worker thread: it asks first (util/worker-script.ts).
  markServesWorkers();
  if (isMainThread || !parentPort || !(workerData as Record<string, unknown> | null)?.[WORKER_FLAG]) return false;
  const port = parentPort;
  // A sentence encoder thread (retrieve/embed/encoder-threads.ts) serves embeddings only.
  const encoder = (workerData as { encoder?: EncoderThreadData }).encoder;
  if (encoder) {
    serveEncoder(port, encoder);
    return true;
  }
  // The thread's own state, for its life: the thread serves one side's pool.
  const state = new ThreadState();
  port.on('message', (req: TaskRequest) =>
    answer(port, req.id, () => {
      const task = TASKS[req.task];
      if (!task) throw new Error(`unknown worker task '${req.task}'`);
      return task.run(req.batch, req.settings as never, state);
    }),
  );
  return true;
}
