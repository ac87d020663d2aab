/** The CLI's view of the outside world, injectable so commands can be tested in-process. */
import { guardLog } from '../util/log-escape';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
}

/** The real streams; every line passes guardLog, since a workflow's runner reads both for commands. */
export const processIo = (): CliIo => ({
  stdout: (t) => process.stdout.write(guardLog(t)),
  stderr: (t) => process.stderr.write(guardLog(t)),
  cwd: process.cwd(),
  env: process.env,
});

/** Exit statuses (the command line, README.md). */
export const EXIT = { OK: 0, GATE_FAILED: 1, BAD_INPUT: 2 } as const;
