/**
 * Text on its way to the job log (the Action's stdout, the CLI's stdout and stderr in a workflow).
 * The runner reads every line of a step's output for workflow commands: a line that starts with
 * `::` (after leading whitespace) is one (`::error::`, `::add-mask::`, `::stop-commands::`, which
 * switches command processing off until its token comes back), and so is `##[name]` anywhere in a
 * line (the legacy form). A file name, a heading or a retriever's stderr holding a newline and
 * `::error::` would otherwise make the runner act on the pull request's behalf.
 *
 * Two functions, one destination: `escapeLog` for an untrusted piece inside a message (one line,
 * nothing of it can start a line), `guardLog` at the writer, for whole messages (each line of it
 * is made inert, whatever slipped through). A zero-width joiner between the colons keeps the text
 * readable and copyable; the runner no longer sees the prefix.
 */

const ZWJ = '\u200D';

/** Bidirectional and zero-width controls, shown as `<U+202E>` rather than reorder or hide log text. */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\uFEFF\u2060]/g;
/** C0 and C1 controls but tab (ANSI escapes could redraw the log view). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** An untrusted string for one line of the job log: line breaks as `\n`, controls visible, no command. */
export function escapeLog(s: string): string {
  const flat = s
    .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, (c) => (c === '\r\n' || c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\n'))
    .replace(INVISIBLE, (c) => `<U+${hex(c)}>`)
    .replace(CONTROL, (c) => `\\x${hex(c).slice(2)}`);
  return guardLog(flat);
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
