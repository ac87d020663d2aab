/**
 * Front matter: a YAML (`---`) or TOML (`+++`) block at the very start of a file. It becomes the
 * document's metadata (title, status, version, dates), used for the title and by filters.
 */
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';

export interface FrontMatter {
  meta: Record<string, unknown>;
  /** UTF-16 offset where the body starts (after the closing fence line), 0 when there is none. */
  bodyStart: number;
  /** Why the front matter could not be read (it is then empty and the body starts after it). */
  error?: string;
}

/** Reads front matter at the start of `text`. Never throws: broken front matter comes back as `error`. */
export function parseFrontMatter(text: string): FrontMatter {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const open = /^(---|\+\+\+)[ \t]*\r?\n/.exec(text.slice(bom, bom + 8));
  if (!open) return { meta: {}, bodyStart: 0 };
  const fence = open[1];
  const contentStart = bom + open[0].length;
  // YAML documents may also end with `...`; TOML only with its own fence.
  const close = fence === '---' ? /^(?:---|\.\.\.)[ \t]*$/gm : /^\+\+\+[ \t]*$/gm;
  close.lastIndex = contentStart;
  const m = close.exec(text);
  if (!m) return { meta: {}, bodyStart: 0, error: `front matter opened with '${fence}' on line 1 is never closed` };
  let bodyStart = m.index + m[0].length;
  if (text.startsWith('\r\n', bodyStart)) bodyStart += 2;
  else if (text[bodyStart] === '\n') bodyStart += 1;
  const source = text.slice(contentStart, m.index);
  const lang = fence === '---' ? 'YAML' : 'TOML';
  let value: unknown;
  try {
    // YAML 1.2 core schema: `date: 2024-01-02` stays the string as written (no Date, no time zone).
    value = fence === '---' ? parseYaml(source) : parseToml(source);
  } catch (e) {
    return { meta: {}, bodyStart, error: `${lang} front matter does not parse: ${firstLine((e as Error).message)}` };
  }
  if (value === null || value === undefined) return { meta: {}, bodyStart };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { meta: {}, bodyStart, error: `${lang} front matter must be a mapping of keys to values, got ${Array.isArray(value) ? 'a list' : typeof value}` };
  }
  return { meta: plain(value) as Record<string, unknown>, bodyStart };
}

/** Dates become ISO strings (TOML local dates keep their own form, `2024-01-02`), so reports are stable. */
function plain(v: unknown): unknown {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? String(v) : v.toISOString();
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = plain(x);
    return out;
  }
  return v;
}

function firstLine(s: string): string {
  return s.split('\n')[0].trim();
}
