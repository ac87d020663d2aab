/**
 * A side over its time budget in the action, run as the runner runs it (the built dist/index.js):
 * a failed step whose one message names the side (its commit) and the budget, never a silent
 * pass. The budget is tiny (1 ms) so that chunking a side always goes over it; the base's config
 * sets it, as it sets every setting under pull_request_target.
 */
import { BASE_FILES, DOCS_PR, git, makeRepo } from '../engine/repo-fixture';
import { runDistAction } from './dist-action';
import { fakeGitHubPerTest, prPayload } from './fake-github';
import { tempDirs } from './git-repos';

const { temp, track } = tempDirs();
const gh = fakeGitHubPerTest();

test('pull_request_target: a side over max_corpus_seconds fails the step with the one line', async () => {
  const work = track(
    makeRepo(
      { ...BASE_FILES, '.github/retrieval-gate.yml': `${BASE_FILES['.github/retrieval-gate.yml']}chunking:\n  max_corpus_seconds: 0.001\n` },
      { ...DOCS_PR, 'docs/nested.html': '<div>x'.repeat(50_000) },
    ),
  );
  const base = git(work, 'rev-parse', 'main');
  const head = git(work, 'rev-parse', 'pr');
  const run = await runDistAction({ gh: gh(), work, runnerTemp: temp('rg-side-budget-'), event: 'pull_request_target', payload: prPayload(base, head, 7), sha: base, inputs: { mode: 'gate', comment: 'off' } });
  expect(run.code).toBe(1);
  expect(run.failed).toHaveLength(1);
  expect(run.failed[0]).toMatch(/^chunking\.max_corpus_seconds: chunking the documents of '[0-9a-f]{40}' took more than 0\.001 s \(the side's time budget\), stopped at docs\/[^;]+; narrow 'docs' or 'exclude', or raise 'chunking\.max_corpus_seconds'$/);
}, 120_000);
