/**
 * Names and descriptions of retrievers are printed (job log, comment, report.json), so anything
 * that looks like a credential in them is replaced by `***` first: the `user:pass@` of a URL, a
 * secret-looking query parameter, a `KEY=value` assignment or `--token value` option in a command
 * line. Hand-written: no library does this for free text mixing URLs and shell words.
 */

const SECRET_WORD = '(?:token|secret|password|passwd|pass|pwd|api[_-]?key|access[_-]?key|key|auth|authorization|sig|signature|credential|bearer)';

/** URL userinfo: `scheme://user:pass@host` → `scheme://***@host`. */
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@"']+@/gi;
/** A secret-looking query parameter: `?api_key=abc` → `?api_key=***`. */
const QUERY_SECRET = new RegExp(`([?&][^=&?\\s"']*${SECRET_WORD}[^=&\\s"']*=)[^&\\s"']+`, 'gi');
/**
 * A shell assignment `NAME=value` (env prefix or `env NAME=value`); values of plain settings are
 * short and harmless, but every one is hidden since any may be a key. After `(` only an
 * environment-style name counts (`(TOKEN=x cmd)`), so a program's own description such as
 * `bm25(k1=1.2,b=0.75)` is left readable.
 */
const ASSIGNMENT = /(^|[\s;]|\((?=[A-Z_][A-Z0-9_]*=))([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|[^\s;&|)]+)/g;
/** `--token abc`, `--api-key=abc`, `-p abc` is left alone (too ambiguous). */
const OPTION_SECRET = new RegExp(`((?<!-)--[a-z0-9-]*${SECRET_WORD}[a-z0-9-]*)(=|\\s+)("[^"]*"|'[^']*'|[^\\s;&|]+)`, 'gi');
/** A bearer header written inline: `Authorization: Bearer abc`. */
const BEARER = /\b(bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

/** The text with every credential-looking part replaced by `***`. */
export function stripCredentials(text: string): string {
  return text
    .replace(USERINFO, '$1***@')
    .replace(QUERY_SECRET, '$1***')
    .replace(OPTION_SECRET, '$1$2***')
    .replace(BEARER, '$1***')
    .replace(ASSIGNMENT, '$1$2=***');
}
