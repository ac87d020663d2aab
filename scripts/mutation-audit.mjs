#!/usr/bin/env node
// The mutation audit (docs/testing-mutations.md): each mutation of scripts/mutations.json is one
// realistic slip (a condition deleted, a comparison flipped, a rule dropped), made in a copy of the
// work tree, never in it, and run against the test files it names; a failing run caught it.
//
//   node scripts/mutation-audit.mjs [--only ID,ID…] [--tests FILE,FILE…] [--spec FILE] [--keep] [--check]
//
// --only runs some mutations; --tests runs these test files instead of each mutation's own (to ask
// whether another set of tests catches them); --spec reads another list than scripts/mutations.json;
// --check only checks that each mutation names one place in its file; --keep leaves the copy for a
// look. Prints one line a mutation as it goes, then the figure and a table.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = opt('--only')?.split(',');
const testsOverride = opt('--tests')?.split(',');
const keep = args.includes('--keep');
const checkOnly = args.includes('--check');

// { groups: { name: [test files] }, mutations: [{ id, file, find, replace, what, tests }] };
// a test entry `@name` stands for the group's files.
const spec = JSON.parse(readFileSync(resolve(root, opt('--spec') ?? 'scripts/mutations.json'), 'utf8'));
const all = spec.mutations;
const expand = (tests) => [...new Set(tests.flatMap((t) => (t.startsWith('@') ? spec.groups[t.slice(1)] ?? [] : [t])))];
const chosen = only ? all.filter((m) => only.includes(m.id)) : all;
if (!chosen.length) {
  process.stderr.write(`mutation-audit: no mutation ${only?.join(', ')} in scripts/mutations.json\n`);
  process.exit(2);
}

// Every mutation must name one place: a `find` that occurs exactly once in its file.
let bad = 0;
for (const m of chosen) {
  const text = readFileSync(join(root, m.file), 'utf8');
  const n = text.split(m.find).length - 1;
  if (n !== 1) {
    process.stderr.write(`mutation-audit: ${m.id}: ${JSON.stringify(m.find)} occurs ${n} times in ${m.file} (must be once)\n`);
    bad++;
  }
  m.line = text.slice(0, text.indexOf(m.find)).split('\n').length;
}
for (const m of chosen) {
  for (const t of expand(m.tests)) {
    try {
      statSync(join(root, t));
    } catch {
      process.stderr.write(`mutation-audit: ${m.id}: no test file ${t}\n`);
      bad++;
    }
  }
}
if (bad) process.exit(2);
if (checkOnly) {
  process.stdout.write(`${chosen.length} mutations, each found once\n`);
  process.exit(0);
}

// The copy: the files git would commit (tracked and new, ignored ones left out), node_modules linked.
const copy = mkdtempSync(join(tmpdir(), 'rg-mutants-'));
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root }).toString().split('\0').filter(Boolean);
for (const f of files) {
  let st;
  try {
    st = statSync(join(root, f));
  } catch {
    continue; // deleted in the work tree
  }
  if (!st.isFile()) continue;
  mkdirSync(dirname(join(copy, f)), { recursive: true });
  cpSync(join(root, f), join(copy, f), { preserveTimestamps: true });
}
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
// The copy has no git: the test setup decides by file times whether dist/ is stale. The mutants
// keep their file's time, and dist/ is made newest, so no run rebuilds the bundles: the tests an
// audit runs are those of src/ (a test of dist/ would not see a mutant).
const now = new Date();
for (const f of files) if (f.startsWith('dist/')) utimesSync(join(copy, f), now, now);

const env = { ...process.env, RG_CORPORA: process.env.RG_CORPORA || resolve(root, '..', 'shared', 'corpora') };
const results = [];
let current = null;
const restore = () => {
  if (current) writeFileSync(current.path, current.text), utimesSync(current.path, current.atime, current.mtime);
  current = null;
};
process.on('SIGINT', () => {
  restore();
  if (!keep) rmSync(copy, { recursive: true, force: true });
  process.exit(130);
});

try {
  for (const m of chosen) {
    const path = join(copy, m.file);
    const text = readFileSync(path, 'utf8');
    const st = statSync(path);
    current = { path, text, atime: st.atime, mtime: st.mtime };
    writeFileSync(path, text.replace(m.find, () => m.replace));
    utimesSync(path, st.atime, st.mtime);
    const tests = testsOverride ?? expand(m.tests);
    const t0 = Date.now();
    const r = spawnSync(process.execPath, [join(copy, 'node_modules/jest/bin/jest.js'), '--maxWorkers=1', '--bail', '--silent', '--ci', ...tests], { cwd: copy, env, encoding: 'utf8', maxBuffer: 64 << 20 });
    restore();
    // The first test file that failed and its first failing test: what caught the mutant.
    const file = /^FAIL (\S+)/m.exec(r.stderr ?? '')?.[1] ?? '';
    const test = /^\s*● (.*)$/m.exec(r.stderr ?? '')?.[1].trim() ?? '';
    const failed = [file, test].filter(Boolean).join(': ');
    // A run that found no test to run proves nothing: said, not counted as a catch.
    if (/No tests found/.test(r.stdout + r.stderr)) throw new Error(`${m.id}: jest found no tests in ${tests.join(' ')}`);
    const caught = r.status !== 0;
    results.push({ ...m, caught, failed });
    process.stdout.write(`${caught ? 'caught' : 'MISSED'} ${m.id} (${m.file}:${m.line}: ${m.what}) in ${Math.round((Date.now() - t0) / 1000)} s${caught && failed ? `: ${failed.slice(0, 140)}` : ''}\n`);
  }
} finally {
  restore();
  if (!keep) rmSync(copy, { recursive: true, force: true });
  else process.stdout.write(`copy kept in ${copy}\n`);
}

const caught = results.filter((r) => r.caught).length;
process.stdout.write(`\n${caught} of ${results.length} mutations caught (${Math.round((100 * caught) / results.length)} %)\n\n`);
process.stdout.write('| id | mutation | caught by |\n|---|---|---|\n');
for (const r of results) process.stdout.write(`| ${r.id} | \`${r.file}:${r.line}\` ${r.what} | ${r.caught ? r.failed.split(': ')[0] || 'yes' : '**missed**'} |\n`);
process.exit(0);
