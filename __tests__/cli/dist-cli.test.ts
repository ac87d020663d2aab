// The CLI as users run it: the bundled dist/cli.js in a child process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distFile } from '../support/dist';

const CLI = distFile('cli.js');
const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

test('--help lists every command and exits 0', () => {
  const r = run('--help');
  expect(r.status).toBe(0);
  for (const c of ['compare', 'eval', 'search', 'chunks', 'trec', 'beir']) expect(r.stdout).toContain(`retrieval-gate ${c}`);
});

test('no command prints usage and exits 2', () => {
  const r = run();
  expect(r.status).toBe(2);
  expect(r.stdout).toContain('Usage:');
});

test('an unknown command exits 2 with one message and no stack trace', () => {
  const r = run('compair');
  expect(r.status).toBe(2);
  expect(r.stderr).toContain("unknown command 'compair'");
  expect(r.stderr).not.toMatch(/\n\s+at /);
});

test('an unknown flag exits 2 naming the flag', () => {
  const r = run('trec', '--qrles', 'x');
  expect(r.status).toBe(2);
  expect(r.stderr).toContain('--qrles');
  expect(r.stderr).not.toMatch(/\n\s+at /);
});

test('--version prints the package version', () => {
  const r = run('--version');
  expect(r.status).toBe(0);
  expect(r.stdout.trim()).toBe(require('../../package.json').version);
});

test('a reader that closes the pipe early ends the CLI quietly (no EPIPE stack trace)', () => {
  // Output must outgrow the 64 KB pipe buffer for the early close to reach the writer.
  const dir = mkdtempSync(join(tmpdir(), 'rg-epipe-'));
  try {
    for (let i = 0; i < 300; i++) writeFileSync(join(dir, `page-${i}.md`), `# Page ${i}\n\n## Setup\n\nText ${i}.\n\n## Usage\n\nMore text.\n`);
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${CLI}" chunks --dir "${dir}" | head -c 10 >/dev/null; echo "status \${PIPESTATUS[0]}"`], { encoding: 'utf8' });
    expect(r.stderr).not.toContain('EPIPE');
    expect(r.stdout).toContain('status 0');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
