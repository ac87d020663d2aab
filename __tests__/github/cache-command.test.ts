/**
 * A command retriever under a privileged event with the pull request checked out: no cache.
 *
 * The attack: the base's config runs `node retriever.cjs`, a path in the work tree. A workflow on
 * `pull_request_target` that checks the PR out runs the PR's `retriever.cjs` with the base's
 * command line (docs/security.md warns against that checkout). The judged base side is never
 * cached for a command retriever, but the whole report was: before the fix it was saved under the
 * `base` scope (the store lay outside the workspace, so nothing refused it), keyed by the trees,
 * the base's config and the golden set, none of which says which program ran. A re-run of the same
 * pull request with the workflow fixed to check out the base then reused that report ("reusing
 * its report"): the PR's script decided the verdict again. Now, when the command retriever runs in
 * a work tree that is not the base commit, no cache is read or written; with the base checked out,
 * the store is used as before.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { commandCacheRefusal } from '../../src/github/run-caches';
import { BASE_FILES, CONFIG, DOCS_PR, git, makeRepo } from '../engine/repo-fixture';
import { fakeGitHubPerTest, prPayload } from './fake-github';
import { tempDir } from './git-repos';
import { runRealAction } from './real-action';

/** A protocol-1 retriever that finds nothing; `mark` is written where it runs when given. */
const adapter = (mark: string) => `const fs = require('node:fs');
${mark ? `fs.writeFileSync(${JSON.stringify(mark)}, 'ran');` : ''}
require('node:readline').createInterface({ input: process.stdin }).on('line', (l) => {
  const m = JSON.parse(l), out = (x) => process.stdout.write(JSON.stringify(x) + '\\n');
  if (m.type === 'hello') out({ type: 'hello', protocol: 1, name: 'quiet' });
  if (m.type === 'index') out({ type: 'ready' });
  if (m.type === 'query') out({ type: 'results', id: m.id, hits: [] });
}).on('close', () => process.exit(0));
`;

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
test.each([
  [{ runsCommand: true, trustedHead: false, workTreeHead: B }, true],
  [{ runsCommand: true, trustedHead: false, workTreeHead: undefined }, true],
  [{ runsCommand: true, trustedHead: false, workTreeHead: A }, false],
  [{ runsCommand: true, trustedHead: true, workTreeHead: B }, false],
  [{ runsCommand: false, trustedHead: false, workTreeHead: B }, false],
])('%j refused: %s', (o, refused) => {
  expect(commandCacheRefusal({ event: 'pull_request_target', baseCommits: [A], ...o }) !== null).toBe(refused);
});

describe("the base's command retriever in the PR's work tree", () => {
  const gh = fakeGitHubPerTest();
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  test('reads and writes no cache on pull_request_target; with the base checked out it does', async () => {
    const runnerTemp = tempDir('rg-cache-cmd-');
    const mark = path.join(runnerTemp, 'pr-script-ran');
    const config = `${CONFIG}retriever:\n  type: command\n  run: node retriever.cjs\n`;
    const work = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': config, 'retriever.cjs': adapter('') }, { ...DOCS_PR, 'retriever.cjs': adapter(mark) });
    dirs.push(work, runnerTemp);
    const base = git(work, 'rev-parse', 'main');
    const head = git(work, 'rev-parse', 'pr');
    const store = path.join(runnerTemp, 'store');
    const run = () =>
      runRealAction({
        gh: gh(),
        work,
        runnerTemp,
        event: 'pull_request_target',
        payload: prPayload(base, head, 9),
        sha: base,
        inputs: { mode: 'report', comment: 'off', 'cache-dir': store, 'report-path': path.join(runnerTemp, 'report.json') },
      });

    // The work tree is the PR's head: its script is what the base's command line runs.
    const attacked = await run();
    expect(attacked.failed).toEqual([]);
    expect(existsSync(mark)).toBe(true);
    expect(attacked.warnings).toContainEqual(expect.stringMatching(/^retrieval-gate: on 'pull_request_target' the command retriever runs in the work tree \(HEAD [0-9a-f]{40}\), which is not the base commit/));
    expect(existsSync(store) ? readdirSync(store) : []).toEqual([]);
    expect(attacked.logs.some((l) => l.startsWith('base side cache:'))).toBe(false);

    // The default checkout (the base): measured anew with the base's script, and the store is used.
    rmSync(mark);
    git(work, 'checkout', '-q', 'main');
    const honest = await run();
    expect(honest.failed).toEqual([]);
    expect(existsSync(mark)).toBe(false);
    expect(honest.logs.some((l) => l.includes('reusing its report'))).toBe(false);
    expect(honest.warnings.some((w) => w.includes('command retriever runs in the work tree'))).toBe(false);
    expect(readdirSync(store).filter((n) => n.startsWith('retrieval-gate-report-'))).toHaveLength(1);
  }, 300_000);
});
