// What the release check refuses (scripts/release/check.ts), fact by fact.
import { releaseProblems, treeDifferences, type ReleaseFacts } from '../../scripts/release/check';

const CHANGELOG = '# Changelog\n\n## [Unreleased]\n\n## [1.2.0] - 2027-02-01\n\n- A line.\n\n## [1.1.0] - 2027-01-01\n\n- Older.\n';
const good: ReleaseFacts = { packageVersion: '1.2.0', changelog: CHANGELOG, cli: { version: '1.2.0' }, stale: [] };

test('everything agreeing is no problem, with or without the tag', () => {
  expect(releaseProblems(good)).toEqual([]);
  expect(releaseProblems({ ...good, tag: 'v1.2.0' })).toEqual([]);
});

test('a version bumped in package.json alone: the changelog and the built CLI disagree', () => {
  expect(releaseProblems({ ...good, packageVersion: '1.3.0' })).toEqual([
    "CHANGELOG.md:5: the newest entry is 1.2.0 but package.json says 1.3.0 (add '## [1.3.0] - YYYY-MM-DD' above it)",
    "dist/cli.js --version prints 1.2.0 but package.json says 1.3.0 (run 'npm run build' and commit dist/)",
  ]);
});

test('each disagreement is named on its own', () => {
  expect(releaseProblems({ ...good, stale: ['dist/index.js (differs)'] })).toEqual(["dist/ is not what 'npm run build' makes of these sources (run it and commit dist/): dist/index.js (differs)"]);
  expect(releaseProblems({ ...good, tag: 'v1.2.1' })).toEqual(['tag v1.2.1 names 1.2.1 but package.json says 1.2.0']);
  expect(releaseProblems({ ...good, tag: 'latest' })).toEqual(['tag "latest" is not \'v\' and a version (v1.2.0)']);
  expect(releaseProblems({ ...good, cli: { error: 'Cannot find module' } })).toEqual(['dist/cli.js --version failed: Cannot find module']);
  expect(releaseProblems({ ...good, changelog: undefined })).toEqual(['CHANGELOG.md is missing']);
  expect(releaseProblems({ ...good, changelog: '# Changelog\n\n## [Unreleased]\n' })).toEqual(["CHANGELOG.md has no release entry ('## [1.2.0] - YYYY-MM-DD')"]);
  expect(releaseProblems({ ...good, changelog: '## [1.2.0]\n\n- x\n' })).toEqual(["CHANGELOG.md:1: the entry for 1.2.0 has no date ('## [1.2.0] - YYYY-MM-DD')"]);
  expect(releaseProblems({ ...good, packageVersion: '1.2', cli: { version: '1.2' } })).toEqual([
    'package.json: version "1.2" is not a semantic version (x.y.z)',
    "CHANGELOG.md:5: the newest entry is 1.2.0 but package.json says 1.2 (add '## [1.2] - YYYY-MM-DD' above it)",
  ]);
});

test('lines left under Unreleased block a tagged release, not a branch build', () => {
  const pending = CHANGELOG.replace('## [Unreleased]\n', '## [Unreleased]\n\n- Not released yet.\n');
  expect(releaseProblems({ ...good, changelog: pending })).toEqual([]);
  expect(releaseProblems({ ...good, changelog: pending, tag: 'v1.2.0' })).toEqual(["CHANGELOG.md:3: [Unreleased] still has lines; move them under '## [1.2.0]' before tagging"]);
});

test('tree differences name the files that differ, are missing or were not built', () => {
  const b = (s: string) => Buffer.from(s);
  const committed = new Map([['cli.js', b('old')], ['same.js', b('x')], ['gone.js', b('y')]]);
  const built = new Map([['cli.js', b('new')], ['same.js', b('x')], ['models/m.bin', b('z')]]);
  expect(treeDifferences(committed, built)).toEqual(['cli.js (differs)', 'gone.js (not built)', 'models/m.bin (missing)']);
});

test("README's installed size is checked against the files the package ships", () => {
  const readme = '# x\n\nInstall it from npm: a 96 MB download, 219 MB installed.\n';
  expect(releaseProblems({ ...good, readme, installedBytes: 218_765_392 })).toEqual([]);
  expect(releaseProblems({ ...good, readme, installedBytes: 9_000_000 })).toEqual(['README.md:3: says 219 MB installed, the package\'s files are 9 MB (package.json "files")']);
  expect(releaseProblems({ ...good, readme: '# x\n\none file, no dependencies\n', installedBytes: 218_765_392 })).toEqual([
    'README.md says nothing of the installed size: write "219 MB installed" where it tells how to install from npm',
  ]);
});
