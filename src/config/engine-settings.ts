/**
 * The settings every search-engine retriever shares (`retriever.type` postgres, and the search
 * engines): where the server is, how to sign in, the team's own index and query files, and whether
 * the gate's copy of a side outlives the run. Nothing secret is ever in the config: `url_env` and
 * `auth_env` name environment variables, whose values are read when the retriever starts.
 */
import { ERROR_CODES, InputError } from '../errors';

export interface EngineSettings {
  /** The environment variable that holds the server's URL (required). */
  url_env: string;
  /** The environment variable that holds a password, an API key or `user:password` (optional). */
  auth_env?: string;
  /** The team's index definition (a path relative to the repository; for Postgres, SQL run in the side's schema after loading). */
  index_file?: string;
  /** The team's search (a path relative to the repository; for Postgres, one SQL statement with `$1` query, `$2` k, `$3` vector). */
  query_file?: string;
  /** Keep the side's index (schema) after the run, for later runs with the same content and settings to reuse. */
  keep: boolean;
}

/** The keys of `retriever` this module reads. */
export const ENGINE_KEYS = ['url_env', 'auth_env', 'index_file', 'query_file', 'keep'] as const;

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// The runner's own variables (its token, inputs): a setting naming one would send it to the server.
const RUNNER_VARIABLE = /^(GITHUB_|ACTIONS_|INPUT_|RUNNER_)/i;

/**
 * Reads the engine settings from the `retriever` mapping as plain values. `where.file` names the
 * config file in messages; `where.line` (the line of a key) is added when the caller knows it.
 */
export function parseEngineSettings(raw: unknown, where: { file: string; line?: (key: string) => number | undefined }): EngineSettings {
  const r = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const problem = (key: string, message: string): never => {
    const line = where.line?.(key);
    throw new InputError(ERROR_CODES.CONFIG, message, { file: where.file, field: `retriever.${key}`, ...(line ? { line } : {}) });
  };
  const envVar = (key: string, required: boolean): string | undefined => {
    const v = r[key];
    if (v === undefined || v === null) {
      return required ? problem(key, `'retriever.${key}' is required: the name of the environment variable that holds the server's URL (e.g. DATABASE_URL)`) : undefined;
    }
    if (typeof v !== 'string' || !ENV_NAME.test(v)) {
      return problem(key, `'retriever.${key}' must be the name of an environment variable (e.g. DATABASE_URL), never the value itself`);
    }
    if (RUNNER_VARIABLE.test(v)) return problem(key, `'retriever.${key}' names ${v}, a variable the runner sets for itself; pass the value in the step's env under another name`);
    return v;
  };
  const file = (key: string): string | undefined => {
    const v = r[key];
    if (v === undefined || v === null) return undefined;
    const parts = typeof v === 'string' ? v.replace(/\\/g, '/').split('/') : [];
    if (typeof v !== 'string' || !v.trim() || v.startsWith('/') || /^[A-Za-z]:/.test(v) || parts.includes('..')) {
      return problem(key, `'retriever.${key}' must be a file inside the repository (a relative path without '..')`);
    }
    return v;
  };
  const url = envVar('url_env', true)!;
  const keep = r.keep ?? false;
  if (typeof keep !== 'boolean') problem('keep', `'retriever.keep' must be true or false`);
  const out: EngineSettings = { url_env: url, keep: keep as boolean };
  const auth = envVar('auth_env', false);
  if (auth) out.auth_env = auth;
  const index = file('index_file');
  if (index) out.index_file = index;
  const query = file('query_file');
  if (query) out.query_file = query;
  return out;
}
