/**
 * One version everywhere, from package.json at build time: the built CLI's --version, the first
 * line of the built action's log, and (through the same module, src/version.ts) the
 * report's `tool.version` and the comment's footer.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE_VERSION } from '../../src/version';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import { distFile } from '../support/dist';

const root = join(__dirname, '..', '..');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string;

test("the built CLI's --version is package.json's", () => {
  const r = spawnSync(process.execPath, [distFile('cli.js'), '--version'], { encoding: 'utf8' });
  expect([r.status, r.stdout]).toEqual([0, `${version}\n`]);
});

test("the built action's log opens with its version", () => {
  const temp = mkdtempSync(join(tmpdir(), 'rg-action-version-'));
  try {
    // A run that stops at once (post mode without its artifact): the version line comes first all the same.
    const env = { PATH: process.env.PATH ?? '', GITHUB_WORKSPACE: temp, RUNNER_TEMP: temp, INPUT_MODE: 'post' };
    const r = spawnSync(process.execPath, [distFile('index.js')], { cwd: temp, env, encoding: 'utf8' });
    expect(r.stdout.split('\n')[0]).toBe(`retrieval-gate ${version}`);
    expect(r.stdout).toContain('::error::');
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
});

test("the report and the comment's footer carry the same version", async () => {
  expect(ENGINE_VERSION).toBe(version);
  const report = await runCompare({ baseDir: 'examples/acme/base', headDir: 'examples/acme/head' }, { cwd: root, env: {} });
  expect(report.tool).toEqual({ name: 'retrieval-gate', version });
  expect(renderComment(report)).toContain(`<sub>retrieval-gate ${version} · `);
});
