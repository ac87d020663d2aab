import { resolve } from 'node:path';
import { runHistory } from '../../engine/run-history';
import type { EngineDeps } from '../../engine/types';
import { ERROR_CODES, InputError } from '../../errors';
import { EXPORT_FORMATS, exportPoint, type ExportFormat } from '../../report/history-export';
import { renderHistoryHtml } from '../../report/history-html';
import type { HistoryPoint, HistoryResult } from '../../report/history-point';
import { jsonForTerminal } from '../../util/show-controls';
import { jobsFlag, parseCommandArgs } from '../args';
import { cliCacheDeps } from '../cache-folder';
import { EXIT, type CliIo } from '../io';
import { writeAllOrNothing } from './compare';

export const summary = 'replay the golden set over a branch\'s docs commits; find where questions started failing';
export const help = `retrieval-gate history: the golden set over the first-parent commits of a branch

Usage:
  retrieval-gate history --from REV [--to REV] [--repo DIR] [--config F] [--golden F] [--json] [--html F]
                         [--export benchmark-action|bencher]

One point per first-parent commit in (--from, --to] that changed what an eval reads (the docs in
scope, the config, the golden set); each point is what 'retrieval-gate eval --rev COMMIT' reports
with the same --config and --golden. Commits are evaluated in order, each reusing the previous
one's chunks and index, so a step costs what its commit changed. For every question that fails at
the last point and passed before, the commit where it started failing.

Options:
  --from REV      the commit the series starts after (measured as the starting state)
  --to REV        the last commit (default: HEAD)
  --repo DIR      the repository (default: the current folder)
  --config F      config file (default: .github/retrieval-gate.yml of each commit)
  --golden F      golden set (default: .github/retrieval-golden.yml of each commit)
  --json          print {"schema", "from", "points": [{"commit", "metrics", ...}], "started_failing"}
  --html F        also write a self-contained page with the series' chart and tables to F
  --export FMT    print the newest point for github-action-benchmark ('benchmark-action':
                  customBiggerIsBetter JSON) or Bencher ('bencher': Bencher Metric Format JSON)
  --jobs N        threads in all (as for eval)
  --verbose       progress lines on stderr

Exit status: 0 done, 2 bad usage, config or input.
`;

const f3 = (x: number | undefined) => (x === undefined ? '    -' : x.toFixed(3));

/** The series as a table, then where questions started failing. */
export function renderHistoryTable(h: HistoryResult): string {
  const passK = h.from.pass_k;
  const names = [`recall@${passK}`, 'mrr'].filter((n) => n in h.from.metrics);
  const passed = (p: HistoryPoint) => `${p.questions.filter((q) => q.counted && q.pass).length}/${p.counted}`;
  const row = (p: HistoryPoint, subject: string) => `${p.commit.slice(0, 12)}  ${p.date.slice(0, 10)}  ${names.map((n) => f3(p.metrics[n]).padStart(n.length)).join('  ')}  ${passed(p).padStart(7)}  ${subject.slice(0, 60)}`;
  const lines = [
    `${h.points.length} of ${h.commits} first-parent commits changed the docs in scope`,
    '',
    `commit        date        ${names.join('  ')}  pass@${passK}  subject`,
    row(h.from, `(from) ${h.from.subject}`),
    ...h.points.map((p) => row(p, p.subject)),
    '',
  ];
  if (h.started_failing.length === 0) lines.push('no question that passed at an earlier point fails at the last one');
  else {
    lines.push(`${h.started_failing.length} question${h.started_failing.length === 1 ? '' : 's'} started failing:`);
    for (const s of h.started_failing) {
      const ranks = (r: Array<number | null>) => r.map((x) => (x === null ? '—' : `@${x}`)).join(',');
      lines.push(`  ${s.id}  at ${s.commit.slice(0, 12)} ${s.date.slice(0, 10)} "${s.subject.slice(0, 60)}"  (evidence ${ranks(s.ranks_before)} → ${ranks(s.ranks_after)})`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `history`: the series as a table, JSON, a page or an export. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('history', argv, {
    from: { type: 'string' },
    to: { type: 'string' },
    repo: { type: 'string' },
    config: { type: 'string' },
    golden: { type: 'string' },
    json: { type: 'boolean' },
    html: { type: 'string' },
    export: { type: 'string' },
    verbose: { type: 'boolean' },
    jobs: { type: 'string' },
  });
  const str = (k: string) => values[k] as string | undefined;
  const from = str('from');
  if (!from) throw new InputError(ERROR_CODES.USAGE, "'history' needs --from REV: the commit the series starts after (see 'retrieval-gate history --help')", { field: '--from' });
  const format = str('export');
  if (format !== undefined && !(EXPORT_FORMATS as readonly string[]).includes(format)) {
    throw new InputError(ERROR_CODES.USAGE, `--export must be one of ${EXPORT_FORMATS.join(', ')} but got '${format}'`, { field: '--export' });
  }
  if (format !== undefined && values.json) throw new InputError(ERROR_CODES.USAGE, '--export and --json both print to stdout: give one', { field: '--export' });
  const deps: EngineDeps = { cwd: io.cwd, env: io.env };
  if (values.verbose) deps.log = (m) => io.stderr(`${m}\n`);
  Object.assign(deps, await cliCacheDeps(io, [str('repo')], deps.log));
  const jobs = jobsFlag('history', values.jobs);
  if (jobs !== undefined) deps.jobs = jobs;
  // Where each commit's golden set and config came from is the same line per commit: said once.
  let told = 0;
  deps.notice = (m) => {
    if (told++ < 2) io.stderr(`retrieval-gate: ${m} (and likewise at each commit)\n`);
  };
  const req = { from, ...(str('to') ? { to: str('to') } : {}), ...(str('repo') ? { repo: str('repo') } : {}), ...(str('config') ? { configPath: str('config') } : {}), ...(str('golden') ? { goldenPath: str('golden') } : {}) };
  const { work, ...result } = await runHistory(req, deps);
  deps.log?.(`history: ${work.evaluated} of ${work.commits} commits evaluated, ${work.chunked} documents chunked, ${work.reusedChunks} chunks' analysis reused`);
  if (str('html') !== undefined) await writeAllOrNothing([{ path: resolve(io.cwd, str('html') as string), text: renderHistoryHtml(result) }]);
  if (format !== undefined) {
    const newest = result.points[result.points.length - 1] ?? result.from;
    io.stdout(exportPoint(newest, format as ExportFormat));
  } else io.stdout(values.json ? `${jsonForTerminal(result, 2)}\n` : renderHistoryTable(result));
  return EXIT.OK;
}
