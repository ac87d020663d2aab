#!/usr/bin/env node
/**
 * `npm run test:cpu [-- jest options]`: runs Jest with each test file's processor time recorded
 * (__tests__/support/file-cpu.cjs), then prints the files that cost most, and each tier's sum.
 * Processor time, not the clock: on a shared machine the clock says more about the load than
 * about a test; the sum divided by the cores is about what the run takes on an idle machine.
 * `--log FILE` keeps the per-file lines (JSON) in FILE; `--top N` prints N files (20).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { TIERS } = createRequire(import.meta.url)(join(root, '__tests__', 'support', 'tiers.cjs'));
const args = process.argv.slice(2);
const take = (flag) => {
  const i = args.indexOf(flag);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const top = Number(take('--top') ?? 20);
const keep = take('--log');
const work = keep ? undefined : mkdtempSync(join(tmpdir(), 'rg-test-cpu-'));
const log = keep ?? join(work, 'cpu.jsonl');

const started = performance.now();
const run = spawnSync(process.execPath, [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, RG_TEST_CPU_LOG: log } });
const wall = (performance.now() - started) / 1000;
let rows = [];
try {
  rows = readFileSync(log, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
} catch {
  // No file ran.
}
if (work) rmSync(work, { recursive: true, force: true });
const tierOf = (file) => Object.entries(TIERS).find(([, t]) => t.files.includes(file))?.[0] ?? 'quick';
const fmt = (s) => s.toFixed(1).padStart(7);
rows = rows.map((r) => ({ ...r, file: relative(root, r.file) })).sort((a, b) => b.cpu - a.cpu);
const sum = (rs, k) => rs.reduce((s, r) => s + r[k], 0);
process.stdout.write(`\nProcessor seconds by test file (the ${Math.min(top, rows.length)} costliest of ${rows.length}; wall seconds beside):\n`);
for (const r of rows.slice(0, top)) process.stdout.write(`${fmt(r.cpu)} ${fmt(r.wall)}  ${tierOf(r.file).padEnd(8)} ${r.file}\n`);
process.stdout.write('\nBy tier (processor s, files):\n');
for (const tier of ['quick', ...Object.keys(TIERS)]) {
  const rs = rows.filter((r) => tierOf(r.file) === tier);
  if (rs.length) process.stdout.write(`${fmt(sum(rs, 'cpu'))}  ${String(rs.length).padStart(4)}  ${tier}\n`);
}
process.stdout.write(`\nAll: ${sum(rows, 'cpu').toFixed(0)} processor s in ${rows.length} files; the run took ${wall.toFixed(0)} s by the clock.\n`);
process.exit(run.status ?? 1);
