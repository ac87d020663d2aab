// A bundle of someone else's that embeds the engine (its own script, esbuild'd, with no worker
// bundle beside it) must not start itself as a worker thread: its entry never asks
// serveIfWorker, so each thread would run the whole program again and start threads of its own
// (a run of the draft bench bundled this way grew to 20 GB before it was stopped). Such a bundle
// does the work in its own thread; a bundle whose entry serves workers still starts itself.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rg-foreign-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Bundles `entry` (which may ask serveIfWorker first) and runs it; each run of the program's main prints one line. */
function runBundle(name: string, servesWorkers: boolean): string[] {
  const root = resolve(__dirname, '../..');
  const src = join(work, `${name}.ts`);
  const out = join(work, `${name}.cjs`);
  writeFileSync(
    src,
    `import { sideRunner } from ${JSON.stringify(join(root, 'src/engine/workers/runner-for'))};\n` +
      `import { serveIfWorker } from ${JSON.stringify(join(root, 'src/engine/workers/entry'))};\n` +
      `import { bundleFile } from ${JSON.stringify(join(root, 'src/util/worker-script'))};\n` +
      `import { encodeBatch } from ${JSON.stringify(join(root, 'src/engine/workers/chunk-batch'))};\n` +
      `import { isMainThread } from 'node:worker_threads';\n` +
      `const settings = { bm25: { analyzer: { language: 'english', stopwords: true, stemming: true, cjk_bigrams: true }, params: { k1: 1.2, b: 0.75, headingBoost: 0 }, run: 't' } };\n` +
      `async function main() {\n` +
      `  const runner = sideRunner({ flag: 2 })!;\n` +
      `  const done = await runner.run('side-work', settings, encodeBatch([{ id: 'a', text: 'parse the cache' }]));\n` +
      `  console.log(JSON.stringify({ main: isMainThread, script: bundleFile() ? 'self' : null, threads: runner.threads, terms: done.bm25.vocab.length > 0 }));\n` +
      `  await runner.close?.();\n` +
      `}\n` +
      (servesWorkers ? `if (!serveIfWorker()) void main();\n` : `void main();\n`),
  );
  // The encoder's native runtime stays outside, as in the product's bundles (only loaded when a text is embedded).
  buildSync({ entryPoints: [src], outfile: out, bundle: true, platform: 'node', format: 'cjs', logLevel: 'silent', external: ['onnxruntime-node'] });
  const r = spawnSync(process.execPath, [out], { encoding: 'utf8', timeout: 20_000 });
  expect(r.status).toBe(0);
  return r.stdout.trim().split('\n');
}

test('a bundle whose entry does not serve workers does the work in its own thread, once', () => {
  expect(runBundle('foreign', false)).toEqual([JSON.stringify({ main: true, script: null, threads: 0, terms: true })]);
});

test('a bundle whose entry serves workers starts itself as the worker thread', () => {
  expect(runBundle('own', true)).toEqual([JSON.stringify({ main: true, script: 'self', threads: 1, terms: true })]);
});
