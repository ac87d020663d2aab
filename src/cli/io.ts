/** The CLI's view of the outside world, injectable so commands can be tested in-process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
}

export const processIo = (): CliIo => ({
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  cwd: process.cwd(),
  env: process.env,
});

/** Exit statuses (the command line, README.md). */
export const EXIT = { OK: 0, GATE_FAILED: 1, BAD_INPUT: 2 } as const;
