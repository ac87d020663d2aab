/**
 * Client of an OpenAI-compatible `POST {base_url}/chat/completions` endpoint (OpenAI, Azure,
 * Ollama, vLLM, LM Studio, llama.cpp server…), an I/O adapter. Temperature 0 and a fixed seed,
 * so a provider that can repeat itself does. Retries, `Retry-After` and key redaction are the
 * embeddings client's (util/http-retry.ts); a body that is JSON but not a completion, or not
 * JSON at all, is tried once more before it is an error.
 */
import type { AnswersConfig } from '../config/answers';
import { ERROR_CODES, InputError } from '../errors';
import { authHeaders, readApiKey, TRAILING_SLASHES } from '../retrieve/embed/embeddings-client';
import type { RetrieverDeps } from '../retrieve/factory';
import { postJsonWithRetry, redact, safeEndpoint, type HttpDeps } from '../util/http-retry';
import type { ChatClient, ChatReply, ChatRequest } from './chat';

/** `{base_url}/chat/completions`, keeping a query string where it belongs (Azure's `?api-version=`). */
export function chatCompletionsUrl(baseUrl: string): string {
  try {
    const u = new URL(baseUrl);
    u.pathname = `${u.pathname.replace(TRAILING_SLASHES, '')}/chat/completions`;
    return u.toString();
  } catch {
    return `${baseUrl.replace(TRAILING_SLASHES, '')}/chat/completions`;
  }
}

/** The API key for `answers`, or why the stage cannot run (variable named but not set: a fork PR without secrets). */
export function answersApiKey(cfg: AnswersConfig, deps: RetrieverDeps): { key?: string; missing?: string } {
  try {
    return { key: readApiKey(cfg.api_key_env, 'answers.api_key_env', deps) };
  } catch (e) {
    if (e instanceof InputError) return { missing: `the environment variable ${cfg.api_key_env} (answers.api_key_env) is not set` };
    throw e;
  }
}

/** The completion's text from a parsed response body, or why there is none. */
export function completionText(json: unknown): { content: string; usage: ChatReply['usage'] } | { problem: string } {
  const choices = (json as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices) || choices.length === 0) return { problem: 'the response has no "choices"' };
  const message = (choices[0] as { message?: { content?: unknown } } | null)?.message;
  if (typeof message?.content !== 'string') return { problem: 'choices[0].message.content is not a string' };
  const u = (json as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } }).usage;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : 0);
  return { content: message.content, usage: { prompt_tokens: n(u?.prompt_tokens), completion_tokens: n(u?.completion_tokens) } };
}

/** Builds the client over `key` (read with answersApiKey); `deps.fetch` and `deps.sleep` are injectable. */
export function createChatClient(cfg: AnswersConfig, key: string | undefined, deps: HttpDeps): ChatClient {
  const url = chatCompletionsUrl(cfg.base_url);
  const endpoint = safeEndpoint(url);
  const headers = authHeaders(url, key);
  const secrets = key ? [key] : [];
  return {
    endpoint,
    async complete(req: ChatRequest): Promise<ChatReply> {
      const body: Record<string, unknown> = { model: req.model, messages: req.messages, temperature: 0, seed: 0, max_tokens: req.maxTokens };
      if (req.json) body.response_format = { type: 'json_object' };
      let problem = '';
      // A healthy status with a body that is not a completion is rare and usually transient
      // (a proxy's error page, a cut stream): one more try, then a clear error.
      for (let attempt = 0; attempt < 2; attempt++) {
        let json: unknown;
        try {
          json = await postJsonWithRetry({ url, body, headers, what: `chat (${req.what})`, redact: secrets }, { timeoutMs: cfg.timeout_ms, maxRetries: cfg.max_retries }, deps);
        } catch (e) {
          if (!(e instanceof InputError) || !/not JSON/.test(e.message) || attempt === 1) throw e;
          problem = e.message;
          deps.log?.(`${problem}; trying once more`);
          continue;
        }
        const got = completionText(json);
        if ('content' in got) return got;
        problem = redact(`chat (${req.what}): ${endpoint} (model ${req.model}): ${got.problem}`, secrets);
        if (attempt === 0) deps.log?.(`${problem}; trying once more`);
      }
      throw new InputError(ERROR_CODES.HTTP, problem);
    },
  };
}
