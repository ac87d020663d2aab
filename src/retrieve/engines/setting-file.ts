/**
 * Reads a team's own engine file (`index_file`, `query_file`: JSON for a search server, SQL for
 * Postgres) from the repository's work tree, with one clear error naming the setting.
 */
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { ERROR_CODES, InputError } from '../../errors';
import { MAX_SETTING_FILE_BYTES } from '../../limits';

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
