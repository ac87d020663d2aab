import { mkdir } from 'node:fs/promises';
import { draftsNote } from '../../report/drafts';
import { join, resolve } from 'node:path';
import { runEval } from '../../engine/run-eval';
import { goldenTrec } from '../../measure/golden-trec';
import { writeAllOrNothing } from './compare';
import type { EngineDeps, EvalResult } from '../../engine/types';
import { jobsFlag, parseCommandArgs } from '../args';
import { evalRequestFrom, ONE_SIDE_OPTIONS } from '../compare-request';
import { EXIT, type CliIo } from '../io';
import { scopeWords } from '../../engine/docs-scope';
import { formatProblem } from '../../compare/label-check';
import { problemsExit } from './validate';
import { jsonForTerminal } from '../../util/show-controls';
import { cliCacheDeps } from '../cache-folder';

export const summary = 'run the golden set against the docs of one revision or folder';
export const help = `retrieval-gate eval: run the golden set against one side and print its measures

Usage:
  retrieval-gate eval [--rev REV | --dir DIR] [--repo DIR] [--config F] [--golden F] [--json] [--strict]

Options:
  --rev REV       a git revision of the repository in --repo (default: the current folder)
  --dir DIR       a folder (default: the current folder's files as they are)
  --config F      config file (default: .github/retrieval-gate.yml of that side)
  --golden F      golden set (default: .github/retrieval-golden.yml of that side)
  --json          print the whole evaluation as JSON (schema retrieval-gate/eval@1) instead of the table
  --trec-out DIR  also write DIR/qrels.txt and DIR/run.txt: the counted questions with each label
                  (an 'any:' group too) as one judged pseudo-document, for trec_eval or
                  'retrieval-gate trec' (docs/measures.md says what they reproduce)
  --strict        fail on golden-set problems, as 'retrieval-gate validate' does: a label that does
                  not resolve (exit 2), a numbered-repeat or ambiguous anchor, a dead group member
                  (exit 1); without it they are printed on stderr and the exit status is 0
  --jobs N        threads in all: this one chunks, N − 1 workers analyse (default: one per core
                  for a side of 32 MB of text or more, else this thread alone)
                  and the sentence encoder (a hybrid with no dense section) computes on N
                  threads (default: every core)
  --verbose       progress lines on stderr

Exit status: 0 done, 1 with --strict: label warnings, 2 bad usage, config or input (with --strict:
also a label that does not resolve).
`;

const f3 = (x: number | undefined) => (x === undefined ? '-' : x.toFixed(3));

/** Pads to a width counted in code points, so the table lines up for ASCII ids and labels. */
const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - [...s].length));

/** Columns padded to their widest cell, two spaces apart, no trailing spaces. */
function columns(rows: string[][]): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => [...row[c]].length)));
  return rows.map((row) => row.map((cell, c) => (c === row.length - 1 ? cell : pad(cell, widths[c]))).join('  '));
}

/**
 * The per-tag breakdown (docs/golden-set.md): per tag, how many of its questions are counted and pass,
 * and the measures at pass_k plus mrr, under the same line for all counted questions. Every
 * metric per tag is in `--json` (`tag_metrics`); the table keeps to what fits a terminal.
 */
function tagTable(r: EvalResult): string[] {
  const tags = Object.keys(r.tag_metrics);
  if (!tags.length) return [];
  const excluded = new Set(r.excluded.map((e) => e.id));
  const counted = r.questions.filter((q) => q.answerable && !excluded.has(q.id));
  const names = ['recall', 'precision', 'hit', 'ndcg'].map((m) => `${m}@${r.pass_k}`).concat('mrr').filter((n) => n in r.metrics);
  const row = (label: string, qs: typeof counted, m: EvalResult['metrics']) => [
    label,
    String(qs.length),
    `${qs.filter((q) => q.pass).length}/${qs.length}`,
    ...names.map((n) => f3(m[n])),
  ];
  const rows = [
    ['tag', 'questions', `pass@${r.pass_k}`, ...names],
    row('(all)', counted, r.metrics),
    ...tags.map((t) => row(t, counted.filter((q) => q.tags.includes(t)), r.tag_metrics[t])),
  ];
  return ['', 'by tag (counted questions; every metric per tag: --json tag_metrics):', ...columns(rows).map((l) => `  ${l}`)];
}

