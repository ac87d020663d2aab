/**
 * `mode: post` for fork pull requests, through runAction and the loopback GitHub: a commit that
 * exists only in a fork has no `commits/{sha}/pulls` entry, so the PR comes from the number the
 * evaluating run wrote into report.json (verified against the run's head SHA), or from the fork's
 * branch. A report without its head commit is refused. A folder artifact posts every report in
 * it, whatever the golden set is called.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { commentMarker } from '../../src/report/markdown';
import type { Report } from '../../src/report/types';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { runPostMode } from './post-run';
import { tempDir } from './git-repos';
import { sampleReport } from './sample-report';

const HEAD = 'b'.repeat(40);
const FORK_RUN = { head_sha: HEAD, head_branch: 'fix-typo', head_repository: { owner: { login: 'contributor' } }, pull_requests: [] };

function post(gh: FakeGitHub, dir: string, artifactPath: string, workflowRun: object = FORK_RUN) {
  return runPostMode(gh, dir, artifactPath, workflowRun);
}

function withPr(n: number | undefined, golden = '.github/retrieval-golden.yml'): Report {
  const r = sampleReport();
  r.golden = { ...r.golden, file: golden };
  return n === undefined ? r : { ...r, pull_request: { number: n } };
}

describe('mode: post finds a fork PR that commits/{sha}/pulls does not list', () => {
  let gh: FakeGitHub;
  let dir: string;
  beforeEach(async () => {
    gh = await startFakeGitHub();
    dir = tempDir('rg-post-fork-');
  });
  afterEach(async () => {
    await gh.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const write = (name: string, report: unknown) => {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(report));
    return file;
  };

  test('before: with only the SHA to go by, nothing is posted', async () => {
    // The fork's commit: the commits endpoint answers [] (gh.pullsByCommit has no entry).
    gh.pulls.set(7, { sha: HEAD, label: 'contributor:fix-typo' });
    const rec = await post(gh, dir, write('report.json', withPr(undefined)), { head_sha: HEAD });
    expect(rec.failed).toEqual([]);
    expect(gh.comments).toHaveLength(0);
    expect(rec.notices.join('\n')).toMatch(/no open pull request has head b{40}/);
  });

  test("the report's PR number, verified by GET /pulls/{n}, gets the comment", async () => {
    gh.pulls.set(7, { sha: HEAD, label: 'contributor:fix-typo' });
    const rec = await post(gh, dir, write('report.json', withPr(7)));
    expect(rec.failed).toEqual([]);
    expect(gh.comments.map((c) => c.issue)).toEqual([7]);
    expect(gh.requests.map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`)).toContain('GET /repos/acme/docs/pulls/7');
    expect(rec.info.join('\n')).toMatch(/#7, found by report\.json's pull_request\.number, verified by GET \/pulls\/7/);
  });

  test("a PR number whose head is another commit is not believed; the fork's branch finds the right PR", async () => {
    gh.pulls.set(3, { sha: 'c'.repeat(40), label: 'someone:other' });
    gh.pulls.set(8, { sha: HEAD, label: 'contributor:fix-typo' });
    const rec = await post(gh, dir, write('report.json', withPr(3)));
    expect(rec.failed).toEqual([]);
    expect(gh.comments.map((c) => c.issue)).toEqual([8]);
    expect(gh.requests.some((r) => r.path.startsWith('/repos/acme/docs/pulls?') && r.path.includes('head=contributor%3Afix-typo'))).toBe(true);
  });

  test('a closed PR gets no comment', async () => {
    gh.pulls.set(7, { sha: HEAD, label: 'contributor:fix-typo', state: 'closed' });
    await post(gh, dir, write('report.json', withPr(7)));
    expect(gh.comments).toHaveLength(0);
  });

  test('a folder artifact posts every report in it, whatever the golden set is called', async () => {
    gh.pulls.set(7, { sha: HEAD, label: 'contributor:fix-typo' });
    write('artifact/report-docs_api_golden.yml.json', withPr(7, 'docs/api/golden.yml'));
    write('artifact/report-default.json', withPr(7));
    const rec = await post(gh, dir, path.join(dir, 'artifact'));
    expect(rec.failed).toEqual([]);
    expect(gh.comments).toHaveLength(2);
    expect(gh.comments.map((c) => c.body.split('\n')[0]).sort()).toEqual([commentMarker('.github/retrieval-golden.yml'), commentMarker('docs/api/golden.yml')].sort());
  });

  test.each([
    ['missing', (r: Report) => delete (r.head as { commit?: string }).commit],
    ['empty', (r: Report) => (r.head.commit = '')],
  ])('a report whose head.commit is %s is refused and nothing is posted', async (_what, spoil) => {
    gh.pulls.set(7, { sha: HEAD, label: 'contributor:fix-typo' });
    gh.pullsByCommit.set(HEAD, [7]);
    const r = withPr(7);
    spoil(r);
    const rec = await post(gh, dir, write('report.json', r));
    expect(rec.failed).toHaveLength(1);
    expect(rec.failed[0]).toMatch(/report\.json: head\.commit: is missing or empty/);
    expect(gh.comments).toHaveLength(0);
  });

  test('a report file that is a link out of the workspace is refused', async () => {
    const outside = tempDir('rg-post-outside-');
    try {
      writeFileSync(path.join(outside, 'report.json'), JSON.stringify(withPr(7)));
      const { symlinkSync } = await import('node:fs');
      symlinkSync(path.join(outside, 'report.json'), path.join(dir, 'report.json'));
      const rec = await post(gh, dir, path.join(dir, 'report.json'));
      expect(rec.failed[0]).toMatch(/artifact-path: the report '.*report\.json' is outside the workspace/);
      expect(gh.comments).toHaveLength(0);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
