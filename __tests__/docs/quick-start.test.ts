/**
 * One quick start: the README, docs/action.md and docs/workflows/quick-start.yml show the same
 * workflow, and it is the one `retrieval-gate init` writes for the bundled example (its `paths:`
 * filter derived from the example's docs scope, not kept by hand).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planForSide } from '../../src/engine/run-init';
import { openFolder } from '../../src/engine/load-side';
import { WORKFLOW_PATH } from '../../src/init/workflow-text';

const root = join(__dirname, '..', '..');
const read = (rel: string) => readFileSync(join(root, rel), 'utf8');
const quickStart = read('docs/workflows/quick-start.yml');

/** The workflow between a page's quick-start markers. */
function block(rel: string): string {
  const text = read(rel);
  const start = '<!-- quick-start:start -->\n```yaml\n';
  const i = text.indexOf(start);
  const j = text.indexOf('```\n<!-- quick-start:end -->', i);
  expect([rel, i >= 0 && j > i]).toEqual([rel, true]);
  // Once: a second copy on the page could drift.
  expect(text.indexOf(start, j)).toBe(-1);
  return text.slice(i + start.length, j);
}

test.each(['README.md', 'docs/action.md'])('%s shows docs/workflows/quick-start.yml, as it is', (rel) => {
  expect(block(rel)).toBe(quickStart);
});

test('docs/workflows/quick-start.yml is what init writes for the bundled example', async () => {
  const side = await openFolder(join(root, 'examples/acme/base'), { cwd: root, env: {} });
  const plan = await planForSide(side);
  const workflow = plan.files.find((f) => f.path === WORKFLOW_PATH);
  expect(workflow?.text).toBe(quickStart);
  // The example keeps its docs at the root: every Markdown page is a document of that scope.
  expect(plan.scope.roots).toEqual([]);
  expect(plan.docs.length).toBeGreaterThan(0);
  expect(plan.docs.every((p) => p.endsWith('.md'))).toBe(true);
});
