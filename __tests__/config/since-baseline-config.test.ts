import { parseConfig } from '../../src/config/parse';
import { recordedBranch } from '../../src/github/push-history';
import { isInputError } from '../../src/errors';

/** The one message a bad config prints (file, line, field). */
function problem(text: string): string {
  try {
    parseConfig(text, 'c.yml');
  } catch (e) {
    if (isInputError(e)) return e.format();
    throw e;
  }
  return 'no error';
}

test('gate.max_drop_since_baseline and baseline: read, and each mistake named with its line', () => {
  const c = parseConfig('baseline: v2.1.0\ngate:\n  max_drop_since_baseline: {metric: recall@5, drop: 0.02}\n', 'c.yml');
  expect(c.gate.max_drop_since_baseline).toEqual({ metric: 'recall@5', drop: 0.02 });
  expect(c.baseline).toBe('v2.1.0');
  expect(parseConfig('k: [5]\n', 'c.yml').gate.max_drop_since_baseline).toBeUndefined();
  expect(problem('gate:\n  max_drop_since_baseline: {metric: recall@7, drop: 0.02}\n')).toMatch(/c\.yml:2.*'recall@7' uses k=7, which is not in 'k'/s);
  expect(problem('gate:\n  max_drop_since_baseline: {metric: mrr, drop: 2}\n')).toMatch(/c\.yml:2.*drop/s);
  expect(problem('gate:\n  max_drop_since_baseline: {metric: mrr}\n')).toMatch(/'gate\.max_drop_since_baseline\.drop' is required/);
  expect(problem('baseline: --upload-pack=x\n')).toMatch(/c\.yml:1.*'baseline' must be a tag, branch or commit name/s);
});

test('only a push to the default branch records the history; every other event never does', () => {
  const payload = { ref: 'refs/heads/main', repository: { default_branch: 'main' } };
  expect(recordedBranch('push', payload)).toEqual({ branch: 'main' });
  for (const event of ['pull_request', 'pull_request_target', 'workflow_run', 'merge_group', 'workflow_dispatch']) {
    expect(recordedBranch(event, payload)).toEqual({ skip: `a '${event}' run never writes the history` });
  }
  expect(recordedBranch('push', { ...payload, ref: 'refs/heads/feature' })).toEqual({ skip: 'refs/heads/feature is not the default branch (main)' });
  expect(recordedBranch('push', { ...payload, ref: 'refs/tags/v1.0.0' })).toHaveProperty('skip');
  expect(recordedBranch('push', { ref: 'refs/heads/main' })).toHaveProperty('skip');
});

test('the store in another repository: owner/name on this server, or a URL; the token goes in a header, never the URL', () => {
  const { storeLocation } = jest.requireActual('../../src/github/history-store') as typeof import('../../src/github/history-store');
  expect(storeLocation('', 'retrieval-gate-history', 'tok', 'https://github.com')).toEqual({ remote: 'origin', branch: 'retrieval-gate-history', config: [] });
  const other = storeLocation('acme/history', 'h', 'tok', 'https://github.com/');
  expect(other.remote).toBe('https://github.com/acme/history.git');
  expect(other.config).toEqual(['-c', `http.extraheader=AUTHORIZATION: basic ${Buffer.from('x-access-token:tok').toString('base64')}`]);
  expect(other.remote).not.toContain('tok');
  expect(storeLocation('/srv/git/history.git', 'h', 'tok', 'https://github.com').config).toEqual([]);
});
