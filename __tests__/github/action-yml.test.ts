import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { readSettings } from '../../src/github/inputs';
import { computeOutputs } from '../../src/github/outputs';
import { sampleReport } from './sample-report';
import { checkWorkflow } from '../support/workflow-check';

const root = path.resolve(__dirname, '../..');
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as {
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
};

describe('action.yml', () => {
  test('runs the bundled entry on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  test('declares exactly the inputs the action reads, kebab-case, each documented', () => {
    const read = new Set<string>();
    readSettings((name) => {
      read.add(name);
      return name === 'mode' ? 'post' : name === 'artifact-path' ? 'r.json' : '';
    }, {});
    expect(Object.keys(action.inputs).sort()).toEqual([...read].sort());
    for (const [name, spec] of Object.entries(action.inputs)) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(spec.description.length).toBeGreaterThan(20);
    }
    expect(action.inputs['github-token'].default).toBe('${{ github.token }}');
  });

  test('declares exactly the outputs the action sets, each documented', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(Object.keys(computeOutputs(sampleReport(), 'r', '')).sort());
    for (const spec of Object.values(action.outputs)) expect(spec.description.length).toBeGreaterThan(20);
  });

  test('docs/action.md carries the current generated reference', () => {
    // Exits 1 with a message when docs/action.md differs from what action.yml generates.
    execFileSync(process.execPath, [path.join(root, 'scripts/gen-action-docs.mjs'), '--check'], { cwd: root, stdio: 'pipe' });
    const doc = readFileSync(path.join(root, 'docs/action.md'), 'utf8');
    for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)]) expect(doc).toContain(`| \`${name}\``);
  });
});

describe('example workflows', () => {
  const files = [
    ...readdirSync(path.join(root, 'docs/workflows')).map((f) => path.join(root, 'docs/workflows', f)),
    path.join(root, '.github/workflows/ci.yml'),
  ];
  test.each(files.map((f) => [path.relative(root, f)]))('%s parses and passes only inputs the action declares', (rel) => {
    checkWorkflow(readFileSync(path.join(root, rel), 'utf8'));
  });
});
