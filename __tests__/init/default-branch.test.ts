// init names the repository's default branch in the workflow's push trigger (the branch whose pushes
// fill the caches pull requests start from): its remote's HEAD, else `main`.
import { rmSync } from 'node:fs';
import { parse } from 'yaml';
import { planInit } from '../../src/engine/run-init';
import { WORKFLOW_PATH } from '../../src/init/workflow-text';
import { git, makeRepo } from '../engine/repo-fixture';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function pushBranches(dir: string): Promise<string[]> {
  const plan = await planInit(dir, { cwd: dir, env: {} });
  const wf = parse(plan.files.find((f) => f.path === WORKFLOW_PATH)!.text) as { on: { push: { branches: string[] } } };
  return wf.on.push.branches;
}

test("the push trigger names the branch origin's HEAD points at, else main", async () => {
  const dir = makeRepo({ 'docs/index.md': '# Widget\n\nA widget.\n' }, {});
  made.push(dir);
  expect(await pushBranches(dir)).toEqual(['main']);
  git(dir, 'symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/trunk');
  expect(await pushBranches(dir)).toEqual(['trunk']);
});
