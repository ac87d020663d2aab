/**
 * `retrieval-gate init` as users run it (the bundled CLI in a child process) in a real temporary
 * git repository: it writes the three files, `validate` accepts them, a pull request's comparison
 * runs on them and gates nothing, and it never replaces a file without --force (exit 2 naming the
 * file, nothing written) nor an existing golden set at all, whose labelled files the workflow's
 * `paths:` filter then covers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { defaultConfig, parseConfig } from '../../src/config/parse';
import { distFile } from '../support/dist';
import { checkWorkflow } from '../support/workflow-check';
import { git, makeRepo, writeFiles } from '../engine/repo-fixture';

const CLI = distFile('cli.js');
const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });
const FILES = ['.github/retrieval-gate.yml', '.github/retrieval-golden.yml', '.github/workflows/retrieval-gate.yml'];

const REPO: Record<string, string> = {
  'README.md': '# Widget\n\nA widget.\n',
  'CHANGES.rst': 'Changes\n=======\n\nVersion 2.1.0\n-------------\n\n- Fixed the flux.\n',
  'changelog.d/12.bugfix.rst': 'Fixed the flux capacitor.\n',
  '.gitignore': 'docs/_generated/\n',
  'docs/conf.py': "project = 'widget'\nextensions = ['sphinx.ext.autodoc']\n",
  'docs/index.rst': 'Widget\n======\n\nWelcome.\n\nInstall\n-------\n\nRun pip install widget.\n',
  'docs/usage.rst': 'Usage\n=====\n\nCall widget.spin().\n',
  'docs/changes.rst': '.. include:: ../CHANGES.rst\n',
  'src/widget/__init__.py': 'def spin():\n    pass\n',
  'tests/test_spin.py': 'def test_spin():\n    pass\n',
};

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
function repo(): string {
  const dir = makeRepo(REPO, {});
  made.push(dir);
  // Ignored by git: not a document of the scope, not the starter's page.
  writeFiles(dir, { 'docs/_generated/api.md': '# API\n' });
  return dir;
}

/** As GitHub reads `paths:`: the last pattern that matches decides. */
function runs(patterns: string[], path: string): boolean {
  return patterns.reduce((on, p) => (picomatch(p.replace(/^!/, ''), { dot: true })(path) ? !p.startsWith('!') : on), false);
}

test('init writes the three files, validate accepts them, and a pull request that adds them gates nothing', () => {
  const dir = repo();
  const r = run(dir, 'init');
  expect([r.status, r.stderr]).toEqual([0, '']);
  expect(r.stdout).toContain('Docs scope: docs/ (holds the Sphinx docs/conf.py); 2 documents; left out: ');
  for (const f of FILES) expect(r.stdout).toContain(`wrote ${f}`);
  expect(r.stdout).toContain('retrieval-gate draft --questions');
  expect(r.stdout).toContain('retrieval-gate review');
  expect(r.stdout).toContain('open a pull request');

  const text = (f: string) => readFileSync(join(dir, f), 'utf8');
  expect(parseConfig(text(FILES[0]), FILES[0])).toEqual(defaultConfig());
  expect(text(FILES[0])).toContain('#   docs/ (holds the Sphinx docs/conf.py)');
  expect(text(FILES[1])).toContain('- docs/index.rst');
  const wf = checkWorkflow(text(FILES[2]));
  const paths: string[] = wf.on.pull_request.paths;
  expect(['docs/index.rst', 'docs/usage.rst', 'docs/conf.py', ...FILES.slice(0, 2)].filter((p) => !runs(paths, p))).toEqual([]);
  expect(['CHANGES.rst', 'changelog.d/12.bugfix.rst', 'changelog.d/13.feature.rst', 'docs/changes.rst', 'README.md', 'src/widget/__init__.py', 'tests/test_spin.py'].filter((p) => runs(paths, p))).toEqual([]);

  const v = run(dir, 'validate');
  expect([v.status, v.stderr]).toEqual([0, '']);
  expect(v.stdout).toContain('1 draft question not yet reviewed');
  expect(v.stdout).toContain('no problem');

  // The next step it prints: draft from a log appends to the starter, which still validates.
  writeFiles(dir, { 'questions.txt': 'how do I install widget?\nhow do I spin it\n' });
  const d = run(dir, 'draft', '--questions', 'questions.txt');
  expect([d.status, d.stderr]).toEqual([0, '']);
  const v2 = run(dir, 'validate');
  expect(v2.status).toBe(0);
  expect(v2.stdout).toContain('3 draft questions not yet reviewed');
  expect(text(FILES[1])).toContain('id: starter-001');

  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'retrieval-gate init');
  const c = run(dir, 'compare', '--base', 'main', '--head', 'HEAD');
  expect(c.status).toBe(0);
  expect(c.stdout).toContain('3 draft questions not yet reviewed');
});

