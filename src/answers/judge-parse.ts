/**
 * Reading a judge's reply: a JSON object with a `verdict` from a fixed set and a short `reason`.
 * Models wrap JSON in code fences or add a sentence around it even with `response_format`, so the
 * first `{…}` object in the text is taken; anything else is a parse failure with a message saying
 * what came back (cut, on one line). Pure.
 */

export type ParsedVerdict<V extends string> = { ok: true; verdict: V; reason: string } | { ok: false; problem: string };

/** Parses a judge reply whose verdict must be one of `allowed`. */
export function parseVerdict<V extends string>(content: string, allowed: readonly V[]): ParsedVerdict<V> {
  const obj = firstJsonObject(content);
  if (obj === undefined) return { ok: false, problem: `the judge's reply is not a JSON object: ${snippet(content)}` };
  const verdict = typeof obj.verdict === 'string' ? obj.verdict.trim().toLowerCase() : undefined;
  if (verdict === undefined || !(allowed as readonly string[]).includes(verdict)) {
    return { ok: false, problem: `the judge's verdict is ${JSON.stringify(obj.verdict ?? null)}, expected one of ${allowed.join(', ')}` };
  }
  const reason = typeof obj.reason === 'string' ? obj.reason.replace(/\s+/g, ' ').trim().slice(0, 300) : '';
  return { ok: true, verdict: verdict as V, reason };
}

/** Replies are bounded by `max_tokens`; a longer one is not searched past this (keeps the scan cheap). */
const MAX_SCAN_CHARS = 20_000;
const MAX_STARTS = 16;

function firstJsonObject(full: string): Record<string, unknown> | undefined {
  const text = full.slice(0, MAX_SCAN_CHARS);
  const whole = tryObject(text.trim());
  if (whole) return whole;
  // Scan for balanced braces outside strings from the first few `{`: a reply holds its object
  // early, and a bounded number of starts keeps a reply of stray braces cheap.
  let starts = 0;
  for (let start = text.indexOf('{'); start >= 0 && starts++ < MAX_STARTS; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === '\\') i++;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) {
        const obj = tryObject(text.slice(start, i + 1));
        if (obj) return obj;
        break;
      }
    }
  }
  return undefined;
}

function tryObject(s: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(s) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function snippet(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  if (one === '') return '(empty)';
  return JSON.stringify(one.length > 120 ? `${one.slice(0, 120)}…` : one);
}
