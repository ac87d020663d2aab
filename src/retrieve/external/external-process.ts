/**
 * A child process that speaks JSON lines: one JSON object per line on stdin and stdout, free
 * text on stderr (passed to the log). Every failure (exit, bad line, time out) becomes one
 * InputError(RETRIEVER) naming the command, and the offending line when there is one.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { ERROR_CODES, InputError } from '../../errors';
import { escapeLog } from '../../util/log-escape';
import { readBoundedLines } from './bounded-lines';
import { childEnv } from './child-env';
import { stripCredentials } from '../../util/credential-strip';

export interface JsonLinesOptions {
  /** Shell command line. */
  command: string;
  cwd: string;
  /** The parent's environment; the program gets it without the runner's tokens and secret-looking names (child-env.ts). */
  env: Record<string, string | undefined>;
  /** Withheld variables the config passes anyway (`retriever.pass_env`). */
  passEnv?: readonly string[];
  /** Total time the program may take to answer, summed over every wait. */
  timeoutMs: number;
  log?: (message: string) => void;
}

/** How many of the program's last stderr lines an error message quotes. */
const STDERR_TAIL = 5;
/**
 * Longest line of the program's output, in bytes. A line holds one JSON message: a ranking of
 * `depth` hits or, in documents mode, the chunks of one document (a file is at most 64 MiB, see
 * chunking.max_file_bytes), so an honest line stays below it. A longer one is an error.
 */
export const MAX_OUTPUT_LINE_BYTES = 64 * 1024 * 1024;
/** Longest line of its stderr (log text), in bytes. */
export const MAX_STDERR_LINE_BYTES = 1024 * 1024;

