/**
 * Top-level keys that describe a file for people (`description:`, `name:`, `version:`) and are
 * otherwise ignored, so a golden set or config can say what it is for without tripping the
 * unknown-key check. Only their type and size are checked.
 */
import { MAX_STRING_CHARS } from '../limits';
import { describe, fail, scalarValue, type At } from './node';

/** Keys allowed at the top of a golden set and of a config, with free text. */
export const METADATA_KEYS = ['description', 'name', 'version'] as const;

/** Whether `key` is one of the METADATA_KEYS. */
export function isMetadataKey(key: string): boolean {
  return (METADATA_KEYS as readonly string[]).includes(key);
}

/** Checks one metadata value: text (a number reads as text, e.g. `version: 2`), bounded in length. */
export function checkMetadata(at: At): void {
  if (!at.node) return;
  const v = scalarValue(at);
  if (typeof v !== 'string' && typeof v !== 'number') fail(at, `'${at.field}' must be text but got ${describe(at)}`);
  const s = String(v);
  if (s.length > MAX_STRING_CHARS) fail(at, `'${at.field}' is ${s.length} characters long, more than the ${MAX_STRING_CHARS} allowed`);
}
