import { closestRefs, missingRevisionMessage, typoRevisionMessage } from '../../src/source/git-missing';

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

describe('closestRefs', () => {
  const refs = ['main', 'develop', 'origin/main', 'origin/HEAD', 'origin/feature/search', 'v1.0', 'v2.0', 'release-2024'];
  test.each([
    ['mian', ['main']],
    ['mainn', ['main', 'origin/main']],
    ['devlop', ['develop']],
    ['v1.1', ['v1.0', 'v2.0']],
    ['feature/serach', ['origin/feature/search']],
  ])('%s → %j', (rev, expected) => {
    expect(closestRefs(rev, refs)).toEqual(expected);
  });
  test.each(['HEAD~3', 'totally-different', 'x', 'a1b2c3d'])('%s has no near name', (rev) => {
    expect(closestRefs(rev, refs)).toEqual([]);
  });
  test('the message names the candidates', () => {
    expect(typoRevisionMessage('mian', '/r', ['main', 'origin/main'])).toBe(
      "revision 'mian' is not in the repository at /r; did you mean 'main' or 'origin/main'? (If 'mian' is a branch only a remote has, fetch it first.)",
    );
  });
});
