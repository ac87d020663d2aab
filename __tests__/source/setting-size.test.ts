/**
 * A config or golden set is read only after its size is known: a pull request can commit a YAML
 * file of hundreds of MB that packs to a few KB, and reading it whole (then parsing it) is memory
 * the runner does not have. Over the limit it is refused before a byte of it is read: one message
 * naming the file, exit status 2.
 */
import { execFileSync } from 'node:child_process';
import { MAX_SETTING_FILE_BYTES } from '../../src/limits';
import { distFile } from '../support/dist';
import { peakRssOf } from '../support/peak-rss';
import { commitAll, git, initRepo, removeDir, writeFiles } from './git-fixture';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

const GOLDEN = '.github/retrieval-golden.yml';
const honest = 'questions:\n  - id: R1\n    question: how do returns work\n    relevant: [docs/a.md]\n';

/** A repository whose head replaces `path` with a blob of `bytes` bytes of YAML comments (written as a blob, never to disk). */
function repoWithHeadSetting(path: string, bytes: number): string {
  const valid = path === GOLDEN ? honest : 'k: [1, 3, 5]\n';
  const dir = initRepo();
  dirs.push(dir);
  writeFiles(dir, { 'docs/a.md': '# Returns\n\nReturns are free within 30 days.\n', [GOLDEN]: honest });
  commitAll(dir, 'base');
  // Made by a shell pipe, not in this process: a child's peak RSS starts from its parent's at the fork.
  const make = `{ printf '%s' "$HONEST"; yes '# ${'x'.repeat(97)}' | head -c ${bytes - valid.length}; } | git hash-object -w --stdin`;
  const oid = execFileSync('sh', ['-c', make], { cwd: dir, env: { ...process.env, HONEST: valid } }).toString().trim();
  git(dir, 'update-index', '--add', '--cacheinfo', `100644,${oid},${path}`);
  git(dir, 'commit', '-q', '-m', 'head');
  return dir;
}

function compare(dir: string): { status: number | null; stderr: string; rssKb: number } {
  const r = peakRssOf([distFile('cli.js'), 'compare', '--base', 'HEAD~1', '--head', 'HEAD'], { cwd: dir });
  return { status: r.status, stderr: r.stderr, rssKb: r.kb };
}

test('a head golden set over the limit is refused with its name and exit 2, never read whole', () => {
  // 20 times the limit: read whole, the blob then its text, it would take the process past 320 MB.
  const r = compare(repoWithHeadSetting(GOLDEN, 160 * 1024 * 1024));
  expect(r.status).toBe(2);
  expect(r.stderr).toContain(GOLDEN);
  expect(r.stderr).toMatch(/at most 8\.0 MB/);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  // Refused, it stays where a small run is.
  expect(r.rssKb).toBeLessThan(200 * 1024);
}, 120_000);

test('a config over the limit is refused the same way; one at the limit is read', () => {
  const over = compare(repoWithHeadSetting('.github/retrieval-gate.yml', MAX_SETTING_FILE_BYTES + 1));
  expect(over.status).toBe(2);
  expect(over.stderr).toContain('.github/retrieval-gate.yml');
  expect(over.stderr).toMatch(/at most 8\.0 MB/);
  const at = compare(repoWithHeadSetting(GOLDEN, MAX_SETTING_FILE_BYTES));
  expect(at.stderr).not.toMatch(/at most/);
  expect([0, 1]).toContain(at.status);
}, 120_000);
