/** Small readers shared by the config sections: a mapping's known keys, and typed values at a node. */
import { checkKeys, describe, fail, mapEntries, readNumber, seqItems, scalarValue, type At } from '../yaml';
import { MAX_CUTOFFS, MAX_DEPTH } from '../limits';

/** The present (non-null) values of a mapping's keys; unknown keys are errors with a hint. */
export function section(at: At, allowed: readonly string[]): Record<string, At> {
  const entries = mapEntries(at, `a mapping with keys ${allowed.join(', ')}`);
  checkKeys(at, entries, allowed, at.field ? `'${at.field}'` : 'the config');
  const out: Record<string, At> = {};
  for (const e of entries) if (e.value.node) out[e.key] = e.value;
  return out;
}

export const posInt = (at: At): number => readNumber(at, { integer: true, min: 1 });
export const nonNegInt = (at: At): number => readNumber(at, { integer: true, min: 0 });
export const nonNeg = (at: At): number => readNumber(at, { min: 0 });
export const unit = (at: At): number => readNumber(at, { min: 0, max: 1 });

/** One of a fixed set of strings. */
export function oneOf<T extends string>(at: At, options: readonly T[]): T {
  const v = scalarValue(at);
  if (typeof v !== 'string' || !(options as readonly string[]).includes(v)) {
    fail(at, `'${at.field}' must be one of ${options.map((o) => `'${o}'`).join(', ')} but got ${describe(at)}`);
  }
  return v as T;
}

/** A string that may be empty (prefixes). */
export function anyString(at: At): string {
  const v = scalarValue(at);
  if (typeof v !== 'string') fail(at, `'${at.field}' must be a string but got ${describe(at)}`);
  return v as string;
}

/** A list of positive integers, unique, returned sorted; a single integer reads as a one-item list. */
export function positiveIntList(at: At): number[] {
  const what = `'${at.field}' must be a list of positive integers`;
  const n = scalarValue(at);
  const items = n !== undefined ? [at] : seqList(at, what);
  if (items.length === 0) fail(at, `${what} but got an empty list`);
  if (items.length > MAX_CUTOFFS) fail(at, `'${at.field}' lists ${items.length} values, more than the ${MAX_CUTOFFS} allowed`);
  const seen = new Set<number>();
  for (const item of items) {
    const v = scalarValue(item);
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) fail(item, `${what} but got ${describe(item)}`);
    if ((v as number) > MAX_DEPTH) fail(item, `'${at.field}' values must be at most ${MAX_DEPTH.toLocaleString('en-US')} but got ${describe(item)}`);
    if (seen.has(v as number)) fail(item, `'${at.field}' lists ${v as number} twice`);
    seen.add(v as number);
  }
  return [...seen].sort((a, b) => a - b);
}

function seqList(at: At, what: string): At[] {
  try {
    return seqItems(at);
  } catch {
    return fail(at, `${what} but got ${describe(at)}`);
  }
}

/** What a variable-name setting holds, for its messages: an example name and what the value is. */
export interface EnvHint {
  example: string;
  value: string;
}

const API_KEY_HINT: EnvHint = { example: 'OPENAI_API_KEY', value: 'the key' };

/** Environment variable names only: a secret pasted here by mistake must not end up in logs. */
export function envName(at: At, hint: EnvHint = API_KEY_HINT): string {
  const v = anyString(at);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(v)) {
    fail(at, `'${at.field}' must be the name of an environment variable (e.g. ${hint.example}), not ${hint.value} itself`);
  }
  return v;
}

/**
 * Variables the runner sets for itself: its token, the runtime and cache tokens, the step's inputs.
 * An API key is a secret the workflow passes in the step's `env`; GitHub refuses secret names
 * starting with GITHUB_, so no honest key is refused here.
 */
export const RUNNER_VARIABLE = /^(GITHUB_|ACTIONS_|INPUT_|RUNNER_)/i;

/** `api_key_env`: an environment variable name that is not one of the runner's own (docs/security.md). */
export function apiKeyEnvName(at: At, hint: EnvHint = API_KEY_HINT): string {
  const v = envName(at, hint);
  if (RUNNER_VARIABLE.test(v)) {
    fail(
      at,
      `'${at.field}' names ${v}, a variable the runner sets for itself (GITHUB_*, ACTIONS_*, INPUT_*, RUNNER_*), and its value would be sent to the endpoint; pass ${hint.value} in the step's env under another name (e.g. ${hint.example}: \${{ secrets.${hint.example} }})`,
    );
  }
  return v;
}

/** A folder (or, as `kind` says, file) path relative to the repository that stays inside it (no absolute path, no `..` out). */
export function relativeFolder(at: At, kind: 'folder' | 'file' = 'folder'): string {
  const v = anyString(at).trim();
  const parts = v.replace(/\\/g, '/').split('/');
  let depth = 0;
  let escapes = false;
  for (const p of parts) {
    if (p === '..') depth--;
    else if (p !== '' && p !== '.') depth++;
    if (depth < 0) escapes = true;
  }
  if (v === '' || v.startsWith('/') || /^[A-Za-z]:/.test(v) || v.startsWith('~') || escapes) {
    fail(at, `'${at.field}' must be a ${kind} inside the repository (a relative path without '..' leading out) but got ${describe(at)}`);
  }
  return v;
}

/** An http(s) URL. */
export function httpUrl(at: At): string {
  const v = anyString(at).trim();
  let ok = false;
  try {
    const u = new URL(v);
    ok = u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    ok = false;
  }
  if (!ok) fail(at, `'${at.field}' must be an http:// or https:// URL but got ${describe(at)}`);
  return v;
}
