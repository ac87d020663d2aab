/**
 * Text on its way to the job log (the Action's stdout, the CLI's stdout and stderr in a workflow).
 * The runner reads every line of a step's output for workflow commands: a line that starts with
 * `::` (after leading whitespace) is one (`::error::`, `::add-mask::`, `::stop-commands::`, which
 * switches command processing off until its token comes back), and so is `##[name]` anywhere in a
 * line (the legacy form). A file name, a heading or a retriever's stderr holding a newline and
 * `::error::` would otherwise make the runner act on the pull request's behalf.
 *
 * Three functions, one destination: `escapeLog` for an untrusted piece inside a message (one line,
 * nothing of it can start a line), `guardLog` for whole messages (each line of it is made inert,
 * whatever slipped through), and `forTerminal` at the writers (the CLI's stdout and stderr, the
 * action's log lines): `guardLog` with every control character shown (util/show-controls.ts, the
 * one escaper for what a terminal shows). A zero-width joiner between the colons keeps the text
 * readable and copyable; the runner no longer sees the prefix.
 */
import { showControls } from './show-controls';

const ZWJ = '\u200D';

/**
 * Zero-width characters and directional marks, shown as `\u200B` in a single log piece (a file
 * name, a label) so that it cannot hide characters; the bidirectional overrides and isolates and
 * the control characters are showControls' own.
 */
const INVISIBLE = /[\u200E\u200F\u061C\u200B-\u200D\uFEFF\u2060]/g;

/** An untrusted string for one line of the job log: line breaks as `\n`, controls visible, no command. */
export function escapeLog(s: string): string {
  const flat = s
    .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, (c) => (c === '\r\n' || c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\n'))
    .replace(INVISIBLE, (c) => `\\u${hex(c)}`);
  return guardLog(showControls(flat));
}

/** Whole output for a terminal or the job log: line breaks and tabs kept, every control shown, no line a command. */
export function forTerminal(text: string): string {
  return guardLog(showControls(text));
}

/** A message for the job log with no line the runner would take for a command (lines are kept). */
export function guardLog(text: string): string {
  if (text.indexOf('::') < 0 && text.indexOf('##[') < 0) return text;
  // The runner splits lines at CR as well as LF (.NET ReadLine), and trims leading whitespace.
  return text.replace(/(^|[\r\n])([^\S\r\n]*):(?=:)/g, `$1$2:${ZWJ}`).replace(/##\[/g, `##${ZWJ}[`);
}

function hex(c: string): string {
  return c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
}
