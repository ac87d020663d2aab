/**
 * Collecting several input errors in one run. A user with three typos in a config should see all
 * three at once, not fix one per run. Readers run each key under `attempt()`: an InputError
 * thrown inside is recorded and reading continues with the next key (the value keeps its
 * default). `collecting()` wraps a whole parse and throws one `InputErrors` at the end when
 * anything was recorded. Outside `collecting()`, `attempt()` just runs its function, so the
 * readers behave as before for any other caller. Parsing is synchronous, so a module-level stack
 * of collectors is safe.
 */
import { InputError, InputErrors, type ErrorCode } from '../errors';

/** At most this many problems are listed; past that the parse stops (the file is likely not ours). */
export const MAX_REPORTED_ERRORS = 20;

const stack: InputError[][] = [];

/** Thrown by `abandon()`: stop reading this part, its problem was already recorded. */
class Abandoned extends Error {}

/** Stops the current `attempt()` without a new message (the cause was reported already). Only under `collecting()`. */
export function abandon(): never {
  throw new Abandoned('abandoned after a reported problem');
}

/** Runs `fn`, collecting the InputErrors its `attempt()` calls record; throws them together at the end. */
export function collecting<T>(code: ErrorCode, fn: () => T): T {
  const errors: InputError[] = [];
  stack.push(errors);
  let out: T;
  try {
    out = fn();
  } catch (e) {
    // An error outside any attempt() (or the cut-off below) still joins the ones recorded so far.
    if (e instanceof Abandoned && errors.length > 0) {
      // The recorded errors are thrown below.
    } else if (!(e instanceof InputError)) {
      throw e;
    } else for (const inner of e instanceof InputErrors ? e.errors : [e]) pushUnique(errors, inner);
  } finally {
    stack.pop();
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new InputErrors(code, inFileOrder(errors.slice(0, MAX_REPORTED_ERRORS)), errors.length >= MAX_REPORTED_ERRORS);
  return out!;
}

/** Runs `fn`; under `collecting()`, an InputError it throws is recorded and `undefined` returned. */
export function attempt<T>(fn: () => T): T | undefined {
  const errors = stack[stack.length - 1];
  if (!errors) return fn();
  try {
    return fn();
  } catch (e) {
    if (e instanceof Abandoned) return undefined;
    if (!(e instanceof InputError)) throw e;
    for (const inner of e instanceof InputErrors ? e.errors : [e]) pushUnique(errors, inner);
    if (errors.length >= MAX_REPORTED_ERRORS) {
      throw new InputErrors(errors[0].code, errors.slice(0, MAX_REPORTED_ERRORS), true);
    }
    return undefined;
  }
}

/** Whether an error was recorded since the collector's start (used to skip checks that depend on a failed key). */
export function recordedCount(): number {
  return stack[stack.length - 1]?.length ?? 0;
}

/** Sorted by line and column (stable), the order an editor shows them in. */
function inFileOrder(errors: InputError[]): InputError[] {
  const pos = (e: InputError): number => (e.location.line ?? 0) * 1e6 + (e.location.column ?? 0);
  return errors.map((e, i) => ({ e, i })).sort((a, b) => pos(a.e) - pos(b.e) || a.i - b.i).map((x) => x.e);
}

function pushUnique(errors: InputError[], e: InputError): void {
  const text = e.format();
  if (!errors.some((x) => x.format() === text)) errors.push(e);
}
