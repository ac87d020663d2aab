import { ERROR_CODES, InputError } from '../../errors';
import type { CliIo } from '../io';

export const summary = 'not available yet';
export const help = `retrieval-gate beir: not available yet.`;

/** Placeholder until the issue that builds `beir` lands; answers with exit 2. */
export async function run(_argv: string[], _io: CliIo): Promise<number> {
  throw new InputError(ERROR_CODES.NOT_AVAILABLE, "'beir' is not available yet in this version of retrieval-gate");
}
