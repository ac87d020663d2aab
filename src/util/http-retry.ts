/**
 * One POST-JSON-with-retries for every HTTP provider (embeddings, rerank): a per-request timeout,
 * exponential backoff with jitter from a seeded source (so runs are reproducible), `Retry-After`
 * honoured on 429 and 5xx, and one clear InputError when it still fails. The error names the
 * status and the endpoint, never the headers (they carry the API key).
 */
import { ERROR_CODES, InputError } from '../errors';
import { mulberry32 } from './prng';

/** How hard to try. */
export interface RetryPolicy {
  /** Per-request time limit. */
  timeoutMs: number;
  /** Further attempts after the first. */
  maxRetries: number;
  /** First backoff delay before jitter; doubles each retry. */
  baseDelayMs?: number;
  /** Ceiling on any one wait, `Retry-After` included. */
  maxDelayMs?: number;
  /** Seed of the jitter source. */
  seed?: number;
}

export interface PostJsonRequest {
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  /** What the request is for, used in messages: `embeddings`, `rerank`. */
  what: string;
  /** Values never to repeat in a message (API keys a server might echo back). */
  redact?: string[];
}

export interface HttpDeps {
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** Injectable so tests can record waits; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_BASE_DELAY_MS = 250;
const DEFAULT_MAX_DELAY_MS = 60_000;

/** Statuses worth another try: rate limits, timeouts and server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/** Retry jitter is seeded (mulberry32): it must not make two runs differ in more than timing. */
export const seededRandom = mulberry32;

/** Milliseconds a `Retry-After` value asks for (delta seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value == null) return undefined;
  const v = value.trim();
  if (v === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/** Backoff before retry number `attempt` (0-based): base·2^attempt scaled by a jitter in [0.5, 1). */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const raw = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(raw * (0.5 + random() / 2));
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The URL without credentials or query string, safe to print. */
export function safeEndpoint(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

/** POST a JSON body and parse a JSON answer, retrying as the policy says; InputError(HTTP) when it still fails. */
export async function postJsonWithRetry(req: PostJsonRequest, policy: RetryPolicy, deps: HttpDeps): Promise<unknown> {
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? defaultSleep;
  const random = seededRandom(policy.seed ?? 42);
  const base = policy.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const max = policy.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const endpoint = safeEndpoint(req.url);
  const payload = JSON.stringify(req.body);
  let lastProblem = '';

  for (let attempt = 0; attempt <= policy.maxRetries; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
    let wait: number | undefined;
    try {
      const res = await doFetch(req.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...req.headers },
        body: payload,
        signal: controller.signal,
      });
      const text = await res.text();
      if (res.ok) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          // A malformed body from a healthy status is a provider bug, not a transient fault.
          throw new InputError(
            ERROR_CODES.HTTP,
            redact(`${req.what}: ${endpoint} answered HTTP ${res.status} with a body that is not JSON: ${snippet(redact(text, req.redact))}`, req.redact),
          );
        }
      }
      lastProblem = `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}: ${snippet(redact(text, req.redact))}`;
      if (!isRetryableStatus(res.status)) break;
      wait = parseRetryAfter(res.headers.get('retry-after'), Date.now());
    } catch (e) {
      if (e instanceof InputError) throw e;
      lastProblem = controller.signal.aborted
        ? `no answer within ${policy.timeoutMs} ms`
        : `request failed: ${describeFetchError(e)}`;
    } finally {
      clearTimeout(timer);
    }
    if (attempt < policy.maxRetries) {
      const delay = Math.min(max, wait ?? backoffDelay(attempt, base, max, random));
      deps.log?.(`${req.what}: ${endpoint}: ${lastProblem.split(':')[0]}; retry ${attempt + 1}/${policy.maxRetries} in ${delay} ms`);
      await sleep(delay);
    }
  }
  throw new InputError(
    ERROR_CODES.HTTP,
    redact(`${req.what}: ${endpoint} failed after ${policy.maxRetries + 1} attempt(s): ${lastProblem}`, req.redact),
  );
}

/** Replaces every secret in a message with `***`. */
export function redact(message: string, secrets: readonly string[] | undefined): string {
  let out = message;
  for (const s of secrets ?? []) if (s.length >= 4) out = out.split(s).join('***');
  return out;
}

/** undici's `fetch failed` hides the reason in `cause` (ECONNREFUSED, ENOTFOUND…): show it. */
function describeFetchError(e: unknown): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  const cause = err.cause?.code ?? err.cause?.message;
  return cause && !err.message.includes(cause) ? `${err.message} (${cause})` : err.message;
}

/** The start of a response body, on one line, for error messages. */
function snippet(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  if (one === '') return '(empty body)';
  return one.length > 200 ? `${one.slice(0, 200)}…` : one;
}
