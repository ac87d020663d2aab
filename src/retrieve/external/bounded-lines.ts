/**
 * A stream split into lines, each at most `maxBytes` long. readline keeps appending to one string
 * until a newline comes, so a program that writes one huge line with no newline crashed the run
 * with `RangeError: Invalid string length` and a stack trace. Here the bytes of an unfinished
 * line are counted as they arrive, and past the bound the caller is told once and the rest of the
 * stream is ignored.
 */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

export interface BoundedLinesOptions {
  maxBytes: number;
  onLine: (line: string) => void;
  /** Called once when a line passes `maxBytes`; nothing more is read after it. */
  onTooLong: (bytesSoFar: number) => void;
}

/** Feeds `stream` into `onLine`, one call per line (ended by `\n`, `\r\n` or `\r`, as readline splits them; the last one without an end too). */
export function readBoundedLines(stream: Readable, opts: BoundedLinesOptions): void {
  let parts: Buffer[] = [];
  let pending = 0;
  let stopped = false;
  const emit = (buf: Buffer) => {
    const decoder = new StringDecoder('utf8');
    let line = decoder.write(buf) + decoder.end();
    if (line.endsWith('\r')) line = line.slice(0, -1);
    // A lone CR ends a line too, as it does for readline (so a CR cannot hide text in the log).
    if (line.indexOf('\r') < 0) opts.onLine(line);
    else for (const part of line.split('\r')) opts.onLine(part);
  };
  stream.on('data', (chunk: Buffer) => {
    if (stopped) return;
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl >= 0; nl = chunk.indexOf(10, from)) {
      if (pending + nl - from > opts.maxBytes) return stop(pending + nl - from);
      parts.push(chunk.subarray(from, nl));
      emit(parts.length === 1 ? parts[0] : Buffer.concat(parts));
      parts = [];
      pending = 0;
      from = nl + 1;
      if (stopped) return;
    }
    if (from < chunk.length) {
      pending += chunk.length - from;
      if (pending > opts.maxBytes) return stop(pending);
      parts.push(chunk.subarray(from));
    }
  });
  stream.on('end', () => {
    if (!stopped && pending > 0) emit(Buffer.concat(parts));
    parts = [];
  });
  function stop(bytes: number): void {
    stopped = true;
    parts = [];
    opts.onTooLong(bytes);
    // Keep draining (and dropping) what comes, so the program is not blocked on a full pipe before it is killed.
    stream.resume();
  }
}
