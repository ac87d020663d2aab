import type { CliIo } from '../../src/cli/io';

/** A CliIo that records what a command writes, for in-process CLI tests. */
export function recordingIo(cwd = process.cwd()): CliIo & { out: string; err: string } {
  const r = { out: '', err: '', cwd, env: {} as Record<string, string | undefined>, stdout: (t: string) => void (r.out += t), stderr: (t: string) => void (r.err += t) };
  return r;
}
