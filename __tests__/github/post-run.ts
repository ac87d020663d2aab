/**
 * Runs the action in `mode: post` through runAction with the real renderers, real git and the
 * loopback GitHub, from a `workflow_run` event: what post-mode tests need, recorded.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { octokitApi } from '../../src/github/github-api';
import { realGit } from '../../src/github/git-history';
import { runAction } from '../../src/github/run';
import type { ActionDeps } from '../../src/github/toolkit';
import { renderReportJson } from '../../src/report/json';
import { commentMarker, renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import type { FakeGitHub } from './fake-github';

/** What the step said: failures, info and notice lines, job summaries. */
export interface PostRecord {
  failed: string[];
  info: string[];
  notices: string[];
  warnings: string[];
  summary: string[];
  outputs: Record<string, string>;
}

/** Posts the artifact at `artifactPath` for a `workflow_run` event carrying `workflowRun`; `dir` is the workspace. */
export async function runPostMode(gh: FakeGitHub, dir: string, artifactPath: string, workflowRun: object): Promise<PostRecord> {
  const event = path.join(dir, 'run.json');
  writeFileSync(event, JSON.stringify({ workflow_run: workflowRun }));
  const rec: PostRecord = { failed: [], info: [], notices: [], warnings: [], summary: [], outputs: {} };
  const inputs: Record<string, string> = { mode: 'post', 'artifact-path': artifactPath, 'github-token': 't', comment: 'always' };
  const deps: ActionDeps = {
    core: {
      getInput: (n) => inputs[n] ?? '',
      setOutput: (n, v) => void (rec.outputs[n] = v),
      setFailed: (m) => void rec.failed.push(m),
      setSecret: () => undefined,
      debug: () => undefined,
      info: (m) => void rec.info.push(m),
      notice: (m) => void rec.notices.push(m),
      warning: (m) => void rec.warnings.push(m),
      error: () => undefined,
      writeSummary: async (md) => (rec.summary.push(md), true),
    },
    env: { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_EVENT_PATH: event, GITHUB_REPOSITORY: 'acme/docs', GITHUB_WORKSPACE: dir },
    git: realGit,
    api: (t, o, r) => octokitApi(t, o, r, gh.url),
    runCompare: async () => {
      throw new Error('post mode must not run the retrieval');
    },
    render: { renderComment, renderSummary, renderReportJson, commentMarker },
    cacheServiceAvailable: () => false,
  };
  await runAction(deps);
  return rec;
}
