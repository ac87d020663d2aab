/**
 * `retriever.on_missing_key` (docs/config.md): a dense, hybrid or rerank config whose API key is
 * not in the environment (a fork PR, a Dependabot PR: no secrets) either measures both sides with
 * the embedded BM25 and says so, skips the measurement with a message, or fails as a config error.
 */
import type { Config } from '../config/types';

/** Thrown when `on_missing_key: skip` applies: nothing was measured, and `reason` says why. Not an error: exit 0. */
export class MeasurementSkipped extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'MeasurementSkipped';
  }
}

/** Environment variables a side's retriever needs (api_key_env of the sections it uses) that are unset or empty. */
export function missingKeys(config: Config, env: Record<string, string | undefined>): string[] {
  const r = config.retriever;
  const names: string[] = [];
  if ((r.type === 'dense' || r.type === 'hybrid') && r.dense?.api_key_env) names.push(r.dense.api_key_env);
  if (r.rerank?.api_key_env) names.push(r.rerank.api_key_env);
  return names.filter((n) => !env[n]);
}

/** The config with the embedded BM25 retriever in place of dense, hybrid, command and rerank. */
export function withBm25(config: Config): Config {
  const { dense: _dense, rerank: _rerank, ...rest } = config.retriever;
  return { ...config, retriever: { ...rest, type: 'bm25' } };
}

/** One sentence for the comment, the summary and the log. */
export function fallbackSentence(missing: readonly string[], retriever: string): string {
  const vars = missing.join(', ');
  return (
    `The API key${missing.length > 1 ? 's' : ''} ${vars} ${missing.length > 1 ? 'are' : 'is'} not set in this run (pull requests from forks and Dependabot get no secrets), ` +
    `so both sides were measured with the embedded BM25 instead of ${retriever} (retriever.on_missing_key: bm25).`
  );
}
