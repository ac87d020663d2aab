import { mkdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { runDraft, type DraftResult } from '../../engine/run-draft';
import type { EngineDeps } from '../../engine/types';
import { ERROR_CODES, InputError } from '../../errors';
import { readQueryLog } from '../../draft/query-log';
import { goldenFileOf } from '../compare-request';
import { refuseLinkOut } from '../inside-repository';
import { exclusive, intFlag, parseCommandArgs } from '../args';
import { EXIT, type CliIo } from '../io';
import { writeAllOrNothing } from './compare';
import { jsonForTerminal } from '../../util/show-controls';
import { cliCacheDeps } from '../cache-folder';

export const summary = 'draft golden-set questions from a query log, with candidate labels to review';
export const help = `retrieval-gate draft: turn a log of what users asked into draft questions with candidate labels

Usage:
  retrieval-gate draft --questions FILE [--rev REV | --dir DIR] [--repo DIR] [--config F] [--out F] [--max N] [--json]

Reads FILE: one question a line, or a CSV/TSV with a 'question' column, or JSON lines with a
"question" field (told by the extension: .csv, .tsv, .jsonl, .ndjson; anything else is one
question a line). E-mail addresses, tokens and keys (GitHub, OpenAI, AWS, Slack, JWT, long hex
or base64) and the credentials in URLs are masked as each line is read, before anything is
printed, written or ranked. Wordings that differ in case, punctuation, spacing, greetings or a
typo, and questions whose words mostly overlap, are one question: the most frequent wording is
kept, with how often it was asked.

For each question, up to 8 candidate sections (path#anchor, the form of a label), pooled from
BM25 rankings and an embedding model (the configured one, else the shipped static model), each
with its heading trail and first words. The questions are appended to the golden set with
'draft: true' and 'candidates:'; drafts are never scored until 'retrieval-gate review' turns
them into questions. The rest of the file is left as it is.

Options:
  --questions FILE  the query log (required)
  --rev REV         rank the docs of a git revision of --repo (read without checking it out)
  --dir DIR         rank the docs of a folder (default: --repo, or the current folder)
  --repo DIR        the repository (default: the current folder)
  --config F        config file (default: .github/retrieval-gate.yml of that side, else the defaults)
  --out F           the golden set to append to (default: .github/retrieval-golden.yml in --dir,
                    --repo or the current folder; created when missing)
  --max N           draft at most N questions, the most asked first (default 100)
  --generate N      also draft N questions with the chat model of the config's 'answers:'
                    section, from sampled sections, in the guide's shapes (lookup, condition,
                    version-sensitive, unanswerable), told not to reuse the heading's words;
                    one sharing more than half its words with the heading is dropped. Bounded
                    by answers.max_calls, replies cached in answers.cache_dir. --questions is
                    optional with it.
  --json            print {questions: [{id, question, count, candidates: [...]}], merged: [...],
                    masked: N, already: N} instead of the text

A question the golden set already holds (the same wording up to case, punctuation and
greetings, drafted before or reviewed) is not drafted again: running draft twice on one log
appends its questions once.
  --verbose         progress lines on stderr

Exit status: 0 done, 2 bad usage, a bad log (named with its file, line and field), config or input.
`;

const DEFAULT_MAX = 100;
/** A log larger than this is refused: a query log is lines of text, and the whole file is read. */
const MAX_LOG_BYTES = 256 * 1024 * 1024;

/** `draft`: read and mask the log, draft, append to the golden set, print. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('draft', argv, {
    questions: { type: 'string' },
    rev: { type: 'string' },
    dir: { type: 'string' },
    repo: { type: 'string' },
    config: { type: 'string' },
    out: { type: 'string' },
    max: { type: 'string' },
    generate: { type: 'string' },
    json: { type: 'boolean' },
    verbose: { type: 'boolean' },
  });
  const str = (k: string) => values[k] as string | undefined;
  exclusive(values, 'rev', 'dir');
  const logFile = str('questions');
  const generate = values.generate === undefined ? 0 : intFlag('draft', 'generate', values.generate, 0);
  if (logFile === undefined && !generate) throw new InputError(ERROR_CODES.USAGE, "--questions FILE is required: the query log to draft from (see 'retrieval-gate draft --help')", { field: '--questions' });
  const max = intFlag('draft', 'max', values.max, DEFAULT_MAX);
  const deps: EngineDeps = { cwd: io.cwd, env: io.env };
  if (values.verbose) deps.log = (m) => io.stderr(`${m}\n`);
  Object.assign(deps, await cliCacheDeps(io, [str('repo'), str('dir')], deps.log));

  // Masked at the first read (readQueryLog): nothing below ever sees the log as it was.
  const log = logFile === undefined ? { entries: [], masked: 0 } : readQueryLog(await readLog(io, logFile), logFile);

  const shown = goldenFileOf(values, str('out'));
  refuseLinkOut(shown, str('dir') ?? str('repo') ?? '.', io.cwd, '--out');
  const outAbs = resolve(io.cwd, shown);
  let goldenText: string | null = null;
  try {
    goldenText = await readFile(outAbs, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new InputError(ERROR_CODES.GOLDEN, `cannot read the golden set: ${(e as Error).message}`, { file: shown });
  }
  const req = { log, source: logFile === undefined ? '' : logName(io.cwd, logFile), golden: { text: goldenText, file: shown }, max, generate, ...(str('rev') !== undefined ? { rev: str('rev') } : {}), ...(str('dir') !== undefined ? { dir: str('dir') } : {}), ...(str('repo') !== undefined ? { repo: str('repo') } : {}), ...(str('config') !== undefined ? { configPath: str('config') } : {}) };
  const result = await runDraft(req, deps);
  if (result.questions.length) {
    await mkdir(dirname(outAbs), { recursive: true }).catch(() => undefined);
    await writeAllOrNothing([{ path: outAbs, text: result.text }]);
  }
  if (values.json) {
    const json = { questions: result.questions.map(({ id, question, count, lines, candidates }) => ({ id, question, count, lines, candidates })), merged: result.merged, masked: result.masked, read: result.read, skipped: result.skipped, already: result.already, beyond_max: result.beyondMax, out: shown, retrievers: result.retrievers, ...(result.generated ? { generated: result.generated } : {}) };
    io.stdout(`${jsonForTerminal(json, 2)}\n`);
  } else io.stdout(renderDraft(result, shown));
  return EXIT.OK;
}

/**
 * How the drafts' comments name the log: the path as given when it lies inside the current folder,
 * otherwise its file name alone. The comment is committed with the golden set, and a local folder
 * (`/home/jane/Downloads/…`, `../../tmp/…`) says nothing to the next reader and something about
 * the writer's machine.
 */
export function logName(cwd: string, given: string): string {
  const rel = relative(cwd, resolve(cwd, given));
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? basename(given) : rel.split(sep).join('/');
}

/** The log's text; a missing or oversized file is an InputError naming it. */
async function readLog(io: CliIo, logFile: string): Promise<string> {
  const logAbs = resolve(io.cwd, logFile);
  try {
    if ((await stat(logAbs)).size > MAX_LOG_BYTES) throw new InputError(ERROR_CODES.QUERY_LOG, `the log is larger than ${MAX_LOG_BYTES / 1024 / 1024} MB; give the most recent part`, { file: logFile });
    return await readFile(logAbs, 'utf8');
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(ERROR_CODES.QUERY_LOG, `cannot read the query log: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`, { file: logFile });
  }
}

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

/** The text: each drafted question and its numbered candidates, then what was done. */
export function renderDraft(r: DraftResult, out: string): string {
  const lines: string[] = [];
  for (const q of r.questions) {
    lines.push(`${q.id}  ${q.question}${q.count > 1 ? `  (asked ${q.count} times)` : ''}`);
    if (!q.candidates.length) lines.push('    no candidate section: no document matches');
    q.candidates.forEach((c, i) => {
      lines.push(`  ${String(i + 1).padStart(2)}. ${c.label}`, `      ${c.heading}`);
      if (c.snippet) lines.push(`      ${c.snippet}`);
    });
    lines.push('');
  }
  const merged = r.merged.reduce((n, m) => n + m.variants.length, 0);
  const parts = [`${plural(r.read, 'line')} read`];
  if (merged) parts.push(`${plural(merged, 'other wording')} merged into ${plural(r.merged.length, 'question')}`);
  if (r.skipped) parts.push(`${plural(r.skipped, 'line')} without a question`);
  if (r.already) parts.push(`${plural(r.already, 'question')} already in ${out}`);
  if (r.masked) parts.push(`${plural(r.masked, 'personal or secret part')} masked`);
  if (r.beyondMax) parts.push(`${plural(r.beyondMax, 'less asked question')} left out (--max)`);
  const g = r.generated;
  if (g) {
    const dropped = g.dropped_overlap + g.dropped_repeat + g.dropped_invalid;
    parts.push(`${plural(g.ids.length, 'question')} generated from sampled sections (${plural(g.calls, 'chat request')}, ${g.cached} cached${dropped ? `; ${dropped} dropped: ${g.dropped_overlap} copied heading words, ${g.dropped_repeat} repeated, ${g.dropped_invalid} unusable` : ''}${g.cap_reached ? '; answers.max_calls reached' : ''})`);
  }
  lines.push(r.questions.length ? `${plural(r.questions.length, 'draft question')} appended to ${out} (${parts.join(', ')}); candidates from ${r.retrievers.join(', ')}` : `no question to draft (${parts.join(', ')})`);
  if (r.questions.length) lines.push(`next: retrieval-gate review --golden ${out}   (drafts are not scored until reviewed)`);
  return `${lines.join('\n')}\n`;
}
