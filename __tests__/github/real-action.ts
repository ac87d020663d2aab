/**
 * runAction in this process with the real engine, renderers, git and octokit (against the
 * loopback GitHub), recording what the step said: for tests that need real measurements but not
 * the built bundle.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { octokitApi } from '../../src/github/github-api';
import { realGit } from '../../src/github/git-history';
import { runAction } from '../../src/github/run';
import type { ActionDeps } from '../../src/github/toolkit';
import { renderReportJson } from '../../src/report/json';
import { commentMarker, renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import type { FakeGitHub } from './fake-github';

export interface ActionRecord {
  failed: string[];
  warnings: string[];
  logs: string[];
  outputs: Record<string, string>;
}

/** One action run: the fake GitHub, the work tree, the event and its payload, inputs by name, `env` on top of the runner's. */
export interface ActionRun {
  gh: FakeGitHub;
  work: string;
  runnerTemp: string;
  event: string;
  payload: object;
  sha: string;
  inputs: Record<string, string>;
  env?: Record<string, string>;
}

/** Runs the action in process on `work` for `event` with `payload`. */
export async function runRealAction(opts: ActionRun): Promise<ActionRecord> {
  const eventFile = path.join(opts.runnerTemp, `event-${Date.now()}-${Math.random()}.json`);
  writeFileSync(eventFile, JSON.stringify(opts.payload));
  const rec: ActionRecord = { failed: [], warnings: [], logs: [], outputs: {} };
  const deps: ActionDeps = {
    core: {
      getInput: (n) => opts.inputs[n] ?? '',
      setOutput: (n, v) => void (rec.outputs[n] = v),
      setFailed: (m) => void rec.failed.push(m),
      setSecret: () => undefined,
      debug: (m) => void rec.logs.push(m),
      info: (m) => void rec.logs.push(m),
      notice: (m) => void rec.logs.push(m),
      warning: (m) => void rec.warnings.push(m),
      error: () => undefined,
      writeSummary: async () => true,
    },
    env: {
      PATH: process.env.PATH,
      GITHUB_EVENT_NAME: opts.event,
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_WORKSPACE: opts.work,
      GITHUB_SHA: opts.sha,
      RUNNER_TEMP: opts.runnerTemp,
      ...opts.env,
    },
    git: realGit,
    api: (t, o, r) => octokitApi(t, o, r, opts.gh.url),
    runCompare,
    render: { renderComment, renderSummary, renderReportJson, commentMarker },
    cacheServiceAvailable: () => false,
  };
  await runAction(deps);
  return rec;
}
