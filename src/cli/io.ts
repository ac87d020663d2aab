/** The CLI's view of the outside world, injectable so commands can be tested in-process. */
import { forTerminal } from '../util/log-escape';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
}

/**
 * The real streams. Everything passes forTerminal: a workflow's runner reads both for commands,
 * and a terminal acts on the control characters a heading, a question or a file name can carry.
 */
export const processIo = (): CliIo => ({
  stdout: (t) => process.stdout.write(forTerminal(t)),
  stderr: (t) => process.stderr.write(forTerminal(t)),
  cwd: process.cwd(),
  env: process.env,
});

/** Exit statuses (the command line, README.md). */
export const EXIT = { OK: 0, GATE_FAILED: 1, BAD_INPUT: 2 } as const;
