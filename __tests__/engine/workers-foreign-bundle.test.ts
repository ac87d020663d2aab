// A bundle of someone else's that embeds the engine (its own script, esbuild'd, with no worker
// bundle beside it) must not start itself as a worker thread: its entry never asks
// serveIfWorker, so each thread would run the whole program again and start threads of its own
// (a run of the draft bench bundled this way grew to 20 GB before it was stopped). Such a bundle
// does the work in its own thread; a bundle whose entry serves workers still starts itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleAndRun, importFromSrc, SIDE_WORK_INPUTS } from '../support/side-work-script';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rg-foreign-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Bundles a program that analyses one chunk with `--jobs 2` (its entry asking serveIfWorker first or not) and runs it; each run of its main prints one line. */
function runBundle(name: string, servesWorkers: boolean): string[] {
  const source =
    importFromSrc('sideRunner', 'engine/workers/runner-for') +
    importFromSrc('serveIfWorker', 'engine/workers/entry') +
    importFromSrc('bundleFile', 'util/worker-script') +
    `import { isMainThread } from 'node:worker_threads';\n` +
    SIDE_WORK_INPUTS +
    `async function main() {\n` +
    `  const runner = sideRunner({ flag: 2 })!;\n` +
    `  const done = await runner.run('side-work', settings, batch());\n` +
    `  console.log(JSON.stringify({ main: isMainThread, script: bundleFile() ? 'self' : null, threads: runner.threads, terms: done.bm25.vocab.length > 0 }));\n` +
    `  await runner.close?.();\n` +
    `}\n` +
    (servesWorkers ? `if (!serveIfWorker()) void main();\n` : `void main();\n`);
  const r = bundleAndRun(work, name, source);
  expect(r.status).toBe(0);
  return r.stdout.split('\n');
}

test('a bundle whose entry does not serve workers does the work in its own thread, once', () => {
  expect(runBundle('foreign', false)).toEqual([JSON.stringify({ main: true, script: null, threads: 0, terms: true })]);
});

test('a bundle whose entry serves workers starts itself as the worker thread', () => {
  expect(runBundle('own', true)).toEqual([JSON.stringify({ main: true, script: 'self', threads: 1, terms: true })]);
});
