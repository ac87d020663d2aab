/** The messages between the engine and its worker threads (pool.ts, entry.ts). */
import type { ChunkBatch } from './chunk-batch';


export interface TaskRequest {
  id: number;
  task: string;
  settings: unknown;
  batch: ChunkBatch;
}

export interface TaskReply {
  id: number;
  result?: unknown;
  /** The task threw: its message (the engine fails the run with it). */
  error?: string;
}
