/**
 * The few config values the action itself needs before the engine runs (which API-key variables to
 * mask, where the embeddings cache lives, whether the retriever embeds at all). Read leniently:
 * the engine validates the config and reports its errors with file and line; here a file that does
 * not parse simply yields nothing.
 */
import { parse } from 'yaml';
import { ANSWERS_DEFAULTS } from '../config/answers';
import { DENSE_DEFAULTS } from '../config/types';
import { ENCODER_RUNTIME, encoderIdentity } from '../retrieve/embed/encoder';

export interface ConfigPeek {
  /** Names of the environment variables holding API keys (every `api_key_env` in the file). */
  apiKeyEnvs: string[];
  /** `retriever.dense.cache_dir` when the retriever embeds (dense or hybrid), relative to the working directory. */
  embeddingsCacheDir?: string;
  /** The dense settings that decide what a cached embedding means (base_url, model, dimensions, prefix). */
  denseIdentity?: string;
  /** `answers.cache_dir` when `answers:` is configured, relative to the working directory. */
  answersCacheDir?: string;
  /** The answers settings that decide what a cached answer means (endpoint, models). */
  answersIdentity?: string;
  /** `answers.api_key_env`: whether it is set decides whether the answers stage runs at all. */
  answersKeyEnv?: string;
  /** The `retriever` section as written (unvalidated), for the cache keys: what ranks, and which shipped model. */
  retriever?: Record<string, unknown>;
  /** `retriever.type: command`: a program runs in the work tree, and its answers are only as good as that tree. */
  runsCommand?: boolean;
}

/** Reads what the action needs from the config text (YAML); empty when absent or unparseable. */
export function peekConfig(text: string | null): ConfigPeek {
  const out: ConfigPeek = { apiKeyEnvs: [] };
  if (!text) return out;
  let doc: unknown;
  try {
    doc = parse(text, { logLevel: 'error' }); // no warnings on stderr quoting the PR's lines (see front-matter.ts)
  } catch {
    return out;
  }
  const retriever = get(doc, 'retriever');
  const dense = get(retriever, 'dense');
  // Every `api_key_env`, in any section (dense, rerank, and sections added later): all are masked.
  collectKeyEnvs(doc, out.apiKeyEnvs, 0);
  const answers = get(doc, 'answers');
  if (answers && typeof answers === 'object') {
    const name = get(answers, 'api_key_env');
    if (typeof name === 'string' && name) out.answersKeyEnv = name;
    const dir = get(answers, 'cache_dir');
    out.answersCacheDir = typeof dir === 'string' && dir ? dir : ANSWERS_DEFAULTS.cache_dir;
    out.answersIdentity = JSON.stringify([get(answers, 'base_url'), get(answers, 'model'), get(answers, 'judge_model')]);
  }
  if (retriever && typeof retriever === 'object' && !Array.isArray(retriever)) out.retriever = retriever as Record<string, unknown>;
  const type = get(retriever, 'type');
  if (type === 'command') out.runsCommand = true;
  if (type === 'hybrid' && dense === undefined) {
    // The shipped sentence encoder: its vectors are cached like an API model's, in the default folder.
    out.embeddingsCacheDir = DENSE_DEFAULTS.cache_dir;
    out.denseIdentity = JSON.stringify(['encoder', encoderIdentity({ type: 'hybrid' }), ENCODER_RUNTIME]);
  }
  if ((type === 'dense' || type === 'hybrid') && dense && typeof dense === 'object') {
    const dir = get(dense, 'cache_dir');
    out.embeddingsCacheDir = typeof dir === 'string' && dir ? dir : DENSE_DEFAULTS.cache_dir;
    out.denseIdentity = JSON.stringify([get(dense, 'base_url'), get(dense, 'model'), get(dense, 'dimensions'), get(dense, 'document_prefix')]);
  }
  return out;
}

function collectKeyEnvs(v: unknown, into: string[], depth: number): void {
  if (!v || typeof v !== 'object' || Array.isArray(v) || depth > 8) return;
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (k === 'api_key_env' && typeof x === 'string' && x) into.push(x);
    else collectKeyEnvs(x, into, depth + 1);
  }
}

function get(v: unknown, key: string): unknown {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>)[key] : undefined;
}