/** The human-readable eval: metrics, per-tag table, each question's status, exclusions, broken labels. */
export function renderEvalTable(r: EvalResult): string {
  const lines: string[] = [];
  const where = r.commit ? `${r.rev} (${r.commit.slice(0, 12)})` : r.rev;
  lines.push(`${where}: ${r.docs} documents, ${r.chunks} chunks, retriever ${r.retriever}`);
  if (r.scope && r.scope.source !== 'config') lines.push(`docs scope: ${scopeWords(r.scope)}`);
  lines.push(`golden set ${r.golden.file}: ${r.golden.questions} questions, ${r.counted} counted`);
  const drafts = draftsNote(r.golden.drafts?.length ?? 0);
  if (drafts) lines.push(drafts);
  lines.push('');
  const names = Object.keys(r.metrics);
  const w = Math.max(6, ...names.map((n) => n.length));
  lines.push(`${pad('metric', w)}  value`);
  for (const n of names) lines.push(`${pad(n, w)}  ${f3(r.metrics[n])}`);
  const passed = r.questions.filter((q) => q.answerable && q.pass && !r.excluded.some((e) => e.id === q.id)).length;
  lines.push(`${pad(`pass@${r.pass_k}`, w)}  ${passed}/${r.counted}`);
  lines.push(...tagTable(r));
  lines.push('');
  const iw = Math.max(2, ...r.questions.map((q) => [...q.id].length));
  for (const q of r.questions) {
    const state = !q.answerable ? 'unanswerable' : r.excluded.some((e) => e.id === q.id) ? 'excluded' : q.pass ? 'pass' : 'FAIL';
    const ranks = q.labels.map((l) => `${l.label} ${l.resolved ? (l.bestRank === null ? '—' : `@${l.bestRank}`) : 'broken'}`).join(', ');
    // Which facts are in the top pass_k: --json has each fact with its rank.
    const facts = q.fact_ranks ? ` · facts ${q.fact_ranks.filter((x) => x !== null).length}/${q.fact_ranks.length} in top ${r.pass_k}` : '';
    lines.push(`${pad(q.id, iw)}  ${pad(state, 12)}  ${ranks}${facts}`);
  }
  if (r.excluded.length) {
    lines.push('');
    lines.push('excluded from the means:');
    for (const e of r.excluded) lines.push(`  ${e.id}: ${e.reason}`);
  }
  if (r.broken_labels.length) {
    lines.push('');
    lines.push('broken labels:');
    for (const b of r.broken_labels) lines.push(`  ${b.question} ${b.label}${b.suggestion ? `: ${b.suggestion}` : ''}`);
  }
  if (r.notes.length) {
    lines.push('');
    lines.push(`${r.notes.length} file note${r.notes.length === 1 ? '' : 's'} (skipped or repaired); --json lists them`);
  }
  lines.push('');
  for (const d of r.diagnosis) lines.push(`diagnosis: ${d.message}`);
  return `${lines.join('\n')}\n`;
}

/** The counted questions as TREC qrels and run (measure/golden-trec.ts), written both or neither. */
async function writeTrec(r: EvalResult, dir: string): Promise<void> {
  const excluded = new Set(r.excluded.map((e) => e.id));
  const counted = r.questions.filter((q) => q.answerable && !excluded.has(q.id));
  const { qrels, run } = goldenTrec(counted);
  await mkdir(dir, { recursive: true });
  await writeAllOrNothing([
    { path: join(dir, 'qrels.txt'), text: qrels },
    { path: join(dir, 'run.txt'), text: run },
  ]);
}

/** `eval`: one side's measures as a table, or eval@1 JSON. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('eval', argv, {
    ...ONE_SIDE_OPTIONS,
    json: { type: 'boolean' },
    strict: { type: 'boolean' },
    'trec-out': { type: 'string' },
    verbose: { type: 'boolean' },
    jobs: { type: 'string' },
  });
  const str = (k: string) => values[k] as string | undefined;
  const req = evalRequestFrom(values);
  const deps: EngineDeps = { cwd: io.cwd, env: io.env };
  if (values.verbose) deps.log = (m) => io.stderr(`${m}\n`);
  Object.assign(deps, await cliCacheDeps(io, [req.repo, req.dir], deps.log));
  const jobs = jobsFlag('eval', values.jobs);
  if (jobs !== undefined) deps.jobs = jobs;
  deps.notice = (m) => io.stderr(`retrieval-gate: ${m}\n`);
  const result = await runEval(req, deps);
  if (str('trec-out') !== undefined) await writeTrec(result, resolve(io.cwd, str('trec-out') as string));
  io.stdout(values.json ? `${jsonForTerminal(result, 2)}\n` : renderEvalTable(result));
  // Label problems on stderr either way (one line each, file:line:column); fatal only with --strict.
  const problems = result.label_problems;
  // The first 20 (a set full of numbered anchors would bury the measures); validate lists them all.
  for (const p of problems.slice(0, 20)) io.stderr(`${formatProblem(p)}\n`);
  if (problems.length > 20) io.stderr(`…and ${problems.length - 20} more ('retrieval-gate validate' lists them all; --json has them in label_problems)\n`);
  if (problems.length && !values.strict) io.stderr(`retrieval-gate: ${problems.length} golden-set problem${problems.length === 1 ? '' : 's'} above; --strict (or 'retrieval-gate validate') fails on them\n`);
  return values.strict ? problemsExit(problems) : EXIT.OK;
}
