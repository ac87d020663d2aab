/** The requests the engine sends its analysis threads (pool.ts, entry.ts); replies are util/worker-channel.ts's. */
import type { ChunkBatch } from './chunk-batch';

export interface TaskRequest {
  id: number;
  task: string;
  settings: unknown;
  batch: ChunkBatch;
}
