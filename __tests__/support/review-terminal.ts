/** The review screen on streams: keys typed into its input, everything it draws collected. */
import { PassThrough, Writable } from 'node:stream';
import type { ReviewTerminal } from '../../src/cli/review-screen';

/** A terminal of `columns` × `rows` (unset: the streams say no size, as a pipe does). */
export function streamTerminal(columns?: number, rows?: number): { term: ReviewTerminal; type: (keys: string) => void; screens: () => string[] } {
  const input = new PassThrough();
  let drawn = '';
  const output = new Writable({
    write(chunk, _enc, done) {
      drawn += String(chunk);
      done();
    },
  });
  if (columns !== undefined) Object.assign(output, { columns, rows });
  return {
    term: { input: input as unknown as NodeJS.ReadStream, output: output as unknown as NodeJS.WriteStream },
    type: (keys) => input.write(keys),
    // Each screen starts where it was cleared.
    screens: () => drawn.split('\u001b[0J').slice(1),
  };
}
