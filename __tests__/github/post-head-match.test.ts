/**
 * `mode: post` posts only to the open PR whose head is the report's commit, through runAction, the
 * real renderers and the loopback GitHub.
 *
 * The attack: a report for commit X; PR #41 (head X) is closed, PR #42 (head Z, X in its history)
 * is open. `GET /commits/X/pulls` lists #42. Before the fix, post mode fell back to any open PR
 * that endpoint listed, so #42's sticky comment was rewritten to "gate passed" from X's report and
 * the step set `passed=true`. A push racing its post job did the same with an older report over
 * the newer comment. Now both are refused with a warning naming both commits, nothing is written
 * and no output is set.
 */
import { rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { commentMarker } from '../../src/report/markdown';
import type { Report } from '../../src/report/types';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { runPostMode } from './post-run';
import { tempDir } from './git-repos';
import { sampleReport } from './sample-report';

const X = 'b'.repeat(40);
const Z = 'c'.repeat(40);
const NEWER_COMMENT = `${commentMarker('.github/retrieval-golden.yml')}\nthe newer head's report: gate failed`;

function reportFor(commit: string, pr?: number): Report {
  const r = sampleReport();
  r.head = { ...r.head, commit };
  r.golden = { ...r.golden, file: '.github/retrieval-golden.yml' };
  return pr === undefined ? r : { ...r, pull_request: { number: pr } };
}

describe('mode: post refuses a PR whose head is not the report commit', () => {
  let gh: FakeGitHub;
  let dir: string;
  beforeEach(async () => {
    gh = await startFakeGitHub();
    dir = tempDir('rg-post-head-');
  });
  afterEach(async () => {
    await gh.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const post = (report: Report, run: object = { head_sha: X }) => {
    const file = path.join(dir, 'report.json');
    writeFileSync(file, JSON.stringify(report));
    return runPostMode(gh, dir, file, run);
  };

  test('a closed PR with the head and an open PR that only contains the commit: nothing posted, no outputs', async () => {
    gh.pulls.set(41, { sha: X, label: 'acme:feature', state: 'closed' });
    gh.pulls.set(42, { sha: Z, label: 'acme:feature-2' });
    gh.pullsByCommit.set(X, [41, 42]);
    gh.comments.push({ id: 5, body: NEWER_COMMENT, issue: 42 });
    const rec = await post(reportFor(X));
    expect(rec.failed).toEqual([]);
    expect(gh.comments).toEqual([{ id: 5, body: NEWER_COMMENT, issue: 42 }]);
    expect(rec.outputs).toEqual({});
    expect(rec.warnings.join('\n')).toContain(`not posted: pull request #42 (found by the head commit ${X}) has head ${Z}, not ${X}`);
  });

  test("a push that raced the post job: the older report does not overwrite the newer head's comment", async () => {
    // The report names the PR and the run names its branch: both lead to #42, whose head moved on to Z.
    gh.pulls.set(42, { sha: Z, label: 'acme:feature' });
    gh.pullsByCommit.set(X, [42]);
    gh.comments.push({ id: 5, body: NEWER_COMMENT, issue: 42 });
    const rec = await post(reportFor(X, 42), { head_sha: X, head_branch: 'feature', head_repository: { owner: { login: 'acme' } } });
    expect(gh.comments.map((c) => c.body)).toEqual([NEWER_COMMENT]);
    expect(gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(rec.outputs).toEqual({});
    expect(rec.warnings.join('\n')).toMatch(/not posted: pull request #42 .* has head c{40}, not b{40}, the commit this report measured/);
  });

  test('the PR whose head is the report commit is posted to, even when another open PR contains it', async () => {
    gh.pulls.set(42, { sha: Z, label: 'acme:feature-2' });
    gh.pulls.set(43, { sha: X, label: 'acme:feature' });
    gh.pullsByCommit.set(X, [42, 43]);
    const rec = await post(reportFor(X));
    expect(rec.warnings).toEqual([]);
    expect(gh.comments.map((c) => c.issue)).toEqual([43]);
    expect(rec.outputs.passed).toBe(String(sampleReport().gate.passed));
  });
});
