// CHANGELOG.md as the release reads it (scripts/release/changelog.ts), and the real file's shape.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changelogEntries, releaseNotes, topRelease } from '../../scripts/release/changelog';

const root = join(__dirname, '..', '..');
const SAMPLE = `# Changelog

Intro.

## [Unreleased]

- Something not yet released.

## [1.1.0] - 2027-01-10

### Added
- A new key.

## [1.0.0] - 2026-12-03

First.

[Unreleased]: https://example.invalid/compare/v1.1.0...HEAD
[1.1.0]: https://example.invalid/releases/tag/v1.1.0
`;

test('entries are the ## [version] - date headings, newest first, with their sections', () => {
  const entries = changelogEntries(SAMPLE);
  expect(entries.map((e) => [e.version, e.date, e.line])).toEqual([
    ['Unreleased', undefined, 5],
    ['1.1.0', '2027-01-10', 9],
    ['1.0.0', '2026-12-03', 14],
  ]);
  expect(topRelease(entries)?.version).toBe('1.1.0');
});

test("a version's notes are its section alone: not the next entry, not the link definitions", () => {
  expect(releaseNotes(SAMPLE, '1.1.0')).toBe('### Added\n- A new key.');
  expect(releaseNotes(SAMPLE, '1.0.0')).toBe('First.');
  expect(releaseNotes(SAMPLE, '2.0.0')).toBeUndefined();
});

test("the repository's changelog: its newest release is package.json's version, dated, with notes", () => {
  const text = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const top = topRelease(changelogEntries(text));
  expect(top?.version).toBe(version);
  expect(top?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(releaseNotes(text, version)).toMatch(/^The first release|###/);
  // Keep a Changelog's link definitions, one per entry.
  expect(text).toContain(`[${version}]: https://github.com/retrieval-gate/retrieval-gate/releases/tag/v${version}`);
});
