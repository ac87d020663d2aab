/**
 * An encoder thread's side of encoder-threads.ts: one session on one core, answering each request
 * with the texts' vectors (transferred, not copied).
 */
import type { MessagePort } from 'node:worker_threads';
import { answer } from '../../util/worker-channel';
import { loadEncoder } from './encoder';
import type { EmbedRequest, EncoderThreadData } from './encoder-threads';

export function serveEncoder(port: MessagePort, data: EncoderThreadData): void {
  // One core per thread: the threads are the parallelism (encoder-threads.ts says why).
  const encoder = loadEncoder({ threads: 1, ...(data.dir ? { dir: data.dir } : {}), inThread: true });
  // One request at a time, in order: the engine waits for each before sending the next to this thread.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (req: EmbedRequest) => {
    queue = queue.then(() =>
      answer(port, req.id, async () => {
        const vectors = await encoder.embed(req.texts);
        return { result: vectors, transfer: [vectors.buffer as ArrayBuffer] };
      }),
    );
  });
}
