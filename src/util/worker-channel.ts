/**
 * Requests to one worker thread and their replies, matched by id, for every kind of worker the
 * program starts (the BM25 analysis pool, engine/workers/pool.ts; the sentence encoder's threads,
 * retrieve/embed/encoder-threads.ts), and `answer`, the worker's side of one request.
 */
import { Worker, type MessagePort, type Transferable } from 'node:worker_threads';
import { WORKER_FLAG } from './worker-script';

/** What a worker sends back for request `id`: its result, or the message of what it threw (the engine fails the run with it). */
export interface WorkerReply {
  id: number;
  result?: unknown;
  error?: string;
}

interface Pending {
  resolve(value: unknown): void;
  reject(e: Error): void;
}

export class WorkerChannel {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;

  /** Starts `script` (this bundle) as a worker with `data` beside the flag; `what` names it in errors. */
  constructor(script: string, data: Record<string, unknown>, what: string) {
    const w = new Worker(script, { workerData: { [WORKER_FLAG]: true, ...data } });
    this.worker = w;
    const failAll = (e: Error) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
      w.unref();
    };
    w.on('message', (reply: WorkerReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) w.unref();
      if (reply.error !== undefined) p.reject(new Error(`${what}: ${reply.error}`));
      else p.resolve(reply.result);
    });
    w.on('error', failAll);
    w.on('exit', (code) => {
      if (!this.closed) failAll(new Error(`${what} stopped (exit code ${code})`));
    });
    // A worker keeps the process alive only while a request of its is under way: an idle worker
    // left open (a side loaded and never ranked, an error in between) must not. After the
    // listeners: adding a 'message' listener refs the worker's port again.
    w.unref();
  }

  /** Requests sent and not answered yet. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Sends `message` (given an id) and resolves with the worker's result. */
  request<R>(message: Record<string, unknown>, transfer: readonly Transferable[] = []): Promise<R> {
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id }, [...transfer]);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.terminate();
  }
}

/** What a worker's work on one request gives: its result and the buffers in it to transfer. */
export interface Answer {
  result: unknown;
  transfer: ArrayBuffer[];
}

/**
 * Answers request `id` on `port` with what `run` gives, or with the message of what it threw.
 * Work that returns at once is answered at once (the analysis pool's tasks); a promise when it settles.
 */
export function answer(port: MessagePort, id: number, run: () => Answer | Promise<Answer>): void | Promise<void> {
  const fail = (e: unknown) => port.postMessage({ id, error: e instanceof Error ? e.message : String(e) } satisfies WorkerReply);
  const send = (out: Answer) => port.postMessage({ id, result: out.result } satisfies WorkerReply, out.transfer);
  try {
    const out = run();
    if (out instanceof Promise) return out.then(send, fail);
    send(out);
  } catch (e) {
    fail(e);
  }
}