test('init never replaces a file without --force: exit 2 naming it, nothing written; --force replaces the config and workflow', () => {
  const dir = repo();
  writeFiles(dir, { '.github/retrieval-gate.yml': 'k: [1]\n' });
  const r = run(dir, 'init');
  expect(r.status).toBe(2);
  expect(r.stderr).toContain('.github/retrieval-gate.yml');
  expect(r.stderr).toContain('--force');
  expect(r.stderr).not.toMatch(/\n\s+at /);
  // Nothing half-written: the files that were not there are still not there, the one that was is untouched.
  expect(existsSync(join(dir, FILES[1]))).toBe(false);
  expect(existsSync(join(dir, FILES[2]))).toBe(false);
  expect(readFileSync(join(dir, FILES[0]), 'utf8')).toBe('k: [1]\n');

  const f = run(dir, 'init', '--force');
  expect(f.status).toBe(0);
  expect(readFileSync(join(dir, FILES[1]), 'utf8')).toContain('id: starter-001');
  for (const file of FILES) expect(existsSync(join(dir, file))).toBe(true);
  // Run again, the same files, byte for byte; the golden set (now the starter) is kept.
  const before = FILES.map((file) => readFileSync(join(dir, file), 'utf8'));
  writeFileSync(join(dir, FILES[2]), 'edited');
  expect(run(dir, 'init').status).toBe(2);
  expect(readFileSync(join(dir, FILES[2]), 'utf8')).toBe('edited');
  const again = run(dir, 'init', '--force');
  expect(again.status).toBe(0);
  expect(again.stdout).toContain('kept .github/retrieval-golden.yml');
  expect(FILES.map((file) => readFileSync(join(dir, file), 'utf8'))).toEqual(before);
});

test("an existing golden set is kept, and a PR that changes only a page it labels outside the docs folder runs the workflow", () => {
  const dir = repo();
  const mine = 'questions:\n  - id: mine\n    question: What command sets the package up?\n    relevant: [README.md#widget, docs/index.rst#install]\n';
  writeFiles(dir, { '.github/retrieval-golden.yml': mine });
  const r = run(dir, 'init');
  expect([r.status, r.stderr]).toEqual([0, '']);
  expect(r.stdout).toContain('kept .github/retrieval-golden.yml: its 1 question stay as they are; the workflow also runs when one of the 2 files it labels changes');
  expect(r.stdout).not.toContain('wrote .github/retrieval-golden.yml');
  expect(readFileSync(join(dir, FILES[1]), 'utf8')).toBe(mine);
  const paths: string[] = checkWorkflow(readFileSync(join(dir, FILES[2]), 'utf8')).on.pull_request.paths;
  // Before: the filter was derived without the golden set, and a README-only PR never ran the gate.
  expect(runs(paths, 'README.md')).toBe(true);
  expect(['CHANGES.rst', 'src/widget/__init__.py', 'tests/test_spin.py'].filter((p) => runs(paths, p))).toEqual([]);
  // validate finds the filter complete.
  const v = run(dir, 'validate');
  expect([v.status, v.stdout]).toEqual([0, expect.stringContaining('no problem')]);

  // A label added later, outside the filter: validate warns, pointing at the workflow's `paths:`.
  writeFiles(dir, { '.github/retrieval-golden.yml': `${mine}  - id: spin\n    question: What rotates the thing?\n    relevant: [src/widget/README.md]\n`, 'src/widget/README.md': '# Spin\n\nCall widget.spin().\n' });
  const w = run(dir, 'validate');
  expect(w.status).toBe(1);
  expect(w.stdout).toMatch(/^\.github\/workflows\/retrieval-gate\.yml:\d+:\d+: warning: a pull request that changes only src\/widget\/README\.md does not start this workflow/m);
  expect(w.stdout).toContain("question 'spin'");
});

test('--dir names the repository from elsewhere; --help and a bad flag answer as the other commands do', () => {
  const dir = repo();
  const r = run(tmpdir(), 'init', '--dir', dir);
  expect(r.status).toBe(0);
  for (const f of FILES) expect(existsSync(join(dir, f))).toBe(true);
  const h = run(dir, 'init', '--help');
  expect(h.status).toBe(0);
  expect(h.stdout).toContain('retrieval-gate init [--dir DIR] [--force]');
  expect(run(dir, '--help').stdout).toContain('retrieval-gate init');
  const bad = run(dir, 'init', '--forse');
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('--forse');
});

test('init writes inside the repository or nowhere: a .github that links out, a missing folder', () => {
  const dir = repo();
  const outside = mkdtempSync(join(tmpdir(), 'rg-init-outside-'));
  made.push(outside);
  symlinkSync(outside, join(dir, '.github'));
  const r = run(dir, 'init');
  expect(r.status).toBe(2);
  expect(r.stderr).toContain('leads out of');
  expect(readdirSync(outside)).toEqual([]);
  const missing = run(dir, 'init', '--dir', join(dir, 'no-such-folder'));
  expect(missing.status).toBe(2);
  expect(missing.stderr).not.toMatch(/\n\s+at /);
});
