/**
 * A command retriever that writes one endless line with no newline. readline appended to one
 * string until V8 gave up: `run: "yes aaa… | tr -d '\n'"` crashed the run with `RangeError:
 * Invalid string length`, a stack trace and exit 1. Now stdout and stderr are read with a
 * line-length bound, and a longer line is an InputError (exit 2) naming the command.
 */
import { PassThrough } from 'node:stream';
import { readBoundedLines } from '../../src/retrieve/external/bounded-lines';
import { MAX_OUTPUT_LINE_BYTES, MAX_STDERR_LINE_BYTES } from '../../src/retrieve/external/external-process';
import { createRetriever } from '../../src/retrieve/factory';
import { CORPUS, retrieverConfig } from './factory-docs';
import { inputError } from '../support/input-error';

const make = (run: string) => createRetriever(CORPUS, retrieverConfig({ type: 'command', run, timeout_ms: 60_000 }), { cwd: process.cwd(), env: { ...process.env } });

test('an endless line on stdout is an error naming the command and the bound, not a crash', async () => {
  const run = `yes aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa | tr -d '\\n'`;
  const e = await inputError(() => make(run));
  expect(e.message).toContain(`retriever command "${run}"`);
  expect(e.message).toContain(`longer than ${MAX_OUTPUT_LINE_BYTES.toLocaleString('en-US')} bytes on its stdout (line 1)`);
  expect(e.location.field).toBe('retriever.run');
}, 300_000);

test('an endless line on stderr is an error too', async () => {
  const run = `yes bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb | tr -d '\\n' >&2`;
  const e = await inputError(() => make(run));
  expect(e.message).toContain(`longer than ${MAX_STDERR_LINE_BYTES.toLocaleString('en-US')} bytes on its stderr`);
}, 300_000);

describe('readBoundedLines', () => {
  const feed = (chunks: string[], maxBytes: number) => {
    const lines: string[] = [];
    const over: number[] = [];
    const s = new PassThrough();
    readBoundedLines(s, { maxBytes, onLine: (l) => lines.push(l), onTooLong: (n) => over.push(n) });
    for (const c of chunks) s.write(Buffer.from(c));
    s.end();
    return new Promise<{ lines: string[]; over: number[] }>((resolve) => s.on('end', () => resolve({ lines, over })));
  };

  test('lines split across chunks, CRLF, a last line with no newline, and UTF-8 cut mid-character', async () => {
    const euro = Buffer.from('€');
    const s = new PassThrough();
    const lines: string[] = [];
    readBoundedLines(s, { maxBytes: 100, onLine: (l) => lines.push(l), onTooLong: () => lines.push('TOO LONG') });
    s.write('ab');
    s.write('c\r\nd');
    s.write(euro.subarray(0, 1));
    s.write(Buffer.concat([euro.subarray(1), Buffer.from('\n\nlone\rcr\nlast')]));
    s.end();
    await new Promise((r) => s.on('end', r));
    expect(lines).toEqual(['abc', 'd€', '', 'lone', 'cr', 'last']);
  });

  test('a line exactly at the bound passes; one byte more is reported once and nothing after it is read', async () => {
    expect((await feed(['x'.repeat(10) + '\n'], 10)).lines).toEqual(['x'.repeat(10)]);
    const r = await feed(['ok\n', 'x'.repeat(6), 'x'.repeat(5), 'yyy\nlater\n'], 10);
    expect(r.lines).toEqual(['ok']);
    expect(r.over).toHaveLength(1);
    expect(r.over[0]).toBeGreaterThan(10);
  });
});
