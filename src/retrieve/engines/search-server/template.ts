/**
 * The team's search body (`query_file`, or the default) with its placeholders: `{{query}}` stands
 * inside a JSON string and is filled with the question escaped for one, so no question (quotes,
 * backslashes, braces, control characters) can end the string and add to the query; `{{k}}` and
 * `{{vector}}` are bare JSON values (a number, an array of numbers). The template is checked once,
 * when it is read, by filling it with sample values: a mistake is reported at its line before any
 * index is built.
 */
import { ERROR_CODES, InputError } from '../../../errors';
import { parseJsonAt } from './json-file';

export interface QueryTemplate {
  /** The template text, split at its placeholders: text, name, text, name, …, text. */
  parts: string[];
  /** Whether the body asks for the question's vector (kNN, hybrid). */
  wantsVector: boolean;
  /** Whether the body sets `size` itself (else the gate sets it to the depth it ranks). */
  setsSize: boolean;
  /** Where it came from, for messages: the query_file's path, or `the default query`. */
  source: string;
}

const NAMES = ['query', 'k', 'vector'] as const;
type Name = (typeof NAMES)[number];

/** Splits `text` at `{{name}}` placeholders; an unknown name is an error at its line. */
function split(text: string, file: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf('{{', from);
    if (open < 0) break;
    const close = text.indexOf('}}', open + 2);
    if (close < 0) break;
    const name = text.slice(open + 2, close).trim();
    if (!(NAMES as readonly string[]).includes(name)) {
      throw new InputError(ERROR_CODES.CONFIG, `unknown placeholder {{${name.slice(0, 40)}}} in the search body: the placeholders are {{query}}, {{k}} and {{vector}}`, {
        file,
        line: text.slice(0, open).split('\n').length,
        field: 'retriever.query_file',
      });
    }
    parts.push(text.slice(from, open), name);
    from = close + 2;
  }
  parts.push(text.slice(from));
  return parts;
}

/** Reads and checks a search body template. */
export function parseTemplate(text: string, file: string): QueryTemplate {
  const parts = split(text, file);
  const names = parts.filter((_, i) => i % 2 === 1) as Name[];
  if (!names.includes('query') && !names.includes('vector')) {
    throw new InputError(ERROR_CODES.CONFIG, 'the search body has no {{query}} (nor {{vector}}): put {{query}} inside a JSON string where the question goes, e.g. "query": "{{query}}"', { file, field: 'retriever.query_file' });
  }
  // A sentinel for the question that is not valid JSON outside a string: the parse fails if {{query}} stands bare.
  const sentinel = 'rg-query-sentinel';
  const sample = fillWith(parts, { query: sentinel, k: '10', vector: '[0.5]' });
  const body = parseJsonAt(sample, file, 'retriever.query_file', `the search body (${file}) with its placeholders filled`);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new InputError(ERROR_CODES.CONFIG, `the search body (${file}) must be a JSON object (a search request body)`, { file, field: 'retriever.query_file' });
  }
  if (names.includes('query') && !onlyInStrings(body, sentinel)) {
    throw new InputError(ERROR_CODES.CONFIG, `{{query}} must stand inside a JSON string in the search body (${file}), e.g. "query": "{{query}}"`, { file, field: 'retriever.query_file' });
  }
  return { parts, wantsVector: names.includes('vector'), setsSize: 'size' in body, source: file };
}

/** True when `sentinel` occurs somewhere, and only inside string values (never a key). */
function onlyInStrings(value: unknown, sentinel: string): boolean {
  let seen = false;
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string') {
      if (v.includes(sentinel)) seen = true;
      return true;
    }
    if (Array.isArray(v)) return v.every(walk);
    if (v && typeof v === 'object') {
      for (const [key, x] of Object.entries(v)) {
        if (key.includes(sentinel)) return false;
        if (!walk(x)) return false;
      }
    }
    return true;
  };
  return walk(value) && seen;
}

function fillWith(parts: readonly string[], values: Record<Name, string>): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) out += i % 2 === 0 ? parts[i] : values[parts[i] as Name];
  return out;
}

/** The question escaped for the inside of a JSON string: quotes, backslashes and controls cannot end it. */
export function jsonStringContent(s: string): string {
  // JSON.stringify escapes `"`, `\` and controls; U+2028/9 are valid in JSON strings.
  return JSON.stringify(s).slice(1, -1);
}

/** The search body for one question, as an object (one line of `_msearch`). */
export function fillTemplate(t: QueryTemplate, query: string, k: number, vector?: readonly number[]): Record<string, unknown> {
  const filled = fillWith(t.parts, { query: jsonStringContent(query), k: String(k), vector: vector ? JSON.stringify(vector) : '[]' });
  const body = JSON.parse(filled) as Record<string, unknown>;
  if (!t.setsSize) body.size = k;
  return body;
}
