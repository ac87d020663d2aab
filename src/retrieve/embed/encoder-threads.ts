/**
 * The sentence encoder on worker threads: one onnxruntime session per thread, each on one core,
 * each text embedded whole by one of them. On this 2-core machine two such threads embedded
 * documentation passages at 56 a second against 41 for one session splitting each run over two
 * cores (onnxruntime's intra-op threads synchronise inside every matrix product, and a passage's
 * products are small). A text's vector does not depend on the thread that embeds it: the integer
 * products are the same whatever the thread count (checked bit for bit), so the order work is
 * handed out in never changes a result.
 *
 * The threads are this program started again (util/worker-script.ts); run from TypeScript sources
 * (the tests) there is no bundle to start and the encoder embeds in this thread instead.
 */
import { Worker } from 'node:worker_threads';
import { WORKER_FLAG } from '../../util/worker-script';

/** What an encoder thread is started with (its workerData, beside the flag). */
export interface EncoderThreadData {
  /** The model folder (absent: the shipped one). */
  dir?: string;
}

export interface EmbedRequest {
  id: number;
  texts: string[];
}

export interface EmbedReply {
  id: number;
  /** The texts' unit vectors, packed (row i at i × dims). */
  vectors?: Float32Array;
  error?: string;
}

/** Texts a thread is given at a time: small enough that the threads finish together, large enough that messages cost nothing. */
const SLICE = 8;

export class EncoderThreads {
  private readonly workers: Worker[];
  private nextId = 0;

  constructor(
    readonly size: number,
    script: string,
    data: EncoderThreadData,
  ) {
    this.workers = Array.from({ length: size }, () => {
      const w = new Worker(script, { workerData: { [WORKER_FLAG]: true, encoder: data } });
      // Idle threads never keep the process alive; `embed` refs them while it waits.
      w.unref();
      return w;
    });
  }

  /** The texts' vectors, packed in one array in the texts' order. */
  async embed(texts: readonly string[], dims: number, progress?: (done: number, total: number) => void): Promise<Float32Array> {
    const out = new Float32Array(texts.length * dims);
    let next = 0;
    let done = 0;
    const serve = async (w: Worker): Promise<void> => {
      while (next < texts.length) {
        const from = next;
        next = Math.min(texts.length, next + SLICE);
        const vectors = await this.ask(w, texts.slice(from, next));
        out.set(vectors, from * dims);
        done += vectors.length / dims;
        progress?.(done, texts.length);
      }
    };
    this.workers.forEach((w) => w.ref());
    try {
      await Promise.all(this.workers.map(serve));
    } finally {
      this.workers.forEach((w) => w.unref());
    }
    return out;
  }

  private ask(w: Worker, texts: string[]): Promise<Float32Array> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const onMessage = (reply: EmbedReply) => {
        if (reply.id !== id) return;
        cleanup();
        if (reply.vectors) resolve(reply.vectors);
        else reject(new Error(`sentence encoder thread: ${reply.error ?? 'no vectors'}`));
      };
      const onError = (e: Error) => {
        cleanup();
        reject(new Error(`sentence encoder thread: ${e.message}`));
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`sentence encoder thread stopped (exit code ${code})`));
      };
      const cleanup = () => {
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
      };
      w.on('message', onMessage);
      w.on('error', onError);
      w.on('exit', onExit);
      w.postMessage({ id, texts } satisfies EmbedRequest);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
