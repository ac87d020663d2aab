/**
 * How far a long stage is (the sentence encoder embedding a side), shown where a person waits for
 * it: on a terminal, a bar redrawn in place with the count and the time left; in a log (CI, a file,
 * a pipe) a plain line every few seconds. Never in report.json nor the comment: what a run shows
 * while it works depends on the machine and the caches, and reports stay the same bytes run to run.
 *
 * The renderings are pure functions of (done, total, elapsed); the sink below only decides when to
 * draw and where, with its clock and writer injected.
 */

/** Where a long stage reports how far it is. */
export interface ProgressSink {
  /** A stage of `total` items starts (`label`: who works, e.g. the model's name); end the handle once. */
  start(label: string, total: number): ProgressHandle;
}

export interface ProgressHandle {
  /** `done` of the stage's items are done. */
  update(done: number): void;
  /** The stage is over (done or stopped): a bar is cleared. */
  end(): void;
}

/** Nothing is shown for a stage that ends within this many ms. */
export const PROGRESS_AFTER_MS = 3000;
/** A log gets a line at most this often. */
export const PROGRESS_LINE_EVERY_MS = 5000;
/** A terminal's bar is redrawn at most this often. */
const BAR_EVERY_MS = 100;
const BAR_CELLS = 24;

/** Whole seconds as `42 s`, `3 min 05 s`, `1 h 02 min`. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/** Ms left at the rate so far, or undefined before anything is done. */
export function etaMs(done: number, total: number, elapsedMs: number): number | undefined {
  if (done <= 0 || elapsedMs <= 0) return undefined;
  return ((total - Math.min(done, total)) * elapsedMs) / done;
}

function rate(done: number, elapsedMs: number): string {
  const perSecond = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  return perSecond >= 10 ? perSecond.toFixed(0) : perSecond.toFixed(1);
}

function left(done: number, total: number, elapsedMs: number): string {
  const eta = etaMs(done, total, elapsedMs);
  return eta === undefined ? 'time left unknown' : `about ${formatDuration(eta)} left`;
}

/**
 * The terminal's bar, one line with no line break: `minilm-l6-v2 [#########...............]
 * 312/812  38%  about 38 s left`. Narrowed to `columns` when given (the bar shrinks first).
 */
export function renderProgressBar(label: string, done: number, total: number, elapsedMs: number, columns?: number): string {
  const d = Math.max(0, Math.min(done, total));
  const share = total > 0 ? d / total : 1;
  const tail = ` ${d}/${total}  ${Math.floor(share * 100)}%  ${left(d, total, elapsedMs)}`;
  let cells = BAR_CELLS;
  if (columns !== undefined) cells = Math.max(0, Math.min(BAR_CELLS, columns - 1 - label.length - 3 - tail.length));
  const filled = Math.floor(share * cells);
  const bar = cells >= 5 ? ` [${'#'.repeat(filled)}${'.'.repeat(cells - filled)}]` : '';
  const line = `${label}${bar}${tail}`;
  return columns !== undefined && line.length > columns - 1 ? line.slice(0, Math.max(0, columns - 1)) : line;
}

/** A log's line: `minilm-l6-v2: embedded 312 of 812 texts in 24 s (13 a second, about 38 s left)`. */
export function renderProgressLine(label: string, done: number, total: number, elapsedMs: number): string {
  const d = Math.max(0, Math.min(done, total));
  return `${label}: embedded ${d} of ${total} texts in ${formatDuration(elapsedMs)} (${rate(d, elapsedMs)} a second, ${left(d, total, elapsedMs)})`;
}

/** A bar on a terminal, except under CI (whose log is not one, whatever the runner's pty says); lines elsewhere. */
export function progressMode(stream: { isTTY?: boolean }, env: Record<string, string | undefined>): 'bar' | 'lines' {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI.toLowerCase() !== 'false';
  return stream.isTTY && !ci ? 'bar' : 'lines';
}

export interface ProgressSinkOptions {
  mode: 'bar' | 'lines';
  /** Writes text as is (a bar carries `\r` and the erase-line control). */
  write: (text: string) => void;
  /** The terminal's width, read at each draw (undefined: not known). */
  columns?: () => number | undefined;
  /** ms; performance.now by default. */
  now?: () => number;
}

/** A sink drawing a bar or writing lines; `clear()` takes a bar off its line (before other output is written there). */
export function progressSink(opts: ProgressSinkOptions): ProgressSink & { clear(): void } {
  const now = opts.now ?? (() => performance.now());
  let shown = false;
  const clear = () => {
    if (shown) opts.write('\r\u001b[K');
    shown = false;
  };
  return {
    clear,
    start(label, total) {
      const t0 = now();
      let drawn = -Infinity;
      let ended = false;
      return {
        update(done) {
          if (ended) return;
          const t = now();
          const elapsed = t - t0;
          if (elapsed < PROGRESS_AFTER_MS) return;
          if (opts.mode === 'bar') {
            if (t - drawn < BAR_EVERY_MS && done < total) return;
            drawn = t;
            opts.write(`\r${renderProgressBar(label, done, total, elapsed, opts.columns?.())}\u001b[K`);
            shown = true;
          } else if (t - drawn >= PROGRESS_LINE_EVERY_MS) {
            drawn = t;
            opts.write(`${renderProgressLine(label, done, total, elapsed)}\n`);
          }
        },
        end() {
          ended = true;
          if (opts.mode === 'bar') clear();
        },
      };
    },
  };
}
