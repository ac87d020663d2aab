/**
 * What the action's tests ask of a workflow that uses it: it parses as YAML, has triggers, and
 * each step of ours passes only inputs action.yml declares. Shared by the tests of the example
 * workflows (__tests__/github/action-yml.test.ts) and of the workflow `init` writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..');

/** The inputs action.yml declares. */
export function actionInputs(): string[] {
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> };
  return Object.keys(action.inputs);
}

/** The workflow parsed; throws (fails the test) unless it runs the action with declared inputs only. */
export function checkWorkflow(text: string): { on: any; jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }> } {
  const wf = parse(text) as ReturnType<typeof checkWorkflow>;
  expect(wf.on).toBeTruthy();
  const ours = Object.values(wf.jobs)
    .flatMap((j) => j.steps)
    .filter((s) => s.uses === './' || s.uses?.startsWith('retrieval-gate/retrieval-gate@'));
  expect(ours.length).toBeGreaterThan(0);
  const inputs = actionInputs();
  for (const step of ours) for (const key of Object.keys(step.with ?? {})) expect(inputs).toContain(key);
  return wf;
}
