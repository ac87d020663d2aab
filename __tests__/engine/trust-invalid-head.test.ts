/**
 * A pull request's config that does not validate (issue 28, finding 8), and likewise its golden
 * set. Under a privileged event the base's file is what runs, so the PR's is one refused proposal: report.json and the
 * comment name each problem with its file, line and field, the base's settings measure both
 * sides, and a credential the PR's value holds is not printed. Where the head's config is the one
 * that runs (plain `pull_request`, the CLI), the same file is a clear error: exit 2.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { main } from '../../src/cli/commands';
import { runCompare } from '../../src/engine/run-compare';
import { InputError } from '../../src/errors';
import { renderComment } from '../../src/report/markdown';
import { validateArtifact } from '../../src/github/post-mode';
import { recordingIo } from '../support/recording-io';
import { BASE_FILES, CONFIG, DOCS_PR, GOLDEN, makeRepo } from './repo-fixture';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

const SECRET = 'hunter2secret';
// Line 3: an unknown key (its value a URL with a password); line 4: a wrong type.
const BROKEN = `${CONFIG}retreiver: https://user:${SECRET}@example.invalid/v1\ndepth: lots\n`;

function repo(): string {
  const dir = makeRepo(BASE_FILES, { ...DOCS_PR, '.github/retrieval-gate.yml': BROKEN });
  made.push(dir);
  return dir;
}

test('on pull_request_target: a refused proposal with file, line and field; the base config measures; the secret is not shown', async () => {
  const dir = repo();
  const logs: string[] = [];
  const report = await runCompare({ base: 'main', head: 'pr', untrustedHead: true, event: 'pull_request_target' }, { cwd: dir, env: { PATH: process.env.PATH }, log: (m) => logs.push(m) });
  expect(report.k).toEqual([1, 3]);
  expect(report.pass_k).toBe(1);
  const problems = report.trust?.invalid_head_config ?? [];
  expect(problems.map((p) => [p.file, p.line, p.field ?? null])).toEqual([
    ['.github/retrieval-gate.yml', 3, expect.anything()],
    ['.github/retrieval-gate.yml', 4, 'depth'],
  ]);
  expect(problems[0].message).toMatch(/unknown key 'retreiver'/);
  expect(report.trust?.trusted_from).toBe('.github/retrieval-gate.yml at the base commit');
  // Nothing of the file is applied, so no key-by-key proposal either.
  expect(report.trust?.config_proposals).toEqual([]);
  expect(logs.join('\n')).toMatch(/the head's config does not validate \(\.github\/retrieval-gate\.yml:3: .*, and 1 more\): refused/);
  const comment = renderComment(report);
  expect(comment).toMatch(/This pull request's config does not validate, so none of it was applied on `pull_request_target`/);
  expect(comment).toMatch(/^> - `\.github\/retrieval-gate\.yml:4` `depth`: 'depth' must be a positive integer but got 'lots'$/m);
  for (const text of [JSON.stringify(report), comment, logs.join('\n')]) expect(text).not.toContain(SECRET);
  // What `mode: post` renders passes the field-by-field check, and a forged entry does not.
  expect(validateArtifact(JSON.stringify(report), 'r.json').trust?.invalid_head_config).toEqual(problems);
  const forged = JSON.parse(JSON.stringify(report));
  forged.trust.invalid_head_config[0].line = 'three';
  let refused: unknown;
  try {
    validateArtifact(JSON.stringify(forged), 'r.json');
  } catch (e) {
    refused = e;
  }
  expect(refused).toBeInstanceOf(InputError);
  expect((refused as InputError).location.field).toBe('trust.invalid_head_config[0].line');
});

test('where the head config runs: an InputError naming file, line and field; the CLI exits 2', async () => {
  const dir = repo();
  const run = runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: { PATH: process.env.PATH } });
  await expect(run).rejects.toBeInstanceOf(InputError);
  await expect(run).rejects.toMatchObject({ location: { file: '.github/retrieval-gate.yml', line: 3 } });
  const io = recordingIo(dir);
  expect(await main(['compare', '--base', 'main', '--head', 'pr'], io)).toBe(2);
  expect(io.err).toMatch(/\.github\/retrieval-gate\.yml:3:\d+: .*unknown key 'retreiver'/);
  expect(io.err).toMatch(/\.github\/retrieval-gate\.yml:4:\d+: depth: /);
  expect(io.err).not.toMatch(/\n\s+at /);
});

// Line 17: a question without its question text.
const BROKEN_GOLDEN = `${GOLDEN}  - id: R5\n    relevant: [docs/returns.md]\n`;

test("a golden set that does not validate: on pull_request_target a refused proposal, the base's golden set is judged; elsewhere an error", async () => {
  const dir = makeRepo(BASE_FILES, { ...DOCS_PR, '.github/retrieval-golden.yml': BROKEN_GOLDEN });
  made.push(dir);
  const report = await runCompare({ base: 'main', head: 'pr', untrustedHead: true, event: 'pull_request_target' }, { cwd: dir, env: { PATH: process.env.PATH } });
  expect(report.questions.map((q) => q.id)).toEqual(['R1', 'R2', 'R3', 'R4']);
  expect(report.trust?.invalid_head_golden?.map((p) => [p.file, p.line])).toEqual([['.github/retrieval-golden.yml', 17]]);
  expect(report.trust?.golden_proposal).toEqual([]);
  expect(report.trust?.invalid_head_config).toBeUndefined();
  expect(renderComment(report)).toMatch(/This pull request's golden set does not validate, so none of it was applied on `pull_request_target`\*\* \(a refused proposal\): the golden set from \.github\/retrieval-golden\.yml at the base commit decided the verdict/);
  expect(validateArtifact(JSON.stringify(report), 'r.json').trust?.invalid_head_golden).toEqual(report.trust?.invalid_head_golden);

  // Where the head's golden set is the one judged: the error, exit 2.
  await expect(runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: { PATH: process.env.PATH } })).rejects.toMatchObject({ location: { file: '.github/retrieval-golden.yml', line: 17 } });
  // And under the privileged event too when the base has no golden set (the PR's is then the one judged).
  const { ['.github/retrieval-golden.yml']: _none, ...noGolden } = BASE_FILES;
  const fresh = makeRepo(noGolden, { ...DOCS_PR, '.github/retrieval-golden.yml': BROKEN_GOLDEN });
  made.push(fresh);
  await expect(runCompare({ base: 'main', head: 'pr', untrustedHead: true, event: 'pull_request_target' }, { cwd: fresh, env: { PATH: process.env.PATH } })).rejects.toBeInstanceOf(InputError);
});

/** Branch `pr` with `path` replaced by a blob of `mb` MB of YAML comments (made by a shell pipe, never held here). */
function oversizeRepo(path: string, mb: number): string {
  const dir = makeRepo(BASE_FILES, DOCS_PR);
  made.push(dir);
  const oid = execFileSync('sh', ['-c', `yes '# ${'x'.repeat(97)}' | head -c ${mb * 1024 * 1024} | git hash-object -w --stdin`], { cwd: dir }).toString().trim();
  execFileSync('git', ['update-index', '--add', '--cacheinfo', `100644,${oid},${path}`], { cwd: dir });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '-m', 'oversize'], { cwd: dir });
  return dir;
}

test.each(['.github/retrieval-gate.yml', '.github/retrieval-golden.yml'])('a head %s over the size limit: on pull_request_target a refused proposal, never read; elsewhere exit 2', async (path) => {
  const dir = oversizeRepo(path, 12);
  const report = await runCompare({ base: 'main', head: 'pr', untrustedHead: true, event: 'pull_request_target' }, { cwd: dir, env: { PATH: process.env.PATH } });
  const problems = path.endsWith('gate.yml') ? report.trust?.invalid_head_config : report.trust?.invalid_head_golden;
  expect(problems).toEqual([{ file: path, message: expect.stringMatching(/^is 12\.0 MB; a (config|golden set) file may be at most 8\.0 MB$/) }]);
  // The base's settings measured both sides.
  expect(report.k).toEqual([1, 3]);
  expect(renderComment(report)).toMatch(/does not validate/);
  const io = recordingIo(dir);
  expect(await main(['compare', '--base', 'main', '--head', 'pr'], io)).toBe(2);
  expect(io.err).toContain(`${path}: is 12.0 MB`);
});
