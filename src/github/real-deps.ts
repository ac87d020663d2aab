/** The real world for runAction: @actions/core, process.env, git, octokit, the engine and renderers. */
import * as core from '@actions/core';
import { runCompare } from '../engine/run-compare';
import { renderComment, commentMarker } from '../report/markdown';
import { renderSummary } from '../report/summary';
import { renderReportJson } from '../report/json';
import { realGit } from './git-history';
import { octokitApi } from './github-api';
import type { ActionDeps } from './toolkit';
import { actionsCacheModule } from './actions-cache';
import { forTerminal } from '../util/log-escape';
import { showControls } from '../util/show-controls';

/** Dependencies as the runner provides them. */
export function realDeps(): ActionDeps {
  return {
    core: {
      getInput: (name) => core.getInput(name),
      setOutput: (name, value) => core.setOutput(name, value),
      // Messages and annotations: @actions/core escapes line breaks and `%`, not the terminal's controls.
      setFailed: (message) => core.setFailed(showControls(message)),
      setSecret: (value) => core.setSecret(value),
      debug: (message) => core.debug(showControls(message)),
      // The only raw line writer of @actions/core (the others escape their message as command data).
      info: (message) => core.info(forTerminal(message)),
      notice: (message) => core.notice(showControls(message)),
      warning: (message, props) => core.warning(showControls(message), props),
      error: (message, props) => core.error(showControls(message), props),
      async writeSummary(markdown) {
        if (!process.env.GITHUB_STEP_SUMMARY) {
          core.debug('no GITHUB_STEP_SUMMARY: job summary not written');
          return false;
        }
        await core.summary.addRaw(markdown, true).write();
        core.summary.emptyBuffer();
        return true;
      },
    },
    env: process.env,
    git: realGit,
    api: octokitApi,
    runCompare,
    render: { renderComment, renderSummary, renderReportJson, commentMarker },
    cacheServiceAvailable: async () => (await actionsCacheModule()).isFeatureAvailable(),
  };
}
