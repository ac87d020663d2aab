/**
 * `mode: post` posts a report only to a pull request from the branch its run ran on.
 *
 * The attack: PR #42 (acme:feature, head X) has its honest, failing sticky comment. Mallory pushes
 * the same commit X to a branch of her fork and opens PR #50 (against any base branch, with her own
 * workflow), so her evaluating run, on head X, uploads a report that says "gate passed" and names
 * pull request 42. Before the fix, post mode took the number, saw that #42's head is X, and
 * rewrote #42's comment with her report (and set `passed=true`). Now the PR must also come from
 * the run's head branch (GitHub's `workflow_run.head_repository` and `head_branch`): her report
 * goes to her own PR, or nowhere.
 */
import { rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { commentMarker } from '../../src/report/markdown';
import type { Report } from '../../src/report/types';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { tempDir } from './git-repos';
import { runPostMode } from './post-run';
import { sampleReport } from './sample-report';

const X = 'd'.repeat(40);
const HONEST = `${commentMarker('.github/retrieval-golden.yml')}\nthe honest run: gate failed`;
const MALLORY_RUN = { head_sha: X, head_branch: 'steal', head_repository: { owner: { login: 'mallory' } } };

function forged(): Report {
  const r = sampleReport();
  r.head = { ...r.head, commit: X };
  r.golden = { ...r.golden, file: '.github/retrieval-golden.yml' };
  r.gate = { ...r.gate, passed: true, reasons: [] };
  return { ...r, pull_request: { number: 42 } };
}

describe("mode: post and another PR's head commit", () => {
  let gh: FakeGitHub;
  let dir: string;
  beforeEach(async () => {
    gh = await startFakeGitHub();
    dir = tempDir('rg-post-foreign-');
    gh.pulls.set(42, { sha: X, label: 'acme:feature' });
    gh.pullsByCommit.set(X, [42]);
    gh.comments.push({ id: 5, body: HONEST, issue: 42 });
  });
  afterEach(async () => {
    await gh.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const post = (run: object) => {
    const file = path.join(dir, 'report.json');
    writeFileSync(file, JSON.stringify(forged()));
    return runPostMode(gh, dir, file, run);
  };

  test("a report naming #42 from a run on another branch is not posted to #42, and sets no output", async () => {
    const rec = await post(MALLORY_RUN);
    expect(rec.failed).toEqual([]);
    expect(gh.comments).toEqual([{ id: 5, body: HONEST, issue: 42 }]);
    expect(gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(rec.outputs).toEqual({});
    expect(rec.warnings.join('\n')).toContain(`not posted: pull request #42 (found by report.json's pull_request.number, verified by GET /pulls/42) has head commit ${X} but comes from acme:feature, and the run that made this report ran on mallory:steal`);
  });

  test("with the run's own PR open, the report goes there and #42 is left alone", async () => {
    gh.pulls.set(50, { sha: X, label: 'mallory:steal' });
    gh.pullsByCommit.set(X, [42, 50]);
    const rec = await post(MALLORY_RUN);
    expect(rec.warnings).toEqual([]);
    expect(gh.comments.find((c) => c.id === 5)?.body).toBe(HONEST);
    expect(gh.comments.filter((c) => c.id !== 5).map((c) => c.issue)).toEqual([50]);
  });

  test('the honest run on acme:feature still posts to #42 (owner in any case)', async () => {
    const rec = await post({ head_sha: X, head_branch: 'feature', head_repository: { owner: { login: 'ACME' } } });
    expect(rec.warnings).toEqual([]);
    expect(gh.comments.map((c) => c.issue)).toEqual([42]);
    expect(gh.comments[0].body).not.toBe(HONEST);
  });
});
