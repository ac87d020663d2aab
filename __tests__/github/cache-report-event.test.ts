/**
 * The cached report is keyed by the event that made it. Before this, the key held the scope and
 * whether the head was trusted, not the event: `pull_request_target` and `workflow_run` both save
 * under `base` with an untrusted head, so a `workflow_run` job with the same trees, config and
 * golden set restored the `pull_request_target` run's report whole ("reusing its report") and
 * posted a trust note saying the proposals were "not applied on `pull_request_target`". Now each
 * event measures for itself, and a second run of the same event still hits.
 */
import { rmSync } from 'node:fs';
import * as path from 'node:path';
import { BASE_FILES, CONFIG, DOCS_PR, git, makeRepo } from '../engine/repo-fixture';
import { fakeGitHubPerTest, prPayload } from './fake-github';
import { tempDir } from './git-repos';
import { runRealAction } from './real-action';

describe('the report cache and the event', () => {
  const gh = fakeGitHubPerTest();
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  test("a workflow_run job does not reuse the pull_request_target run's report; the same event does", async () => {
    const work = makeRepo(BASE_FILES, { ...DOCS_PR, '.github/retrieval-gate.yml': "k: [1, 3, 5]\npass_k: 3\n" });
    const runnerTemp = tempDir('rg-report-event-');
    dirs.push(work, runnerTemp);
    const base = git(work, 'rev-parse', 'main');
    const head = git(work, 'rev-parse', 'pr');
    const run = (event: string) =>
      runRealAction({
        gh: gh(),
        work,
        runnerTemp,
        event,
        payload: prPayload(base, head, 9),
        sha: base,
        inputs: { base, head, mode: 'report', comment: 'off', 'cache-dir': path.join(runnerTemp, 'store'), 'report-path': path.join(runnerTemp, 'report.json') },
      });
    const reused = (logs: string[]) => logs.some((l) => l.includes('reusing its report'));

    const first = await run('pull_request_target');
    expect(first.failed).toEqual([]);
    expect(reused(first.logs)).toBe(false);
    expect(first.warnings.join('\n')).toContain("not applied on 'pull_request_target'");

    const other = await run('workflow_run');
    expect(other.failed).toEqual([]);
    expect(reused(other.logs)).toBe(false);
    expect(other.warnings.join('\n')).toContain("not applied on 'workflow_run'");
    expect(other.warnings.join('\n')).not.toContain('pull_request_target');

    // The key still works: the same event with the same inputs reuses its own report.
    const again = await run('workflow_run');
    expect(reused(again.logs)).toBe(true);
    expect(again.warnings.join('\n')).toContain("not applied on 'workflow_run'");
  }, 300_000);
});
