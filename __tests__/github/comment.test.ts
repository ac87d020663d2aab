import { findMarkedComment, reportChanged, upsertComment } from '../../src/github/comment';
import { octokitApi } from '../../src/github/github-api';
import { findPullRequest } from '../../src/github/post-mode';
import { renderComment } from '../../src/report/markdown';
import type { Report } from '../../src/report/types';
import { sampleReport } from './sample-report';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { addFillerComments, startFakeGitHub, type FakeGitHub } from './fake-github';

const MARKER = '<!-- retrieval-gate:.github/retrieval-golden.yml -->';

/** Each test's octokit talks to the test's loopback GitHub (GITHUB_API_URL), closed and restored after it. */
function useFakeGitHubUrl(current: () => FakeGitHub): void {
  const prev = process.env.GITHUB_API_URL;
  beforeEach(() => {
    process.env.GITHUB_API_URL = current().url;
  });
  afterEach(async () => {
    await current().close();
    if (prev === undefined) delete process.env.GITHUB_API_URL;
    else process.env.GITHUB_API_URL = prev;
  });
}

describe('sticky comment over the REST API (loopback server, real octokit)', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  useFakeGitHubUrl(() => gh);

  test('finds the marker comment on page 2 and updates it in place', async () => {
    addFillerComments(gh, 7, 130);
    gh.comments.push({ id: 5000, body: `${MARKER}\nold`, issue: 7 });
    const api = octokitApi('t0ken', 'acme', 'docs');
    const r = await upsertComment(api, 7, MARKER, `${MARKER}\nnew body`, 'always', false);
    expect(r).toMatchObject({ action: 'updated', id: 5000 });
    expect(gh.comments.filter((c) => c.body.includes(MARKER))).toHaveLength(1);
    expect(gh.comments.find((c) => c.id === 5000)?.body).toBe(`${MARKER}\nnew body`);
    const lists = gh.requests.filter((q) => q.method === 'GET' && q.path.includes('/comments'));
    expect(lists.map((q) => q.path)).toEqual([
      '/repos/acme/docs/issues/7/comments?per_page=100',
      '/repos/acme/docs/issues/7/comments?per_page=100&page=2',
    ]);
    expect(gh.requests[0].auth).toBe('token t0ken');
  });

  test('creates once, then the second run updates (never a second comment)', async () => {
    addFillerComments(gh, 3, 101);
    const api = octokitApi('t', 'acme', 'docs');
    expect(await upsertComment(api, 3, MARKER, 'first', 'on-change', true)).toMatchObject({ action: 'created' });
    expect(await upsertComment(api, 3, MARKER, 'second', 'on-change', false)).toMatchObject({ action: 'updated' });
    expect(await upsertComment(api, 3, MARKER, 'second', 'always', false)).toMatchObject({ action: 'unchanged' });
    const marked = gh.comments.filter((c) => c.body.includes(MARKER));
    expect(marked).toHaveLength(1);
    expect(marked[0].body).toBe(`${MARKER}\nsecond`);
  });

  test('on-change with nothing changed and no existing comment posts nothing', async () => {
    const api = octokitApi('t', 'acme', 'docs');
    expect(await upsertComment(api, 3, MARKER, 'x', 'on-change', false)).toMatchObject({ action: 'skipped' });
    expect(await upsertComment(api, 3, MARKER, 'x', 'off', true)).toMatchObject({ action: 'skipped' });
    expect(gh.comments).toHaveLength(0);
  });

  test('a 403 on create or update is the read-only path, not an exception', async () => {
    gh.writeStatus = 403;
    const api = octokitApi('t', 'acme', 'docs');
    expect(await upsertComment(api, 3, MARKER, 'x', 'always', true)).toMatchObject({ action: 'forbidden', status: 403 });
    gh.comments.push({ id: 9, body: MARKER, issue: 3 });
    expect(await upsertComment(api, 3, MARKER, 'y', 'always', true)).toMatchObject({ action: 'forbidden', status: 403 });
  });

  test('other HTTP errors are thrown', async () => {
    gh.writeStatus = 500;
    const api = octokitApi('t', 'acme', 'docs');
    await expect(upsertComment(api, 3, MARKER, 'x', 'always', true)).rejects.toMatchObject({ status: 500 });
  }, 300_000);

  test('finds the PR from a head commit', async () => {
    const sha = 'a'.repeat(40);
    gh.pullsByCommit.set(sha, [12]);
    const api = octokitApi('t', 'acme', 'docs');
    expect(await findPullRequest(api, sha)).toMatchObject({ kind: 'found', number: 12 });
    expect(await findPullRequest(api, 'b'.repeat(40))).toEqual({ kind: 'none' });
  });

  test('a marker found only in the first of two marked comments is the one used', async () => {
    gh.comments.push({ id: 1, body: `${MARKER} a`, issue: 1 }, { id: 2, body: `${MARKER} b`, issue: 1 });
    expect((await findMarkedComment(octokitApi('t', 'acme', 'docs'), 1, MARKER))?.id).toBe(1);
  });
});

