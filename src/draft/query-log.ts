/**
 * A query log, as support desks, chat assistants and docs searches export it: a plain file of one
 * question a line, a CSV with a `question` column (csv-parse: quoted fields with commas and line
 * breaks are common in such exports), or JSON lines with a `question` field. The format is told by
 * the file's extension (`.csv`, `.tsv`, `.jsonl`, `.ndjson`; anything else is plain). Each
 * question is cut and masked (draft/mask.ts) as it is read; errors name the file, line and field but
 * never quote the line, which may hold what masking is there to hide. Pure: text in, entries out.
 */
import { parse } from 'csv-parse/sync';
import { ERROR_CODES, InputError } from '../errors';
import type { LogEntry } from '../text/near-duplicates';
import { maskSecrets } from './mask';

/** A log's questions (each masked, with the 1-based line it starts on: text/near-duplicates.ts's LogEntry). */
export type { LogEntry };

export interface QueryLog {
  entries: LogEntry[];
  /** How many personal or secret parts were masked. */
  masked: number;
}

/** Most questions read from one log: beyond it the log is cut, with a note (draft --max bounds what is kept). */
export const MAX_LOG_ENTRIES = 1_000_000;
/** A question longer than this is cut: a pasted stack trace is not a question. */
const MAX_QUESTION_CHARS = 1000;

export type LogFormat = 'plain' | 'csv' | 'tsv' | 'jsonl';

/** The format a file name says. */
export function logFormat(file: string): LogFormat {
  const lower = file.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.tsv')) return 'tsv';
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  return 'plain';
}

/** Reads a log's text; `file` names it in messages and decides the format. */
export function readQueryLog(text: string, file: string, format: LogFormat = logFormat(file)): QueryLog {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const raw = format === 'jsonl' ? jsonLines(body, file) : format === 'plain' ? plainLines(body) : csvRows(body, file, format === 'tsv' ? '\t' : ',');
  let masked = 0;
  const entries: LogEntry[] = [];
  for (const e of raw) {
    const m = question(e.text);
    masked += m.masked;
    if (m.text) entries.push({ text: m.text, line: e.line });
    if (entries.length >= MAX_LOG_ENTRIES) break;
  }
  return { entries, masked };
}

/**
 * A log line as a question: blanks collapsed, then cut to MAX_QUESTION_CHARS before it is masked,
 * so masking never costs more than a question's worth, whatever the line. The cut falls on a
 * blank: a word cut in two is left out whole, since half a key no longer looks like a key and
 * would pass the masks.
 */
export function question(raw: string): { text: string; masked: number } {
  let t = raw.replace(/\s+/g, ' ').trim();
  if (t.length > MAX_QUESTION_CHARS) t = t.slice(0, Math.max(0, t.lastIndexOf(' ', MAX_QUESTION_CHARS))).trimEnd();
  if (!t) return { text: '', masked: 0 };
  const m = maskSecrets(t);
  // A mask can be longer than what it hides (`a@b.io` → `[email]`).
  return { text: m.text.length > MAX_QUESTION_CHARS ? m.text.slice(0, MAX_QUESTION_CHARS) : m.text, masked: m.masked };
}

function plainLines(text: string): LogEntry[] {
  return text.split(/\r?\n/).map((t, i) => ({ text: t, line: i + 1 }));
}

function jsonLines(text: string, file: string): LogEntry[] {
  const out: LogEntry[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim()) continue;
    let v: unknown;
    try {
      v = JSON.parse(lines[i]);
    } catch {
      throw new InputError(ERROR_CODES.QUERY_LOG, 'not a JSON object: each line of a .jsonl log is one object with a "question" field', { file, line: i + 1 });
    }
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      throw new InputError(ERROR_CODES.QUERY_LOG, 'not a JSON object: each line of a .jsonl log is one object with a "question" field', { file, line: i + 1 });
    }
    const q = (v as Record<string, unknown>).question;
    if (typeof q !== 'string') {
      const what = q === undefined ? 'is missing' : `must be a string but got ${Array.isArray(q) ? 'a list' : typeof q}`;
      throw new InputError(ERROR_CODES.QUERY_LOG, `'question' ${what}`, { file, line: i + 1, field: 'question' });
    }
    out.push({ text: q, line: i + 1 });
  }
  return out;
}

/**
 * What is wrong with a CSV, by csv-parse's error code: its own messages quote the field being read
 * ("value is …"), which may hold what masking is there to hide, so none of its text is passed on.
 */
const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed (the file ends inside quotes)',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by something other than a delimiter or the end of the line (a quote inside a quoted field is written twice: "")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by something other than a delimiter or the end of the line (a quote inside a quoted field is written twice: "")',
  INVALID_OPENING_QUOTE: 'a quote inside a field that does not start with one (quote the whole field, and write the quote twice: "")',
};

function csvRows(text: string, file: string, delimiter: string): LogEntry[] {
  let rows: Array<{ record: string[]; info: { lines: number }; raw: string }>;
  try {
    rows = parse(text, { delimiter, info: true, raw: true, relax_column_count: true, skip_empty_lines: true, bom: true }) as unknown as typeof rows;
  } catch (e) {
    const { code, lines, column } = e as { code?: string; lines?: number; column?: unknown };
    const what = CSV_PROBLEMS[code ?? ''] ?? `unreadable (${typeof code === 'string' ? code.replace(/[^A-Z_]/g, '') : 'unknown error'})`;
    const field = typeof column === 'number' ? { field: `column ${column + 1}` } : {};
    throw new InputError(ERROR_CODES.QUERY_LOG, `not a valid CSV: ${what}`, { file, ...(lines ? { line: lines } : {}), ...field });
  }
  if (rows.length === 0) return [];
  const header = rows[0].record.map((h) => h.trim().toLowerCase());
  const col = header.indexOf('question');
  if (col < 0) {
    // The names are not quoted back: a file without a header line has a question there.
    throw new InputError(ERROR_CODES.QUERY_LOG, `no 'question' column in the header (its ${header.length} column${header.length === 1 ? ' is' : 's are'} named otherwise; the first line names the columns, one of them 'question')`, { file, line: 1, field: 'question' });
  }
  // `info.lines` is the line a record ends on: its first line is that less the line breaks inside
  // it (a quoted field may hold some), not one past the previous record, since blank lines between are skipped.
  const out: LogEntry[] = [];
  for (let i = 1; i < rows.length; i++) out.push({ text: rows[i].record[col] ?? '', line: rows[i].info.lines - breaksWithin(rows[i].raw) });
  return out;
}

const isBreak = (c: string | undefined) => c === '\n' || c === '\r';

/**
 * Line breaks inside a record's raw text, counted as csv-parse counts lines (`\r` and `\n` each),
 * leaving out the blank lines skipped before it and the break that ends it.
 */
function breaksWithin(raw: string): number {
  let a = 0;
  let b = raw.length;
  while (a < b && isBreak(raw[a])) a++;
  if (b > a && raw[b - 1] === '\n') b--;
  if (b > a && raw[b - 1] === '\r') b--;
  let n = 0;
  for (let i = a; i < b; i++) if (isBreak(raw[i])) n++;
  return n;
}
