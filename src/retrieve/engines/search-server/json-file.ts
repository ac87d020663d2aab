/** A team's JSON file (`index_file`, `query_file`, read by ../setting-file.ts) parsed with the line of any syntax error. */
import { ERROR_CODES, InputError } from '../../../errors';
import { jsonErrorOffset } from './json-locate';

/** JSON.parse with the 1-based line and column of a syntax error, located in `file`. */
export function parseJsonAt(text: string, file: string, field: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const at = jsonErrorOffset(text);
    const loc: { file: string; field: string; line?: number; column?: number } = { file, field };
    if (at >= 0) {
      const before = text.slice(0, at);
      loc.line = before.split('\n').length;
      loc.column = before.length - before.lastIndexOf('\n');
    }
    // Node's message quotes the text around the mistake; the line and column say where.
    const why = message.split(', ')[0].slice(0, 80);
    throw new InputError(ERROR_CODES.CONFIG, `${what} is not valid JSON (${why})`, loc);
  }
}
