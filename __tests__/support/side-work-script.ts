/**
 * Plain Node scripts that run the engine's BM25 side work, for tests that must watch a process
 * (its exit, the threads it starts) outside Jest's own event loop: the source's shared lines, and
 * bundling and running it as the product's bundles are built (the encoder's native runtime outside).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';

const root = resolve(__dirname, '../..');

/** An import of `names` from a module under src/, for the script's source. */
export const importFromSrc = (names: string, module: string): string => `import { ${names} } from ${JSON.stringify(join(root, 'src', module))};\n`;

/** `batch()` (one chunk) and `settings` (English BM25) for the `side-work` task. */
export const SIDE_WORK_INPUTS =
  importFromSrc('encodeBatch', 'engine/workers/chunk-batch') +
  `const batch = () => encodeBatch([{ id: 'a', text: 'parse the cache' }]);\n` +
  `const settings = { bm25: { analyzer: { language: 'english', stopwords: true, stemming: true, cjk_bigrams: true }, params: { k1: 1.2, b: 0.75, headingBoost: 0 }, run: 't' } };\n`;

/** Writes `source` as `<dir>/<name>.ts`, bundles it to `<name>.cjs` and runs that with `args` (120 s at most: a hang, not a slow machine). */
export function bundleAndRun(dir: string, name: string, source: string, args: string[] = []): { stdout: string; status: number | null } {
  const src = join(dir, `${name}.ts`);
  const out = join(dir, `${name}.cjs`);
  writeFileSync(src, source);
  buildSync({ entryPoints: [src], outfile: out, bundle: true, platform: 'node', format: 'cjs', logLevel: 'silent', external: ['onnxruntime-node'] });
  // onnxruntime-node stays outside the bundle; what of it the bundle requires is found in the project's node_modules.
  const r = spawnSync(process.execPath, [out, ...args], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, NODE_PATH: join(__dirname, '..', '..', 'node_modules') } });
  return { stdout: r.stdout.trim(), status: r.status };
}