export class JsonLinesProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  // A queue read from `queueHead` on: a documents-mode program sends its chunks as a flood of lines,
  // and Array#shift on a long array moves every element each time.
  private queue: Array<{ line: number; value: Record<string, unknown> }> = [];
  private queueHead = 0;
  private waiter: (() => void) | undefined;
  private failure: InputError | undefined;
  private stdoutLine = 0;
  private readonly stderrTail: string[] = [];
  private budgetMs: number;
  private exited = false;
  private closing = false;
  private readonly exitPromise: Promise<void>;
  /** The command line as messages show it: credentials replaced by `***`. */
  private readonly label: string;

  constructor(private readonly opts: JsonLinesOptions) {
    this.budgetMs = opts.timeoutMs;
    this.label = stripCredentials(opts.command);
    this.child = spawn(opts.command, {
      cwd: opts.cwd,
      env: childEnv(opts.env, opts.passEnv),
      shell: true,
      // Its own process group, so a kill reaches the program and not only the shell around it.
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.exitPromise = new Promise((resolve) => {
      this.child.on('error', (e) => {
        this.fail(`could not be started: ${e.message}`);
        this.exited = true;
        resolve();
      });
      this.child.on('close', (code, signal) => {
        this.exited = true;
        if (!this.closing) {
          this.fail(`exited ${signal ? `on signal ${signal}` : `with status ${code}`} before the exchange was over`);
        } else if (code !== 0 && code !== null) {
          this.fail(`exited with status ${code}`);
        }
        resolve();
      });
    });
    // EPIPE when the program died: the exit handler reports it, with its stderr.
    this.child.stdin.on('error', () => {});
    const tooLong = (stream: string, max: number) => () =>
      this.fail(`wrote a line longer than ${max.toLocaleString('en-US')} bytes on its ${stream}${stream === 'stdout' ? ` (line ${this.stdoutLine + 1})` : ''}; each message must be one line ended by a newline`);
    readBoundedLines(this.child.stdout, { maxBytes: MAX_OUTPUT_LINE_BYTES, onLine: (raw) => this.onStdout(raw), onTooLong: tooLong('stdout', MAX_OUTPUT_LINE_BYTES) });
    readBoundedLines(this.child.stderr, {
      maxBytes: MAX_STDERR_LINE_BYTES,
      onLine: (raw) => {
        this.stderrTail.push(clipStderr(raw));
        if (this.stderrTail.length > STDERR_TAIL) this.stderrTail.shift();
        opts.log?.(`[${escapeLog(this.label)}] ${escapeLog(raw)}`);
      },
      onTooLong: tooLong('stderr', MAX_STDERR_LINE_BYTES),
    });
  }

  private onStdout(raw: string): void {
    this.stdoutLine++;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      this.fail(`line ${this.stdoutLine} of its output is not JSON: ${clip(raw)}`);
      return;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      this.fail(`line ${this.stdoutLine} of its output is not a JSON object: ${clip(raw)}`);
      return;
    }
    this.queue.push({ line: this.stdoutLine, value: value as Record<string, unknown> });
    this.wake();
  }

  private wake(): void {
    const w = this.waiter;
    this.waiter = undefined;
    w?.();
  }

  /** Records the first failure (the later ones are consequences) and kills the program. */
  fail(message: string): void {
    if (!this.failure) {
      const tail = this.stderrTail.length ? ` (its stderr ended with: ${this.stderrTail.join(' | ')})` : '';
      this.failure = new InputError(ERROR_CODES.RETRIEVER, `retriever command "${this.label}" ${message}${tail}`, {
        field: 'retriever.run',
      });
      this.killGroup();
    }
    this.wake();
  }

  /** Writes one message, waiting for the pipe to drain when it is full. */
  async send(message: unknown): Promise<void> {
    if (this.failure) throw this.failure;
    let line: string;
    try {
      line = `${JSON.stringify(message, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}\n`;
    } catch (e) {
      // Front matter can hold what JSON cannot (a YAML alias that contains itself).
      throw new InputError(ERROR_CODES.RETRIEVER, `cannot send a message to retriever command "${this.label}": ${(e as Error).message}`, {
        field: 'retriever.run',
      });
    }
    if (!this.child.stdin.write(line)) {
      // A program that stops reading its input blocks the pipe: that wait counts against the budget too.
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        const done = () => {
          this.child.stdin.off('drain', done);
          this.child.off('close', done);
          resolve();
        };
        this.child.stdin.on('drain', done);
        this.child.on('close', done);
        timer = setTimeout(() => {
          this.budgetMs = 0;
          this.fail(`did not read its input within ${this.opts.timeoutMs} ms`);
          done();
        }, Math.max(0, this.budgetMs));
      });
      clearTimeout(timer);
      if (this.budgetMs > 0) this.budgetMs -= performance.now() - started;
    }
    if (this.failure) throw this.failure;
  }

  /** The next message from the program, with its output line number. */
  async receive(waitingFor: string): Promise<{ line: number; value: Record<string, unknown> }> {
    for (;;) {
      // Drain what already arrived before reporting a failure (an error message may be queued).
      if (this.queueHead < this.queue.length) {
        const next = this.queue[this.queueHead++];
        if (this.queueHead >= 1024 && this.queueHead * 2 >= this.queue.length) {
          this.queue = this.queue.slice(this.queueHead);
          this.queueHead = 0;
        }
        return next;
      }
      if (this.failure) throw this.failure;
      if (this.budgetMs <= 0) this.fail(`did not answer within ${this.opts.timeoutMs} ms (waiting for ${waitingFor})`);
      if (this.failure) throw this.failure;
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        timer = setTimeout(() => {
          this.budgetMs = 0;
          resolve();
        }, this.budgetMs);
      });
      clearTimeout(timer);
      if (this.budgetMs > 0) this.budgetMs -= performance.now() - started;
    }
  }

  /** Error for a protocol violation on output line `line`. */
  protocolError(line: number, message: string): InputError {
    this.fail(`line ${line} of its output: ${message}`);
    return this.failure!;
  }

  /** Closes stdin and waits for the program to exit (killed after a grace period); reports a bad exit. */
  async close(): Promise<void> {
    if (this.exited) return;
    this.closing = true;
    this.child.stdin.end();
    const before = this.failure;
    const grace = setTimeout(() => this.killGroup(), 5_000);
    await this.exitPromise;
    clearTimeout(grace);
    if (this.failure && this.failure !== before) throw this.failure;
  }

  /** Kills the program without waiting for a clean exit. */
  async kill(): Promise<void> {
    this.closing = true;
    this.killGroup();
    await this.exitPromise;
  }

  private killGroup(): void {
    if (this.exited || this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      this.child.kill('SIGKILL');
    }
  }

  /** The failure recorded so far, if any. */
  get error(): InputError | undefined {
    return this.failure;
  }
}

/** A stderr line as an error message quotes it (the log gets it whole). */
function clipStderr(s: string): string {
  return s.length > 500 ? `${s.slice(0, 500)}…` : s;
}

function clip(s: string): string {
  return s.length > 200 ? `${JSON.stringify(s.slice(0, 200))}…` : JSON.stringify(s);
}
