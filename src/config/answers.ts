/**
 * The `answers:` section of the config (docs/answers.md): an OpenAI-compatible chat endpoint that
 * answers each golden question from its assembled context, and a judge that checks the answer
 * against the question's `required_facts`. Off unless the section is present. The keys that send a
 * secret or write to disk (`base_url`, `api_key_env`, `cache_dir`) are named as in
 * `retriever.dense`, so the same trust rules cover them.
 */
import { attempt, child, fail, readString, type At } from '../yaml';
import { anyString, apiKeyEnvName, httpUrl, nonNegInt, posInt, relativeFolder, section } from './read';

/** The answer prompt when the config gives none; `{context}` and `{question}` are filled in. */
export const DEFAULT_ANSWER_PROMPT = `Answer the question using only the documentation excerpts in the context below.
If the context does not contain the answer, say that you cannot answer from the documentation.
Be complete: state every condition, number and time limit the context gives for the question.

Context:
{context}

Question: {question}`;

export interface AnswersConfig {
  /** Base URL of an OpenAI-compatible API (`…/v1`); requests go to `{base_url}/chat/completions`. */
  base_url: string;
  /** Model that answers. */
  model: string;
  /** Model that judges the answers against the facts (default: `model`). */
  judge_model: string;
  /** Name of the environment variable that holds the API key (never the key itself). */
  api_key_env?: string;
  /** Answer prompt template with `{question}` and `{context}`. */
  prompt: string;
  /** Longest answer, in tokens (`max_tokens` of the request). */
  max_answer_tokens: number;
  /** Most chat requests one run may send (answers and judgements; cached results are free). */
  max_calls: number;
  /** Fail the gate when more required facts than this go from supported at base to missing or contradicted at head. */
  max_newly_missing_facts: number;
  /** Questions answered and judged at the same time (when the run cannot reach `max_calls`). */
  concurrency: number;
  timeout_ms: number;
  max_retries: number;
  /** Folder of the on-disk answer cache (keyed by model, prompt, context and question). */
  cache_dir: string;
}

export const ANSWERS_DEFAULTS: Omit<AnswersConfig, 'base_url' | 'model' | 'judge_model'> = {
  prompt: DEFAULT_ANSWER_PROMPT,
  max_answer_tokens: 400,
  max_calls: 200,
  max_newly_missing_facts: 0,
  concurrency: 4,
  timeout_ms: 60_000,
  max_retries: 4,
  cache_dir: '.retrieval-gate/answers',
};

export const ANSWERS_KEYS = [
  'base_url',
  'model',
  'judge_model',
  'api_key_env',
  'prompt',
  'max_answer_tokens',
  'max_calls',
  'max_newly_missing_facts',
  'concurrency',
  'timeout_ms',
  'max_retries',
  'cache_dir',
] as const;

/**
 * Reads `answers:`; `base_url` and `model` are required, the prompt must hold both placeholders.
 * Every mistake in the section is reported, not only the first (config/parse.ts collects them).
 */
export function readAnswers(at: At): AnswersConfig {
  const a = section(at, ANSWERS_KEYS);
  const need = (k: 'base_url' | 'model', hint: string, read: (v: At) => string): string | undefined =>
    attempt(() => {
      const v = a[k];
      if (!v) fail({ ...at, field: child(at.field, k) }, `'${child(at.field, k)}' is required (${hint})`);
      return read(v as At);
    });
  const baseUrl = need('base_url', 'e.g. https://api.openai.com/v1', httpUrl);
  const model = need('model', "the chat model's name", (v) => readString(v));
  const out: AnswersConfig = { ...ANSWERS_DEFAULTS, base_url: baseUrl ?? '', model: model ?? '', judge_model: model ?? '' };
  attempt(() => a.judge_model && (out.judge_model = readString(a.judge_model)));
  attempt(() => a.api_key_env && (out.api_key_env = apiKeyEnvName(a.api_key_env)));
  attempt(() => {
    if (!a.prompt) return;
    out.prompt = anyString(a.prompt);
    for (const p of ['{question}', '{context}']) {
      if (!out.prompt.includes(p)) fail(a.prompt, `'${a.prompt.field}' must contain ${p} (where the ${p.slice(1, -1)} goes)`);
    }
  });
  attempt(() => a.max_answer_tokens && (out.max_answer_tokens = posInt(a.max_answer_tokens)));
  attempt(() => a.max_calls && (out.max_calls = nonNegInt(a.max_calls)));
  attempt(() => a.max_newly_missing_facts && (out.max_newly_missing_facts = nonNegInt(a.max_newly_missing_facts)));
  attempt(() => a.concurrency && (out.concurrency = posInt(a.concurrency)));
  attempt(() => a.timeout_ms && (out.timeout_ms = posInt(a.timeout_ms)));
  attempt(() => a.max_retries && (out.max_retries = nonNegInt(a.max_retries)));
  attempt(() => a.cache_dir && (out.cache_dir = relativeFolder(a.cache_dir)));
  return out;
}
