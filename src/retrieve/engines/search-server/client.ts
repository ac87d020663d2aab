/**
 * A small HTTP client for Elasticsearch and OpenSearch over Node's own fetch. Not the official
 * clients: @elastic/elasticsearch refuses to talk to anything that is not Elasticsearch (its
 * product check), so OpenSearch would need a second client of its own, each several megabytes in
 * the bundle and pinned to its server's major version; the gate needs eight endpoints (`/`,
 * index create/delete/get, `_bulk`, `_refresh`, `_msearch`, `_clone`, `_settings`, `_mapping`),
 * all plain JSON, the same in both. One client here speaks both, is injectable (tests, the
 * Action's fetch), and turns every failure into one message naming the setting to fix.
 */
import { ERROR_CODES, InputError } from '../../../errors';
import { stripCredentials } from '../../../util/credential-strip';

/** What the client needs to reach the server; the names are the config's, for messages. */
export interface ServerAccess {
  /** The server's URL without credentials. */
  url: string;
  /** The `Authorization` header's value, when the server wants one. */
  authorization?: string;
  /** `retriever.url_env`'s value: the variable that held the URL. */
  urlEnv: string;
  /** `retriever.auth_env`'s value, when set. */
  authEnv?: string;
  fetch: typeof fetch;
  /** Per-request time limit. */
  timeoutMs: number;
  /** How many times a 429 (the server is busy) is retried before giving up. */
  maxRetries: number;
  sleep?: (ms: number) => Promise<void>;
  /** Values never to repeat in a message (credentials). */
  redact: string[];
}

export interface ServerResponse {
  status: number;
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
  /** Elasticsearch's `X-elastic-product` header (OpenSearch sends none). */
  product?: string;
}

export interface RequestOptions {
  /** Statuses that are answers, not errors (404 for "no such index"). */
  accept?: readonly number[];
  /** The body is NDJSON already (bulk, msearch). */
  ndjson?: boolean;
  /** What the request does, for messages: `creating the index`, `bulk loading`. */
  what: string;
}

/** Reads the URL and the credentials from the environment; one clear error for each mistake. */
export function serverAccess(env: Record<string, string | undefined>, urlEnv: string, authEnv: string | undefined, rest: Pick<ServerAccess, 'fetch' | 'timeoutMs' | 'maxRetries' | 'sleep'>, secret?: (v: string) => void): ServerAccess {
  const raw = env[urlEnv]?.trim();
  if (!raw) {
    throw new InputError(ERROR_CODES.CONFIG, `the environment variable ${urlEnv} (retriever.url_env) is not set: it must hold the search server's URL, e.g. https://search.example.com:9200`, { field: 'retriever.url_env' });
  }
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new InputError(ERROR_CODES.CONFIG, `the environment variable ${urlEnv} (retriever.url_env) does not hold a URL (e.g. https://search.example.com:9200)`, { field: 'retriever.url_env' });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new InputError(ERROR_CODES.CONFIG, `the environment variable ${urlEnv} (retriever.url_env) must hold an http or https URL, not ${parsed.protocol}`, { field: 'retriever.url_env' });
  }
  const redact: string[] = [];
  let authorization: string | undefined;
  // Credentials in the URL (https://user:pass@host) are moved to a header: fetch refuses them in the URL.
  if (parsed.username || parsed.password) {
    const user = decodeURIComponent(parsed.username);
    const pass = decodeURIComponent(parsed.password);
    redact.push(user, pass);
    authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
    parsed.username = '';
    parsed.password = '';
  }
  if (authEnv) {
    const value = env[authEnv]?.trim();
    if (!value) {
      throw new InputError(ERROR_CODES.CONFIG, `the environment variable ${authEnv} (retriever.auth_env) is not set: it must hold an API key or user:password`, { field: 'retriever.auth_env' });
    }
    // The whole value, and each half of user:password (a server may echo either).
    redact.push(value, ...value.split(':'));
    authorization = authorizationOf(value);
  }
  for (const v of redact) if (v) secret?.(v);
  if (authorization) secret?.(authorization);
  let url = parsed.toString();
  while (url.endsWith('/')) url = url.slice(0, -1);
  return { url, urlEnv, authEnv, authorization, redact: redact.filter((v) => v.length >= 4), ...rest };
}

/**
 * The header for `auth_env`'s value: given whole (`ApiKey …`, `Basic …`, `Bearer …`), or
 * `user:password` (basic), or else an API key (Elasticsearch's encoded form, sent as `ApiKey`).
 */
