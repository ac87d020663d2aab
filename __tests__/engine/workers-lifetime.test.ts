// A pool of worker threads nobody closes (a side loaded and never ranked, an error in between)
// never keeps Node running once its tasks are answered, and keeps it running while one is awaited.
// Jest keeps its own event loop busy, so this is checked in a plain Node process running a
// bundled script, with the built workers' bundle as the runner starts it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distFile } from '../support/dist';
import { bundleAndRun, importFromSrc, SIDE_WORK_INPUTS } from '../support/side-work-script';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rg-pool-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function runScript(body: string): { stdout: string; status: number | null } {
  const source = importFromSrc('threadPool', 'engine/workers/pool') + SIDE_WORK_INPUTS + `(async () => { ${body} })().catch((e) => { console.log('error', e.message); process.exit(3); });\n`;
  return bundleAndRun(work, 'script', source, [distFile('worker.js')]);
}

test('a pool left open lets the process exit once the tasks under way are answered; an awaited one is waited for', () => {
  const r = runScript(
    `const pool = threadPool(2, process.argv[2]);\n` +
      `const done = await pool.run('side-work', settings, batch());\n` +
      `pool.run('side-work', settings, batch()).catch(() => undefined);\n` +
      `console.log('terms', done.bm25.vocab.length > 0);`,
  );
  expect(r).toEqual({ stdout: 'terms true', status: 0 });
});

test('a pool closed after its tasks exits too, with their results', () => {
  const r = runScript(`const pool = threadPool(1, process.argv[2]);\nconst done = await pool.run('side-work', settings, batch());\nawait pool.close();\nconsole.log('docs', done.bm25.dl.length);`);
  expect(r).toEqual({ stdout: 'docs 1', status: 0 });
});
