/**
 * Writing rows into an index with `_bulk`: batched by count and bytes, rows the server turned away
 * because it was busy (429) sent again after a growing wait, and every other per-row failure
 * counted, so one message can give how many rows failed and the first reason.
 */
import { ERROR_CODES, InputError } from '../../../errors';
import { request, serverReason, type ServerAccess } from './client';

/** One bulk operation: index a row under `_id`, or delete `_id`. */
export type BulkOp = { index: string; id: string; source: Record<string, unknown> } | { index: string; id: string; delete: true };

export interface BulkLimits {
  /** Most operations per request. */
  maxOps: number;
  /** Most bytes per request (the servers' default limit is 100 MB; far less keeps memory flat). */
  maxBytes: number;
  /** Requests in flight at once. */
  concurrency: number;
}

export const DEFAULT_BULK_LIMITS: BulkLimits = { maxOps: 1000, maxBytes: 5 * 1024 * 1024, concurrency: 2 };

/** What a bulk load did: operations sent (retries not counted twice) and requests made. */
export interface BulkStats {
  written: number;
  deleted: number;
  requests: number;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function lines(op: BulkOp): string {
  if ('delete' in op) return `${JSON.stringify({ delete: { _index: op.index, _id: op.id } })}\n`;
  return `${JSON.stringify({ index: { _index: op.index, _id: op.id } })}\n${JSON.stringify(op.source)}\n`;
}

/** Sends every operation; throws one InputError naming the index file when rows failed. */
export async function bulkWrite(access: ServerAccess, ops: readonly BulkOp[], limits: BulkLimits = DEFAULT_BULK_LIMITS): Promise<BulkStats> {
  const stats: BulkStats = { written: 0, deleted: 0, requests: 0 };
  let failed = 0;
  let firstFailure = '';
  const sleep = access.sleep ?? defaultSleep;

  // Batches cut by count and bytes, each a list of [op, its NDJSON].
  const batches: Array<Array<[BulkOp, string]>> = [];
  let batch: Array<[BulkOp, string]> = [];
  let bytes = 0;
  for (const op of ops) {
    const text = lines(op);
    const size = Buffer.byteLength(text);
    if (batch.length && (batch.length >= limits.maxOps || bytes + size > limits.maxBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push([op, text]);
    bytes += size;
  }
  if (batch.length) batches.push(batch);

  const send = async (items: Array<[BulkOp, string]>): Promise<void> => {
    let pending = items;
    for (let attempt = 0; pending.length; attempt++) {
      stats.requests++;
      const res = await request(access, 'POST', '/_bulk', pending.map(([, t]) => t).join(''), { ndjson: true, what: 'bulk loading the index' });
      const answer = res.body as { errors?: boolean; items?: Array<Record<string, { status?: number; error?: unknown; _id?: string }>> } | undefined;
      const results = answer?.items ?? [];
      const retry: Array<[BulkOp, string]> = [];
      for (let i = 0; i < pending.length; i++) {
        const [op] = pending[i];
        const item = results[i] ? Object.values(results[i])[0] : undefined;
        const status = item?.status ?? 0;
        const isDelete = 'delete' in op;
        if (status >= 200 && status < 300) {
          if (isDelete) stats.deleted++;
          else stats.written++;
        } else if (isDelete && status === 404) {
          stats.deleted++; // already gone
        } else if (status === 429 && attempt < access.maxRetries) {
          retry.push(pending[i]);
        } else {
          failed++;
          if (!firstFailure) firstFailure = `${op.id}: ${serverReason(access, { error: item?.error }) || `status ${status}`}`;
        }
      }
      pending = retry;
      if (pending.length) await sleep(Math.min(30_000, 250 * 2 ** attempt));
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < batches.length) await send(batches[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, batches.length)) }, worker));
  if (failed) {
    throw new InputError(
      ERROR_CODES.RETRIEVER,
      `${failed} of ${ops.length} chunk${ops.length === 1 ? '' : 's'} could not be written to the index (check the mappings of retriever.index_file); the first: ${firstFailure}`,
      { field: 'retriever.index_file' },
    );
  }
  return stats;
}
