// Which pushes fill the caches instead of comparing: a push to the repository's default branch,
// with no `base`/`head` input, evaluates the pushed commit alone (base and head both).
import { defaultBranchPush, pushNotice, pushTarget } from '../../src/github/push-warm';

const AFTER = 'c'.repeat(40);
const push = (extra: Record<string, unknown> = {}) => ({ ref: 'refs/heads/main', before: 'b'.repeat(40), after: AFTER, repository: { default_branch: 'main' }, ...extra });

test('a push to the default branch evaluates the pushed commit against itself', () => {
  const found = defaultBranchPush('push', push(), {});
  expect(found).toEqual({ commit: AFTER, branch: 'main' });
  expect(pushTarget(found!)).toEqual({ kind: 'compare', base: AFTER, head: AFTER, mergeBase: false, event: 'push' });
  expect(pushNotice(found!)).toBe(
    "retrieval-gate: a push to the default branch 'main': evaluated cccccccccccc and saved its caches, so pull requests on it start warm (only the chunks they change are embedded); nothing to compare, so no comment and no gate",
  );
  // The push that created it (the repository's first) too: its commit is what pull requests start from.
  expect(defaultBranchPush('push', push({ before: '0'.repeat(40) }), {})).toEqual({ commit: AFTER, branch: 'main' });
});

test('any other push, event or an explicit base or head compares as before', () => {
  expect(defaultBranchPush('push', push({ ref: 'refs/heads/feature' }), {})).toBeNull();
  expect(defaultBranchPush('push', push({ ref: 'refs/tags/main' }), {})).toBeNull();
  expect(defaultBranchPush('push', push({ repository: {} }), {})).toBeNull();
  expect(defaultBranchPush('push', push({ repository: 'main' }), {})).toBeNull();
  expect(defaultBranchPush('push', push({ after: '0'.repeat(40) }), {})).toBeNull();
  expect(defaultBranchPush('push', push({ after: 7 }), {})).toBeNull();
  expect(defaultBranchPush('pull_request', push(), {})).toBeNull();
  expect(defaultBranchPush('push', push(), { base: 'HEAD~3' })).toBeNull();
  expect(defaultBranchPush('push', push(), { head: 'v2' })).toBeNull();
});
