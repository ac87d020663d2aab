/**
 * `npm run release-check` end to end, on a copy of the package as a fresh clone has it (with the
 * build the tests run as its dist/): it passes as committed on a branch, and for the tag of this
 * version once the changelog's Unreleased section is empty (as the release pull request leaves it;
 * between releases it holds the lines of merged changes, and a tag is refused while it does); a
 * version bumped in package.json alone fails it, naming the changelog and dist/; a tag naming
 * another version fails it. And `plan`, which the release workflow reads its inputs from.
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
  for (const f of ['package.json', 'CHANGELOG.md', 'tsconfig.json', 'scripts', 'src', 'models']) cpSync(join(root, f), join(stage, f), { recursive: true });
  cpSync(dirname(distFile('cli.js')), join(stage, 'dist'), { recursive: true });
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

/** `npm run release-check` is `node scripts/release.mjs check`; the environment of a plain shell, or of a tag build. */
function release(args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GITHUB_')));
  return spawnSync(process.execPath, [join(stage, 'scripts/release.mjs'), ...args], { cwd: stage, encoding: 'utf8', env: { ...clean, ...env }, timeout: 120_000 });
}

test('the release check passes on the tag of this version; as committed, on a branch; a tag is refused while Unreleased holds lines', () => {
  const r = release(['check'], { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: `v${version}` });
  expect([r.status, r.stderr]).toEqual([0, '']);
  expect(r.stdout).toBe(`release-check: ${version}: package.json, CHANGELOG.md, dist/ (fresh) and tag v${version} agree\n`);
  const file = join(stage, 'CHANGELOG.md');
  const released = readFileSync(file, 'utf8');
  const committed = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  // Between releases, with the lines of merged changes under Unreleased (or none).
  const pending = committed === released ? released.replace('## [Unreleased]\n', '## [Unreleased]\n\n- A merged change.\n') : committed;
  writeFileSync(file, pending);
  try {
    // On a branch build (GITHUB_REF_NAME = main) no tag is checked.
    expect(release(['check'], { GITHUB_REF_TYPE: 'branch', GITHUB_REF_NAME: 'main' }).status).toBe(0);
    const tagged = release(['check'], { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: `v${version}` });
    expect(tagged.status).toBe(1);
    expect(tagged.stderr).toMatch(new RegExp(`^release-check: CHANGELOG\\.md:\\d+: \\[Unreleased\\] still has lines; move them under '## \\[${version.replace(/\./g, '\\.')}\\]' before tagging\n$`));
  } finally {
    writeFileSync(file, released);
  }
}, 120_000);

test('a tag naming another version fails it', () => {
  const r = release(['check', '--tag', 'v9.9.9']);
  expect(r.status).toBe(1);
  expect(r.stderr).toBe(`release-check: tag v9.9.9 names 9.9.9 but package.json says ${version}\n`);
}, 120_000);

test("package.json's version bumped alone fails it: the changelog's top entry and dist/ disagree", () => {
  const file = join(stage, 'package.json');
  const text = readFileSync(file, 'utf8');
  const bumped = version.replace(/\.(\d+)$/, (_, p) => `.${Number(p) + 1}`);
  writeFileSync(file, text.replace(`"version": "${version}"`, `"version": "${bumped}"`));
  try {
    const r = release(['check']);
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^release-check: CHANGELOG\\.md:\\d+: the newest entry is ${version.replace(/\./g, '\\.')} but package\\.json says ${bumped}`));
    expect(lines[1]).toBe(`release-check: dist/cli.js --version prints ${version} but package.json says ${bumped} (run 'npm run build' and commit dist/)`);
    expect(lines[2]).toMatch(/^release-check: dist\/ is not what 'npm run build' makes of these sources \(run it and commit dist\/\): .*dist\/cli\.js \(differs\)/);
    expect(lines[2]).toContain('dist/index.js (differs)');
  } finally {
    writeFileSync(file, text);
  }
}, 120_000);

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
