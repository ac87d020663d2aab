/**
 * A pull request that adds a 600 KB page outranking an answer, with a generator's marker at its
 * top ("DO NOT EDIT: this file is generated"), replayed on the BUILT bundles: `compare` of
 * dist/cli.js on a real repository, and dist/index.js run as the runner runs it against the
 * loopback GitHub under `pull_request` and `pull_request_target`. Before, the head's scope left
 * the page out as generated (the marker read from the PR's own blob) and every run passed with
 * "no change to retrieval"; the control, the same page without the marker, failed on R1. Now all
 * reach the control's verdict. A page of the PR left out by its path is named in the title of
 * the comment, which `comment: on-change` posts.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { distFile } from '../support/dist';
import { git, makeRepo } from '../engine/repo-fixture';
import { OWN_PAGE_BASE, ownPage } from '../engine/own-page-fixture';
import { runDistAction } from './dist-action';
import { fakeGitHubPerTest, prPayload } from './fake-github';
import { tempDirs } from './git-repos';

const { temp, track } = tempDirs();
const gh = fakeGitHubPerTest();
const CLI = distFile('cli.js');

const repoWith = (change: Record<string, string>) => {
  const work = track(makeRepo(OWN_PAGE_BASE, change));
  return { work, base: git(work, 'rev-parse', 'main'), head: git(work, 'rev-parse', 'pr') };
};

function cliCompare(work: string) {
  const r = spawnSync(process.execPath, [CLI, 'compare', '--base', 'main', '--head', 'pr'], { cwd: work, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: temp('rg-own-home-') } });
  return { code: r.status, title: r.stdout.split('\n')[1] };
}

async function actionRun(repo: { work: string; base: string; head: string }, event: string, comment = 'off') {
  const runnerTemp = temp('rg-own-runner-');
  return runDistAction({
    gh: gh(),
    work: repo.work,
    runnerTemp,
    event,
    payload: prPayload(repo.base, repo.head),
    sha: event === 'pull_request_target' ? repo.base : repo.head,
    inputs: { mode: 'gate', comment, 'github-token': 't', 'cache-dir': path.join(runnerTemp, 'store') },
  });
}

test('the CLI and the Action under both events reach the control verdict on the marked page', async () => {
  const control = repoWith({ 'docs/catalogue.md': ownPage(false) });
  const attack = repoWith({ 'docs/catalogue.md': ownPage(true) });
  const failed = '### ❌ retrieval-gate: gate failed — 1 newly failing question (R1)';
  expect(cliCompare(control.work)).toEqual({ code: 1, title: failed });
  // Before: exit 0, "### ✅ retrieval-gate: no change to retrieval".
  expect(cliCompare(attack.work)).toEqual({ code: 1, title: failed });
  for (const event of ['pull_request', 'pull_request_target']) {
    const [c, a] = [await actionRun(control, event), await actionRun(attack, event)];
    expect([event, c.code, c.outputs['newly-failing']]).toEqual([event, 1, '["R1"]']);
    // Before: exit 0, passed=true, newly-failing [].
    expect([event, a.code, a.outputs['newly-failing'], a.outputs.passed]).toEqual([event, 1, '["R1"]', 'false']);
  }
}, 240000);

test("a page of the PR left out by its path is named in the title, and comment: on-change posts it", async () => {
  const repo = repoWith({ 'docs/NEWS.md': ownPage(false, '## 2.0.0\n\n- Outlet.\n\n') });
  const run = await actionRun(repo, 'pull_request_target', 'on-change');
  expect(run.code).toBe(0);
  expect(run.outputs.changed).toBe('true');
  const posted = gh().comments.map((c) => c.body.split('\n')[1]);
  // Before: nothing posted (no meaningful change): the scope line's "1 changelog" was the only trace.
  expect(posted).toEqual(['### ✅ retrieval-gate: gate passed — 1 page of this change not measured (docs/NEWS.md: changelog)']);
}, 120000);
