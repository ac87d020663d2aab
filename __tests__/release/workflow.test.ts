/**
 * .github/workflows/release.yml: what it runs on, what each job may do (least privilege: writing
 * the repository only where the release is made and the major tag moves, an OIDC token only where
 * npm provenance needs it), and that it reads its decisions from scripts/release.mjs, whose outputs
 * are the ones it uses.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { parse } from 'yaml';
import { versionOfTag } from '../../scripts/release/version';

const root = join(__dirname, '..', '..');
const text = readFileSync(join(root, '.github/workflows/release.yml'), 'utf8');
const wf = parse(text) as {
  on: { push: { tags: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, { permissions: Record<string, string>; needs?: string; outputs?: Record<string, string>; steps: Array<{ run?: string; uses?: string; if?: string; env?: Record<string, string> }>; env?: Record<string, string> }>;
};

test('it runs on a version tag, and every tag it runs on names a version', () => {
  expect(wf.on).toEqual({ push: { tags: ['v*.*.*'] } });
  // GitHub's `*` matches within one path segment, as picomatch's does.
  const matches = picomatch(wf.on.push.tags[0]);
  for (const t of ['v1.0.0', 'v1.2.3', 'v2.0.0-rc.1']) expect([t, matches(t), versionOfTag(t)]).toEqual([t, true, t.slice(1)]);
  for (const t of ['v1', 'main', '1.0.0']) expect([t, matches(t)]).toEqual([t, false]);
});

test('each job gets only the permissions it needs', () => {
  expect(wf.permissions).toEqual({});
  expect(Object.fromEntries(Object.entries(wf.jobs).map(([name, j]) => [name, j.permissions]))).toEqual({
    verify: { contents: 'read' },
    'github-release': { contents: 'write' },
    npm: { contents: 'read', 'id-token': 'write' },
  });
  // The job that can write the repository is the one that creates the release and moves the major tag.
  const writer = wf.jobs['github-release'].steps.map((s) => s.run ?? '').join('\n');
  expect(writer).toContain('gh release create "$TAG" --verify-tag');
  expect(writer).toContain('git push --force origin "refs/tags/$MAJOR"');
  expect(text.match(/git push/g)).toHaveLength(1);
  expect(text.match(/gh release/g)).toHaveLength(1);
});

test('the checks run before anything is released, and the plan decides the rest', () => {
  const verify = wf.jobs.verify.steps.map((s) => s.run ?? '').join('\n');
  expect(verify).toContain('bash .ci/run');
  expect(readFileSync(join(root, '.ci/run'), 'utf8')).toContain('npm run release-check');
  expect(verify).toContain('node scripts/release.mjs plan --tag "$TAG" --notes-out "$RUNNER_TEMP/notes.md" --tags-file "$RUNNER_TEMP/tags.txt"');
  expect(wf.jobs['github-release'].needs).toBe('verify');
  expect(wf.jobs.npm.needs).toBe('verify');
  // Every output the later jobs read is one the plan prints (scripts/release/main.ts).
  const printed = ['version', 'major', 'npm-tag', 'prerelease'];
  expect(Object.keys(wf.jobs.verify.outputs ?? {}).sort()).toEqual([...printed].sort());
  for (const m of text.matchAll(/needs\.verify\.outputs\.([\w-]+)/g)) expect(printed).toContain(m[1]);
});

test('npm gets the package with provenance when a token is configured, and a notice when not', () => {
  const npm = wf.jobs.npm;
  expect(npm.env).toEqual({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}' });
  const check = npm.steps[0].run ?? '';
  expect(check).toContain('::notice::NPM_TOKEN is not set');
  const publish = npm.steps.find((s) => s.run?.includes('npm publish'))!;
  expect(publish.run).toContain('--provenance');
  expect(publish.if).toBe("steps.token.outputs.present == 'true'");
});

test('every step script is valid bash, as the runner runs it', () => {
  const scripts = Object.values(wf.jobs).flatMap((j) => j.steps.map((s) => s.run).filter((r): r is string => !!r));
  expect(scripts.length).toBeGreaterThan(5);
  for (const script of scripts) {
    // Expressions (${{ ... }}) are replaced by the runner before bash reads the script.
    const r = spawnSync('bash', ['-n', '-c', script.replace(/\$\{\{[^}]*\}\}/g, 'X')], { encoding: 'utf8' });
    expect([script, r.status, r.stderr]).toEqual([script, 0, '']);
  }
});
