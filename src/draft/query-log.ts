/**
 * A query log, as support desks, chat assistants and docs searches export it: a plain file of one
 * question a line, a CSV with a `question` column (csv-parse: quoted fields with commas and line
 * breaks are common in such exports), or JSON lines with a `question` field. The format is told by
 * the file's extension (`.csv`, `.tsv`, `.jsonl`, `.ndjson`; anything else is plain). Each
 * question is masked (draft/mask.ts) as it is read; errors name the file, line and field but never
 * quote the line, which may hold what masking is there to hide. Pure: text in, entries out.
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
    const m = maskSecrets(e.text);
    masked += m.masked;
    const t = m.text.replace(/\s+/g, ' ').trim();
    if (t) entries.push({ text: t.length > MAX_QUESTION_CHARS ? t.slice(0, MAX_QUESTION_CHARS) : t, line: e.line });
    if (entries.length >= MAX_LOG_ENTRIES) break;
  }
  return { entries, masked };
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

function csvRows(text: string, file: string, delimiter: string): LogEntry[] {
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  try {
    rows = parse(text, { delimiter, info: true, relax_column_count: true, skip_empty_lines: true, bom: true }) as unknown as typeof rows;
  } catch (e) {
    const line = (e as { lines?: number }).lines;
    // csv-parse's message quotes no field content, only where and what.
    throw new InputError(ERROR_CODES.QUERY_LOG, `not a valid CSV: ${(e as Error).message.split('\n')[0].replace(/^Invalid [^:]*: /, '')}`, { file, ...(line ? { line } : {}) });
  }
  if (rows.length === 0) return [];
  const header = rows[0].record.map((h) => h.trim().toLowerCase());
  const col = header.indexOf('question');
  if (col < 0) {
    throw new InputError(ERROR_CODES.QUERY_LOG, `no 'question' column in the header (columns: ${header.slice(0, 10).map((h) => `'${maskSecrets(h).text.slice(0, 40)}'`).join(', ')})`, { file, line: 1, field: 'question' });
  }
  // `info.lines` is the line a record ends on; a record's first line is one past the previous record's end.
  const out: LogEntry[] = [];
  for (let i = 1; i < rows.length; i++) out.push({ text: rows[i].record[col] ?? '', line: rows[i - 1].info.lines + 1 });
  return out;
}
