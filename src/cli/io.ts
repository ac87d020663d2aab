/** The CLI's view of the outside world, injectable so commands can be tested in-process. */
import { forTerminal } from '../util/log-escape';
import { progressMode, progressSink, type ProgressSink } from '../util/progress';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
  /** How long stages show their progress on stderr (absent: only `--verbose` lines say it). */
  progress?: ProgressSink;
}

/**
 * The real streams. Everything passes forTerminal: a workflow's runner reads both for commands,
 * and a terminal acts on the control characters a heading, a question or a file name can carry.
 * Progress goes to stderr: a bar redrawn in place on a terminal, else a line every few seconds
 * (util/progress.ts); the bar's own controls are written as they are, and taken off its line
 * before anything else is written to either stream.
 */
export const processIo = (): CliIo => {
  const progress = progressSink({
    mode: progressMode(process.stderr, process.env),
    write: (t) => process.stderr.write(t),
    columns: () => process.stderr.columns,
  });
  return {
    stdout: (t) => {
      progress.clear();
      process.stdout.write(forTerminal(t));
    },
    stderr: (t) => {
      progress.clear();
      process.stderr.write(forTerminal(t));
    },
    cwd: process.cwd(),
    env: process.env,
    progress,
  };
};

/** Exit statuses (the command line, README.md). */
export const EXIT = { OK: 0, GATE_FAILED: 1, BAD_INPUT: 2 } as const;
