import { InputError } from '../../src/errors';
import { targetFromEvent } from '../../src/github/event';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('base and head from the event', () => {
  test('pull_request: the PR base and head, merge base, PR number', () => {
    const t = targetFromEvent('pull_request', { number: 4, pull_request: { number: 4, base: { sha: A }, head: { sha: B } } }, {});
    expect(t).toEqual({ kind: 'compare', base: A, head: B, mergeBase: true, pr: 4, event: 'pull_request' });
  });
  test('pull_request_target reads the same fields', () => {
    const t = targetFromEvent('pull_request_target', { pull_request: { number: 9, base: { sha: A }, head: { sha: B } } }, {});
    expect(t).toMatchObject({ base: A, head: B, mergeBase: true, pr: 9 });
  });
  test('push: before vs after, no merge base, no PR', () => {
    expect(targetFromEvent('push', { before: A, after: B }, {})).toEqual({ kind: 'compare', base: A, head: B, mergeBase: false, pr: undefined, event: 'push' });
  });
  test('push that created the branch: nothing to compare, said why', () => {
    const t = targetFromEvent('push', { before: '0'.repeat(40), after: B }, {});
    expect(t.kind).toBe('nothing');
    expect(t.kind === 'nothing' && t.reason).toMatch(/created the branch/);
  });
  test('merge_group: base_sha and head_sha', () => {
    expect(targetFromEvent('merge_group', { merge_group: { base_sha: A, head_sha: B } }, {})).toMatchObject({ base: A, head: B, mergeBase: false });
  });
  test('workflow_dispatch: inputs, head defaulting to GITHUB_SHA', () => {
    expect(targetFromEvent('workflow_dispatch', { inputs: { base: 'v1.0' } }, {}, B)).toMatchObject({ base: 'v1.0', head: B });
  });
  test('explicit inputs win and an explicit base is not merge-based', () => {
    const t = targetFromEvent('pull_request', { pull_request: { number: 4, base: { sha: A }, head: { sha: B } } }, { base: 'main', head: 'HEAD' });
    expect(t).toMatchObject({ base: 'main', head: 'HEAD', mergeBase: false, pr: 4 });
  });
  test('an event that names no base is an InputError naming the input', () => {
    let err: unknown;
    try {
      targetFromEvent('schedule', {}, {}, B);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).format()).toMatch(/input base: .*'schedule' event .*'base' input/);
  });
});
