/**
 * The report page's one escaper. Every text on the page that a repository or a golden set wrote
 * (questions, headings, paths, labels, rule details, commit subjects) reaches the HTML through
 * `html` below, which escapes each value it is given unless that value is itself markup this
 * folder built (an `Html`). So no value can open a tag, close an attribute or start a script, and
 * no call site has to remember to escape. Bidirectional and zero-width controls show as `<U+202E>`
 * and the terminal's controls as `\x1B` (the Trojan Source trick stays visible, as in the comment).
 *
 * The data the page's script reads is JSON inside a `<script type="application/json">` element:
 * `jsonForScript` writes `<`, `>`, `&`, U+2028 and U+2029 as `\uNNNN`, so no string in it can end
 * the element (`</script>`), open a comment (`<!--`) or break a line in an older parser; the value
 * JSON.parse reads back is unchanged.
 */
import { showControls } from '../../util/show-controls';
import { visibleControls } from '../markdown-escape';

/** Markup built in this folder: passed through `html` as is. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value: the five HTML specials as entities, controls made visible. */
export function escapeHtmlText(s: string): string {
  return showControls(visibleControls(s)).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** One interpolated value: markup as is, a list joined, nothing for null/undefined/false, any other value as escaped text. */
function piece(v: unknown): string {
  if (v instanceof Html) return v.text;
  if (Array.isArray(v)) return v.map(piece).join('');
  if (v === undefined || v === null || v === false) return '';
  return escapeHtmlText(String(v));
}

/** A template of markup whose every `${value}` is escaped (or is markup built here). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += piece(values[i]) + strings[i + 1];
  return new Html(out);
}

/** Markup from this folder's own constants (the style sheet, the script): never a value from a report. */
export function trusted(text: string): Html {
  return new Html(text);
}

/** `value` as JSON safe inside a `<script>` element (see the file's note). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
