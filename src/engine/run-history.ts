/**
 * `history`: the golden set replayed over the first-parent commits of a branch, one point per
 * commit in (from, to] that changed what an eval reads (the docs in scope, the config, the golden
 * set), each point exactly what `eval --rev <commit>` reports. The commits are evaluated in order
 * through what the previous one left (engine/run-eval.ts EvalReuse: chunks by blob, the last
 * snapshot, the last BM25 index), so a step costs what its commit changed. Then, for each question
 * that fails at the last point, the commit where it last started failing (bisect by replay: every
 * docs commit is measured, so the answer is exact, not a search's guess).
 */
import { DocCache } from '../chunk/corpus';
import { ERROR_CODES, InputError } from '../errors';
import { runGit } from '../source/git-run';
import { loadSettings } from './load-inputs';
import { openRevision } from './load-side';
import type { OpenedSide } from './load-inputs';
import { GitCommits } from '../source/git';
import { evalOpenedSide, type EvalReuse } from './run-eval';
import { chainedAnalysisFor } from './shared-bm25';
import type { EngineDeps, EvalResult } from './types';
import { historyPoint, startedFailing, type HistoryPoint, type HistoryResult } from '../report/history-point';

export interface HistoryRequest {
  repo?: string;
  from: string;
  to?: string;
  configPath?: string;
  goldenPath?: string;
}

/** Most first-parent commits one run replays: a bound on a typo'd `--from` that names the root of a huge repository. */
export const MAX_HISTORY_COMMITS = 5000;

interface CommitInfo {
  commit: string;
  parent: string | null;
  date: string;
  subject: string;
}

/** The first-parent commits in (from, to], oldest first, with their first parent, committer date and subject. */
export async function firstParentCommits(root: string, from: string, to: string): Promise<{ from: CommitInfo; commits: CommitInfo[] }> {
  const one = async (rev: string): Promise<string> => {
    const r = await runGit(root, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
    if (r.code !== 0) throw new InputError(ERROR_CODES.MISSING_COMMIT, `'${rev}' is not a commit in ${root}`, { field: rev === from ? '--from' : '--to' });
    return r.stdout.toString('utf8').trim();
  };
  const fromSha = await one(from);
  const toSha = await one(to);
  const anc = await runGit(root, ['merge-base', '--is-ancestor', fromSha, toSha]);
  if (anc.code !== 0) throw new InputError(ERROR_CODES.USAGE, `--from ${from} is not an ancestor of --to ${to}: history follows one branch forward`, { field: '--from' });
  const format = '--format=%H%x00%P%x00%cI%x00%s';
  const log = await runGit(root, ['log', '--first-parent', '--reverse', format, `${fromSha}..${toSha}`]);
  if (log.code !== 0) throw new InputError(ERROR_CODES.GIT, `git log ${from}..${to} failed: ${log.stderr}`);
  const commits = parseLog(log.stdout.toString('utf8'));
  if (commits.length > MAX_HISTORY_COMMITS) {
    throw new InputError(ERROR_CODES.USAGE, `${commits.length} first-parent commits from ${from} to ${to}, more than the ${MAX_HISTORY_COMMITS} one run replays; give a later --from`, { field: '--from' });
  }
  const start = await runGit(root, ['log', '-1', format, fromSha]);
  return { from: parseLog(start.stdout.toString('utf8'))[0], commits };
}

function parseLog(text: string): CommitInfo[] {
  const out: CommitInfo[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [commit, parents, date, subject] = line.split('\0');
    out.push({ commit, parent: parents ? parents.split(' ')[0] : null, date, subject: subject ?? '' });
  }
  return out;
}

/** Progress and work counts, for the log and the bench (never part of a point). */
export interface HistoryWork {
  /** First-parent commits examined. */
  commits: number;
  /** Of those, evaluated (they changed what an eval reads). */
  evaluated: number;
  /** Documents chunked (the others' chunks were reused by blob). */
  chunked: number;
  /** Chunks whose BM25 analysis was copied from the previous index. */
  reusedChunks: number;
}

/** Replays the golden set over the first-parent commits in (from, to]; see the file's comment. */
export async function runHistory(req: HistoryRequest, deps: EngineDeps): Promise<HistoryResult & { work: HistoryWork }> {
  const opened = await openRevision(req.repo, req.from, deps);
  await opened.reader.close?.();
  const root = opened.root;
  const { from, commits } = await firstParentCommits(root, req.from, req.to ?? 'HEAD');
  const docs = new DocCache();
  let reuse: EvalReuse | undefined;
  const work: HistoryWork = { commits: commits.length, evaluated: 0, chunked: 0, reusedChunks: 0 };

  // One pair of cat-file processes for every commit (source/git.ts GitCommits).
  const readers = new GitCommits(root);
  const evaluate = async (c: CommitInfo): Promise<EvalResult | 'unchanged'> => {
    const side: OpenedSide = { reader: readers.reader(c.commit), root, label: c.commit };
    try {
      if (!reuse) {
        // The chain needs the retriever's settings: those of the first commit evaluated (a later one may change them; the chain then restarts).
        const settings = await loadSettings({ configPath: req.configPath, goldenPath: req.goldenPath }, side, null, deps);
        reuse = { docs, chain: chainedAnalysisFor(settings.config.retriever), digest: true };
      }
      return await evalOpenedSide({ repo: req.repo, rev: c.commit, configPath: req.configPath, goldenPath: req.goldenPath }, side, deps, reuse);
    } finally {
      await side.reader.close?.();
    }
  };

  try {
    const first = await evaluate(from);
    const start = historyPoint(first as EvalResult, from);
    const points: HistoryPoint[] = [];
    for (const c of commits) {
      const r = await evaluate(c);
      if (r === 'unchanged') continue;
      work.evaluated++;
      points.push(historyPoint(r, c));
      deps.log?.(`history: ${c.commit.slice(0, 12)} ${points.length} point${points.length === 1 ? '' : 's'} of ${commits.length} commits`);
    }
    work.chunked = docs.misses;
    work.reusedChunks = reuse?.chain?.reused ?? 0;
    return { schema: 'retrieval-gate/history@1', from: start, to: commits.length ? commits[commits.length - 1].commit : from.commit, commits: commits.length, points, started_failing: startedFailing(start, points), work };
  } finally {
    await readers.close();
  }
}
