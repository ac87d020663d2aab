/**
 * validate's check of the workflows that run the gate: a pull request that changes only a file the
 * golden set labels must start one of them. Filters as GitHub reads them (`paths:` in order, the
 * last match deciding; `paths-ignore:`), both pull-request events, a workflow for another golden
 * set or one that does not run the action left alone.
 */
import { parseGoldenSet } from '../../src/golden/parse';
import { workflowCoverage } from '../../src/compare/workflow-coverage';

const GOLDEN = parseGoldenSet(
  `questions:
  - id: install
    question: What command sets the package up?
    relevant: [README.md#install, docs/start.md]
  - id: either
    question: Where are the limits?
    relevant: [{any: [docs/limits.md, guide/limits.md]}]
    forbidden: [docs/old-limits.md]
`,
  '.github/retrieval-golden.yml',
);

const workflow = (on: string, step = '      - uses: retrieval-gate/retrieval-gate@v1') =>
  `name: retrieval-gate\non:\n${on}\njobs:\n  retrieval:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n${step}\n`;
const check = (text: string) => workflowCoverage([{ path: '.github/workflows/rg.yml', text }], GOLDEN);
const missed = (text: string) => check(text).map((p) => p.message.match(/changes only (\S+) does not/)?.[1]);

test('a docs-only filter misses the labelled README and the group member outside docs/, pointing at `paths:`', () => {
  const problems = check(workflow("  pull_request:\n    paths:\n      - 'docs/**/*.md'\n      - '!**/CHANGELOG*'"));
  expect(problems.map((p) => [p.severity, p.kind, p.file, p.line, p.question, p.label])).toEqual([
    ['warning', 'workflow-filter', '.github/workflows/rg.yml', 5, 'install', 'README.md#install'],
    ['warning', 'workflow-filter', '.github/workflows/rg.yml', 5, 'either', 'guide/limits.md'],
  ]);
  expect(problems[0].message).toContain("add 'README.md' to `paths`");
});

test('order decides as on GitHub: a later `!` pattern drops a file an earlier one named', () => {
  expect(missed(workflow("  pull_request:\n    paths:\n      - '**/*.md'\n      - '!docs/old-*'"))).toEqual(['docs/old-limits.md']);
  expect(missed(workflow("  pull_request:\n    paths:\n      - '!docs/old-*'\n      - '**/*.md'"))).toEqual([]);
});

test('paths-ignore, both events, and triggers without a filter', () => {
  expect(missed(workflow("  pull_request_target:\n    paths-ignore:\n      - '*.md'"))).toEqual(['README.md']);
  // One event without a filter starts the workflow on every pull request.
  expect(missed(workflow("  pull_request:\n    paths: ['docs/**']\n  pull_request_target:"))).toEqual([]);
  expect(missed(workflow("  pull_request:\n    paths: ['docs/**']\n  pull_request_target:\n    paths: ['README.md', 'guide/**']"))).toEqual([]);
  expect(check(workflow('  [pull_request, push]'))).toEqual([]);
  expect(check('on: pull_request\njobs:\n  a:\n    steps:\n      - uses: retrieval-gate/retrieval-gate@v1\n')).toEqual([]);
});

test('a workflow that does not run the gate on this golden set, on pull requests, or that does not parse is not judged', () => {
  const filtered = "  pull_request:\n    paths: ['docs/**']";
  expect(check(workflow(filtered, '      - uses: actions/setup-node@v4'))).toEqual([]);
  expect(check(workflow(filtered, '      - uses: retrieval-gate/retrieval-gate@v1\n        with:\n          golden: other/golden.yml'))).toEqual([]);
  expect(missed(workflow(filtered, '      - uses: retrieval-gate/retrieval-gate@v1\n        with:\n          golden: ./.github/retrieval-golden.yml'))).toEqual(['README.md', 'guide/limits.md']);
  expect(check(workflow("  workflow_run:\n    workflows: [docs]"))).toEqual([]);
  expect(check('on: [pull_request\n  : {')).toEqual([]);
});
