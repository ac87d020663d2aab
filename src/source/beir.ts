/**
 * Reads a BEIR dataset folder (the command line, README.md): `corpus.jsonl` (`_id`, `title`, `text`),
 * `queries.jsonl` (`_id`, `text`) and `qrels/test.tsv`. A malformed line is an InputError naming
 * the file and line; a missing file names the file.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ERROR_CODES, InputError } from '../errors';

export interface BeirDoc {
  id: string;
  title: string;
  text: string;
}

export interface BeirQuery {
  id: string;
  text: string;
}

export interface BeirDataset {
  corpus: BeirDoc[];
  queries: BeirQuery[];
  /** The qrels file's text and path, for `parseQrels`. */
  qrelsText: string;
  qrelsFile: string;
}

async function readRequired(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'not found' : `cannot be read (${(e as Error).message})`;
    throw new InputError(ERROR_CODES.BEIR_INPUT, `BEIR file ${why}`, { file });
  }
}

/** Parses JSON lines of `{_id, text, title?}` objects; blank lines are skipped. */
export function parseBeirJsonl(text: string, file: string, withTitle: boolean): BeirDoc[] {
  const out: BeirDoc[] = [];
  const seen = new Set<string>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    if (line.trim() === '') continue;
    const where = { file, line: i + 1 };
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      throw new InputError(ERROR_CODES.BEIR_INPUT, `not valid JSON: ${(e as Error).message}`, where);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new InputError(ERROR_CODES.BEIR_INPUT, 'each line must be a JSON object', where);
    }
    const o = value as Record<string, unknown>;
    // BEIR ids are strings, but some exports write numbers; both name the same document.
    const id = typeof o._id === 'number' ? String(o._id) : o._id;
    if (typeof id !== 'string' || id === '') {
      throw new InputError(ERROR_CODES.BEIR_INPUT, "'_id' must be a non-empty string", { ...where, field: '_id' });
    }
    if (seen.has(id)) throw new InputError(ERROR_CODES.BEIR_INPUT, `'_id' '${id}' appears twice`, { ...where, field: '_id' });
    seen.add(id);
    if (typeof o.text !== 'string') throw new InputError(ERROR_CODES.BEIR_INPUT, "'text' must be a string", { ...where, field: 'text' });
    if (withTitle && o.title !== undefined && o.title !== null && typeof o.title !== 'string') {
      throw new InputError(ERROR_CODES.BEIR_INPUT, "'title' must be a string", { ...where, field: 'title' });
    }
    out.push({ id, title: withTitle && typeof o.title === 'string' ? o.title : '', text: o.text });
  }
  return out;
}

/** Reads the three files of a BEIR folder. */
export async function readBeirDir(dir: string): Promise<BeirDataset> {
  const corpusFile = join(dir, 'corpus.jsonl');
  const queriesFile = join(dir, 'queries.jsonl');
  const qrelsFile = join(dir, 'qrels', 'test.tsv');
  // Read in a fixed order: with Promise.all, whichever missing file failed first would be the one
  // reported, so the same folder could give different messages from run to run.
  const corpusText = await readRequired(corpusFile);
  const queriesText = await readRequired(queriesFile);
  const qrelsText = await readRequired(qrelsFile);
  const corpus = parseBeirJsonl(corpusText, corpusFile, true);
  const queries = parseBeirJsonl(queriesText, queriesFile, false).map(({ id, text }) => ({ id, text }));
  return { corpus, queries, qrelsText, qrelsFile };
}
