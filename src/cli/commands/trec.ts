/** `retrieval-gate trec`: score a TREC run against qrels exactly as trec_eval does (the command line, README.md). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ERROR_CODES, InputError } from '../../errors';
import { formatTrec4, parseQrels, parseRun, scoreTrec, TREC_MEASURES, type TrecScore } from '../../measure/trec';
import { kListFlag, parseCommandArgs } from '../args';
import type { CliIo } from '../io';
import { jsonForTerminal } from '../../util/show-controls';

export const DEFAULT_TREC_KS = [1, 3, 5, 10, 100];

export const summary = 'score a TREC run against qrels, as trec_eval does';
export const help = `retrieval-gate trec --qrels F --run F [--k LIST] [--json]

Scores a TREC run against relevance judgements exactly as trec_eval does.

  --qrels F   judgements: TREC 'qid 0 docno grade' lines, or a BEIR TSV
              'query-id corpus-id score' (with its header line)
  --run F     the run: 'qid Q0 docno rank score tag' lines (the rank column is ignored;
              documents are ordered by score descending, ties by docno descending)
  --k LIST    cut-offs, comma-separated (default ${DEFAULT_TREC_KS.join(',')})
  --json      print {"queries": N, "metrics": {...}} instead of the table

Measures (trec_eval name in brackets): precision@k [P_k], recall@k [recall_k],
hit@k [success_k], ndcg@k [ndcg_cut_k, gain = grade], mrr [recip_rank], map [map].
A grade > 0 is relevant; queries present in both files are averaged.
Exit status: 0 scored, 2 bad usage or a malformed line (the message names file and line).
`;

/** Runs `trec`. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('trec', argv, {
    qrels: { type: 'string' },
    run: { type: 'string' },
    k: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (typeof values.qrels !== 'string') throw new InputError(ERROR_CODES.USAGE, "--qrels F is required (see 'retrieval-gate trec --help')", { field: '--qrels' });
  if (typeof values.run !== 'string') throw new InputError(ERROR_CODES.USAGE, "--run F is required (see 'retrieval-gate trec --help')", { field: '--run' });
  const ks = kListFlag(values.k, DEFAULT_TREC_KS);

  const qrels = parseQrels(readText(io, values.qrels), values.qrels);
  const runFile = parseRun(readText(io, values.run), values.run);
  const score = scoreTrec(qrels, runFile, ks);
  if (score.queries === 0) {
    throw new InputError(
      ERROR_CODES.TREC_INPUT,
      `no query of the run is in the qrels (run: ${runFile.queries.size} queries, qrels: ${qrels.queries.size}); are these files for the same topics?`,
      { file: values.run },
    );
  }
  if (values.json) {
    io.stdout(`${jsonForTerminal({ queries: score.queries, metrics: score.metrics }, 2)}\n`);
  } else {
    const runOnly = [...runFile.queries.keys()].filter((q) => !qrels.queries.has(q)).length;
    const qrelsOnly = [...qrels.queries.keys()].filter((q) => !runFile.queries.has(q)).length;
    io.stdout(renderTable(score, ks, { runOnly, qrelsOnly }));
  }
  return 0;
}

/** The human-readable table: one row per measure, one column per k, 4 decimals rounded as trec_eval prints them. */
export function renderTable(score: TrecScore, ks: readonly number[], skipped: { runOnly: number; qrelsOnly: number }): string {
  const cols = ks.map((k) => `@${k}`);
  const width = Math.max(6, ...cols.map((c) => c.length));
  const pad = (s: string): string => s.padStart(width);
  const label = (s: string): string => s.padEnd(9);
  const lines: string[] = [];
  const notes: string[] = [];
  if (skipped.runOnly) notes.push(`${skipped.runOnly} only in the run`);
  if (skipped.qrelsOnly) notes.push(`${skipped.qrelsOnly} only in the qrels`);
  lines.push(`queries scored: ${score.queries}${notes.length ? ` (not scored: ${notes.join(', ')})` : ''}`);
  lines.push('');
  lines.push(`${label('measure')}  ${cols.map(pad).join('  ')}`);
  for (const m of TREC_MEASURES) {
    lines.push(`${label(m)}  ${ks.map((k) => pad(formatTrec4(score.metrics[`${m}@${k}`]))).join('  ')}`);
  }
  lines.push(`${label('mrr')}  ${pad(formatTrec4(score.metrics.mrr))}`);
  lines.push(`${label('map')}  ${pad(formatTrec4(score.metrics.map))}`);
  return `${lines.join('\n')}\n`;
}

function readText(io: CliIo, file: string): string {
  try {
    return readFileSync(resolve(io.cwd, file), 'utf8');
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    throw new InputError(ERROR_CODES.TREC_INPUT, `cannot read the file: ${why}`, { file });
  }
}