export function authorizationOf(value: string): string {
  if (/^(ApiKey|Basic|Bearer) \S/.test(value)) return value;
  if (value.includes(':')) return `Basic ${Buffer.from(value).toString('base64')}`;
  return `ApiKey ${value}`;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** One request; 429s retried with a growing wait; any other failure one InputError naming the setting. */
export async function request(access: ServerAccess, method: string, path: string, body: unknown, opts: RequestOptions): Promise<ServerResponse> {
  const headers: Record<string, string> = {};
  if (access.authorization) headers.authorization = access.authorization;
  let payload: string | undefined;
  if (body !== undefined) {
    headers['content-type'] = opts.ndjson ? 'application/x-ndjson' : 'application/json';
    payload = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const sleep = access.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await access.fetch(`${access.url}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(access.timeoutMs) });
    } catch (e) {
      throw unreachable(access, e, opts.what);
    }
    const text = await res.text().catch(() => '');
    if (res.status === 429 && attempt < access.maxRetries) {
      await sleep(Math.min(30_000, 250 * 2 ** attempt));
      continue;
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const product = res.headers.get('x-elastic-product') ?? undefined;
    if (res.ok || opts.accept?.includes(res.status)) return { status: res.status, body: parsed, ...(product ? { product } : {}) };
    throw statusError(access, res.status, parsed ?? text, opts.what);
  }
}

/** The server's own reason (`error.root_cause[0].reason`, `error.reason`), shortened and without credentials. */
export function serverReason(access: Pick<ServerAccess, 'redact'>, body: unknown): string {
  let reason = '';
  if (body && typeof body === 'object') {
    const err = (body as { error?: unknown }).error;
    if (typeof err === 'string') reason = err;
    else if (err && typeof err === 'object') {
      const e = err as { type?: unknown; reason?: unknown; root_cause?: Array<{ type?: unknown; reason?: unknown }> };
      const root = e.root_cause?.[0];
      const r = root?.reason ?? e.reason;
      const t = root?.type ?? e.type;
      reason = [typeof t === 'string' ? t : '', typeof r === 'string' ? r : ''].filter(Boolean).join(': ');
    }
  } else if (typeof body === 'string') reason = body;
  return redact(access, reason).replace(/\s+/g, ' ').slice(0, 300);
}

function redact(access: Pick<ServerAccess, 'redact'>, s: string): string {
  let out = stripCredentials(s);
  for (const v of access.redact) out = out.split(v).join('***');
  return out;
}

function unreachable(access: ServerAccess, e: unknown, what: string): InputError {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  const timedOut = err.name === 'TimeoutError' || err.name === 'AbortError';
  const cause = timedOut ? `no answer within ${Math.round(access.timeoutMs / 1000)} s` : err.cause?.code ?? err.cause?.message ?? err.message;
  return new InputError(
    ERROR_CODES.RETRIEVER,
    `cannot reach the search server at ${access.url} (from ${access.urlEnv}, retriever.url_env) while ${what}: ${redact(access, String(cause))}`,
    { field: 'retriever.url_env' },
  );
}

function statusError(access: ServerAccess, status: number, body: unknown, what: string): InputError {
  const reason = serverReason(access, body);
  const because = reason ? `: ${reason}` : '';
  if (status === 401) {
    const how = access.authEnv ? `the credentials in ${access.authEnv} (retriever.auth_env)` : 'no credentials (set retriever.auth_env to the variable holding an API key or user:password)';
    return new InputError(ERROR_CODES.RETRIEVER, `the search server at ${access.url} refused ${how} while ${what} (401)${because}`, { field: 'retriever.auth_env' });
  }
  if (status === 403) {
    return new InputError(
      ERROR_CODES.RETRIEVER,
      `the search server at ${access.url} refused ${what} (403, missing privileges): the credentials in ${access.authEnv ?? 'the URL'} (retriever.auth_env) need to create, write, read and delete indexes named retrieval-gate-*${because}`,
      { field: 'retriever.auth_env' },
    );
  }
  if (status === 429) {
    return new InputError(ERROR_CODES.RETRIEVER, `the search server at ${access.url} stayed busy (429) while ${what}, after ${access.maxRetries} retries${because}`, { field: 'retriever.url_env' });
  }
  return new InputError(ERROR_CODES.RETRIEVER, `the search server at ${access.url} answered ${status} while ${what}${because}`, { field: 'retriever.url_env' });
}
