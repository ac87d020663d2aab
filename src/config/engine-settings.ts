/**
 * The settings every search-engine retriever shares (`retriever.type: elasticsearch | opensearch |
 * postgres`): `url_env`, `auth_env`, `index_file`, `query_file`, `keep`. Read here, once, so each
 * engine's adapter gets them validated, with the file, line and field of any mistake. Nothing
 * secret is ever in the config: `url_env` and `auth_env` name environment variables, read when the
 * retriever starts.
 */
import { ERROR_CODES, InputError } from '../errors';
import { fail, readBoolean, type At } from '../yaml';
import { apiKeyEnvName, relativeFolder } from './read';
import type { EngineSettings, RetrieverConfig, RetrieverType } from './types';

/** The retriever types that run on a search server (or database) and read these settings. */
export const ENGINE_TYPES: readonly RetrieverType[] = ['elasticsearch', 'opensearch', 'postgres'];

/** The keys of `retriever:` that belong to the engines. */
export const ENGINE_KEYS = ['url_env', 'auth_env', 'index_file', 'query_file', 'keep'] as const;

export function isEngineType(type: RetrieverType): boolean {
  return ENGINE_TYPES.includes(type);
}

/**
 * Reads the engine keys of `retriever:` (the present ones, as `section` returned them) into `out`.
 * `attempt` wraps each read so one run reports every mistake; `typeAt` locates what is missing.
 */
export function readEngineSettings(s: Partial<Record<string, At>>, out: RetrieverConfig, attempt: <T>(fn: () => T) => T | undefined, typeAt: At): void {
  const pg = out.type === 'postgres';
  attempt(() => s.url_env && (out.url_env = apiKeyEnvName(s.url_env, { example: pg ? 'DATABASE_URL' : 'SEARCH_URL', value: 'the URL' })));
  attempt(() => s.auth_env && (out.auth_env = apiKeyEnvName(s.auth_env, { example: pg ? 'DATABASE_PASSWORD' : 'SEARCH_AUTH', value: 'the secret' })));
  attempt(() => s.index_file && (out.index_file = repositoryFile(s.index_file)));
  attempt(() => s.query_file && (out.query_file = repositoryFile(s.query_file)));
  attempt(() => s.keep && (out.keep = readBoolean(s.keep)));
  if (isEngineType(out.type)) {
    if (!out.url_env && !s.url_env) {
      fail({ ...typeAt, field: 'retriever.url_env' }, `'retriever.url_env' is required when 'retriever.type' is '${out.type}': the name of the environment variable holding the server's URL (e.g. ${pg ? 'DATABASE_URL' : 'SEARCH_URL'})`);
    }
    return;
  }
  // Engine keys on another type would be silently ignored: say so instead.
  for (const key of ENGINE_KEYS) {
    const at = s[key];
    if (at) fail(at, `'retriever.${key}' applies only to 'retriever.type' ${oneOfWords(ENGINE_TYPES)}, not '${out.type}'`);
  }
}

/** `'a', 'b' or 'c'`. */
function oneOfWords(types: readonly string[]): string {
  const quoted = types.map((t) => `'${t}'`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}` : quoted.join('');
}

/** A file path inside the repository (relative, no `..` leading out), as `index_file` and `query_file` are. */
function repositoryFile(at: At): string {
  const v = relativeFolder(at, 'file');
  if (v.endsWith('/')) fail(at, `'${at.field}' must name a file, not a folder`);
  return v;
}

/** The engine settings as an adapter uses them: the URL's variable named, `keep` decided. */
export interface ServerSettings extends EngineSettings {
  url_env: string;
  keep: boolean;
}

/**
 * The engine settings of a retriever config, for the adapters. A config read from YAML always has
 * `url_env` for an engine type; one built in code without it is refused here, before any server is asked.
 */
export function engineSettings(config: RetrieverConfig): ServerSettings {
  const { url_env, auth_env, index_file, query_file, keep } = config;
  if (!url_env) throw new InputError(ERROR_CODES.CONFIG, `'retriever.url_env' is required when 'retriever.type' is '${config.type}'`, { field: 'retriever.url_env' });
  return { url_env, keep: keep === true, ...(auth_env ? { auth_env } : {}), ...(index_file ? { index_file } : {}), ...(query_file ? { query_file } : {}) };
}
