/**
 * What to try next, added to an error the command line cannot fix by itself. Kept here rather
 * than in the git reader because the flags are the command line's: the Action says the same
 * thing with its own inputs (src/github/git-history.ts).
 */
import { ERROR_CODES, InputError } from '../errors';

const NOT_A_REPO = /is not a git repository/;

/** The error with a hint for `command` appended when one applies; otherwise the error itself. */
export function withHint(command: string, e: InputError): InputError {
  if (e.code !== ERROR_CODES.GIT || !NOT_A_REPO.test(e.message)) return e;
  const hint =
    command === 'compare'
      ? 'run it inside the repository, give it with --repo DIR, or compare two folders with --base-dir DIR --head-dir DIR'
      : 'run it inside the repository, give it with --repo DIR, or read a folder with --dir DIR';
  return new InputError(e.code, `${e.message}; ${hint}`, e.location);
}
