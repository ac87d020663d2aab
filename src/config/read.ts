/** Small readers shared by the config sections: a mapping's known keys, and typed values at a node. */
import { checkKeys, describe, fail, mapEntries, readNumber, seqItems, scalarValue, type At } from '../yaml';

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
  const seen = new Set<number>();
  for (const item of items) {
    const v = scalarValue(item);
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) fail(item, `${what} but got ${describe(item)}`);
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

/** Environment variable names only: a secret pasted here by mistake must not end up in logs. */
export function envName(at: At): string {
  const v = anyString(at);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(v)) {
    fail(at, `'${at.field}' must be the name of an environment variable (e.g. OPENAI_API_KEY), not the key itself`);
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
