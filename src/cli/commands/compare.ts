import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { dirname, basename, join, resolve } from 'node:path';
import { MeasurementSkipped } from '../../engine/missing-key';
import { runCompare } from '../../engine/run-compare';
import type { EngineDeps } from '../../engine/types';
import { ERROR_CODES, InputError } from '../../errors';
import { renderReportJson } from '../../report/json';
import { renderComment } from '../../report/markdown';
import { renderReportPage } from '../../report/html/report-page';
import { repositoryUrl } from '../../report/markdown-chunk-ref';
import type { Report } from '../../report/types';
import { jobsFlag, parseCommandArgs } from '../args';
import { compareRequestFrom, SIDE_OPTIONS } from '../compare-request';
import { folderSideCache } from '../folder-side-cache';
import { EXIT, type CliIo } from '../io';
import { cliCacheDeps, refuseInsideRepository, repositoryRoots } from '../cache-folder';

export const summary = 'compare retrieval at two revisions or two folders, and gate the change';
export const help = `retrieval-gate compare: run the golden set against the docs at a base and a head, report what changed

Usage:
  retrieval-gate compare --base REV --head REV [--repo DIR] [options]
  retrieval-gate compare --base REV [--repo DIR] [options]      (head: the working tree)
  retrieval-gate compare --base-dir DIR --head-dir DIR [options]
  retrieval-gate compare --base-config A --head-config B [--rev REV | --dir DIR] [options]

Options:
  --base REV, --head REV   git revisions of the repository in --repo (default: the current folder)
                           --head WORKTREE, or no --head, is the working tree: the files on disk,
                           uncommitted edits included (tracked files and untracked ones .gitignore
                           does not exclude); its golden set and config are read from disk too
  --base-dir DIR, --head-dir DIR
                           two folders instead (label paths are relative to each folder)
  --config F               config file (default: .github/retrieval-gate.yml read from the head)
  --golden F               golden set (default: .github/retrieval-golden.yml read from the head)
                           When the head is a commit, these are read from that commit, not from
                           your disk; a line on stderr says which commit
  --base-config A, --head-config B
                           two settings files to compare on the same docs (one revision with
                           --rev, one folder with --dir, default the current folder): chunking or
                           retriever settings measured question by question before a pull request
  --report F.json          write report.json (the full report, machine-readable; docs/report.md)
  --markdown F.md          write the PR comment there instead of printing it
  --html F.html            write the report page: one self-contained HTML file to open in a
                           browser (verdict, metrics with intervals, recall@k chart, every
                           question's top k at base and head side by side); it loads nothing
  --repo-url URL           the repository's web address (https://github.com/OWNER/NAME): the comment
                           links each chunk it names to its lines at the head commit (recorded in
                           report.json as repository.url); without it chunks are named in plain text
  --cache-dir DIR          keep the judged base side in DIR, keyed by content: a later compare on
                           the same base docs, base config, golden set and version skips the base
                           (a folder inside the repository is refused)
  --jobs N                 threads in all: this one chunks, N − 1 workers analyse (default: one per core
                           for a side of 32 MB of text or more, else this thread alone)
                           and the sentence encoder (a hybrid with no dense section) computes on N
                           threads (default: every core)
  --verbose                progress lines on stderr

The base side is built with the base's own config when it has one (so a PR that changes chunking
or the retriever is measured too); k, pass_k, context and gate always come from the head.
Files are written only after everything succeeded. Vectors and answers are cached in your user
cache folder (RETRIEVAL_GATE_CACHE_DIR, else $XDG_CACHE_HOME/retrieval-gate, else ~/.cache/retrieval-gate),
never in the repository.

Exit status: 0 the gate passed, 1 the gate failed, 2 bad usage, config or input.
`;

