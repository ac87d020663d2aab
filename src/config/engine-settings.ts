/**
 * The settings every search-engine retriever shares (`retriever.type: elasticsearch | opensearch`):
 * `url_env`, `auth_env`, `index_file`, `query_file`, `keep`. Read here, once, so each engine's
 * adapter gets them validated, with the file, line and field of any mistake.
 */
import { fail, readBoolean, type At } from '../yaml';
import { apiKeyEnvName, relativeFolder } from './read';
import type { EngineSettings, RetrieverConfig, RetrieverType } from './types';

/** The retriever types that run on a search server and read these settings. */
export const ENGINE_TYPES: readonly RetrieverType[] = ['elasticsearch', 'opensearch'];

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
  attempt(() => s.url_env && (out.url_env = apiKeyEnvName(s.url_env)));
  attempt(() => s.auth_env && (out.auth_env = apiKeyEnvName(s.auth_env)));
  attempt(() => s.index_file && (out.index_file = repositoryFile(s.index_file)));
  attempt(() => s.query_file && (out.query_file = repositoryFile(s.query_file)));
  attempt(() => s.keep && (out.keep = readBoolean(s.keep)));
  if (isEngineType(out.type)) {
    if (!out.url_env && !s.url_env) {
      fail({ ...typeAt, field: 'retriever.url_env' }, `'retriever.url_env' is required when 'retriever.type' is '${out.type}': the name of the environment variable holding the server's URL (e.g. SEARCH_URL)`);
    }
    return;
  }
  // Engine keys on another type would be silently ignored: say so instead.
  for (const key of ENGINE_KEYS) {
    const at = s[key];
    if (at) fail(at, `'retriever.${key}' applies only to 'retriever.type' ${ENGINE_TYPES.map((t) => `'${t}'`).join(' or ')}, not '${out.type}'`);
  }
}

/** A file path inside the repository (relative, no `..` leading out), as `index_file` and `query_file` are. */
function repositoryFile(at: At): string {
  const v = relativeFolder(at);
  if (v.endsWith('/')) fail(at, `'${at.field}' must name a file, not a folder`);
  return v;
}

/** The engine settings of a retriever config, for the adapters. */
export function engineSettings(config: RetrieverConfig): EngineSettings {
  const { url_env, auth_env, index_file, query_file, keep } = config;
  return { url_env, auth_env, index_file, query_file, keep };
}
