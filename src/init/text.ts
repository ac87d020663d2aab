/** What the files `init` writes share: where the product's docs are, and comment lines that stay comments. */
import { unsafeInYaml } from '../source/paths-filter';

/** The product's docs, linked from the files init writes (they land in someone else's repository). */
export const DOCS_URL = 'https://github.com/retrieval-gate/retrieval-gate/blob/main/docs';

/**
 * A comment line that stays one line: folder and file names come from the repository, and a line
 * break or another control character in one would end the comment and start YAML.
 */
export function commentLine(s: string): string {
  let out = '';
  for (const c of s) out += unsafeInYaml(c) ? ' ' : c;
  return out.trimEnd();
}