describe('sticky comment hijack (loopback server, real octokit)', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub();
  });
  useFakeGitHubUrl(() => gh);

  test("a user's comment that starts with the marker is never overwritten (GITHUB_TOKEN: bot comments only)", async () => {
    gh.comments.push({ id: 1, body: `${MARKER}\nplease do not edit me`, issue: 4, user: { login: 'mallory', type: 'User' } });
    const api = octokitApi('t', 'acme', 'docs');
    expect(await upsertComment(api, 4, MARKER, `${MARKER}\nreport`, 'always', true)).toMatchObject({ action: 'created' });
    expect(gh.comments.find((c) => c.id === 1)?.body).toBe(`${MARKER}\nplease do not edit me`);
    // The next run finds the action's own comment, not the user's.
    expect(await upsertComment(api, 4, MARKER, `${MARKER}\nreport 2`, 'always', true)).toMatchObject({ action: 'updated' });
    expect(gh.comments.filter((c) => c.user?.login !== 'mallory').map((c) => c.body)).toEqual([`${MARKER}\nreport 2`]);
    expect(gh.requests.some((r) => r.path === '/user')).toBe(true);
  });

  test('with a personal token only that user\'s comments count, not another user\'s nor a bot\'s', async () => {
    gh.tokenUser = { login: 'docs-bot-user', type: 'User' };
    gh.comments.push(
      { id: 1, body: `${MARKER}\nmallory`, issue: 4, user: { login: 'mallory', type: 'User' } },
      { id: 2, body: `${MARKER}\nsome bot`, issue: 4, user: { login: 'other[bot]', type: 'Bot' } },
      { id: 3, body: `${MARKER}\nmine`, issue: 4, user: { login: 'docs-bot-user', type: 'User' } },
    );
    expect((await findMarkedComment(octokitApi('t', 'acme', 'docs'), 4, MARKER))?.id).toBe(3);
  });

  test('a marker quoted inside a comment (not at its start) does not make it ours', async () => {
    gh.comments.push({ id: 1, body: `> quoting the bot:\n> ${MARKER}`, issue: 4 });
    expect(await findMarkedComment(octokitApi('t', 'acme', 'docs'), 4, MARKER)).toBeUndefined();
  });

  test("a file named after another golden set's marker does not carry that marker into the body", async () => {
    const report = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/report/hostile.json'), 'utf8')) as Report;
    const other = '<!-- retrieval-gate:golden=.github/other-golden.yml -->';
    report.additions[0].path = `${other}.md`;
    report.broken_labels[0].label = `${other}.md#x`;
    for (const q of report.questions) for (const c of [...q.base.retrieved, ...q.head.retrieved]) c.path = `docs/${other}.md`;
    const body = renderComment(report);
    expect(body).not.toContain(other);
    expect(body).not.toMatch(/<!--(?! retrieval-gate:golden=\.github\/retrieval-golden\.yml -->)/);
    // Posted as the bot's comment, a run for the other golden set does not take it for its own.
    const api = octokitApi('t', 'acme', 'docs');
    await upsertComment(api, 4, body.split('\n')[0], body, 'always', true);
    expect(await findMarkedComment(api, 4, other)).toBeUndefined();
  });
});

describe('reportChanged (comment: on-change): the meaningful-change rule', () => {
  const quiet = (): Report => {
    const r = sampleReport({ broken_labels: [], gate: { passed: true, reasons: [], rules: [{ rule: 'max_newly_failing', passed: true, detail: '' }] } });
    r.questions = r.questions.map((q) => ({ ...q, status: 'still_passing', moves: [{ label: 'a.md', base_rank: 2, head_rank: 2 }] }));
    return r;
  };
  const sig = (metric: string, delta: number, significant: boolean) => ({ metric, delta, changed: 1, p_value: significant ? 0.01 : 0.9, method: 'exact' as const, ci95: [delta, delta] as [number, number], significant });
  const edit = (f: (r: Report) => void): Report => {
    const r = quiet();
    f(r);
    return r;
  };
  test.each([
    ['nothing moved', quiet(), false],
    ['evidence 18 → 19, below the top 5', edit((r) => (r.questions[0].moves = [{ label: 'a.md', base_rank: 18, head_rank: 19 }])), false],
    ['mrr −0.0001 (noise)', edit((r) => ((r.deltas = { mrr: -0.0001 }), (r.significance = [sig('mrr', -0.0001, false)]))), false],
    ['a label already broken at base', edit((r) => (r.broken_labels = [{ question: 'R01', label: 'x.md', side: 'head', kind: 'inherited' }])), false],
    ['a metric moved beyond noise', edit((r) => ((r.deltas = { mrr: -0.1 }), (r.significance = [sig('mrr', -0.1, true)]))), true],
    ['evidence moved inside the top 5', edit((r) => (r.questions[0].moves = [{ label: 'a.md', base_rank: 2, head_rank: 4 }])), true],
    ['evidence crossed the top 5', edit((r) => (r.questions[0].moves = [{ label: 'a.md', base_rank: 5, head_rank: 6 }])), true],
    ['a question flipped', edit((r) => (r.questions[0].status = 'newly_passing')), true],
    ['a question became answerable', edit((r) => (r.questions[0].status = 'newly_answerable')), true],
    ['a label this change broke', edit((r) => (r.broken_labels = [{ question: 'R01', label: 'x.md', side: 'head', kind: 'new' }])), true],
    ['a stale source newly in the top 5', edit((r) => (r.questions[0].forbidden_hits = [{ side: 'head', label: 'old.md', rank: 3, id: 'old.md#a', path: 'old.md', new: true }])), true],
    ['a changed document took top-5 places', edit((r) => (r.additions = [{ path: 'n.md', change: 'added', chunks: 1, questions: ['R01'], displaced: [], precision_delta: 0 }])), true],
    ['the gate failed', edit((r) => (r.gate = { passed: false, reasons: ['min.mrr: low'], rules: [{ rule: 'min.mrr', passed: false, detail: 'low' }] })), true],
  ])('%s', (_name, report, expected) => {
    expect(reportChanged(report)).toBe(expected);
  });
});
