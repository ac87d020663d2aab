/**
 * What went wrong with the Postgres server, said once and naming the setting to fix: an address
 * that does not answer, refused credentials, a missing privilege, a server or extension too old,
 * the team's SQL failing. Never the URL's credentials, never a stack trace (exit status 2).
 */
import { ERROR_CODES, InputError } from '../../../errors';

export interface ErrorContext {
  /** What the gate was doing: connecting, building the side's schema, running the team's files, searching. */
  stage: 'connect' | 'build' | 'index_file' | 'query_file' | 'search' | 'vectors';
  urlEnv: string;
  authEnv?: string;
  /** Host, port and database, never credentials. */
  address?: string;
  /** The team's file, for errors in it. */
  file?: string;
}

interface PgLikeError {
  code?: string;
  message?: string;
  position?: string;
}

const NETWORK: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name did not resolve',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ECONNRESET: 'the connection was reset',
};

/** The 1-based line of a character position (Postgres reports 1-based character offsets). */
export function lineOf(text: string, position: number): number {
  let line = 1;
  for (let i = 0; i < Math.min(position - 1, text.length); i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The error as an InputError: `retriever.<setting>: <what happened>; <what to do>`. */
export function explainPostgresError(e: unknown, ctx: ErrorContext, sql?: string): InputError {
  if (e instanceof InputError) return e;
  const err = (e ?? {}) as PgLikeError;
  const code = err.code ?? '';
  const detail = oneLine(err.message ?? String(e));
  const at = ctx.address ? ` at ${ctx.address}` : '';
  const say = (field: string, message: string, line?: number) =>
    new InputError(ERROR_CODES.RETRIEVER, message, { field, ...(ctx.file && field.endsWith('_file') ? { file: ctx.file } : {}), ...(line ? { line } : {}) });

  if (code === 'RG_BAD_URL') return say(`retriever.url_env`, `${ctx.urlEnv} must hold a postgres:// or postgresql:// URL (e.g. postgres://user@host:5432/db)`);
  if (NETWORK[code] || /timeout expired|Connection terminated due to connection timeout/i.test(detail)) {
    return say('retriever.url_env', `could not reach the Postgres server${at} (${NETWORK[code] ?? 'timed out'}): check ${ctx.urlEnv} and that the server is running`);
  }
  if (code === '28P01' || code === '28000' || /password authentication failed|SASL|no password was provided|client password must be a string/i.test(detail)) {
    const where = ctx.authEnv ? `${ctx.authEnv} (retriever.auth_env) or the user in ${ctx.urlEnv}` : `the user and password in ${ctx.urlEnv}`;
    return say(ctx.authEnv ? 'retriever.auth_env' : 'retriever.url_env', `the Postgres server${at} refused the credentials (${detail}): check ${where}`);
  }
  if (code === '3D000') return say('retriever.url_env', `the database named in ${ctx.urlEnv} does not exist on the server${at} (${detail})`);
  if (code === '42501') {
    const what = ctx.stage === 'build' ? 'create a schema of its own (GRANT CREATE ON DATABASE … TO the user)' : 'run this';
    return say(ctx.stage === 'index_file' ? 'retriever.index_file' : ctx.stage === 'query_file' ? 'retriever.query_file' : 'retriever.url_env', `the user in ${ctx.urlEnv} lacks a privilege: the gate needs to ${what} (${detail})`);
  }
  if (ctx.stage === 'vectors' && (code === '58P01' || code === '0A000' || code === '42704' || /extension "vector"|type "vector"/i.test(detail))) {
    return say('retriever.postgres.search', `the Postgres server${at} has no pgvector (${detail}): install the extension (CREATE EXTENSION vector needs it on the server) or set retriever.postgres.search to text`);
  }
  if (ctx.stage === 'query_file' || ctx.stage === 'index_file') {
    const field = `retriever.${ctx.stage}`;
    const line = sql && err.position ? lineOf(sql, Number(err.position)) : undefined;
    return say(field, `${ctx.file ?? 'the file'} failed on the server: ${detail}`, line);
  }
  if (code === '42704' && /text search configuration/i.test(detail)) {
    return say('retriever.postgres.text_search', `the server has no such text-search configuration (${detail})`);
  }
  return say('retriever.url_env', `the Postgres server${at} failed while the gate was ${verb(ctx.stage)}: ${detail}${code ? ` (SQLSTATE ${code})` : ''}`);
}

function verb(stage: ErrorContext['stage']): string {
  return { connect: 'connecting', build: 'loading the side', index_file: 'running the index file', query_file: 'running the query file', search: 'searching', vectors: 'loading vectors' }[stage];
}

/** A message on one line, at most 300 characters (a server may quote long SQL). */
function oneLine(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 300 ? `${t.slice(0, 299)}…` : t;
}
