/**
 * The per-file time budget, enforced inside the chunkers' loops rather than only between stages:
 * a stage that ran to its end before the check let one file hold the run for as long as it took
 * (a 2 MB file of 333,000 one-line sections: 58 s, then a budget note).
 *
 * The deadline is ambient (set by parseDocument around one file, read by `checkDeadline` in the
 * loops) so that every chunker and the chunk builder can check it without a new parameter in
 * each of their signatures. Chunking is synchronous, so no other file's work can interleave and
 * see the wrong deadline.
 */

/** A stop from inside the loops; no chunker's catch-all may turn it into a fallback. */
export class StopChunking extends Error {}

/** Thrown by `checkDeadline` past the deadline; parseDocument turns it into a skipped file. */
export class OverTimeBudget extends StopChunking {
  constructor() {
    super('over the per-file time budget');
    this.name = 'OverTimeBudget';
  }
}

/**
 * Thrown by `checkDeadline` past the side's deadline (chunking.max_corpus_seconds): not a skipped
 * file but a stop of the whole side, turned into an error by the side's budget (corpus-budget.ts).
 */
export class OverSideBudget extends StopChunking {
  constructor() {
    super("over the side's time budget");
    this.name = 'OverSideBudget';
  }
}

/** Thrown by `checkChunkAllowance`: this file alone makes more chunks than the corpus has left. */
export class OverChunkAllowance extends StopChunking {
  constructor(readonly chunks: number) {
    super('over the corpus chunk budget');
    this.name = 'OverChunkAllowance';
  }
}

/** Thrown by `countSection`: the file declares more sections than chunking.max_file_sections. */
export class OverSectionCap extends StopChunking {
  constructor(readonly max: number) {
    super('too many sections');
    this.name = 'OverSectionCap';
  }
}

let deadline = Infinity;
let sideDeadline = Infinity;
let ticks = 0;
let allowance = Infinity;
let sectionCap = Infinity;
let sections = 0;

/**
 * Runs `fn` (one file's parse) allowing at most `max` sections: the parsers call `countSection`
 * for each heading they recognise, so a file of 333,000 one-line sections stops after `max` of
 * them, while it is parsed, instead of being parsed and built whole.
 */
export function withSectionCap<T>(max: number, fn: () => T): T {
  const previous = [sectionCap, sections];
  sectionCap = max;
  sections = 0;
  try {
    return fn();
  } finally {
    [sectionCap, sections] = previous;
  }
}

/** One more heading recognised; throws OverSectionCap past the cap. */
export function countSection(): void {
  if (++sections > sectionCap) throw new OverSectionCap(sectionCap);
}

/**
 * Runs `fn` allowing at most `chunks` chunks for the file it builds: the corpus budget is checked
 * while a file is built, so one file of 333,000 sections stops at the budget instead of being built
 * whole first.
 */
export function withChunkAllowance<T>(chunks: number, fn: () => T): T {
  const previous = allowance;
  allowance = chunks;
  try {
    return fn();
  } finally {
    allowance = previous;
  }
}

/** Throws OverChunkAllowance once a file has built more chunks than it is allowed. */
export function checkChunkAllowance(built: number): void {
  if (built > allowance) throw new OverChunkAllowance(built);
}

/** Runs `fn` with a deadline `ms` from now (nested calls keep the earlier deadline). */
export function withDeadline<T>(ms: number, fn: () => T): T {
  const previous = deadline;
  deadline = Math.min(previous, performance.now() + ms);
  try {
    return fn();
  } finally {
    deadline = previous;
  }
}

/** Runs `fn` (one file of a side) under the side's deadline `at` (a performance.now() time). */
export function withSideDeadline<T>(at: number, fn: () => T): T {
  const previous = sideDeadline;
  sideDeadline = Math.min(previous, at);
  try {
    return fn();
  } finally {
    sideDeadline = previous;
  }
}

/**
 * Throws OverSideBudget once the side's deadline has passed, else OverTimeBudget once the file's
 * has. Cheap enough for any loop: the clock is read once every 1,024 calls (a loop step costs well
 * under a microsecond, so the overshoot is milliseconds).
 */
export function checkDeadline(): void {
  if ((++ticks & 1023) !== 0 || (deadline === Infinity && sideDeadline === Infinity)) return;
  const now = performance.now();
  if (now > sideDeadline) throw new OverSideBudget();
  if (now > deadline) throw new OverTimeBudget();
}

/** Rethrows a budget stop from a catch-all, so a chunker's own fallback does not swallow it. */
export function rethrowIfOverBudget(e: unknown): void {
  if (e instanceof StopChunking) throw e;
}
