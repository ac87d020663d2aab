/**
 * The compatibility promise of 1.x (docs/compatibility.md), as a user upgrading from 0.1.0 sees it:
 * a config and golden set written for 0.1.0 (__tests__/fixtures/compat-0.1.0, never edited) still
 * run through the built CLI, give a valid retrieval-gate/report@1, and measure; and a deprecated
 * config key warns, naming its replacement, while it is still read.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DEPRECATED_CONFIG_KEYS, deprecationWarnings, type DeprecatedKey } from '../../src/config/deprecated';
import { CONFIG_KEYS } from '../../src/config/parse';
import { runCompare } from '../../src/engine/run-compare';
import { validateReport } from '../../src/report/validate';
import { distFile } from '../support/dist';

const root = join(__dirname, '..', '..');
const fixture = '__tests__/fixtures/compat-0.1.0';
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const cli = (args: string[]) => spawnSync(process.execPath, [distFile('cli.js'), ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
const setting = ['--config', `${fixture}/retrieval-gate.yml`, '--golden', `${fixture}/retrieval-golden.yml`];

let out: string;
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'rg-compat-'));
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

test("0.1.0's config and golden set compare the example's base and head: the gate's verdict, not an input error", () => {
  const report = join(out, 'report.json');
  const r = cli(['compare', '--base-dir', 'examples/acme/base', '--head-dir', 'examples/acme/head', ...setting, '--report', report]);
  expect([r.status, r.stderr]).toEqual([1, '']);
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const checked = validateReport(json);
  expect(checked.ok).toBe(true);
  expect(json.schema).toBe('retrieval-gate/report@1');
  expect(json.tool).toEqual({ name: 'retrieval-gate', version });
  expect(json.golden).toMatchObject({ file: `${fixture}/retrieval-golden.yml`, questions: 9 });
  // Every section of the old config took effect: its cut-offs, its gate rules, its acknowledgement.
  expect(json.k).toEqual([1, 3, 5, 10]);
  expect(json.gate.rules.map((g: { rule: string }) => g.rule)).toEqual(expect.arrayContaining(['max_drop.mrr', 'min.recall@10', 'max_newly_failing', 'fail_on_broken_labels', 'fail_on_forbidden']));
  expect(json.questions.find((q: { id: string }) => q.id === 'R18').acknowledged).toBe('the plan page is being rewritten');
  // The 0.1.0 boolean `fail_on_broken_labels: true` reads as `new`: the label this PR broke fails the gate.
  expect(json.broken_labels.some((b: { question: string; kind: string }) => b.question === 'R06' && b.kind === 'new')).toBe(true);
  expect(json.gate.reasons.some((x: string) => x.startsWith('fail_on_broken_labels'))).toBe(true);
});

test("0.1.0's config and golden set evaluate one side and pass there", () => {
  const r = cli(['eval', '--dir', 'examples/acme/base', ...setting, '--json']);
  expect(r.status).toBe(0);
  expect(JSON.parse(r.stdout).metrics['recall@10']).toBeGreaterThan(0.5);
});

describe('a deprecated config key', () => {
  const table: DeprecatedKey[] = [{ key: 'gate.fail_on_forbidden', replacement: 'gate.forbidden', since: '1.1.0' }];

  test('warns with its file, line and replacement; keys not in the table do not', () => {
    const text = 'k: [1, 5]\ngate:\n  max_newly_failing: 0\n  fail_on_forbidden: true\n';
    expect(deprecationWarnings(text, 'cfg.yml', table)).toEqual([
      "cfg.yml:4: 'gate.fail_on_forbidden' is deprecated since 1.1.0: use 'gate.forbidden' instead (it is still read until the next major version)",
    ]);
    expect(deprecationWarnings('gate:\n  max_newly_failing: 0\n', 'cfg.yml', table)).toEqual([]);
    expect(deprecationWarnings('fail_on_forbidden: true\n', 'cfg.yml', table)).toEqual([]);
    expect(deprecationWarnings('gate: [unclosed\n', 'cfg.yml', table)).toEqual([]);
  });

  test('reaches the user of a run, which still measures with it', async () => {
    const notices: string[] = [];
    (DEPRECATED_CONFIG_KEYS as DeprecatedKey[]).push(...table);
    try {
      const report = await runCompare(
        { baseDir: 'examples/acme/base', headDir: 'examples/acme/head', configPath: `${fixture}/retrieval-gate.yml`, goldenPath: `${fixture}/retrieval-golden.yml` },
        { cwd: root, env: {}, notice: (m) => notices.push(m) },
      );
      expect(report.gate.rules.some((g) => g.rule === 'fail_on_forbidden')).toBe(true);
    } finally {
      (DEPRECATED_CONFIG_KEYS as DeprecatedKey[]).splice(0);
    }
    expect(notices).toContain(`${fixture}/retrieval-gate.yml:37: 'gate.fail_on_forbidden' is deprecated since 1.1.0: use 'gate.forbidden' instead (it is still read until the next major version)`);
  });
});

describe('nothing of 1.0.0 is removed', () => {
  // As released in 1.0.0. A 1.x may add to these lists, never take from them (docs/compatibility.md).
  const INPUTS_1_0 = ['config', 'golden', 'github-token', 'base', 'head', 'comment', 'mode', 'working-directory', 'report-path', 'cache', 'cache-dir', 'artifact-path', 'fetch-depth-limit'];
  const OUTPUTS_1_0 = ['passed', 'report', 'newly-failing', 'broken-labels', 'metrics', 'comment-url', 'changed'];
  const CONFIG_1_0 = ['docs', 'exclude', 'k', 'pass_k', 'depth', 'chunking', 'retriever', 'context', 'gate', 'answers', 'jobs'];
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, { deprecationMessage?: string }>; outputs: Record<string, unknown> };

  test("the action's inputs and outputs, and the config's sections", () => {
    expect(Object.keys(action.inputs)).toEqual(expect.arrayContaining(INPUTS_1_0));
    expect(Object.keys(action.outputs)).toEqual(expect.arrayContaining(OUTPUTS_1_0));
    expect([...CONFIG_KEYS]).toEqual(expect.arrayContaining(CONFIG_1_0));
  });

  test('a deprecated input names an input that replaces it; a deprecated config key, its replacement', () => {
    for (const [name, spec] of Object.entries(action.inputs)) {
      if (spec.deprecationMessage === undefined) continue;
      const named = Object.keys(action.inputs).filter((other) => other !== name && spec.deprecationMessage!.includes(`'${other}'`));
      expect([name, named.length]).toEqual([name, 1]);
    }
    for (const d of DEPRECATED_CONFIG_KEYS) expect(d.replacement).not.toBe(d.key);
  });
});
