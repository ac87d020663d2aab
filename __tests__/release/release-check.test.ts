/**
 * `npm run release-check` end to end, on a copy of the package as a fresh clone has it (with the
 * build the tests run as its dist/): it passes as committed on a branch, and for the tag of this
 * version once the changelog's Unreleased section is empty (as the release pull request leaves it;
 * between releases it holds the lines of merged changes, and a tag is refused while it does); a
 * version bumped in package.json alone fails it, naming the changelog and dist/; a tag naming
 * another version fails it. And `plan`, which the release workflow reads its inputs from.
 *
 * Each check rebuilds every bundle to prove dist/ fresh (seconds of esbuild): the failing cases
 * share one run, where each problem is its own line (scripts/release/check.ts, whose unit tests in
 * check.test.ts show each one alone), so the file runs three checks, not five.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { distFile } from '../support/dist';

const root = join(__dirname, '..', '..');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string;
let stage: string;

beforeAll(() => {
  stage = mkdtempSync(join(tmpdir(), 'rg-release-check-'));
  for (const f of ['package.json', 'CHANGELOG.md', 'tsconfig.json', 'scripts', 'src']) cpSync(join(root, f), join(stage, f), { recursive: true });
  // The model and dist/ (200 MB of native runtimes) hard-linked, not copied: the check only reads them.
  for (const [from, to] of [
    [join(root, 'models'), 'models'],
    [dirname(distFile('cli.js')), 'dist'],
  ]) {
    if (spawnSync('cp', ['-al', from, join(stage, to)]).status !== 0) cpSync(from, join(stage, to), { recursive: true });
  }
  // node_modules hard-linked, not symlinked: esbuild names bundled modules by their real path, so a
  // symlink would change every bundle's text (the copy is the fallback across file systems).
  if (spawnSync('cp', ['-al', join(root, 'node_modules'), join(stage, 'node_modules')]).status !== 0) cpSync(join(root, 'node_modules'), join(stage, 'node_modules'), { recursive: true });
  // The changelog as the release pull request leaves it: nothing under Unreleased.
  writeFileSync(join(stage, 'CHANGELOG.md'), withoutUnreleasedLines(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')));
}, 240_000);
afterAll(() => rmSync(stage, { recursive: true, force: true }));

/** The changelog with its Unreleased section's lines gone (the heading kept). */
function withoutUnreleasedLines(changelog: string): string {
  const head = '## [Unreleased]\n';
  const at = changelog.indexOf(head);
  const next = changelog.indexOf('\n## [', at + head.length);
  return at < 0 || next < 0 ? changelog : `${changelog.slice(0, at + head.length)}${changelog.slice(next)}`;
}

/** The changelog between releases: the committed one when its Unreleased section holds lines, else one merged change under it. */
function pending(released: string): string {
  const committed = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  return committed === released ? released.replace('## [Unreleased]\n', '## [Unreleased]\n\n- A merged change.\n') : committed;
}

/** `npm run release-check` is `node scripts/release.mjs check`; the environment of a plain shell, or of a tag build. */
function release(args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GITHUB_')));
  return spawnSync(process.execPath, [join(stage, 'scripts/release.mjs'), ...args], { cwd: stage, encoding: 'utf8', env: { ...clean, ...env }, timeout: 120_000 });
}

test('the release check passes on the tag of this version; as committed, on a branch, even with lines under Unreleased', () => {
  const r = release(['check'], { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: `v${version}` });
  expect([r.status, r.stderr]).toEqual([0, '']);
  expect(r.stdout).toBe(`release-check: ${version}: package.json, CHANGELOG.md, dist/ (fresh) and tag v${version} agree\n`);
  const file = join(stage, 'CHANGELOG.md');
  const released = readFileSync(file, 'utf8');
  writeFileSync(file, pending(released));
  try {
    // On a branch build (GITHUB_REF_NAME = main) no tag is checked.
    const branch = release(['check'], { GITHUB_REF_TYPE: 'branch', GITHUB_REF_NAME: 'main' });
    expect([branch.status, branch.stderr]).toEqual([0, '']);
  } finally {
    writeFileSync(file, released);
  }
}, 240_000);

test("what fails it, one line each: package.json's version bumped alone (the changelog's top entry, the built CLI and dist/ disagree), a tag while Unreleased holds lines, a tag naming another version", () => {
  const files = { pkg: join(stage, 'package.json'), changelog: join(stage, 'CHANGELOG.md') };
  const text = { pkg: readFileSync(files.pkg, 'utf8'), changelog: readFileSync(files.changelog, 'utf8') };
  const bumped = version.replace(/\.(\d+)$/, (_, p) => `.${Number(p) + 1}`);
  const re = (v: string) => v.replace(/\./g, '\\.');
  writeFileSync(files.pkg, text.pkg.replace(`"version": "${version}"`, `"version": "${bumped}"`));
  writeFileSync(files.changelog, pending(text.changelog));
  try {
    // A tag given on the command line (the passing run above took it from GITHUB_REF_NAME), naming neither version.
    const r = release(['check', '--tag', 'v9.9.9']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(new RegExp(`^release-check: CHANGELOG\\.md:\\d+: the newest entry is ${re(version)} but package\\.json says ${re(bumped)}`));
    expect(lines[1]).toMatch(new RegExp(`^release-check: CHANGELOG\\.md:\\d+: \\[Unreleased\\] still has lines; move them under '## \\[${re(bumped)}\\]' before tagging$`));
    expect(lines[2]).toBe(`release-check: dist/cli.js --version prints ${version} but package.json says ${bumped} (run 'npm run build' and commit dist/)`);
    expect(lines[3]).toMatch(/^release-check: dist\/ is not what 'npm run build' makes of these sources \(run it and commit dist\/\): .*dist\/cli\.js \(differs\)/);
    expect(lines[3]).toContain('dist/index.js (differs)');
    expect(lines[4]).toBe(`release-check: tag v9.9.9 names 9.9.9 but package.json says ${bumped}`);
  } finally {
    writeFileSync(files.pkg, text.pkg);
    writeFileSync(files.changelog, text.changelog);
  }
}, 240_000);

test('plan gives the release workflow its inputs and writes the notes', () => {
  const notes = join(stage, 'notes.md');
  const tags = join(stage, 'tags.txt');
  writeFileSync(tags, `v0.9.0\nv${version}\n`);
  const r = release(['plan', '--tag', `v${version}`, '--notes-out', notes, '--tags-file', tags]);
  expect([r.status, r.stderr]).toEqual([0, '']);
  expect(r.stdout).toBe(`version=${version}\nmajor=v${version.split('.')[0]}\nnpm-tag=latest\nprerelease=false\n`);
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  const section = changelog.slice(changelog.indexOf(`## [${version}]`)).split('\n').slice(1).join('\n');
  expect(section.startsWith(`\n${readFileSync(notes, 'utf8').trim()}`)).toBe(true);
  expect(release(['plan', '--tag', 'v8.0.0']).stderr).toBe("release plan: CHANGELOG.md has no section for 8.0.0 ('## [8.0.0] - YYYY-MM-DD')\n");
  expect(release(['plan', '--tag', 'nightly']).status).toBe(2);
});
