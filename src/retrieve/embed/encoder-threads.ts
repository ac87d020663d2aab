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
import { WorkerChannel } from '../../util/worker-channel';

/** What an encoder thread is started with (its workerData, beside the flag). */
export interface EncoderThreadData {
  /** The model folder (absent: the shipped one). */
  dir?: string;
}

/** A request to an encoder thread (the channel adds its id); the reply's result is the texts' unit vectors, packed (row i at i × dims). */
export interface EmbedRequest {
  id: number;
  texts: string[];
}

/** Texts a thread is given at a time: small enough that the threads finish together, large enough that messages cost nothing. */
const SLICE = 8;

export class EncoderThreads {
  private readonly threads: WorkerChannel[];

  constructor(size: number, script: string, data: EncoderThreadData) {
    this.threads = Array.from({ length: size }, () => new WorkerChannel(script, { encoder: data }, 'sentence encoder thread'));
  }

  /** The texts' vectors, packed in one array in the texts' order. */
  async embed(texts: readonly string[], dims: number, progress?: (done: number, total: number) => void): Promise<Float32Array> {
    const out = new Float32Array(texts.length * dims);
    let next = 0;
    let done = 0;
    // Each thread takes the next slice when it has answered the last one.
    const serve = async (thread: WorkerChannel): Promise<void> => {
      while (next < texts.length) {
        const from = next;
        next = Math.min(texts.length, next + SLICE);
        const vectors = await thread.request<Float32Array>({ texts: texts.slice(from, next) } satisfies Omit<EmbedRequest, 'id'>);
        out.set(vectors, from * dims);
        done += vectors.length / dims;
        progress?.(done, texts.length);
      }
    };
    await Promise.all(this.threads.map(serve));
    return out;
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
