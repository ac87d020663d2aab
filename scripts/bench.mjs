// npm run bench [-- NAME…]: bundles each bench/<name>.bench.ts with esbuild and runs it in its own
// Node process (with --expose-gc, so memory figures are taken after a collection).
// Benches read ../shared/corpora and print a skip message when a corpus is absent.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const wanted = process.argv.slice(2);
const benches = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();
if (benches.length === 0) {
  console.error(`no bench matches ${wanted.join(', ') || '(any)'}; available: ${readdirSync('bench').join(', ')}`);
  process.exit(2);
}
const out = mkdtempSync(join(tmpdir(), 'rg-bench-'));
let failed = 0;
try {
  for (const name of benches) {
    const outfile = join(out, `${name}.cjs`);
    // onnxruntime-node stays outside the bundle (a native addon), found through NODE_PATH below.
    await build({ entryPoints: [`bench/${name}.bench.ts`], outfile, bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning', external: ['onnxruntime-node'],
      define: { 'import.meta.url': 'importMetaUrl' }, banner: { js: "const importMetaUrl = require('node:url').pathToFileURL(__filename).href;" } });
    console.log(`\n== bench: ${name} ==`);
    const r = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=8192', outfile], { stdio: 'inherit', env: { ...process.env, RG_PROJECT_ROOT: process.cwd(), NODE_PATH: join(process.cwd(), 'node_modules') } });
    if (r.status !== 0) failed++;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
