import { missingRevisionMessage } from '../../src/source/git-missing';

describe('missingRevisionMessage', () => {
  const sha = '0123456789abcdef0123456789abcdef01234567';
  test.each([
    [sha, true, 'origin', `\`git fetch --no-tags --depth=50 origin ${sha}\` (or all of the history with \`git fetch --unshallow\`)`],
    [sha, false, 'upstream', `\`git fetch --no-tags --depth=50 upstream ${sha}\``],
    ['origin/main', true, 'origin', '`git fetch --no-tags origin main:refs/remotes/origin/main`'],
    ['release', false, 'origin', '`git fetch --no-tags origin release:release`'],
    ['HEAD~1', true, 'origin', '`git fetch --deepen=50`'],
    ['0123abc', true, 'origin', '`git fetch --unshallow`'],
    ['v1.0', false, null, '`git fetch --no-tags <remote> v1.0:v1.0`'],
  ])('%s (shallow: %s, remote: %s)', (rev, shallow, remote, hint) => {
    const m = missingRevisionMessage(rev, '/repo', shallow, remote);
    expect(m).toContain(`revision '${rev}' is missing`);
    expect(m).toContain(shallow ? 'this shallow clone (/repo) lacks it' : 'it is not in the repository at /repo');
    expect(m).toContain(hint);
    expect(m).toContain('actions/checkout `fetch-depth: 0`');
  });

  test('an ancestor in a full clone has no fetch to offer but says what to do', () => {
    expect(missingRevisionMessage('HEAD~99', '.', false, 'origin')).toContain('Fetch the history that contains it');
  });
});
