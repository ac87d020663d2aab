/**
 * The one escaper for text a terminal shows. Headings, snippets, questions, file names and labels
 * come from documents, query logs, golden sets and reports that someone else wrote; a terminal
 * acts on the control characters in them: ESC and the C1 CSI (U+009B) start sequences that clear
 * the screen, set the window title, write the clipboard (OSC 52) or hide a link (OSC 8), BEL
 * rings, CR moves back over what was printed, and the bidirectional overrides and isolates
 * reorder a line so it reads as something else. Shown as text instead (`\x1B`, `\u202E`), they
 * stay visible and copyable, and do nothing.
 *
 * Kept: line feed and tab (the layout of the output, and of a code block's text). Everything else
 * below U+0020, DEL and C1 (U+0080–U+009F) is `\xNN`; the bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069) are `\uNNNN`.
 *
 * The same characters are kept out of JSON the CLI prints (as JSON's own `\uNNNN` escapes, so the
 * value is unchanged once parsed) and of the YAML it writes (a double-quoted scalar, whose escapes
 * are JSON's): `jsonForTerminal`, `quotedScalar`.
 */

/** What a terminal could act on (line feed and tab excepted). */
// eslint-disable-next-line no-control-regex
const TERMINAL_UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const TERMINAL_UNSAFE_TEST = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * Characters JSON.stringify leaves raw that a terminal or a YAML reader would act on: DEL, C1, the
 * bidirectional controls, and U+2028/U+2029 (line breaks to a YAML 1.1 reader). C0 JSON escapes itself.
 */
const JSON_RAW_UNSAFE = /[\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029]/g;

/** `text` with every control character a terminal would act on shown as its escape (`\x1B`, `\u202E`). */
export function showControls(text: string): string {
  if (!TERMINAL_UNSAFE_TEST.test(text)) return text;
  return text.replace(TERMINAL_UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
  });
}

/** True when `text` holds a character `showControls` would escape. */
export function hasControls(text: string): boolean {
  return TERMINAL_UNSAFE_TEST.test(text);
}

/** JSON text (from JSON.stringify) with the characters it leaves raw written as `\uNNNN`: the same value, no raw control. */
export function escapeJsonText(json: string): string {
  return json.replace(JSON_RAW_UNSAFE, (c) => `\\u${hex(c.charCodeAt(0), 4)}`);
}

/** `value` as JSON for the terminal: JSON.stringify's text, no raw control character in it. */
export function jsonForTerminal(value: unknown, indent?: number): string {
  return escapeJsonText(JSON.stringify(value, null, indent));
}

/**
 * `s` as a double-quoted scalar (YAML's double-quoted escapes include JSON's), with no raw control
 * character in the file: it reads back as `s`, and the file stays valid YAML and safe to `cat`.
 */
export function quotedScalar(s: string): string {
  return escapeJsonText(JSON.stringify(s));
}

function hex(code: number, width: number): string {
  return code.toString(16).toUpperCase().padStart(width, '0');
}
