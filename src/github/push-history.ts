/**
 * On a push to the default branch: measure the pushed commit (`eval` at that commit, its own
 * config and golden set unless the inputs name files) and append it to the history store. Only
 * here is the store written, and only for `push` events on the repository's default branch: a
 * pull request's run (pull_request, pull_request_target, workflow_run, merge_group) never writes
 * it, whatever its inputs say.
 */
import { runEval } from '../engine/run-eval';
import type { EngineDeps } from '../engine/types';
import { historyPoint, HISTORY_RECORD_SCHEMA, type HistoryRecord } from '../report/history-point';
import { ENGINE_VERSION } from '../version';
import { ensureCommits } from './git-history';
import { appendRecord, gitRun, storeLocation } from './history-store';
import type { Settings } from './inputs';
import type { ActionDeps } from './toolkit';

interface PushPayload {
  ref?: unknown;
  after?: unknown;
  repository?: { default_branch?: unknown };
}

/** The branch a push event records, or why it records nothing. */
export function recordedBranch(event: string, payload: PushPayload): { branch: string } | { skip: string } {
  if (event !== 'push') return { skip: `a '${event}' run never writes the history` };
  const ref = typeof payload.ref === 'string' ? payload.ref : '';
  const def = typeof payload.repository?.default_branch === 'string' ? payload.repository.default_branch : '';
  if (!def) return { skip: "the push event does not name the repository's default branch" };
  if (ref !== `refs/heads/${def}`) return { skip: `${ref || 'this ref'} is not the default branch (${def})` };
  return { branch: def };
}

/**
 * Records the pushed commit when this run is a push to the default branch (see the file's comment).
 * `engine`: the run's embeddings cache folder, which the run's comparison has just filled with the
 * pushed commit's vectors, so this evaluation embeds nothing again.
 */
export async function recordPush(settings: Settings, payload: PushPayload, deps: ActionDeps, engine: Pick<EngineDeps, 'embeddingsCacheDir'> = {}): Promise<void> {
  const { core, env } = deps;
  if (!settings.history) return;
  const target = recordedBranch(env.GITHUB_EVENT_NAME ?? '', payload);
  if ('skip' in target) {
    core.debug(`history: not recorded: ${target.skip}`);
    return;
  }
  const after = typeof payload.after === 'string' ? payload.after : env.GITHUB_SHA;
  if (!after || /^0+$/.test(after)) return;
  const wd = settings.workingDirectory;
  try {
    const { head } = await ensureCommits(deps.git, wd, { base: after, head: after, mergeBase: false }, settings.fetchDepthLimit, (m) => core.info(m));
    const meta = await gitRun(wd, ['log', '-1', '--format=%P%x00%cI%x00%s', head]);
    const [parents, date, subject] = meta.stdout.replace(/\n$/, '').split('\0');
    const result = await runEval({ repo: wd, rev: head, configPath: settings.config, goldenPath: settings.golden }, { cwd: wd, env, log: (m) => core.info(m), secret: (v) => core.setSecret(v), ...engine });
    const point = historyPoint(result, { commit: head, parent: parents ? parents.split(' ')[0] : null, date, subject: (subject ?? '').slice(0, 1000) });
    const record: HistoryRecord = { schema: HISTORY_RECORD_SCHEMA, tool: ENGINE_VERSION, ref: target.branch, ...point };
    const at = storeLocation(settings.historyRepository ?? '', settings.historyBranch, settings.token, env.GITHUB_SERVER_URL || 'https://github.com');
    const done = await appendRecord(wd, at, record, (m) => core.info(m));
    core.info(`retrieval-gate: history: ${done === 'written' ? 'recorded' : 'already recorded'} ${head} on '${settings.historyBranch}'`);
  } catch (e) {
    // The history is a record, not the verdict: a failed write is a warning (the next push records its own commit).
    core.warning(`retrieval-gate: could not record this push in the history branch '${settings.historyBranch}': ${e instanceof Error ? e.message : String(e)}; give the push job 'permissions: contents: write'`);
  }
}
