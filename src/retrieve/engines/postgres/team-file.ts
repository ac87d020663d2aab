/** The team's SQL files (`index_file`, `query_file`), read from the repository's work tree. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ERROR_CODES, InputError } from '../../../errors';

export function readTeamFile(cwd: string, path: string, key: 'index_file' | 'query_file'): string {
  try {
    return readFileSync(resolve(cwd, path), 'utf8');
  } catch (e) {
    throw new InputError(ERROR_CODES.CONFIG, `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, { field: `retriever.${key}` });
  }
}
