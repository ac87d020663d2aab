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

/**
 * Front matter the full YAML/TOML parsers read is bounded (a note says when it is not read): the
 * YAML library checks duplicate keys pairwise (10,000 one-character keys: 30 s) and spends ~25 µs
 * per character on a line of errors (`title: }}}…`). Real front matter that needs the full parser
 * is small (1.9 KB and 125 lines at most across the shared corpora); the large ones (99 KB of
 * keyword lists) are plain `key: value` lines that markdown-front-matter.ts reads in linear time.
 */
export const FRONT_MATTER_LIMITS: FrontMatterLimits = { maxChars: 8192, maxLines: 1000 };

export interface FrontMatterLimits {
  maxChars: number;
  maxLines: number;
}

/** Lines in `s`, counting up to `limit`. */
function lineCount(s: string, limit: number): number {
  let n = 1;
  for (let i = s.indexOf('\n'); i >= 0 && n < limit; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * Reads front matter at the start of `text`. Never throws: broken front matter comes back as
 * `error`. Chunking passes FRONT_MATTER_LIMITS; without limits (tests, oracles) any size is read.
 */
export function parseFrontMatter(text: string, limits?: FrontMatterLimits): FrontMatter {
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
  if (limits && (source.length > limits.maxChars || lineCount(source, limits.maxLines + 1) > limits.maxLines)) {
    const what = source.length > limits.maxChars ? `${limits.maxChars} characters` : `${limits.maxLines} lines`;
    return { meta: {}, bodyStart, error: `${lang} front matter longer than ${what} is not read (only plain \`key: value\` lines may be longer)` };
  }
  let value: unknown;
  // The YAML library builds one Error per problem it finds; a hostile line of 40,000 problems spent
  // most of its time capturing stack traces nobody reads.
  const stackLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    // YAML 1.2 core schema: `date: 2024-01-02` stays the string as written (no Date, no time zone).
    // logLevel 'error': the library would print warnings to stderr quoting the document's own
    // lines, and a line of a hostile file there could read as a runner command (`::error::…`).
    // prettyErrors off: the library quotes the source line in every error it collects, which is
    // quadratic on a long line of errors (`title: !"!"!"…`, 40 KB: 2.7 s); yamlErrorLine() words
    // the one error we show exactly as it would.
    value = fence === '---' ? parseYaml(source, { logLevel: 'error', prettyErrors: false }) : parseToml(source);
  } catch (e) {
    return { meta: {}, bodyStart, error: `${lang} front matter does not parse: ${yamlErrorLine(e, source) ?? firstLine((e as Error).message)}` };
  } finally {
    Error.stackTraceLimit = stackLimit;
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

/**
 * The first line of the message the `yaml` library gives a parse error with `prettyErrors` on:
 * the message, `at line L, column C`, and a colon when it would quote the line under it.
 */
function yamlErrorLine(e: unknown, src: string): string | null {
  const err = e as { name?: unknown; message?: unknown; pos?: unknown };
  if (err?.name !== 'YAMLParseError' || !Array.isArray(err.pos) || typeof err.pos[0] !== 'number' || typeof err.message !== 'string') return null;
  const pos = err.pos[0];
  if (pos === -1) return firstLine(err.message);
  let line = 1;
  let lineStart = 0;
  for (let i = src.indexOf('\n'); i >= 0 && i < pos; i = src.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  const col = pos - lineStart + 1;
  let lineEnd = src.indexOf('\n', lineStart);
  if (lineEnd < 0) lineEnd = src.length;
  while (lineEnd > lineStart && src.charCodeAt(lineEnd - 1) === 13) lineEnd--;
  const lineText = src.slice(lineStart, lineEnd);
  // The library quotes the line when it shows anything but spaces (cut lines gain a '…').
  const quotesLine = lineText.length > 80 || /[^ ]/.test(lineText) || (line > 1 && /^ *$/.test(lineText.slice(0, col - 1)));
  return firstLine(`${err.message} at line ${line}, column ${col}${quotesLine ? ':' : ''}`);
}

function firstLine(s: string): string {
  return s.split('\n')[0].trim();
}
