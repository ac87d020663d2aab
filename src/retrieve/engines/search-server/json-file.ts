/** Reads a team's JSON file (`index_file`, `query_file`) with the line of any syntax error. */
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { ERROR_CODES, InputError } from '../../../errors';
import { MAX_SETTING_FILE_BYTES } from '../../../limits';
import { jsonErrorOffset } from './json-locate';

/** The file's text; one clear error naming the setting when it cannot be read. */
export async function readSettingFile(cwd: string, path: string, field: string): Promise<string> {
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : (e as Error).message;
    throw new InputError(ERROR_CODES.CONFIG, `cannot read ${path} (${field}): ${why}`, { file: path, field });
  }
  if (Buffer.byteLength(text) > MAX_SETTING_FILE_BYTES) {
    throw new InputError(ERROR_CODES.CONFIG, `${path} (${field}) is larger than ${MAX_SETTING_FILE_BYTES} bytes`, { file: path, field });
  }
  return text;
}

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
