/**
 * The built CLI with worker threads as users run it: the same report, byte for byte, with 1, 2
 * and 4 workers, from the workers' own bundle (worker.js next to cli.js) or, with cli.js copied
 * alone, from cli.js started again as a worker.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { distFile } from '../support/dist';
import { writePaddedDocs, writeSyntheticDocs } from '../support/synthetic-docs';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-dist-jobs-'));
  writeSyntheticDocs(dir, 50, 6000, 7);
  const questions = [2, 11, 25, 38].map((n, i) => `  - id: q${i}\n    question: page ${n} thread lock queue\n    relevant: [docs/${String(n).padStart(4, '0')}.md]`);
  writeFileSync(join(dir, 'golden.yml'), `questions:\n${questions.join('\n')}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const evalWith = (cli: string, jobs: string | null, at = dir) =>
  spawnSync(process.execPath, [cli, 'eval', '--dir', at, '--golden', join(dir, 'golden.yml'), '--json', '--verbose', ...(jobs === null ? [] : ['--jobs', jobs])], { encoding: 'utf8' });

test('unasked, a side of 32 MB of text or more gets one thread per core, a smaller one none: the same report', () => {
  const big = mkdtempSync(join(tmpdir(), 'rg-dist-auto-'));
  try {
    writePaddedDocs(big, 540, 63_000);
    const small = evalWith(distFile('cli.js'), null);
    expect(small.status).toBe(0);
    expect(small.stderr).not.toContain('worker thread');
    const auto = evalWith(distFile('cli.js'), null, big);
    const one = evalWith(distFile('cli.js'), '1', big);
    expect(auto.status).toBe(0);
    const cores = availableParallelism();
    if (cores > 1) expect(auto.stderr).toContain(`analysed on ${cores - 1} worker thread${cores > 2 ? 's' : ''}`);
    else expect(auto.stderr).not.toContain('worker thread');
    expect(one.stderr).not.toContain('worker thread');
    expect(auto.stdout).toBe(one.stdout);
    // validate ranks nothing: no workers for it, however large the side.
    const validate = spawnSync(process.execPath, [distFile('cli.js'), 'validate', '--dir', big, '--golden', join(dir, 'golden.yml'), '--verbose'], { encoding: 'utf8' });
    // Its questions copy the pages' headings: the one warning is the set's lexical bias (exit 1).
    expect(validate.status).toBe(1);
    expect(validate.stdout).toContain('0 errors, 1 warning');
    expect(validate.stdout).toContain('measures lexical retrieval only');
    expect(validate.stderr).toContain('540 documents');
    expect(validate.stderr).not.toContain('worker thread');
  } finally {
    rmSync(big, { recursive: true, force: true });
  }
});

test('eval --jobs 1, 2, 4: the same report; the workers really run', () => {
  const one = evalWith(distFile('cli.js'), '1');
  expect(one.status).toBe(0);
  expect(one.stderr).not.toContain('worker thread');
  expect(JSON.parse(one.stdout).docs).toBe(50);
  for (const jobs of ['2', '4']) {
    const r = evalWith(distFile('cli.js'), jobs);
    expect(r.status).toBe(0);
    // This thread chunks, jobs − 1 workers analyse.
    expect(r.stderr).toContain(jobs === '2' ? 'analysed on 1 worker thread' : 'analysed on 3 worker threads');
    expect(r.stderr).not.toContain('doing the work here');
    expect(r.stdout).toBe(one.stdout);
  }
});

test('cli.js copied alone starts itself as the worker', () => {
  const alone = mkdtempSync(join(tmpdir(), 'rg-cli-alone-'));
  try {
    copyFileSync(distFile('cli.js'), join(alone, 'cli.js'));
    const one = evalWith(join(alone, 'cli.js'), '1');
    const two = evalWith(join(alone, 'cli.js'), '2');
    expect(two.status).toBe(0);
    expect(two.stderr).toContain('analysed on 1 worker thread');
    expect(two.stdout).toBe(one.stdout);
  } finally {
    rmSync(alone, { recursive: true, force: true });
  }
});
