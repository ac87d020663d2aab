/**
 * A JSON HTTP server on 127.0.0.1 (port 0) for testing HTTP providers: it records every request,
 * plays scripted faults first (status + headers + body, or a hang), then answers with `handle`.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A scripted answer: a raw status/body, or `hang` (never answer; for timeouts). */
export type ScriptedReply = { status: number; headers?: Record<string, string>; body?: string } | { hang: true };

export interface LoopbackServer {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  requests: RecordedRequest[];
  /** Replies used, in order, before `handle` is consulted. */
  script: ScriptedReply[];
  /** Most requests seen in flight at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

export type Handler = (req: RecordedRequest) => { status: number; body: unknown; headers?: Record<string, string> };

/** Starts the server; `delayMs` holds every normal answer that long (to observe concurrency). */
export async function startLoopbackServer(handle: Handler, opts: { delayMs?: number } = {}): Promise<LoopbackServer> {
  let inFlight = 0;
  const state: LoopbackServer = {
    origin: '',
    requests: [],
    script: [],
    maxInFlight: 0,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        /* recorded as text */
      }
      const rec: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      state.requests.push(rec);
      inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, inFlight);
      const done = () => inFlight--;
      const scripted = state.script.shift();
      if (scripted && 'hang' in scripted) {
        res.on('close', done);
        return;
      }
      const reply = () => {
        done();
        if (scripted) {
          res.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers });
          res.end(scripted.body ?? '');
          return;
        }
        const out = handle(rec);
        res.writeHead(out.status, { 'content-type': 'application/json', ...out.headers });
        res.end(JSON.stringify(out.body));
      };
      if (opts.delayMs) setTimeout(reply, opts.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** Lowercased letter/digit tokens: what the fake models understand. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
