// Release tags and the moving major tag (scripts/release/version.ts).
import { compareVersions, majorTag, majorTagToMove, npmDistTag, parseVersion, versionOfTag } from '../../scripts/release/version';

test('a release tag is v and a semantic version; anything else names no version', () => {
  expect(versionOfTag('v1.0.0')).toBe('1.0.0');
  expect(versionOfTag('refs/tags/v1.2.3')).toBe('1.2.3');
  expect(versionOfTag('v1.1.0-rc.1')).toBe('1.1.0-rc.1');
  for (const t of ['1.0.0', 'v1', 'v1.0', 'v01.0.0', 'v1.0.0.0', 'main', 'v1.0.0-', 'release-1.0.0', '']) expect([t, versionOfTag(t)]).toEqual([t, undefined]);
});

test('the major tag is v<major> for a release, none for a prerelease or 0.x', () => {
  expect(majorTag('1.0.0')).toBe('v1');
  expect(majorTag('1.4.2')).toBe('v1');
  expect(majorTag('12.0.1')).toBe('v12');
  expect(majorTag('2.0.0-rc.1')).toBeUndefined();
  expect(majorTag('0.9.0')).toBeUndefined();
  expect(majorTag('nonsense')).toBeUndefined();
});

test('npm gets latest for a release and next for a prerelease', () => {
  expect(npmDistTag('1.0.0')).toBe('latest');
  expect(npmDistTag('1.1.0-beta.2')).toBe('next');
  expect(parseVersion('1.1.0-beta.2')).toEqual({ major: 1, minor: 1, patch: 0, prerelease: 'beta.2' });
});

test('the major tag moves only to the newest release of its major', () => {
  const tags = ['v1.0.0', 'v1.1.0', 'v1.2.0-rc.1', 'v2.0.0', 'v1', 'v2', 'nightly'];
  expect(majorTagToMove('1.1.1', tags)).toBe('v1');
  expect(majorTagToMove('1.2.0', tags)).toBe('v1'); // the rc before it is not a release
  expect(majorTagToMove('1.0.1', tags)).toBeUndefined(); // 1.1.0 is newer: v1 stays there
  expect(majorTagToMove('2.0.1', tags)).toBe('v2');
  expect(majorTagToMove('3.0.0-rc.1', tags)).toBeUndefined();
  expect(majorTagToMove('1.1.0', tags)).toBe('v1'); // re-running the release of the newest
});

test("versions order by Semantic Versioning's precedence", () => {
  const sorted = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '1.0.1', '1.10.0', '2.0.0'];
  const shuffled = [...sorted].reverse();
  expect(shuffled.sort((a, b) => compareVersions(parseVersion(a)!, parseVersion(b)!))).toEqual(sorted);
});