/** Writes every file to a temporary sibling first, then renames them all: nothing is half-written. */
export async function writeAllOrNothing(files: ReadonlyArray<{ path: string; text: string }>): Promise<void> {
  const staged: Array<{ tmp: string; path: string }> = [];
  try {
    for (const f of files) {
      const tmp = join(dirname(f.path), `.${basename(f.path)}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(tmp, f.text, 'utf8');
      staged.push({ tmp, path: f.path });
    }
  } catch (e) {
    await Promise.all(staged.map((s) => rm(s.tmp, { force: true })));
    throw new InputError(ERROR_CODES.USAGE, `cannot write output: ${(e as Error).message}`);
  }
  for (const s of staged) await rename(s.tmp, s.path);
}

/** `compare`: prints the comment (or writes it), writes report.json, exits 1 when the gate fails. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('compare', argv, {
    ...SIDE_OPTIONS,
    report: { type: 'string' },
    markdown: { type: 'string' },
    html: { type: 'string' },
    'cache-dir': { type: 'string' },
    'repo-url': { type: 'string' },
    verbose: { type: 'boolean' },
    jobs: { type: 'string' },
    'base-config': { type: 'string' },
    'head-config': { type: 'string' },
    rev: { type: 'string' },
    dir: { type: 'string' },
  });
  const str = (k: string) => values[k] as string | undefined;
  const req = compareRequestFrom(values);
  const deps: EngineDeps = { cwd: io.cwd, env: io.env };
  if (values.verbose) deps.log = (m) => io.stderr(`${m}\n`);
  const read = [req.repo, req.baseDir, req.headDir, req.dir];
  Object.assign(deps, await cliCacheDeps(io, read, deps.log));
  const jobs = jobsFlag('compare', values.jobs);
  if (jobs !== undefined) deps.jobs = jobs;
  // Where the golden set and config came from, when that is a commit: always said (an uncommitted edit does not count).
  deps.notice = (m) => io.stderr(`retrieval-gate: ${m}\n`);
  const cacheDir = str('cache-dir');
  if (cacheDir !== undefined) {
    if (cacheDir === '') throw new InputError(ERROR_CODES.USAGE, '--cache-dir needs a folder');
    const sideDir = resolve(io.cwd, cacheDir);
    refuseInsideRepository(sideDir, await repositoryRoots(io.cwd, read), '--cache-dir');
    deps.sideCache = folderSideCache(sideDir);
  }

  const given = str('repo-url');
  const repoUrl = given === undefined ? undefined : repositoryUrl(given);
  if (repoUrl === null) throw new InputError(ERROR_CODES.USAGE, `--repo-url must be a repository's web address, https://github.com/OWNER/NAME, but got '${given}'`, { field: '--repo-url' });

  let report: Report;
  try {
    report = await runCompare(req, deps);
    if (repoUrl !== undefined) report = { ...report, repository: { url: repoUrl } };
  } catch (e) {
    // on_missing_key: skip is a choice, not an error: say why and pass.
    if (e instanceof MeasurementSkipped) {
      io.stderr(`retrieval-gate: ${e.reason}\n`);
      return EXIT.OK;
    }
    throw e;
  }
  // The fix-labels command the comment shows names the same --repo, so it runs from the same folder.
  const comment = renderComment(report, req.repo !== undefined ? { repo: req.repo } : {});
  const outputs: Array<{ path: string; text: string }> = [];
  if (str('report') !== undefined) outputs.push({ path: resolve(io.cwd, str('report') as string), text: renderReportJson(report) });
  if (str('markdown') !== undefined) outputs.push({ path: resolve(io.cwd, str('markdown') as string), text: comment });
  if (str('html') !== undefined) outputs.push({ path: resolve(io.cwd, str('html') as string), text: renderReportPage(report) });
  await writeAllOrNothing(outputs);
  if (str('markdown') === undefined) io.stdout(comment.endsWith('\n') ? comment : `${comment}\n`);
  else io.stderr(report.gate.passed ? 'retrieval-gate: gate passed\n' : `retrieval-gate: gate failed\n${report.gate.reasons.map((r) => `  - ${r}\n`).join('')}`);
  return report.gate.passed ? EXIT.OK : EXIT.GATE_FAILED;
}
