// A pool of worker threads nobody closes (a side loaded and never ranked, an error in between)
// never keeps Node running once its tasks are answered, and keeps it running while one is awaited.
// Jest keeps its own event loop busy, so this is checked in a plain Node process running a
// bundled script, with the built workers' bundle as the runner starts it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { distFile } from '../support/dist';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rg-pool-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function runScript(body: string): { stdout: string; status: number | null } {
  const src = join(work, 'script.ts');
  const out = join(work, 'script.cjs');
  const root = resolve(__dirname, '../..');
  writeFileSync(
    src,
    `import { threadPool } from ${JSON.stringify(join(root, 'src/engine/workers/pool'))};\n` +
      `import { encodeBatch } from ${JSON.stringify(join(root, 'src/engine/workers/chunk-batch'))};\n` +
      `const batch = () => encodeBatch([{ id: 'a', text: 'parse the cache' }]);\n` +
      `const settings = { bm25: { analyzer: { language: 'english', stopwords: true, stemming: true, cjk_bigrams: true }, params: { k1: 1.2, b: 0.75, headingBoost: 0 }, run: 't' } };\n` +
      `(async () => { ${body} })().catch((e) => { console.log('error', e.message); process.exit(3); });\n`,
  );
  buildSync({ entryPoints: [src], outfile: out, bundle: true, platform: 'node', format: 'cjs', logLevel: 'silent' });
  const r = spawnSync(process.execPath, [out, distFile('worker.js')], { encoding: 'utf8', timeout: 20_000 });
  return { stdout: r.stdout.trim(), status: r.status };
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
