import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { BASE_FILES, DOCS_PR, GOLDEN, git, makeFolders, makeRepo } from '../engine/repo-fixture';
import { recordingIo } from '../support/recording-io';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

describe('retrieval-gate compare', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeRepo(BASE_FILES, DOCS_PR);
    made.push(dir);
  });

  test('exit 1 when the gate fails; the comment goes to stdout', async () => {
    const t = recordingIo(dir);
    expect(await main(['compare', '--base', 'main', '--head', 'pr'], t)).toBe(1);
    expect(t.out).toMatch(/^<!-- retrieval-gate:golden=\.github\/retrieval-golden\.yml -->\n/);
    expect(t.out).toContain('gate failed');
    expect(t.out).toContain('**R1**');
    // The golden set and config came from the head commit, not the files on disk: said on stderr.
    const commit = git(dir, 'rev-parse', '--short=7', 'pr');
    expect(t.err).toBe(
      `retrieval-gate: golden set from pr:.github/retrieval-golden.yml (commit ${commit})\n` +
        `retrieval-gate: config from pr:.github/retrieval-gate.yml (commit ${commit})\n`,
    );
    expect(t.out).toContain(`Golden set \`.github/retrieval-golden.yml\` from \`pr\` (commit \`${commit}\`)`);
  });

  test('--report and --markdown write files; stdout stays empty, the verdict goes to stderr', async () => {
    const t = recordingIo(dir);
    const out = mkdtempSync(join(tmpdir(), 'rg-out-'));
    made.push(out);
    const code = await main(['compare', '--base', 'main', '--head', 'pr', '--report', join(out, 'report.json'), '--markdown', join(out, 'comment.md')], t);
    expect(code).toBe(1);
    expect(t.out).toBe('');
    expect(t.err).toMatch(/\nretrieval-gate: gate failed\n {2}- max_newly_failing: /);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.schema).toBe('retrieval-gate/report@1');
    expect(report.gate.passed).toBe(false);
    expect(readFileSync(join(out, 'comment.md'), 'utf8')).toMatch(/^<!-- retrieval-gate:golden=/);
    expect(readdirSync(out).sort()).toEqual(['comment.md', 'report.json']);
  });

  test('--repo-url: report.json names the repository and the comment links chunks to their lines at the head commit', async () => {
    const t = recordingIo(dir);
    const out = mkdtempSync(join(tmpdir(), 'rg-out-'));
    made.push(out);
    expect(await main(['compare', '--base', 'main', '--head', 'pr', '--repo-url', 'https://github.com/acme/docs.git', '--report', join(out, 'report.json')], t)).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.repository).toEqual({ url: 'https://github.com/acme/docs' });
    const sha = git(dir, 'rev-parse', 'pr');
    expect(t.out).toMatch(new RegExp(`\\[L\\d+(–\\d+)?\\]\\(https://github\\.com/acme/docs/blob/${sha}/docs/[\\w./-]+#L\\d+(-L\\d+)?\\)`));
    const bad = recordingIo(dir);
    expect(await main(['compare', '--base', 'main', '--head', 'pr', '--repo-url', 'git@github.com:acme/docs.git'], bad)).toBe(2);
    expect(bad.err).toContain("--repo-url must be a repository's web address, https://github.com/OWNER/NAME, but got 'git@github.com:acme/docs.git'");
  });

  test('exit 0 when nothing regressed (a PR that only adds a question)', async () => {
    const ok = makeRepo(BASE_FILES, { '.github/retrieval-golden.yml': `${GOLDEN}  - id: R5\n    question: Are exchanges free?\n    relevant: [docs/returns.md#exchanges]\n` });
    made.push(ok);
    expect(await main(['compare', '--base', 'main', '--head', 'pr'], recordingIo(ok))).toBe(0);
  });

  test('two folders', async () => {
    const { root } = makeFolders(BASE_FILES, DOCS_PR);
    made.push(root);
    const t = recordingIo(root);
    expect(await main(['compare', '--base-dir', 'base', '--head-dir', 'head', '--golden', 'head/.github/retrieval-golden.yml', '--config', 'head/.github/retrieval-gate.yml'], t)).toBe(1);
  });

  test('exit 2 with one line naming the problem, and nothing written', async () => {
    const out = mkdtempSync(join(tmpdir(), 'rg-out-'));
    made.push(out);
    const t = recordingIo(dir);
    const code = await main(['compare', '--base', 'main', '--head', 'pr', '--golden', 'missing.yml', '--report', join(out, 'r.json')], t);
    expect(code).toBe(2);
    expect(t.err).toBe('retrieval-gate compare: missing.yml: golden set file not found\n');
    expect(readdirSync(out)).toEqual([]);
  });

  test('exit 2 on usage errors', async () => {
    const t = recordingIo(dir);
    expect(await main(['compare'], t)).toBe(2);
    expect(t.err).toMatch(/needs --base REV \(and --head REV; without it the head is the working tree\)/);
    expect(await main(['compare', '--bogus'], recordingIo(dir))).toBe(2);
    expect(await main(['compare', '--base', 'main', '--head', 'pr', '--base-dir', 'x', '--head-dir', 'y'], recordingIo(dir))).toBe(2);
  });

  test('an unwritable --report is exit 2 and leaves no file behind', async () => {
    const t = recordingIo(dir);
    const out = mkdtempSync(join(tmpdir(), 'rg-out-'));
    made.push(out);
    const code = await main(['compare', '--base', 'main', '--head', 'pr', '--markdown', join(out, 'c.md'), '--report', join(out, 'no/such/dir/r.json')], t);
    expect(code).toBe(2);
    expect(t.err).toMatch(/cannot write output/);
    expect(readdirSync(out)).toEqual([]);
    expect(existsSync(join(out, 'c.md'))).toBe(false);
  });

  test('--cache-dir: the second run takes the base side from the folder; the report bytes are the same', async () => {
    const out = mkdtempSync(join(tmpdir(), 'rg-out-'));
    made.push(out);
    const cache = join(out, 'cache');
    const cold = recordingIo(dir);
    expect(await main(['compare', '--base', 'main', '--head', 'pr', '--report', join(out, 'cold.json')], cold)).toBe(1);
    const first = recordingIo(dir);
    expect(await main(['compare', '--base', 'main', '--head', 'pr', '--cache-dir', cache, '--verbose', '--report', join(out, 'first.json')], first)).toBe(1);
    expect(first.err).toMatch(/base side cache: miss [0-9a-f]+\nmain: /);
    expect(readdirSync(cache)).toEqual([expect.stringMatching(/^base-side-[0-9a-f]{64}\.bin$/)]);
    const second = recordingIo(dir);
    expect(await main(['compare', '--base', 'main', '--head', 'pr', '--cache-dir', cache, '--verbose', '--report', join(out, 'second.json')], second)).toBe(1);
    expect(second.err).toMatch(/base side cache: hit [0-9a-f]+\n/);
    expect(second.err).not.toMatch(/^main: /m);
    const bytes = (f: string) => readFileSync(join(out, f), 'utf8');
    expect(bytes('first.json')).toBe(bytes('cold.json'));
    expect(bytes('second.json')).toBe(bytes('cold.json'));
    expect(second.out).toBe(cold.out);
    expect(await main(['compare', '--base', 'main', '--head', 'pr', '--cache-dir', ''], recordingIo(dir))).toBe(2);
  });

  test('--help', async () => {
    const t = recordingIo(dir);
    expect(await main(['compare', '--help'], t)).toBe(0);
    expect(t.out).toMatch(/--base-dir DIR/);
  });
});
