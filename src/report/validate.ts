/**
 * Full structural check of a report.json that came from elsewhere: `mode: post` renders an
 * artifact uploaded by a run of untrusted PR code. The check is the published JSON Schema
 * (schema.ts, schema/report.schema.json) run by ajv: every field's type, enums, ranks and counts as
 * integers, every string, list and map bounded; unknown extra keys are allowed (a later 1.x may add
 * some) and never read by the renderer. Pure: a parsed JSON value in, the Report or the first
 * problem out, named by its JSON path (`questions[3].head.retrieved[0].rank`) in words a person
 * reads, never echoing the attacker's text at length.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type AjvClass from 'ajv';
import type { Report } from './types';

// One pair of bounds for the golden-set parser and this checker, so what one accepts the other does.
import { MAX_ITEMS, MAX_STRING_CHARS } from '../limits';
export { MAX_ITEMS, MAX_STRING_CHARS };

export type ValidationResult = { ok: true; report: Report } | { ok: false; path: string; message: string };

let compiled: ValidateFunction | undefined;
/** Compiled on first use: most runs never validate a downloaded report. */
function validator(): ValidateFunction {
  if (compiled) return compiled;
  // Loaded here too, not at the top: ajv itself takes 60 ms to load, which `review` and the Action
  // paid at every start although only a downloaded report is ever validated.
  const Ajv = (require('ajv') as { default: typeof AjvClass }).default;
  // The schema as well: TypeBox and the schema it builds cost every start that renders a comment
  // (and every test file that does, 55 modules each), for a check only a downloaded report needs.
  const { ReportSchema } = require('./schema') as typeof import('./schema');
  compiled = new Ajv({
    // Stop at the first problem: a hostile 20 MB report must not make millions of error objects.
    allErrors: false,
    // Infinity and NaN are not JSON numbers. (String lengths count code points, as JSON Schema says.)
    strictNumbers: true,
    allowUnionTypes: true,
    // The error's schema and value, to say what was wanted and what came.
    verbose: true,
  }).compile(ReportSchema);
  return compiled;
}

/** Checks a parsed report.json; the first problem found is returned with its JSON path. */
export function validateReport(data: unknown): ValidationResult {
  const validate = validator();
  if (validate(data)) return { ok: true, report: data as Report };
  return { ok: false, ...explain(validate.errors![0], data) };
}

type Schema = { type?: string | string[]; minimum?: number; maximum?: number; enum?: unknown[]; const?: unknown; properties?: object; items?: { type?: string }; minItems?: number; maxItems?: number };

/** Ajv's error as one sentence about the field, in the words the rest of the tool uses. */
function explain(e: ErrorObject, data: unknown): { path: string; message: string } {
  const path = pathOf(e.instancePath, data);
  const schema = (e.parentSchema ?? {}) as Schema;
  const v: unknown = e.data;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { path: key(path, String(p.missingProperty)), message: 'is required but missing' };
    case 'additionalProperties':
      return { path: keyPath(path, String(p.additionalProperty)), message: `is not one of the keys allowed here (${Object.keys(schema.properties ?? {}).join(', ')})` };
    case 'maxLength':
      if (e.propertyName !== undefined) return { path: keyPath(path, e.propertyName), message: `is a key of ${[...e.propertyName].length} characters, more than the ${p.limit} allowed` };
      return { path, message: `is ${[...(v as string)].length} characters, more than the ${p.limit} allowed` };
    case 'maxItems':
    case 'minItems': {
      const n = (v as unknown[]).length;
      if (schema.minItems === schema.maxItems) return { path, message: `must be a list of ${schema.minItems} ${schema.items?.type === 'number' ? 'numbers' : 'items'} but has ${n} items` };
      if (e.keyword === 'minItems') return { path, message: schema.minItems === 1 ? `must list at least one ${lastSegment(path)}` : `must have at least ${schema.minItems} items but has ${n}` };
      return { path, message: `has ${n} items, more than the ${p.limit} allowed` };
    }
    case 'maxProperties':
      return { path, message: `has ${Object.keys(v as object).length} keys, more than the ${p.limit} allowed` };
    case 'minimum':
    case 'maximum':
      if (typeOf(schema) === 'number') return { path, message: `must be between ${schema.minimum} and ${schema.maximum} but got ${v}` };
      return { path, message: `must be ${wanted(schema)} but got ${describe(v)}` };
    case 'type':
    case 'enum':
    case 'const':
      if (path === '') return { path: '(file)', message: `must be a JSON object but got ${describe(v)}` };
      return { path, message: `must be ${wanted(schema)} but got ${shown(schema, v)}` };
    default:
      return { path: path || '(file)', message: e.message ?? `is not valid (${e.keyword})` };
  }
}

/** What the schema at a field asks for, in words. */
function wanted(s: Schema): string {
  if (s.const !== undefined) return `'${String(s.const)}'`;
  if (s.enum) return `one of ${s.enum.filter((x) => x !== null).map((x) => `'${String(x)}'`).join(', ')}`;
  switch (typeOf(s)) {
    case 'integer':
      return s.minimum === 1 ? 'a positive integer' : s.minimum === 0 ? 'an integer ≥ 0' : 'an integer';
    case 'number':
      return 'a finite number';
    case 'string':
      return 'a string';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    default:
      return 'an object';
  }
}

/** The schema's type other than null (`["integer", "null"]` asks for an integer or nothing). */
function typeOf(s: Schema): string | undefined {
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

/** The value of an enum field when short (a misspelt word is worth showing), else what it is. */
function shown(s: Schema, v: unknown): string {
  return (s.enum || s.const !== undefined) && typeof v === 'string' && v.length <= 40 ? JSON.stringify(v) : describe(v);
}

/** What a value is, without echoing it: the attacker's text never reaches the log at length. */
function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `a string of ${v.length} character${v.length === 1 ? '' : 's'}`;
  if (typeof v === 'number') return Number.isFinite(v) ? `the number ${v}` : 'a non-finite number';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

/** Ajv's JSON pointer (`/questions/3/rank`) as JavaScript would write it (`questions[3].rank`). */
function pathOf(pointer: string, data: unknown): string {
  let path = '';
  let at: unknown = data;
  for (const raw of pointer.split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    path = Array.isArray(at) ? `${path}[${seg}]` : keyPath(path, seg);
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[seg] : undefined;
  }
  return path;
}

const key = (path: string, k: string) => (path ? `${path}.${k}` : k);
/** A map key (metric or tag name) as JavaScript would write it: `.mrr`, `["recall@5"]`. */
export function keyPath(path: string, k: string): string {
  if (k.length <= 40 && /^[A-Za-z_$][\w$]*$/.test(k)) return key(path, k);
  // Attacker text: quoted, and cut so the message stays one short line.
  return `${path}[${JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}…` : k)}]`;
}

/** The identifier the path ends in (`a.b[0].fix` → `fix`): scanned back by hand, as `/[A-Za-z_$][\w$]*$/` retries from every start. */
function lastSegment(path: string): string {
  let start = path.length;
  while (start > 0 && /[\w$]/.test(path[start - 1])) start--;
  while (start < path.length && /[0-9]/.test(path[start])) start++;
  return start < path.length ? path.slice(start) : path;
}
